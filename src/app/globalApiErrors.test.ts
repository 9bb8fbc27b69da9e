import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { type ApiError, ApiRequestError } from '../api/errors';
import { datasetKeys, userGroupKeys } from '../api/keys';
import { createQueryClient, namesNothing } from './globalApiErrors';

const missing: ApiError = { kind: 'fields', status: 404, fields: [], detail: null };
const query = (
  queryKey: readonly unknown[],
  data: unknown = undefined,
  observers = 1,
  meta: { absenceIsAnAnswer?: boolean } = {},
) => ({
  queryKey,
  state: { data },
  getObserversCount: () => observers,
  meta,
});

describe('a failed read that names nothing', () => {
  it.each([
    ['a 404 to the first read of an object shown', missing, query(datasetKeys.detail(7)), true],
    ['a 404 to a list', missing, query(datasetKeys.list({ page: 9 })), false],
    ['a 404 below an object', missing, query(userGroupKeys.children(7)), false],
    ['a 404 to an object that was there', missing, query(datasetKeys.detail(7), { id: 7 }), false],
    ['a 404 no screen shows any more', missing, query(datasetKeys.detail(7), undefined, 0), false],
    [
      'a 404 its screen takes as an answer',
      missing,
      query(datasetKeys.detail(7), undefined, 1, { absenceIsAnAnswer: true }),
      false,
    ],
    [
      'a 400 to an object',
      { ...missing, status: 400 } satisfies ApiError,
      query(datasetKeys.detail(7)),
      false,
    ],
    ['a lost connection', { kind: 'network' } satisfies ApiError, query(datasetKeys.detail(7)), false],
  ])('%s: %s', (_, error, failed, expected) => {
    expect(namesNothing(error, failed)).toBe(expected);
  });
});

describe('a failed read of the application’s query client', () => {
  /** Reads once through a client made as the application makes it; answers how often it was sent. */
  async function read(failure: () => Error) {
    const showForbiddenPage = vi.fn();
    const client = createQueryClient({
      i18n: setupI18n({ locale: 'fr', messages: { fr: {} } }),
      showForbiddenPage,
      showNotFoundPage: vi.fn(),
    });
    let sent = 0;
    await client
      .fetchQuery({
        queryKey: datasetKeys.detail(7),
        queryFn: () => {
          sent += 1;
          throw failure();
        },
        // The default delay before the retry, shortened: the test counts requests, not time.
        retryDelay: 1,
      })
      .catch(() => undefined);
    return { sent, forbiddenPages: showForbiddenPage.mock.calls.length };
  }

  it.each([
    ['a 403', new ApiRequestError({ kind: 'forbidden', status: 403 })],
    ['a 404', new ApiRequestError({ kind: 'fields', status: 404, fields: [], detail: null })],
    ['a 401', new ApiRequestError({ kind: 'unauthenticated', status: 401 })],
  ])('%s is an answer: sent once, not retried', async (_, error) => {
    expect((await read(() => error)).sent).toBe(1);
  });

  it('a 403 opens the 403 page once, without waiting for a retry', async () => {
    const forbidden = new ApiRequestError({ kind: 'forbidden', status: 403 });
    expect(await read(() => forbidden)).toEqual({ sent: 1, forbiddenPages: 1 });
  });

  it.each([
    ['a server error', () => new ApiRequestError({ kind: 'critical', status: 502 })],
    ['a lost connection', () => new TypeError('Failed to fetch')],
    ['a busy server', () => new ApiRequestError({ kind: 'unknown', status: 429 })],
  ])('%s may pass: sent again once', async (_, failure) => {
    expect((await read(failure)).sent).toBe(2);
  });
});
