import {
  DEFAULT_ORGANISATION_STATUSES,
  type OrganisationListParams,
  organisationsQuery,
  organisationTypesQuery,
} from '../../../api/organisations';
import { userGroupStatusesQuery } from '../../../api/usergroups';
import type { Companions } from '../../../ui/list/prefetchList';
import type { OrganisationListSearch } from './organisationListSearchSchema';

export type { OrganisationListSearch } from './organisationListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export {
  DEFAULT_ORGANISATION_ORDERING,
  organisationListSearchSchema,
  organisationOrderings,
  organisationSortKeys,
} from './organisationListSearchSchema';
/** The API parameters of a URL state (without the page). */
export function organisationFiltersOf(search: OrganisationListSearch): OrganisationListParams {
  return {
    search: search.search || undefined,
    ordering: search.ordering,
    statuses: search.status ?? DEFAULT_ORGANISATION_STATUSES,
    organisationTypeIds: search.type,
    partnership: search.partnership,
  };
}

/** The list's query for a URL state: the route's loader and the screen share it. */
export function organisationListOptions(search: OrganisationListSearch) {
  return organisationsQuery({ ...organisationFiltersOf(search), page: search.page ?? 1 });
}

/** What the organisation list reads beside its rows (OrganisationListControls, OrganisationTable). */
export const organisationListCompanions: Companions = (prefetch, locale) => {
  prefetch(userGroupStatusesQuery(locale));
  prefetch(organisationTypesQuery(locale));
};
