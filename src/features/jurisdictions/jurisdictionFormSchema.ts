import * as v from 'valibot';

/** What the jurisdiction form holds: the two fields and the selected municipalities (INSEE codes). */
export type JurisdictionFormValues = { display_name: string; codename: string; municipalities: string[] };

/**
 * Display name and identification code are required (the contract refuses them empty). The
 * municipalities are not checked here: the selection machine only holds codes that exist.
 */
export function jurisdictionFormSchema(required: () => string) {
  const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(required));
  return v.object({
    display_name: requiredText,
    codename: requiredText,
    municipalities: v.array(v.string()),
  });
}
