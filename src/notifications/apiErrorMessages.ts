import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ApiError, fieldMessageLines } from '../api/errors';

export const defaultErrorMessage = msg`An error occured`;

/** Title and lines of the toast for a failure (specification section 8); null for what is never shown. */
export function apiErrorToast(error: ApiError, i18n: I18n): { title: string | null; lines: string[] } | null {
  switch (error.kind) {
    case 'cancelled':
    // A 403 opens the 403 page, which says it; a toast would repeat it.
    case 'forbidden':
      return null;
    case 'fields': {
      const lines = fieldMessageLines(error.fields);
      if (lines.length === 0) lines.push(error.detail ?? i18n._(defaultErrorMessage));
      return { title: i18n._(msg`Error`), lines };
    }
    case 'critical':
      return { title: null, lines: [i18n._(msg`Critical error`)] };
    case 'timeout':
      return {
        title: null,
        lines: [i18n._(msg`The server took too long to answer. Check your connection and try again.`)],
      };
    case 'unauthenticated':
      return { title: null, lines: [i18n._(msg`Your session has ended. Sign in again to continue.`)] };
    case 'preconditionFailed':
      return {
        title: null,
        lines: [
          i18n._(msg`Someone else changed this record in the meantime. Reload it to see their changes.`),
        ],
      };
    // A lost connection has no message of its own in section 8: its default says it.
    default:
      return { title: null, lines: [i18n._(defaultErrorMessage)] };
  }
}
