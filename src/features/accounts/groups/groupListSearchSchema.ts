import * as v from 'valibot';

/** Columns the group and sphere lists sort by, as the API's ordering fields. */
export const groupSortKeys = ['display_name', 'members_count', 'status', 'creation_date'] as const;

export const groupOrderings = groupSortKeys.flatMap((key) => [key, `-${key}`] as const);

/** Without an ordering the server sorts by name. */
export const DEFAULT_GROUP_ORDERING = 'display_name';

/**
 * The state of a group or sphere list in the URL. `status` absent means every status (the specification
 * gives a default status filter to organisations only).
 */
export const groupListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(groupOrderings)), undefined),
  status: v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))), undefined),
});

export type GroupListSearch = v.InferOutput<typeof groupListSearchSchema>;
