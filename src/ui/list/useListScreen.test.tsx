import { QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../api/testing/fakeApi';
import { type ListSearch, type SearchNavigate, searchedFor, useListScreen } from './useListScreen';

type Search = ListSearch & { status?: string };
type Answer = { count: number; results: string[] };

/** A list whose answer names the state it was asked for; `count` is the number of rows in all. */
function itemsQuery(count: number) {
  return (search: Search) =>
    queryOptions({
      queryKey: [
        'items',
        count,
        search.search ?? '',
        search.page ?? 1,
        search.ordering ?? '',
        search.status ?? '',
      ],
      queryFn: async (): Promise<Answer> => ({
        count,
        results: [`${search.search ?? ''}:${search.page ?? 1}`],
      }),
    });
}

/** The hook under a URL kept in state, recording every navigation it asks for. */
function renderList(initial: Search, count = 100) {
  const navigations: { search: Search; replace?: boolean }[] = [];
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const [search, setSearch] = useState<Search>(initial);
      const navigate: SearchNavigate<Search> = useCallback(({ search: next, replace }) => {
        setSearch((previous) => {
          const state = next(previous);
          navigations.push({ search: state, replace });
          return state;
        });
      }, []);
      const list = useListScreen({
        search,
        navigate,
        query: itemsQuery(count),
        orderings: { options: ['name', '-name', 'date', '-date'], fallback: 'name' },
      });
      return { search, list, setSearch };
    },
    { wrapper },
  );
  return { ...hook, navigations };
}

describe('useListScreen', () => {
  it('shows the rows of the page in the URL', async () => {
    const { result } = renderList({ search: 'eau', page: 2 });
    await waitFor(() => expect(result.current.list.table.rows).toEqual(['eau:2']));
    expect(result.current.list.page).toBe(2);
    expect(result.current.list.count).toBe(100);
    expect(result.current.list.initialText).toBe('eau');
  });

  it('shows the answer of a typed text on page 1, then puts the text in the URL', async () => {
    const { result, navigations } = renderList({ page: 3, status: 'active' });
    await waitFor(() => expect(result.current.list.table.rows).toEqual([':3']));

    act(() => result.current.list.searchFlow.change('bois'));
    await waitFor(() => expect(result.current.list.table.rows).toEqual(['bois:1']));
    await waitFor(() =>
      expect(result.current.search).toEqual({ status: 'active', search: 'bois', page: undefined }),
    );
    expect(result.current.list.page).toBe(1);
    expect(navigations).toHaveLength(1);
  });

  it('follows the URL again when it moves elsewhere after an answer (the back button)', async () => {
    const { result } = renderList({});
    await waitFor(() => expect(result.current.list.table.rows).toEqual([':1']));
    act(() => result.current.list.searchFlow.change('bois'));
    await waitFor(() => expect(result.current.search.search).toBe('bois'));

    act(() => result.current.setSearch({ page: 2 }));
    await waitFor(() => expect(result.current.list.table.rows).toEqual([':2']));
  });

  it('goes back to page 1 on a filter change and keeps the page on a page change', () => {
    const { result } = renderList({ page: 4 });
    act(() => result.current.list.update({ status: 'closed' }));
    expect(result.current.search).toEqual({ status: 'closed', page: undefined });
    act(() => result.current.list.onPageChange(5));
    expect(result.current.search.page).toBe(5);
    act(() => result.current.list.onPageChange(1));
    expect(result.current.search.page).toBeUndefined();
  });

  it('keeps the default sort out of the URL', () => {
    const { result } = renderList({});
    expect(result.current.list.table.sort).toEqual({ key: 'name', direction: 'ascending' });
    act(() => result.current.list.table.onSortChange({ key: 'date', direction: 'descending' }));
    expect(result.current.search.ordering).toBe('-date');
    act(() => result.current.list.table.onSortChange({ key: 'name', direction: 'ascending' }));
    expect(result.current.search.ordering).toBeUndefined();
  });

  it('moves to the last page that exists when rows went away', async () => {
    const { result, navigations } = renderList({ page: 9 }, 45);
    await waitFor(() => expect(result.current.search.page).toBe(3));
    expect(navigations.at(-1)?.replace).toBe(true);
  });
});

describe('searchedFor', () => {
  it('keeps filters and sort, takes the text and leaves the page', () => {
    expect(searchedFor({ search: 'a', page: 3, ordering: '-date' }, '')).toEqual({
      search: undefined,
      page: undefined,
      ordering: '-date',
    });
  });
});

describe('useListScreen clearing the search', () => {
  it('offers to clear only a narrowed list, and clears the text and filters, keeping the sort', async () => {
    const { result } = renderList({ ordering: '-date' });
    await waitFor(() => expect(result.current.list.table.rows).toEqual([':1']));
    expect(result.current.list.table.onClearSearch).toBeUndefined();

    act(() => result.current.setSearch({ ordering: '-date', search: 'eau', status: 'closed', page: 2 }));
    await waitFor(() => expect(result.current.list.table.onClearSearch).toBeDefined());
    const key = result.current.list.searchKey;
    act(() => result.current.list.table.onClearSearch?.());
    expect(result.current.search).toEqual({ ordering: '-date' });
    expect(result.current.list.searchKey).toBe(key + 1);
    expect(result.current.list.initialText).toBe('');
    await waitFor(() => expect(result.current.list.table.rows).toEqual([':1']));
  });
});
