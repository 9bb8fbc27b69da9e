import * as v from 'valibot';
import { ANNEX_RESOURCE, MAIN_RESOURCE, type ResourceType } from '../../api/resources';

/** The parts of an opened resource's dialog (styles only for a resource with a geographic layer). */
export const resourceTabs = ['resource', 'preview', 'styles'] as const;
export type ResourceTab = (typeof resourceTabs)[number];

/**
 * The resource dialog of the dataset page, in the page's URL (see docs/decisions/0004): `resource` is
 * `new-main`, `new-annex` or the id of the resource opened, `resourceTab` the part shown. A reload, a
 * shared link or the back button gives the same dialog; unusable values close it instead of failing.
 */
export const resourceDialogSearchSchema = v.object({
  resource: v.fallback(
    v.optional(
      v.union([
        v.picklist(['new-main', 'new-annex']),
        v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.integer(), v.minValue(1)),
      ]),
    ),
    undefined,
  ),
  resourceTab: v.fallback(v.optional(v.picklist(resourceTabs)), undefined),
});

export type ResourceDialogSearch = v.InferOutput<typeof resourceDialogSearchSchema>;

export type ResourceDialogState =
  | { mode: 'create'; type: ResourceType }
  | { mode: 'edit'; resourceId: number; tab: ResourceTab }
  | null;

/** Which dialog the URL opens, if any. */
export function resourceDialogOf(search: ResourceDialogSearch): ResourceDialogState {
  const { resource } = search;
  if (resource === undefined) return null;
  if (resource === 'new-main') return { mode: 'create', type: MAIN_RESOURCE };
  if (resource === 'new-annex') return { mode: 'create', type: ANNEX_RESOURCE };
  return { mode: 'edit', resourceId: resource, tab: search.resourceTab ?? 'resource' };
}

/** The search that opens a dialog (null: none), keeping the page's other search parameters. */
export function searchWithDialog<S extends object>(
  current: S,
  dialog: ResourceDialogState,
): S & ResourceDialogSearch {
  if (dialog === null) return { ...current, resource: undefined, resourceTab: undefined };
  if (dialog.mode === 'create') {
    return {
      ...current,
      resource: dialog.type === MAIN_RESOURCE ? 'new-main' : 'new-annex',
      resourceTab: undefined,
    };
  }
  return {
    ...current,
    resource: dialog.resourceId,
    resourceTab: dialog.tab === 'resource' ? undefined : dialog.tab,
  };
}
