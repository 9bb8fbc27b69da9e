import type { TableSort } from '../tableSort';

/**
 * What a list screen hands its table (`useListScreen().table`): the rows of the page and the states
 * around them. Each list's table takes these, and adds its own columns and row actions.
 */
export type ListTableProps<Row> = {
  rows: readonly Row[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  /** Given when a search text or filters narrow the list: its empty answer offers to clear them. */
  onClearSearch?: () => void;
};
