import { afterEach, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, parseRuntimeConfig } from '../config/runtimeConfig';
import { apiSettings, configureApi } from './apiSettings';
import { getDataset } from './datasets';
import { type ApiError, ApiRequestError } from './errors';
import { setApiClient } from './http';
import { onRequestEvent, type RequestEvent } from './requestEvents';
import { fakeApi, hangUntilAborted, jsonResponse } from './testing/fakeApi';

afterEach(() => {
  setApiClient();
  configureApi(defaultRuntimeConfig, 'fr');
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('request timeout', () => {
  it('comes from the runtime configuration, 30 seconds when the file leaves it out', () => {
    expect(parseRuntimeConfig({}).requestTimeoutMs).toBe(30_000);
    configureApi(parseRuntimeConfig({ requestTimeoutMs: 1234 }), 'fr');
    expect(apiSettings().requestTimeoutMs).toBe(1234);
  });

  it('refuses a timeout that is not a positive number of milliseconds', () => {
    expect(() => parseRuntimeConfig({ requestTimeoutMs: 0 })).toThrow();
    expect(() => parseRuntimeConfig({ requestTimeoutMs: '30s' })).toThrow();
  });

  it('ends a request the server never answers with the timeout kind, after the configured time', async () => {
    configureApi(parseRuntimeConfig({ requestTimeoutMs: 50 }), 'fr');
    const server = fakeApi(hangUntilAborted);
    const started = Date.now();
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(server.last().signal.aborted).toBe(true);
  });

  it('leaves an answer that comes in time alone', async () => {
    configureApi(parseRuntimeConfig({ requestTimeoutMs: 1000 }), 'fr');
    fakeApi(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return jsonResponse({ id: 7 });
    });
    await expect(getDataset(7)).resolves.toEqual({ id: 7 });
  });

  it("still lets the caller cancel: the caller's abort is 'cancelled', not a timeout", async () => {
    const server = fakeApi(hangUntilAborted);
    const controller = new AbortController();
    const pending = failureOf(getDataset(7, { signal: controller.signal }));
    await server.requested();
    controller.abort();
    expect(await pending).toEqual({ kind: 'cancelled' });
  });
});

describe('request events', () => {
  it('report the start and the answer of every request', async () => {
    fakeApi(() => jsonResponse({ display_name: ['required'] }, 400));
    const events: RequestEvent[] = [];
    const stop = onRequestEvent((event) => events.push(event));
    await failureOf(getDataset(7));
    stop();
    expect(events).toEqual([
      { phase: 'started', method: 'GET', path: '/fr/dataset/datasets/7/' },
      { phase: 'answered', method: 'GET', path: '/fr/dataset/datasets/7/', status: 400 },
    ]);
  });

  it('report a request that got no answer as failed', async () => {
    configureApi(parseRuntimeConfig({ requestTimeoutMs: 20 }), 'fr');
    fakeApi(hangUntilAborted);
    const events: RequestEvent[] = [];
    const stop = onRequestEvent((event) => events.push(event));
    await failureOf(getDataset(7));
    stop();
    expect(events.map((event) => event.phase)).toEqual(['started', 'failed']);
  });
});
