import { datasetQuery } from '../../api/datasets';
import { type TaskListParams, tasksQuery } from '../../api/tasks';
import type { Companions } from '../../ui/list/prefetchList';
import { DEFAULT_TASK_ORDERING, type TaskListSearch } from './taskListSearchSchema';

export type { TaskListSearch } from './taskListSearchSchema';
// The URL state's schema lives apart, so that the route definitions in the entry do not pull this
// module's query factories (issue 49, bench measure 1).
export {
  DEFAULT_TASK_ORDERING,
  logsSearchSchema,
  taskListSearchSchema,
  taskOrderings,
  taskStatuses,
} from './taskListSearchSchema';
/** The API parameters of a URL state. */
export function taskParamsOf(search: TaskListSearch): TaskListParams {
  return {
    page: search.page ?? 1,
    datasetId: search.dataset,
    object: search.search || undefined,
    ordering: search.ordering ?? DEFAULT_TASK_ORDERING,
    statuses: search.status?.length ? search.status : undefined,
    actions: search.action?.length ? search.action : undefined,
    startedFrom: search.from,
    startedUntil: search.until,
  };
}
/** The queue's query for a URL state: the route's loader and the screen share it. */
export function taskListOptions(search: TaskListSearch) {
  return tasksQuery(taskParamsOf(search));
}

/** The task list filtered by a dataset names it (TaskList reads the same query). */
export const taskListCompanions: Companions<TaskListSearch> = (prefetch, _locale, search) => {
  if (search.dataset !== undefined) prefetch(datasetQuery(search.dataset));
};
