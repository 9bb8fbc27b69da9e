import type { I18n, MessageDescriptor } from '@lingui/core';
import { apiErrorFromThrown } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';

/**
 * A failed save told as section 8 says (the indexer's error message) followed by what the error
 * catalogue makes of the answer ('field : message' lines, critical error...). Cancelled requests say
 * nothing and a 403 leads to the 403 page (src/app/globalApiErrors.ts). Resolves with the server's
 * field errors, for the form to show them on its fields.
 */
export function showIndexerFailure(
  i18n: I18n,
  message: MessageDescriptor,
  thrown: unknown,
): ServerFieldErrors {
  const error = apiErrorFromThrown(thrown);
  if (error.kind === 'cancelled' || error.kind === 'forbidden') return {};
  const toast = apiErrorToast(error, i18n);
  notify('error', [i18n._(message), ...(toast?.lines ?? [])], toast?.title ?? null);
  return apiErrorToFormErrors(error) ?? {};
}
