import type { I18n } from '@lingui/core';
import { apiErrorFromThrown } from '../../../api/errors';
import { apiErrorToast } from '../../../notifications/apiErrorMessages';
import { notify } from '../../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../../ui/form/apiErrorToFormErrors';

/**
 * What a form does with a failed save: field messages (400–404) go back to the form, to show on the
 * fields; anything else is toasted. A 403 is left to the global handler, which opens the 403 page.
 */
export function formErrorsOrToast(thrown: unknown, i18n: I18n): ServerFieldErrors | null {
  const error = apiErrorFromThrown(thrown);
  const errors = apiErrorToFormErrors(error);
  if (errors) return errors;
  if (error.kind === 'forbidden') return null;
  const toast = apiErrorToast(error, i18n);
  if (toast) notify('error', toast.lines, toast.title);
  return null;
}
