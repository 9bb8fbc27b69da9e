import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import type { ServerFieldErrors } from '../../../../ui/fields/fieldErrors';
import { fieldMessages } from '../../../../ui/messages';

/** A contact of the organisation and the role it holds on the dataset; null until chosen. */
export type ContactRoleValues = { contact: number | null; role: number | null };

/** Both choices are required: the API attaches a contact with a role, never one without the other. */
export function contactRoleSchema(i18n: I18n) {
  const chosen = v.pipe(
    v.nullable(v.number()),
    v.check(
      (value) => value !== null,
      () => i18n._(fieldMessages.required),
    ),
  );
  return v.object({ contact: chosen, role: chosen });
}

/** The API names the contact `contact_id`; the form names it `contact`. */
export function contactRoleServerErrors(errors: ServerFieldErrors): ServerFieldErrors {
  const { contact_id: contact, ...rest } = errors;
  return contact === undefined ? rest : { ...rest, contact };
}
