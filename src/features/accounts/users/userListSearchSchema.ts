import * as v from 'valibot';
import { optionalIdSearch } from '../../../lib/routeParams';

/** Columns the user list sorts by, as the API's ordering fields. */
export const userSortKeys = [
  'last_name',
  'username',
  'email',
  'status',
  'date_joined',
  'last_login',
] as const;

export const userOrderings = userSortKeys.flatMap((key) => [key, `-${key}`] as const);

/** Without an ordering the server sorts by last name then first name. */
export const DEFAULT_USER_ORDERING = 'last_name';

const statusIds = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))), undefined);

/**
 * The user list's state in the URL. `status` absent means the default filter (active users,
 * status__in=2); an empty list means every status.
 */
export const userListSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(userOrderings)), undefined),
  status: statusIds,
  usergroup: optionalIdSearch,
});

export type UserListSearch = v.InferOutput<typeof userListSearchSchema>;
