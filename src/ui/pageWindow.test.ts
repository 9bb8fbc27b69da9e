import { describe, expect, it } from 'vitest';
import { type PageItem, pageCount, pageWindow } from './pageWindow';

describe('pageCount', () => {
  it.each([
    [0, 20, 1],
    [1, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [57, 20, 3],
    [120, 50, 3],
  ])('%d rows by %d is %d pages', (count, size, expected) => {
    expect(pageCount(count, size)).toBe(expected);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 12, [1, 2, 3, 4, 5, 'gap', 12]],
    [4, 12, [1, 2, 3, 4, 5, 'gap', 12]],
    [5, 12, [1, 'gap', 4, 5, 6, 'gap', 12]],
    [8, 12, [1, 'gap', 7, 8, 9, 'gap', 12]],
    [9, 12, [1, 'gap', 8, 9, 10, 11, 12]],
    [12, 12, [1, 'gap', 8, 9, 10, 11, 12]],
  ] satisfies [number, number, PageItem[]][])('page %d of %d shows %j', (page, pages, expected) => {
    expect(pageWindow(page, pages)).toEqual(expected);
  });
});
