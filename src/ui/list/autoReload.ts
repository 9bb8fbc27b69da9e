import { useCallback, useMemo, useReducer } from 'react';
import { pageCount } from '../pageWindow';

/**
 * How often lists reload (specification section 4), as react-query's refetchInterval. A reload keeps
 * the page, the sort and the selection: it is the same query, fetched again.
 */
export const AUTO_RELOAD_MS = 15_000;

/** A list's table state as the specification names it (section 4). */
export type TableState = { name: string; currentPage: number; loading: boolean };

export type TableAction =
  | { type: 'page.changed'; page: number }
  | { type: 'filters.changed' }
  | { type: 'loading.started' }
  | { type: 'loading.finished' }
  | { type: 'count.changed'; count: number; pageSize: number };

export function tableStateReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'page.changed':
      return { ...state, currentPage: Math.max(1, Math.floor(action.page)) };
    // New filters or a new search make the old page number meaningless (section 4: back to page 1).
    case 'filters.changed':
      return state.currentPage === 1 ? state : { ...state, currentPage: 1 };
    case 'loading.started':
      return state.loading ? state : { ...state, loading: true };
    case 'loading.finished':
      return state.loading ? { ...state, loading: false } : state;
    // After deletions the current page may no longer exist: show the last one that does.
    case 'count.changed': {
      const last = pageCount(action.count, action.pageSize);
      return state.currentPage > last ? { ...state, currentPage: last } : state;
    }
  }
}

/**
 * The table state of one list. It does not fetch: the screen's query reads currentPage and reports
 * loading and the row count back.
 */
export function useTableState(name: string, initialPage = 1) {
  const [state, dispatch] = useReducer(tableStateReducer, {
    name,
    currentPage: Math.max(1, initialPage),
    loading: false,
  });
  const setPage = useCallback((page: number) => dispatch({ type: 'page.changed', page }), []);
  const resetPage = useCallback(() => dispatch({ type: 'filters.changed' }), []);
  const setLoading = useCallback(
    (loading: boolean) => dispatch({ type: loading ? 'loading.started' : 'loading.finished' }),
    [],
  );
  const syncCount = useCallback(
    (count: number, pageSize: number) => dispatch({ type: 'count.changed', count, pageSize }),
    [],
  );
  return useMemo(
    () => ({ state, setPage, resetPage, setLoading, syncCount }),
    [state, setPage, resetPage, setLoading, syncCount],
  );
}
