import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { setApiClient } from '../api/http';
import { fakeApi, jsonResponse } from '../api/testing/fakeApi';
import { createHighlightChannel, provideMunicipalitySelectionMachine } from './municipalitySelection';

afterEach(() => setApiClient());

const page = (results: unknown[]) =>
  jsonResponse({ count: results.length, next: null, previous: null, results });

describe('the highlight channel', () => {
  it('keeps the latest codes and tells each listener what changed', () => {
    const channel = createHighlightChannel();
    const listener = vi.fn();
    channel.set(['97302']);
    const unsubscribe = channel.subscribe(listener);
    channel.set(['97302', '97307']);
    expect([...channel.current()]).toEqual(['97302', '97307']);
    expect(listener).toHaveBeenCalledWith(new Set(['97302', '97307']), new Set(['97302']));
    unsubscribe();
    channel.set([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the municipality selection machine, provided', () => {
  it('asks the server about unknown pasted codes only, reports the missing ones and highlights the rest', async () => {
    const server = fakeApi(() =>
      page([
        { insee: '97307', display_name: 'Matoury', geometry: { type: 'Point', coordinates: [-52.3, 4.8] } },
      ]),
    );
    const highlight = createHighlightChannel();
    const found = vi.fn();
    const actor = createActor(provideMunicipalitySelectionMachine(highlight, found), {
      input: { knownCodes: ['97302'], selectedCodes: ['97302'] },
    }).start();
    expect([...highlight.current()]).toEqual(['97302']);

    actor.send({ type: 'codes.recalculate', text: '97302, 97307, 97399, abc' });
    const done = await waitFor(actor, (snapshot) => snapshot.matches({ choosing: 'editing' }));

    // 'abc' is no INSEE code: it is not asked (the contract refuses it) and is reported like 97399.
    expect(
      server.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('insee__in')),
    ).toEqual(['97307,97399']);
    expect(done.context.selectedCodes).toEqual(['97302', '97307']);
    expect(done.context.unknownCodes).toEqual(['97399', 'abc']);
    expect([...highlight.current()]).toEqual(['97302', '97307']);
    expect(found).toHaveBeenCalledWith([
      expect.objectContaining({ insee: '97307', display_name: 'Matoury' }),
    ]);
  });

  it('keeps the selection when the codes cannot be checked', async () => {
    fakeApi(() => jsonResponse({}, 500));
    const highlight = createHighlightChannel();
    const actor = createActor(provideMunicipalitySelectionMachine(highlight, vi.fn()), {
      input: { knownCodes: [], selectedCodes: ['97302'] },
    }).start();
    actor.send({ type: 'codes.recalculate', text: '97307' });
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('error'));
    expect(failed.context.selectedCodes).toEqual(['97302']);
    expect([...highlight.current()]).toEqual(['97302']);
  });
});
