import type { ServerFieldErrors } from '../fields/fieldErrors';

/**
 * A failed request as src/api reports it (its `ApiError`), as far as a form reads it: a refused save
 * (`kind: 'fields'`, specification section 8) carries messages per field and may carry a detail.
 */
export type FailedRequest = {
  readonly kind: string;
  readonly fields?: readonly { readonly field: string; readonly messages: readonly string[] }[];
  readonly detail?: string | null;
};

export type FormErrorsOptions = {
  /** The form's name for a field the server names otherwise (a resource's `file`, a style's `data`). */
  readonly fieldOf?: (field: string) => string;
  /** Keeps the answer's detail as an error about the whole form, under `detail`. */
  readonly withDetail?: boolean;
};

/**
 * The one seam between a failed save and the form kit (`onSubmit → Promise<ServerFieldErrors | null>`):
 * the field messages of a refused save, by the form's field names; null when the failure has none, for
 * the area to tell the person otherwise (a notification, the 403 page).
 */
export function apiErrorToFormErrors(
  error: FailedRequest,
  { fieldOf = (field) => field, withDetail = false }: FormErrorsOptions = {},
): ServerFieldErrors | null {
  if (error.kind !== 'fields') return null;
  const errors: Record<string, string[]> = Object.fromEntries(
    (error.fields ?? []).map(({ field, messages }) => [fieldOf(field), [...messages]]),
  );
  if (withDetail && error.detail) errors.detail = [error.detail];
  return Object.keys(errors).length > 0 ? errors : null;
}
