import { ANNEX_RESOURCE, MAIN_RESOURCE, type ResourceType } from '../../api/resources';
import type { ResourceDialogSearch, ResourceTab } from './resourceDialogSearchSchema';

export type { ResourceDialogSearch, ResourceTab } from './resourceDialogSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export { resourceDialogSearchSchema, resourceTabs } from './resourceDialogSearchSchema';
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
