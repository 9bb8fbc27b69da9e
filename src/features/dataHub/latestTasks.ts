import { DATASET_LAST_TASKS } from '../../api/pagination';
import { tasksQuery } from '../../api/tasks';

/** The data hub shows as many latest tasks as a dataset does (specification section 9: 3 by default). */
export const HUB_LATEST_TASKS = DATASET_LAST_TASKS;

/** The hub's latest tasks, read by the screen and started by its route's loader. */
export function latestTasksQuery() {
  return tasksQuery({ pageSize: HUB_LATEST_TASKS });
}
