import type { DatasetFormValues } from '../form/datasetFormSchema';

export type FormField = keyof DatasetFormValues;

/** What a stale save found: the three versions of the form's values (base, mine, theirs). */
export type SaveConflict = {
  /** Fields the other person changed since the version this person started from. */
  changedByThem: FormField[];
  /** Of those, the ones this person changed too, to another value: saving theirs or mine loses one. */
  changedByBoth: FormField[];
  /** This person's changes laid over the newer version: what "save my changes" sends. */
  merged: DatasetFormValues;
};

// Which editor shows the description is how it is edited, not a value of the dataset.
const IGNORED: ReadonlySet<FormField> = new Set(['descriptionEditor']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Three-way comparison of a stale save: `base` is the version the form started from, `mine` the
 * values submitted, `theirs` the newer version on the server. A field this person left alone takes
 * their value; a field they changed keeps theirs (mine), so "save my changes" overwrites only what
 * this person actually changed.
 */
export function compareVersions(
  base: DatasetFormValues,
  mine: DatasetFormValues,
  theirs: DatasetFormValues,
): SaveConflict {
  const fields = (Object.keys(base) as FormField[]).filter((field) => !IGNORED.has(field));
  const changedByThem = fields.filter((field) => !same(base[field], theirs[field]));
  const changedByMe = new Set(fields.filter((field) => !same(base[field], mine[field])));
  const changedByBoth = changedByThem.filter(
    (field) => changedByMe.has(field) && !same(mine[field], theirs[field]),
  );
  const merged = { ...mine };
  for (const field of changedByThem) {
    if (!changedByMe.has(field)) Object.assign(merged, { [field]: theirs[field] });
  }
  if (!changedByMe.has('description')) merged.descriptionEditor = theirs.descriptionEditor;
  return { changedByThem, changedByBoth, merged };
}
