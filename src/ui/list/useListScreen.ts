import { type FetchQueryOptions, keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../api/pagination';
import { pageCount } from '../pageWindow';
import { fromOrdering, type TableSort, toOrdering } from '../tableSort';
import { AUTO_RELOAD_MS } from './autoReload';
import { useSearchFlow } from './useSearchFlow';

/** What every list keeps in its URL; each screen's valibot schema adds its filters. */
export type ListSearch = { search?: string; page?: number; ordering?: string };

/** A paginated answer of the API. */
type Paginated = { count: number; results: readonly unknown[] };

/** The search state a typed text asks for: the same filters and sort, its text, back to page 1. */
export function searchedFor<S extends ListSearch>(search: S, text: string): S {
  return { ...search, search: text || undefined, page: undefined };
}

/** What a list needs of its route's `navigate`. */
export type SearchNavigate<S> = (options: { search: (previous: S) => S; replace?: boolean }) => unknown;

type Options<S extends ListSearch, TData extends Paginated, TKey extends QueryKey> = {
  /** The URL state, as the route's search schema validated it. */
  search: S;
  /** The route's `navigate`: writes the next URL state. */
  navigate: SearchNavigate<S>;
  /** The list's query for a URL state: the same options object serves the route's loader. */
  query: (search: S) => FetchQueryOptions<TData, Error, TData, TKey>;
  /**
   * The sort options of the list, as the API's direction + field, and the one the API applies when the
   * URL has none (kept out of the URL).
   */
  orderings?: { options: readonly string[]; fallback?: string };
  /**
   * URL keys that are not the person's narrowing and stay when the search is cleared (the task list's
   * dataset); the sort always stays.
   */
  kept?: readonly (keyof S & string)[];
};

/**
 * One list screen's state, owned by the URL: search text, page, sort and filters live there, so a
 * reload, a shared link or the back button brings the same list back. Typing goes through the search
 * machine (each new text cancels the previous search, the answer lands in the query cache) and the
 * URL follows the shown text; the list reloads itself every AUTO_RELOAD_MS on the same page.
 */
export function useListScreen<S extends ListSearch, TData extends Paginated, TKey extends QueryKey>({
  search,
  navigate,
  query,
  orderings,
  kept = [],
}: Options<S, TData, TKey>) {
  const urlText = search.search ?? '';
  const page = search.page ?? 1;

  /** Puts the next state in the URL; the page goes back to 1 unless `keepPage`. */
  const update = (next: Partial<S>, keepPage = false) =>
    void navigate({
      search: (previous) => ({ ...previous, ...next, page: keepPage ? next.page : undefined }),
    });

  const searchFlow = useSearchFlow((text) => query(searchedFor(search, text)), {
    initialText: urlText,
    // Only a real change goes to the URL: a navigation clears the notifications on screen.
    onShown: (text) => {
      if (urlText !== text) update({ search: text || undefined } as Partial<S>);
    },
  });

  // The rows follow an answer in the frame that brings it, before the URL says the same text
  // (issue 18: rows within 100 ms of the answer; the URL follows after the next paint). The answer
  // is remembered with the URL text it came under, and forgotten once the URL says the same text: from
  // then on, or if the URL moves elsewhere first (the back button), the URL alone says which rows to
  // show. Layout effects keep it, so the rows change before the frame is painted, never in render.
  const [answer, setAnswer] = useState<{ text: string; underUrlText: string } | null>(null);
  const urlTextRef = useRef(urlText);
  urlTextRef.current = urlText;
  const shownBefore = useRef(searchFlow.shownText);
  useLayoutEffect(() => {
    if (shownBefore.current === searchFlow.shownText) return;
    shownBefore.current = searchFlow.shownText;
    setAnswer({ text: searchFlow.shownText, underUrlText: urlTextRef.current });
  }, [searchFlow.shownText]);
  useLayoutEffect(() => {
    if (answer !== null && answer.text === urlText) setAnswer(null);
  }, [answer, urlText]);
  const ahead = answer !== null && answer.underUrlText === urlText && answer.text !== urlText;

  const list = useQuery({
    ...query(ahead ? searchedFor(search, answer.text) : search),
    placeholderData: keepPreviousData,
    refetchInterval: AUTO_RELOAD_MS,
  });

  // Rows removed (a deletion, a filtered bulk action) can leave the page empty: show the last page
  // that exists (specification section 4).
  const count = list.data?.count;
  const shownPage = ahead ? 1 : page;
  useEffect(() => {
    if (count === undefined || list.isPlaceholderData) return;
    const last = pageCount(count, PAGE_SIZE);
    if (shownPage > last)
      void navigate({
        search: (previous) => ({ ...previous, page: last > 1 ? last : undefined }),
        replace: true,
      });
  }, [count, shownPage, navigate, list.isPlaceholderData]);

  const sort = orderings ? fromOrdering(search.ordering ?? orderings.fallback) : null;
  const onSortChange = (next: TableSort) => {
    const ordering = orderings?.options.find((option) => option === toOrdering(next));
    update({ ordering: ordering === orderings?.fallback ? undefined : ordering } as Partial<S>);
  };

  // Clearing the search and filters (audit U17): the search box starts again empty (a new key makes a
  // new box, which opens with the machine's text), and the URL keeps only the sort and `kept`.
  const [searchKey, setSearchKey] = useState(0);
  const staying = new Set<string>(['page', 'ordering', ...kept]);
  const narrowed =
    urlText !== '' || Object.entries(search).some(([key, value]) => !staying.has(key) && value !== undefined);
  const clearSearch = () => {
    searchFlow.change('');
    setSearchKey((key) => key + 1);
    void navigate({
      search: (previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(([key]) => staying.has(key) && key !== 'page'),
        ) as S,
    });
  };

  return {
    update,
    /** The text the search box opens with: the URL's, or the machine's once the search was cleared. */
    initialText: searchKey === 0 ? urlText : searchFlow.text,
    /** Changes when the search is cleared: the search box is made anew, empty. */
    searchKey,
    searchFlow,
    /** The page shown: the first one of an answer the URL has not caught up with yet. */
    page: shownPage,
    count,
    onPageChange: (next: number) => update({ page: next > 1 ? next : undefined } as Partial<S>, true),
    /** What every list table takes (the sort is null for a list without orderings). */
    table: {
      rows: (list.data?.results ?? []) as TData['results'],
      loading: list.isPending || (list.isPlaceholderData && list.isFetching) || searchFlow.searching,
      error: list.isError,
      onRetry: () => void list.refetch(),
      sort,
      onSortChange,
      onClearSearch: narrowed ? clearSearch : undefined,
    },
  };
}

/** What the shared layout reads of a list's state. */
export type ListLayoutState = Pick<
  ReturnType<typeof useListScreen>,
  'initialText' | 'searchKey' | 'searchFlow' | 'page' | 'count' | 'onPageChange'
>;
