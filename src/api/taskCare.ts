import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { attentionKeys } from './attention';
import { call, http, type RequestOptions } from './http';
import { taskKeys } from './keys';
import { invalidatingMutation } from './mutations';
import type { TaskStatus } from './tasks';

export {
  type AttentionEntry,
  type AttentionItem,
  type AttentionKind,
  type AttentionPageQuery,
  type AttentionReport,
  attentionKeys,
  attentionQuery,
  listAttention,
} from './attention';

/*
 * This product's extensions of the task queue (issue 32): what needs attention, a task's insight, its
 * repair (acknowledge, re-run, stop) and the health of task sources. Screens call them only where the
 * runtime configuration says the backend offers them (hasExtension).
 */

export type TaskInsight = components['schemas']['TaskInsight'];
export type TaskEstimate = components['schemas']['TaskEstimate'];
export type SourceHealth = components['schemas']['SourceHealth'];
export type SourceRun = components['schemas']['SourceRun'];

/** A task source as the health operation names it: a task's backend object. */
export type TaskSource = { objectClass: string; objectId: number };

/** The health strips are reads of their own, beside the task queue's keys. */
export const taskHealthKeys = {
  all: ['dashboard', 'task-health'] as const,
  list: (objects: string, runs: number) => ['dashboard', 'task-health', 'list', { objects, runs }] as const,
};
/** Under the task's detail key, so refreshing a task also refreshes its insight. */
export const taskInsightKey = (id: number) => [...taskKeys.detail(id), 'insight'] as const;

/** Runs a health strip shows (the server's default). */
export const HEALTH_RUNS = 10;

export function getTaskInsight(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dashboard/task-queue-track/{id}/insight/', { params: { path: { id } }, signal }));
}

/**
 * A task's insight as of one state of the task: what the person may do changes with the state (a
 * stopped task may be re-run), so a new state asks again.
 */
export function taskInsightQuery(id: number, status?: TaskStatus) {
  return queryOptions({
    queryKey: [...taskInsightKey(id), { status }] as const,
    queryFn: ({ signal }) => getTaskInsight(id, { signal }),
  });
}

export function acknowledgeTask(id: number) {
  return call(http().POST('/dashboard/task-queue-track/{id}/acknowledge/', { params: { path: { id } } }));
}

/** Queues a new task that resumes the failed one; answers the new task. */
export function rerunTask(id: number) {
  return call(http().POST('/dashboard/task-queue-track/{id}/rerun/', { params: { path: { id } } }));
}

/** Answers the task REVOKED, or STARTED with `stop_requested` until its worker stops it. */
export function revokeTask(id: number) {
  return call(http().POST('/dashboard/task-queue-track/{id}/revoke/', { params: { path: { id } } }));
}

/** What a repair of a task changes: the task queue, the attention report and the health strips. */
const repairedViews = () => [taskKeys.all, attentionKeys.all, taskHealthKeys.all] as const;

/** Acknowledging a failed task, after the confirmation that shows its failure. */
export function acknowledgeTaskMutation() {
  return invalidatingMutation({
    mutationKey: [...taskKeys.all, 'acknowledge'],
    mutationFn: (id: number) => acknowledgeTask(id),
    invalidates: repairedViews,
    meta: { errorsShownByScreen: true },
  });
}

/** Re-running a failed task, after the confirmation that shows its failure; answers the new task. */
export function rerunTaskMutation() {
  return invalidatingMutation({
    mutationKey: [...taskKeys.all, 'rerun'],
    mutationFn: (id: number) => rerunTask(id),
    invalidates: repairedViews,
    meta: { errorsShownByScreen: true },
  });
}

/** `remoteapiindex:3,resource:12`, in the order given, each source once. */
export function sourcesParam(sources: readonly TaskSource[]): string {
  return [...new Set(sources.map((source) => `${source.objectClass}:${source.objectId}`))].join(',');
}

export function listTaskHealth(objects: string, runs: number = HEALTH_RUNS, { signal }: RequestOptions = {}) {
  return call(http().GET('/dashboard/task-health/', { params: { query: { objects, runs } }, signal }));
}

export function taskHealthQuery(sources: readonly TaskSource[], runs: number = HEALTH_RUNS) {
  const objects = sourcesParam(sources);
  return queryOptions({
    queryKey: taskHealthKeys.list(objects, runs),
    queryFn: ({ signal }) => listTaskHealth(objects, runs, { signal }),
  });
}

/** The runs of one source in a health answer, newest first; none when the answer does not name it. */
export function runsOf(
  health: readonly SourceHealth[] | undefined,
  source: TaskSource,
): readonly SourceRun[] {
  return (
    health?.find((entry) => entry.object_class === source.objectClass && entry.object_id === source.objectId)
      ?.runs ?? []
  );
}
