import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AUTO_RELOAD_MS,
  type TableAction,
  type TableState,
  tableStateReducer,
  useTableState,
} from './useTableState';

const at = (currentPage: number, loading = false): TableState => ({ name: 'datasets', currentPage, loading });

describe('tableStateReducer', () => {
  it.each([
    [at(1), { type: 'page.changed', page: 3 }, at(3)],
    [at(3), { type: 'page.changed', page: 0 }, at(1)],
    [at(3), { type: 'filters.changed' }, at(1)],
    [at(1), { type: 'loading.started' }, at(1, true)],
    [at(2, true), { type: 'loading.finished' }, at(2)],
    [at(5), { type: 'count.changed', count: 41, pageSize: 20 }, at(3)],
    [at(2), { type: 'count.changed', count: 41, pageSize: 20 }, at(2)],
    [at(2), { type: 'count.changed', count: 0, pageSize: 20 }, at(1)],
  ] satisfies [TableState, TableAction, TableState][])('%j on %j gives %j', (state, action, expected) => {
    expect(tableStateReducer(state, action)).toEqual(expected);
  });

  it('keeps the same state object when nothing changes, so nothing re-renders', () => {
    const state = at(1);
    expect(tableStateReducer(state, { type: 'filters.changed' })).toBe(state);
    expect(tableStateReducer(state, { type: 'loading.finished' })).toBe(state);
  });
});

describe('useTableState', () => {
  it('starts on the given page, not loading, and follows the list', () => {
    const { result } = renderHook(() => useTableState('organisations', 2));
    expect(result.current.state).toEqual({ name: 'organisations', currentPage: 2, loading: false });
    act(() => result.current.setPage(4));
    act(() => result.current.setLoading(true));
    expect(result.current.state).toEqual({ name: 'organisations', currentPage: 4, loading: true });
    act(() => result.current.resetPage());
    act(() => result.current.setLoading(false));
    expect(result.current.state).toEqual({ name: 'organisations', currentPage: 1, loading: false });
  });

  it('goes back to the last page that exists when rows disappear', () => {
    const { result } = renderHook(() => useTableState('users', 3));
    act(() => result.current.syncCount(25, 20));
    expect(result.current.state.currentPage).toBe(2);
  });

  it('reloads lists every 15 seconds', () => {
    expect(AUTO_RELOAD_MS).toBe(15000);
  });
});
