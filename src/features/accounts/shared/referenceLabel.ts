import type { ReferenceItem } from '../../../api/referenceLists';

/** The label of an id in a reference list; the id itself while the list loads or when it is unknown. */
export function referenceLabel(items: readonly ReferenceItem[] | undefined, id: number | null | undefined) {
  if (id === null || id === undefined) return '';
  return items?.find((item) => item.id === id)?.label ?? String(id);
}

/** A reference list as select or filter choices, in the list's order (sorted by label). */
export function referenceOptions(items: readonly ReferenceItem[] | undefined) {
  return (items ?? []).map((item) => ({ value: item.id, label: item.label }));
}
