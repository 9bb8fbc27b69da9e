import { type FetchQueryOptions, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import searchMachine from '../../../machines/search.machine';
import { afterNextPaint } from '../../lib/afterNextPaint';
import { inspect } from '../../lib/inspection/inspect';

export type SearchFlow = {
  /** What the person typed. */
  text: string;
  /** The text whose results are shown; empty for the full list. */
  shownText: string;
  searching: boolean;
  failed: boolean;
  error: unknown;
  change: (text: string) => void;
  retry: () => void;
};

/**
 * The search machine wired to react-query for one list: a search fetches the results of its text into the
 * cache (so the list reads them from there once shown); a newer text stops the running search, and its
 * abort cancels the request. `onShown` learns which text's results are shown, e.g. to put it in the URL.
 */
export function useSearchFlow<TData, TKey extends QueryKey>(
  queryFor: (text: string) => FetchQueryOptions<TData, Error, TData, TKey>,
  { initialText = '', onShown }: { initialText?: string; onShown?: (text: string) => void } = {},
): SearchFlow {
  const queryClient = useQueryClient();
  const queryForRef = useRef(queryFor);
  queryForRef.current = queryFor;
  const machine = useMemo(
    () =>
      searchMachine.provide({
        actors: {
          runSearch: fromPromise(async ({ input, signal }) => {
            const query = queryForRef.current(input.text);
            signal.addEventListener(
              'abort',
              () => void queryClient.cancelQueries({ queryKey: query.queryKey }),
            );
            return queryClient.fetchQuery(query);
          }),
        },
      }),
    [queryClient],
  );
  const actor = useActorRef(machine, { inspect });
  const snapshot = useSelector(actor, (state) => state);

  // Only the text the page opened with: later changes come from the search box.
  const openingText = useRef(initialText);
  useEffect(() => {
    if (openingText.current.trim() !== '') actor.send({ type: 'search.changed', text: openingText.current });
  }, [actor]);

  const shownText = snapshot.context.shownText;
  const onShownRef = useRef(onShown);
  onShownRef.current = onShown;
  const previous = useRef(shownText);
  useEffect(() => {
    if (previous.current === shownText) return;
    previous.current = shownText;
    // The rows of the answer are painted first, then `onShown` runs (e.g. the URL follows): a router
    // navigation in the same frame would hold the new rows back (issue 18: rows within 100 ms).
    // A newer answer or leaving the page cancels a call not made yet.
    return afterNextPaint(() => onShownRef.current?.(shownText));
  }, [shownText]);

  return {
    text: snapshot.context.text,
    shownText,
    searching: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('error'),
    error: snapshot.context.error?.cause ?? null,
    change: (text) => actor.send({ type: 'search.changed', text }),
    retry: () => actor.send({ type: 'search.retried' }),
  };
}
