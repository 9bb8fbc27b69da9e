import * as v from 'valibot';
import {
  DEFAULT_ORGANISATION_STATUSES,
  type OrganisationListParams,
  organisationsQuery,
  organisationTypesQuery,
} from '../../../api/organisations';
import { userGroupStatusesQuery } from '../../../api/usergroups';
import type { Companions } from '../../../ui/list/prefetchList';

/** Columns the organisation list sorts by, as the API's ordering fields. */
export const organisationSortKeys = [
  'display_name',
  'organisation_type',
  'users_count',
  'status',
  'creation_date',
] as const;

export const organisationOrderings = organisationSortKeys.flatMap((key) => [key, `-${key}`] as const);

/** Without an ordering the server sorts by name. */
export const DEFAULT_ORGANISATION_ORDERING = 'display_name';

const ids = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))), undefined);

/**
 * The organisation list's state in the URL. `status` absent means the default filter (active
 * organisations, usergroup__status__in=2); an empty list means every status.
 */
export const organisationListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(organisationOrderings)), undefined),
  status: ids,
  type: ids,
  partnership: v.fallback(v.optional(v.boolean()), undefined),
});

export type OrganisationListSearch = v.InferOutput<typeof organisationListSearchSchema>;

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
