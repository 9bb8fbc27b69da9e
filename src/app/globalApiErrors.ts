import type { I18n } from '@lingui/core';
import { MutationCache, QueryCache } from '@tanstack/react-query';
import { apiErrorFromThrown } from '../api/errors';
import { apiErrorToast } from '../notifications/apiErrorMessages';
import { notify } from '../notifications/notificationStore';

type Handlers = {
  /** A 403 answer leads to the 403 page (specification section 6). */
  showForbiddenPage: () => void;
  i18n: I18n;
};

/**
 * Failures of react-query requests handled once for the whole application: a read's 403 opens the 403
 * page (a change's 403 is handled for every way of sending it, in app/drafts/sessionEnd);
 * failed changes (mutations) are toasted with the error catalogue; failed reads are shown by their screen.
 * Cancelled requests are never shown.
 */
export function createCaches({ showForbiddenPage, i18n }: Handlers) {
  return {
    queryCache: new QueryCache({
      onError: (thrown) => {
        if (apiErrorFromThrown(thrown).kind === 'forbidden') showForbiddenPage();
      },
    }),
    mutationCache: new MutationCache({
      onError: (thrown, _variables, _context, mutation) => {
        const error = apiErrorFromThrown(thrown);
        // A change refused with 403 has already opened the 403 page (app/drafts/sessionEnd).
        if (error.kind === 'forbidden') return;
        if (mutation.meta?.errorsShownByScreen) return;
        const toast = apiErrorToast(error, i18n);
        if (toast) notify('error', toast.lines, toast.title);
      },
    }),
  };
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The screen shows this mutation's errors itself (next to the form), so no toast. */
      errorsShownByScreen?: boolean;
    };
  }
}
