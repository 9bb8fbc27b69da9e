import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import {
  type Contact,
  type ContactInput,
  createContactMutation,
  updateContactMutation,
} from '../../api/contacts';
import { apiErrorFromThrown, fieldMessageLines } from '../../api/errors';
import { apiErrorToast } from '../../notifications/apiErrorMessages';
import { notify } from '../../notifications/notificationStore';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';
import { apiErrorToFormErrors } from '../../ui/form/apiErrorToFormErrors';

/** Specification section 8. */
export const contactUpdateFailed = msg`Error during update of contact`;

export type ContactSaveResult =
  | { contact: Contact; errors: null }
  | { contact: null; errors: ServerFieldErrors };

/** A refused save's field messages, to show beside the fields of the contact form. */
export function serverFieldErrorsOf(thrown: unknown): ServerFieldErrors {
  return apiErrorToFormErrors(apiErrorFromThrown(thrown)) ?? {};
}

/**
 * Creates or updates a contact for the contact form. A failure is toasted — an update's as 'Error during
 * update of contact' with the server's 'field : message' lines — and its field errors are handed back to
 * the form; a 403 opens the 403 page (src/app/globalApiErrors.ts).
 */
export function useContactSave() {
  const { i18n } = useLingui();
  const create = useMutation({ ...createContactMutation(), meta: { errorsShownByScreen: true } });
  const update = useMutation({ ...updateContactMutation(), meta: { errorsShownByScreen: true } });

  async function save(input: ContactInput, contactId?: number): Promise<ContactSaveResult> {
    try {
      const contact =
        contactId === undefined
          ? await create.mutateAsync(input)
          : await update.mutateAsync({ id: contactId, body: input });
      return { contact, errors: null };
    } catch (thrown) {
      const error = apiErrorFromThrown(thrown);
      if (error.kind !== 'forbidden' && error.kind !== 'cancelled') {
        if (contactId === undefined) {
          const toast = apiErrorToast(error, i18n);
          if (toast) notify('error', toast.lines, toast.title);
        } else {
          const lines = error.kind === 'fields' ? fieldMessageLines(error.fields) : [];
          const title = i18n._(contactUpdateFailed);
          if (lines.length > 0) notify('error', lines, title);
          else notify('error', [title]);
        }
      }
      return { contact: null, errors: serverFieldErrorsOf(thrown) };
    }
  }

  return { save, saving: create.isPending || update.isPending };
}
