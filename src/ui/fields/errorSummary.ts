import type { FieldErrors } from './fieldErrors';

/** A field of the form as the summary names and links it. */
export type SummaryField = { name: string; id: string; label: string };

/** One line of the summary; without fieldId it is an error about the whole form. */
export type SummaryEntry = { fieldId?: string; label?: string; message: string };

// Keys a backend uses for errors about the whole form rather than one field.
const formWideKeys = new Set(['non_field_errors', 'detail']);

/**
 * The summary's lines in the order the fields appear on screen, then errors about fields the form
 * does not show (named by their key) and about the whole form.
 */
export function buildErrorSummary(errors: FieldErrors, fields: readonly SummaryField[]): SummaryEntry[] {
  const known = new Set(fields.map((field) => field.name));
  const entries: SummaryEntry[] = fields.flatMap((field) =>
    (errors[field.name] ?? []).map((message) => ({ fieldId: field.id, label: field.label, message })),
  );
  for (const [key, messages] of Object.entries(errors)) {
    if (known.has(key)) continue;
    const label = formWideKeys.has(key) ? undefined : key;
    entries.push(...messages.map((message) => ({ label, message })));
  }
  return entries;
}
