import * as v from 'valibot';

/**
 * What the jurisdiction form holds: the two fields and the selected municipalities, as one string of
 * their INSEE codes, sorted and comma-separated. Not an array: TanStack Form compares field values with
 * a deep equality whose key lookup is quadratic, and a selection of all 35,000 communes of France took
 * over 4 s per change as an array (measure 5 of the bench); a string compares at once.
 */
export type JurisdictionFormValues = { display_name: string; codename: string; municipalities: string };

/** The form's value for a selection of codes, whatever their order. */
export function codesKey(codes: readonly string[]): string {
  return [...codes].sort().join(',');
}

/** The form's value from a kept draft: drafts written before the string held an array of codes. */
export function codesKeyOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return codesKey(value.filter((code): code is string => typeof code === 'string'));
  return undefined;
}

/** The codes of the form's value. */
export function codesOf(key: string): string[] {
  return key === '' ? [] : key.split(',');
}

/**
 * Display name and identification code are required (the contract refuses them empty). The
 * municipalities are not checked here: the selection machine only holds codes that exist.
 */
export function jurisdictionFormSchema(required: () => string) {
  const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(required));
  return v.object({
    display_name: requiredText,
    codename: requiredText,
    municipalities: v.string(),
  });
}
