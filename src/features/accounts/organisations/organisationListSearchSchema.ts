import * as v from 'valibot';

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
