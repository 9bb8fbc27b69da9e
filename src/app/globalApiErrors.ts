import type { I18n } from '@lingui/core';
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { type ApiError, apiErrorFromThrown } from '../api/errors';
import { apiErrorToast } from '../notifications/apiErrorMessages';
import { notify } from '../notifications/notificationStore';

type Handlers = {
  /** A read's 403 answer leads to the 403 page, in place of the screen (specification section 6). */
  showForbiddenPage: () => void;
  /** A 404 answer for the object a screen shows leads to the not-found page. */
  showNotFoundPage: () => void;
  i18n: I18n;
};

/**
 * Whether a failed read says that the object a screen is about does not exist: a 404 answer to the
 * first read of one object (keys `[service, collection, 'detail', id]`, src/api/keys). Lists and what
 * hangs below an object are left to their screen, as is an object that was there and went away
 * (a refresh after its deletion: the deleting flow already leads elsewhere). A read no screen shows any
 * more (a prefetch, a screen left while it was retried) leads nowhere, nor does a read whose 404 its
 * screen takes as an answer (meta `absenceIsAnAnswer`: another object the screen only consults).
 */
export function namesNothing(
  error: ApiError,
  query: {
    queryKey: QueryKey;
    state: { data: unknown };
    getObserversCount: () => number;
    meta?: { absenceIsAnAnswer?: boolean } | undefined;
  },
): boolean {
  const key = query.queryKey;
  const isObject = key.length === 4 && key[2] === 'detail' && typeof key[3] === 'number';
  return (
    query.meta?.absenceIsAnAnswer !== true &&
    error.kind === 'fields' &&
    error.status === 404 &&
    isObject &&
    query.state.data === undefined &&
    query.getObserversCount() > 0
  );
}

/**
 * Failures of react-query requests handled once for the whole application: a read's 403 opens the 403
 * page (a change's 403 is handled for every way of sending it, in ui/form/drafts/sessionEnd), a read of an
 * object that does not exist opens the not-found page (not a "could not be loaded" with a Retry that
 * can never work);
 * failed changes (mutations) are toasted with the error catalogue; failed reads are shown by their screen.
 * Cancelled requests are never shown.
 */
function createCaches({ showForbiddenPage, showNotFoundPage, i18n }: Handlers) {
  return {
    queryCache: new QueryCache({
      onError: (thrown, query) => {
        const error = apiErrorFromThrown(thrown);
        if (error.kind === 'forbidden') showForbiddenPage();
        else if (namesNothing(error, query)) showNotFoundPage();
      },
    }),
    mutationCache: new MutationCache({
      onError: (thrown, _variables, _context, mutation) => {
        const error = apiErrorFromThrown(thrown);
        // A change refused with 403 has already opened the 403 page (ui/form/drafts/sessionEnd).
        if (error.kind === 'forbidden') return;
        if (mutation.meta?.errorsShownByScreen) return;
        const toast = apiErrorToast(error, i18n);
        if (toast) notify('error', toast.lines, toast.title);
      },
    }),
  };
}

/**
 * Whether a failed read may pass when sent again: a lost connection, a timeout, a server error, a busy
 * server. An answer of the server about the request itself (401, 403, 404, 400, 412) will be the same:
 * retrying it only delays by a second the 403 or not-found page it leads to.
 */
export function mayPassOnRetry(thrown: unknown): boolean {
  const error = apiErrorFromThrown(thrown);
  switch (error.kind) {
    case 'network':
    case 'timeout':
    case 'critical':
      return true;
    case 'unknown':
      return error.status === null || error.status === 408 || error.status === 429;
    default:
      return false;
  }
}

/** The application's query client: the failures above handled once, a read retried once if it may pass. */
export function createQueryClient(handlers: Handlers): QueryClient {
  return new QueryClient({
    ...createCaches(handlers),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failureCount, thrown) => failureCount < 1 && mayPassOnRetry(thrown),
        refetchOnWindowFocus: false,
      },
    },
  });
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * A 404 is an answer the screen reads, not a missing page: the object read is not the one the
       * screen is about (a dataset's owner read for its territory may be a working group, which no
       * organisation read finds).
       */
      absenceIsAnAnswer?: boolean;
    };
    mutationMeta: {
      /** The screen shows this mutation's errors itself (next to the form), so no toast. */
      errorsShownByScreen?: boolean;
    };
  }
}
