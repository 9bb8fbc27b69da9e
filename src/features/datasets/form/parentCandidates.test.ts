import { describe, expect, it } from 'vitest';
import { descendantIds, parentCandidates } from './parentCandidates';

// 1 ─┬─ 2 ── 4 ── 5
//    └─ 3
// 6 (elsewhere); 5 lists 1 as a child again, as a corrupt tree could: the walk still ends.
const tree: Record<number, number[]> = { 1: [2, 3], 2: [4], 3: [], 4: [5], 5: [1], 6: [] };
const node = (id: number) => ({
  id,
  children: (tree[id] ?? []).map((child) => ({ id: child, display_name: `${child}` })),
});

describe('the datasets a dataset may not take as parent', () => {
  it('are its children, grandchildren and further down, each asked once', async () => {
    const asked: number[] = [];
    const below = await descendantIds(node(1), async (id) => {
      asked.push(id);
      return node(id).children;
    });
    expect([...below].sort()).toEqual([2, 3, 4, 5]);
    expect(asked.sort()).toEqual([2, 3, 4, 5]);
  });

  it('leave the other search results offered', () => {
    const results = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    expect(parentCandidates(results, new Set([1, 2, 3, 4, 5]))).toEqual([{ id: 6 }]);
  });

  it('are none below a dataset without children', async () => {
    expect((await descendantIds(node(6), async () => [])).size).toBe(0);
  });
});
