import { isAccountAdmin, requireDataUser } from '../../auth/permissions.ts';
import type { PageSlice } from '../common.ts';
import {
  brokenUrlResources,
  datasetsWithoutMainResource,
  publishedMainResourceFailures,
} from './datasets.ts';
import { type AttentionEntry, FOLDED_KINDS, groupEntries } from './entries.ts';
import { failedHarvesters, lateHarvesters } from './harvesters.ts';
import {
  type AttentionItem,
  type AttentionKind,
  type AttentionReport,
  type AttentionRequest,
  type KindAnswer,
  NO_ANSWER,
} from './kinds.ts';
import { pendingAccessRequests } from './requests.ts';
import { failedTasks, stuckTasks } from './tasks.ts';

/**
 * What needs attention (GET /dashboard/attention/, issue 32): for each kind, what the person may
 * act on. Each kind reads its own rows (attention/*.ts); the kinds only account administrators act
 * on answer nothing to the others.
 */
const READERS: Record<AttentionKind, (request: AttentionRequest) => Promise<KindAnswer>> = {
  failed_task: failedTasks,
  stuck_task: stuckTasks,
  harvester_failed: (request) =>
    isAccountAdmin(request.user) ? failedHarvesters(request) : Promise.resolve(NO_ANSWER),
  harvester_late: (request) =>
    isAccountAdmin(request.user) ? lateHarvesters(request) : Promise.resolve(NO_ANSWER),
  dataset_without_main_resource: datasetsWithoutMainResource,
  broken_url_resource: brokenUrlResources,
  published_main_resource_failed: publishedMainResourceFailures,
  pending_access_request: pendingAccessRequests,
};

/** Reasons of each kind grouped at most: beyond, a kind's further rows count as entries of their own. */
export const GROUPED_PER_KIND = 1000;

export interface AttentionQuery<S extends PageSlice> {
  /** Only the entries with a reason of this kind (a folded kind is listed only so). */
  kind?: AttentionKind;
  /** The page, once the number of entries is known (it may refuse a page past the last one). */
  sliceOf: (count: number) => S;
}

export interface AttentionPage<S extends PageSlice> {
  counts: AttentionReport['counts'];
  folded: AttentionKind[];
  count: number;
  slice: S;
  entries: AttentionEntry[];
}

/**
 * The page of "needs attention" for `request.user` (data users: a role in a group, or the
 * superuser; 403 otherwise): every kind counted, the reasons grouped by object (entries.ts), the
 * folded kinds listed only when asked for by kind. The count of entries is exact up to
 * GROUPED_PER_KIND reasons of a kind; the rows beyond count one entry each.
 */
export async function attentionPage<S extends PageSlice>(
  request: AttentionRequest,
  query: AttentionQuery<S>,
): Promise<AttentionPage<S>> {
  requireDataUser(request.user);
  const listed = (kind: AttentionKind) =>
    query.kind === undefined
      ? !FOLDED_KINDS.includes(kind)
      : kind === query.kind || !FOLDED_KINDS.includes(kind);
  const counts = {} as AttentionReport['counts'];
  const items: AttentionItem[] = [];
  let overflow = 0;
  // One kind after the other: the embedded database serves one query at a time anyway.
  for (const [kind, read] of Object.entries(READERS) as [
    AttentionKind,
    (r: AttentionRequest) => Promise<KindAnswer>,
  ][]) {
    const answer = await read({ ...request, limit: listed(kind) ? GROUPED_PER_KIND : 0 });
    counts[kind] = answer.count;
    if (!listed(kind)) continue;
    items.push(...answer.items);
    if (query.kind === undefined || query.kind === kind) overflow += answer.count - answer.items.length;
  }
  const matching = (all: AttentionItem[]) =>
    groupEntries(request.db, all).then((grouped) =>
      grouped.filter((entry) => query.kind === undefined || entry.reasons.some((r) => r.kind === query.kind)),
    );
  let entries = await matching(items);
  const count = entries.length + overflow;
  const slice = query.sliceOf(count);
  const end = slice.offset + slice.pageSize;
  if (query.kind !== undefined && end > entries.length && overflow > 0) {
    // A page past the rows grouped, of one kind: its rows up to the page's end.
    const more = await READERS[query.kind]({ ...request, limit: end });
    entries = await matching([...items.filter((item) => item.kind !== query.kind), ...more.items]);
  }
  return {
    counts,
    folded: [...FOLDED_KINDS],
    count,
    slice,
    entries: entries.slice(slice.offset, end),
  };
}
