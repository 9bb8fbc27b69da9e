import type { ApiError } from '../../api/errors';
import type { ServerFieldErrors } from '../../ui/fields/fieldErrors';

/**
 * A refused save (400–404) as the form shows it: messages per field (display_name, codename,
 * municipalities), and the answer's detail about the whole form when it has one.
 */
export function serverErrorsOf(error: Extract<ApiError, { kind: 'fields' }>): ServerFieldErrors {
  const errors: Record<string, string[]> = Object.fromEntries(
    error.fields.map(({ field, messages }) => [field, messages]),
  );
  if (error.detail) errors.detail = [error.detail];
  return errors;
}
