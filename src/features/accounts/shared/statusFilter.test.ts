import { describe, expect, it } from 'vitest';
import { statusIdsOf, statusSearchOf } from './statusFilter';

describe('a status filter in the URL', () => {
  it('leaves the list’s default statuses out, in any order', () => {
    expect(statusSearchOf([2], [2])).toBeUndefined();
    expect(statusSearchOf([1, 0], [0, 1])).toBeUndefined();
  });

  it('keeps other choices, the empty one meaning every status', () => {
    expect(statusSearchOf([], [1])).toEqual([]);
    expect(statusSearchOf([2, 1], [2])).toEqual([2, 1]);
    expect(statusSearchOf([2], [0, 1])).toEqual([2]);
  });

  it('reads ids from the filter’s values', () => {
    expect(statusIdsOf(['0', '2', 'x', '-1'])).toEqual([0, 2]);
    expect(statusIdsOf(undefined)).toEqual([]);
  });
});
