import { isAccountAdmin, requireDataUser } from '../../auth/permissions.ts';
import {
  brokenUrlResources,
  datasetsWithoutMainResource,
  publishedMainResourceFailures,
} from './datasets.ts';
import { failedHarvesters, lateHarvesters } from './harvesters.ts';
import {
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

/** The report for `request.user`: for data users (a role in a group, or the superuser), 403 otherwise. */
export async function attentionReport(request: AttentionRequest): Promise<AttentionReport> {
  requireDataUser(request.user);
  const counts = {} as AttentionReport['counts'];
  const results: AttentionReport['results'] = [];
  // One kind after the other: the embedded database serves one query at a time anyway.
  for (const [kind, read] of Object.entries(READERS) as [
    AttentionKind,
    (r: AttentionRequest) => Promise<KindAnswer>,
  ][]) {
    const answer = await read(request);
    counts[kind] = answer.count;
    results.push(...answer.items);
  }
  return { counts, results };
}
