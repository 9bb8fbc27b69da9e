import { describe, expect, it } from 'vitest';
import { commaList, compact } from './searchParams';

describe('commaList', () => {
  it("joins values with ',' and leaves out empty lists", () => {
    expect(commaList([0, 1])).toBe('0,1');
    expect(commaList(['organisation'])).toBe('organisation');
    expect(commaList([])).toBeUndefined();
    expect(commaList(undefined)).toBeUndefined();
  });
});

describe('compact', () => {
  it('drops parameters without value and keeps the order of the others', () => {
    expect(
      Object.entries(compact({ page: 1, search: '', ordering: undefined, publish: false, id: null, q: 'a' })),
    ).toEqual([
      ['page', 1],
      ['publish', false],
      ['q', 'a'],
    ]);
  });
});
