import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { isContractEmail } from '../../../contract/contractFormats';
import type { Contact, ContactInput } from '../../api/contacts';
import { fieldMessages } from '../../ui/messages';

/** What the contact form holds: text as typed, ids as numbers, null when nothing is chosen. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  position: string;
  usergroup: number | null;
  role: number | null;
};

export type ContactSchemaOptions = {
  /** The role is required when the contact is created to hold it (on a dataset); optional otherwise. */
  roleRequired?: boolean;
};

/** The form's values for a contact being changed, or for a new one (with defaults such as its group). */
export function contactFormValues(contact: Partial<Contact> | null = null): ContactFormValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    position: contact?.position ?? '',
    usergroup: contact?.usergroup ?? null,
    role: contact?.role ?? null,
  };
}

/**
 * The contact form's rules (specification section 5: name and email are required). Messages are
 * translated when the schema runs, in the locale of the moment.
 */
export function contactSchema(i18n: I18n, { roleRequired = false }: ContactSchemaOptions = {}) {
  const required = () => i18n._(fieldMessages.required);
  const chosen = v.pipe(
    v.nullable(v.number()),
    v.check((value) => value !== null, required),
  );
  // abortPipeEarly: an empty email is 'required', not also 'invalid'.
  return v.config(
    v.object({
      name: v.pipe(v.string(), v.trim(), v.nonEmpty(required)),
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.check(isContractEmail, () => i18n._(fieldMessages.invalidEmail)),
      ),
      phone: v.string(),
      position: v.string(),
      usergroup: v.nullable(v.number()),
      role: roleRequired ? chosen : v.nullable(v.number()),
    }),
    { abortPipeEarly: true },
  );
}

/** The body of POST and PUT contacts/: trimmed text, empty optional text sent as null. */
export function contactInputOf(values: ContactFormValues): ContactInput {
  const optional = (text: string) => text.trim() || null;
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    position: optional(values.position),
    usergroup: values.usergroup,
    role: values.role,
  };
}
