import * as v from 'valibot';
import type { RequestListState } from '../accessRequests/requestListState';

const page = v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined);
const text = v.fallback(v.optional(v.string()), undefined);
const statuses = v.fallback(v.optional(v.array(v.pipe(v.number(), v.integer(), v.minValue(0)))), undefined);

/** The three request lists of the hub, each named by the prefix of its keys in the URL. */
export const requestLists = ['user', 'group', 'attachment'] as const;
export type RequestListName = (typeof requestLists)[number];

/**
 * The hub's state in the URL: page, search and statuses of each of its three request lists, so that
 * a reload or a shared link shows the same lists. Unusable values are dropped.
 */
export const hubSearchSchema = v.object({
  userPage: page,
  userSearch: text,
  userStatus: statuses,
  groupPage: page,
  groupSearch: text,
  groupStatus: statuses,
  attachmentPage: page,
  attachmentSearch: text,
  attachmentStatus: statuses,
});

export type HubSearch = v.InferOutput<typeof hubSearchSchema>;

/** One list's state out of the hub's URL state. */
export function requestListState(search: HubSearch, list: RequestListName): RequestListState {
  return {
    page: search[`${list}Page`],
    search: search[`${list}Search`],
    status: search[`${list}Status`],
  };
}

/** The hub's URL state with one list's state replaced; the other lists keep theirs. */
export function withRequestList(
  search: HubSearch,
  list: RequestListName,
  state: RequestListState,
): HubSearch {
  return {
    ...search,
    [`${list}Page`]: state.page,
    [`${list}Search`]: state.search || undefined,
    [`${list}Status`]: state.status,
  };
}
