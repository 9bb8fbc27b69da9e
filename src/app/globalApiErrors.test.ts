import { describe, expect, it } from 'vitest';
import type { ApiError } from '../api/errors';
import { datasetKeys, userGroupKeys } from '../api/keys';
import { namesNothing } from './globalApiErrors';

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
