import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setApiClient } from '../api/http';
import { fakeApi, hangUntilAborted, jsonResponse } from '../api/testing/fakeApi';
import { provideIndexerTestMachine } from './indexerTrial';

afterEach(() => setApiClient());

describe('indexer test flow with src/api', () => {
  it('shows a FAILURE answer as a failed test with its error', async () => {
    const api = fakeApi(() => jsonResponse({ status: 'FAILURE', err: 'Connection refused' }));
    const actor = createActor(provideIndexerTestMachine(), { input: { indexerId: 5 } }).start();
    actor.send({ type: 'test.requested' });
    const failed = await waitFor(actor, (snapshot) => snapshot.matches({ ready: 'failed' }));

    expect(api.last().url).toBe('/fr/indexer/remote-api-indexes/5/trial/');
    expect(failed.context.error).toEqual({ code: 'testFailed', err: 'Connection refused' });
  });

  it('aborts the trial request when the test is cancelled', async () => {
    const api = fakeApi(hangUntilAborted);
    const actor = createActor(provideIndexerTestMachine(), { input: { indexerId: 5 } }).start();
    actor.send({ type: 'test.requested' });
    await api.requested();
    actor.send({ type: 'test.cancelled' });

    expect(api.last().signal.aborted).toBe(true);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });
});
