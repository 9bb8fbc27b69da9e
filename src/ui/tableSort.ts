export type SortDirection = 'ascending' | 'descending';

/** The sort of a table: a column's sort key and a direction, named as aria-sort names them. */
export type TableSort = { key: string; direction: SortDirection };

/** Pressing a column's header: a new column starts ascending, the sorted one flips. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key === key) {
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { key, direction: 'ascending' };
}

/** The API's ordering parameter, direction then field: 'display_name' or '-display_name' (section 7). */
export function toOrdering(sort: TableSort | null | undefined): string | undefined {
  if (!sort) return undefined;
  return sort.direction === 'descending' ? `-${sort.key}` : sort.key;
}

export function fromOrdering(ordering: string | null | undefined): TableSort | null {
  if (!ordering || ordering === '-') return null;
  return ordering.startsWith('-')
    ? { key: ordering.slice(1), direction: 'descending' }
    : { key: ordering, direction: 'ascending' };
}
