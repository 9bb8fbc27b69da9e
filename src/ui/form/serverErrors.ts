import type { AnyFormApi } from '@tanstack/react-form';
import { errorMessages, type FieldErrors, type ServerFieldErrors } from '../fields/fieldErrors';

/** The part of a TanStack form the kit's frame works with, whatever the form's values. */
export type KitFormApi = Pick<AnyFormApi, 'store' | 'state' | 'handleSubmit' | 'setErrorMap' | 'fieldInfo'>;

/**
 * The server's field errors (a 400–404 body, specification section 8) kept in the form's own state,
 * under TanStack Form's `onServer` cause: each on its field, and those about the whole form or about a
 * field the form does not show on the form itself. So the fields, the summary and `canSubmit` read one
 * state, as they do for the form's own rules.
 */
export function applyServerErrors(form: KitFormApi, errors: ServerFieldErrors): void {
  const shown = new Set(Object.keys(form.fieldInfo));
  const fields: Record<string, string[]> = {};
  const rest: FieldErrors = {};
  for (const [name, value] of Object.entries(errors)) {
    const messages = errorMessages(typeof value === 'string' ? [value] : [...(value ?? [])]);
    if (messages.length === 0) continue;
    if (shown.has(name)) fields[name] = messages;
    else rest[name] = messages;
  }
  form.setErrorMap({
    onServer: { form: Object.keys(rest).length > 0 ? rest : undefined, fields },
  });
}

/** Forgets every server error: a new submission asks the server again. */
export function clearServerErrors(form: KitFormApi): void {
  form.setErrorMap({ onServer: { form: undefined, fields: {} } });
}

/** The form-wide server errors (non_field_errors, detail, fields not on the form), for the summary. */
export function formServerErrors(errorMap: { onServer?: unknown }): FieldErrors {
  const value = errorMap.onServer;
  return isFieldErrors(value) ? value : {};
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages))
  );
}

type Meta = { errorMap?: Record<string, unknown> };

/** The errors of each field, split between the form's own rules and the server's answer. */
export function splitFieldErrors(fieldMeta: Readonly<Record<string, Meta | undefined>>): {
  client: FieldErrors;
  server: FieldErrors;
} {
  const client: FieldErrors = {};
  const server: FieldErrors = {};
  for (const [name, meta] of Object.entries(fieldMeta)) {
    for (const [cause, error] of Object.entries(meta?.errorMap ?? {})) {
      const messages = errorMessages([error]);
      if (messages.length === 0) continue;
      const target = cause === 'onServer' ? server : client;
      target[name] = [...new Set([...(target[name] ?? []), ...messages])];
    }
  }
  return { client, server };
}
