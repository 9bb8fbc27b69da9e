import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { isContractEmail } from '../../../../contract/contractFormats';
import type { User, UserInput } from '../../../api/users';
import { fieldMessages } from '../../../ui/messages';

/** What the user form edits: every writable User field, as the form's controls hold them. */
export type UserFormValues = {
  last_name: string;
  first_name: string;
  email: string;
  username: string;
  phone: string;
  additional_id: string;
  status: number | null;
  registration_reason: string;
  email_notification: boolean;
  is_superuser: boolean;
};

/** The contract's rule for the additional ID (section 5): letters, digits and @ . + - _ only. */
export const ADDITIONAL_ID_PATTERN = /^[A-Za-z0-9@.+_-]*$/;

/** Accounts created from the back-office are active unless the person chooses otherwise. */
const ACTIVE_STATUS = 2;

export const newUserFormValues: UserFormValues = {
  last_name: '',
  first_name: '',
  email: '',
  username: '',
  phone: '',
  additional_id: '',
  status: ACTIVE_STATUS,
  registration_reason: '',
  email_notification: false,
  is_superuser: false,
};

export function userFormValuesOf(user: User): UserFormValues {
  return {
    last_name: user.last_name,
    first_name: user.first_name,
    email: user.email,
    username: user.username,
    phone: user.phone ?? '',
    additional_id: user.additional_id ?? '',
    status: user.status,
    registration_reason: user.registration_reason ?? '',
    email_notification: user.email_notification,
    is_superuser: user.is_superuser,
  };
}

/**
 * The body of POST or PUT users. Empty optional texts are sent as null; an empty user name is left
 * out, so that the server takes the email address on creation and keeps the current one otherwise.
 */
export function userInputOf(values: UserFormValues): UserInput {
  const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    last_name: values.last_name.trim(),
    first_name: values.first_name.trim(),
    email: values.email.trim(),
    ...(values.username.trim() ? { username: values.username.trim() } : {}),
    phone: orNull(values.phone),
    additional_id: orNull(values.additional_id),
    ...(values.status === null ? {} : { status: values.status }),
    registration_reason: orNull(values.registration_reason),
    email_notification: values.email_notification,
    is_superuser: values.is_superuser,
  };
}

/**
 * The rules of the user form (section 5): last name, first name and email required, a valid email,
 * the additional ID's characters. Messages are translated when the schema runs.
 */
export function userFormSchema(i18n: I18n) {
  const required = () => i18n._(fieldMessages.required);
  const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(required));
  return v.config(
    v.object({
      last_name: requiredText,
      first_name: requiredText,
      email: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(required),
        v.check(isContractEmail, () => i18n._(fieldMessages.invalidEmail)),
      ),
      username: v.string(),
      phone: v.string(),
      additional_id: v.pipe(
        v.string(),
        v.trim(),
        v.regex(ADDITIONAL_ID_PATTERN, () => i18n._(fieldMessages.additionalIdCharacters)),
      ),
      status: v.nullable(v.number()),
      registration_reason: v.string(),
      email_notification: v.boolean(),
      is_superuser: v.boolean(),
    }),
    // An empty email is 'required', not also 'invalid'.
    { abortPipeEarly: true },
  );
}
