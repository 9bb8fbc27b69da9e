import { queryOptions } from '@tanstack/react-query';
import type { components, operations } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { taskKeys } from './keys';
import { DATASET_LAST_TASKS, INDEXER_LOGS_DEFAULT, LOGS_PAGE_SIZE, PAGE_SIZE } from './pagination';
import { commaList, compact, type PageParams } from './searchParams';

export { taskKeys } from './keys';

export type Task = components['schemas']['Task'];
export type TaskPage = components['schemas']['TaskPage'];
export type TaskStatus = components['schemas']['TaskStatus'];
export type TaskTimelineEntry = components['schemas']['TaskTimelineEntry'];

/** Class name of an indexer as the task queue names backend objects. */
export const INDEXER_OBJECT_CLASS = 'remoteapiindex';

export type TaskListParams = PageParams & {
  /** Free text on the backend and target objects, as typed in the task table. */
  object?: string;
  ordering?: string;
  datasetId?: number;
  objectClass?: string;
  objectId?: number;
  statuses?: readonly TaskStatus[];
  /** Task actions (scenario codenames or `harvest`). */
  actions?: readonly string[];
  /** Days (YYYY-MM-DD) the tasks started on or after, on or before. */
  startedFrom?: string;
  startedUntil?: string;
};

type TaskListQuery = NonNullable<operations['listTasks']['parameters']['query']>;

export function taskListQuery(params: TaskListParams = {}): TaskListQuery {
  return compact({
    page: params.page ?? 1,
    page_size: params.pageSize ?? PAGE_SIZE,
    object: params.object,
    ordering: params.ordering,
    dataset_id: params.datasetId,
    object_class: params.objectClass,
    object_id: params.objectId,
    status__in: commaList(params.statuses),
    action__in: commaList(params.actions),
    start_date__gte: params.startedFrom,
    start_date__lte: params.startedUntil,
  });
}

export function listTasks(params: TaskListParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/dashboard/task-queue-track/', { params: { query: taskListQuery(params) }, signal }),
  );
}

export function getTask(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/dashboard/task-queue-track/{id}/', { params: { path: { id } }, signal }));
}

/** The task queue (data/tasks, with `datasetId` when the route filters by dataset). */
export function tasksQuery(params: TaskListParams = {}) {
  return queryOptions({
    queryKey: taskKeys.list(taskListQuery(params)),
    queryFn: ({ signal }) => listTasks(params, { signal }),
  });
}

export function taskQuery(id: number) {
  return queryOptions({ queryKey: taskKeys.detail(id), queryFn: ({ signal }) => getTask(id, { signal }) });
}

/** A dataset's latest tasks (the server sorts by start date, newest first). */
export function datasetLastTasksQuery(datasetId: number, count: number = DATASET_LAST_TASKS) {
  return tasksQuery({ datasetId, pageSize: count });
}

/** An indexer's latest runs: GET task-queue-track/?object_class=remoteapiindex&object_id=... */
export function indexerTasksQuery(indexerId: number, count: number = INDEXER_LOGS_DEFAULT) {
  return tasksQuery({ objectClass: INDEXER_OBJECT_CLASS, objectId: indexerId, pageSize: count });
}

/** The log page of one object (logs/{object}/{id}): its tasks, 50 per page. */
export function objectTasksQuery(objectClass: string, objectId: number, page = 1) {
  return tasksQuery({ objectClass, objectId, page, pageSize: LOGS_PAGE_SIZE });
}
