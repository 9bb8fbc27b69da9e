import type { I18n } from '@lingui/core';
import { apiErrorFromThrown } from '../../../api/errors';
import { apiErrorToast } from '../../../notifications/apiErrorMessages';
import { notify } from '../../../notifications/notificationStore';

/** Toasts a failed request the catalogue's way (section 8); a 403 is left to the 403 page, a cancel to nothing. */
export function showApiFailure(thrown: unknown, i18n: I18n): void {
  const error = apiErrorFromThrown(thrown);
  if (error.kind === 'forbidden') return;
  const toast = apiErrorToast(error, i18n);
  if (toast) notify('error', toast.lines, toast.title);
}
