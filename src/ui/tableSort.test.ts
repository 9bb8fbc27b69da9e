import { describe, expect, it } from 'vitest';
import { fromOrdering, nextSort, type TableSort, toOrdering } from './tableSort';

describe('nextSort', () => {
  it.each([
    [null, 'name', { key: 'name', direction: 'ascending' }],
    [{ key: 'name', direction: 'ascending' }, 'name', { key: 'name', direction: 'descending' }],
    [{ key: 'name', direction: 'descending' }, 'name', { key: 'name', direction: 'ascending' }],
    [{ key: 'name', direction: 'descending' }, 'created', { key: 'created', direction: 'ascending' }],
  ] satisfies [TableSort | null, string, TableSort][])(
    'from %j pressing %s gives %j',
    (current, key, expected) => {
      expect(nextSort(current, key)).toEqual(expected);
    },
  );
});

describe('ordering', () => {
  it.each([
    [{ key: 'display_name', direction: 'ascending' }, 'display_name'],
    [{ key: 'last_update_date', direction: 'descending' }, '-last_update_date'],
  ] satisfies [TableSort, string][])('%j is %s and back', (sort, ordering) => {
    expect(toOrdering(sort)).toBe(ordering);
    expect(fromOrdering(ordering)).toEqual(sort);
  });

  it('has no ordering without a sort, and no sort without an ordering', () => {
    expect(toOrdering(null)).toBeUndefined();
    expect(fromOrdering('')).toBeNull();
    expect(fromOrdering(undefined)).toBeNull();
    expect(fromOrdering('-')).toBeNull();
  });
});
