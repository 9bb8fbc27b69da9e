/** Messages per field name, already translated. */
export type FieldErrors = Record<string, string[]>;

/**
 * A 400 answer's body (specification section 8): field name → messages. Some backends send a single
 * string instead of a list; keys that name no field (non_field_errors, detail) are kept as they are.
 */
export type ServerFieldErrors = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Messages out of whatever a validator produced: strings, Standard Schema issues ({ message }) as
 * TanStack Form stores valibot's, nested lists, or nothing.
 */
export function errorMessages(errors: readonly unknown[] | undefined): string[] {
  const messages: string[] = [];
  const visit = (error: unknown) => {
    if (typeof error === 'string') {
      if (error !== '') messages.push(error);
    } else if (Array.isArray(error)) {
      error.forEach(visit);
    } else if (isIssue(error)) {
      messages.push(error.message);
    }
  };
  errors?.forEach(visit);
  return [...new Set(messages)];
}

function isIssue(error: unknown): error is { message: string } {
  return (
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
  );
}

/**
 * Client and server errors as one map, so a field shows both the same way. Later sources add to
 * earlier ones; a message given twice shows once.
 */
export function mergeFieldErrors(...sources: ReadonlyArray<ServerFieldErrors | undefined>): FieldErrors {
  const merged: FieldErrors = {};
  for (const source of sources) {
    for (const [field, value] of Object.entries(source ?? {})) {
      const messages = errorMessages(typeof value === 'string' ? [value] : [...(value ?? [])]);
      if (messages.length === 0) continue;
      merged[field] = [...new Set([...(merged[field] ?? []), ...messages])];
    }
  }
  return merged;
}

/**
 * The client errors of every field of a TanStack form (`form.state.fieldMeta`), for the error
 * summary; typed loosely so this file does not depend on the form library.
 */
export function collectFieldErrors(
  fieldMeta: Readonly<Record<string, { errors?: readonly unknown[] } | undefined>>,
): FieldErrors {
  const collected: FieldErrors = {};
  for (const [field, meta] of Object.entries(fieldMeta)) {
    const messages = errorMessages(meta?.errors);
    if (messages.length > 0) collected[field] = messages;
  }
  return collected;
}
