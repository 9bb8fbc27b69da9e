import * as v from 'valibot';
import { optionalIdSearch } from '../../lib/routeParams';

/** Sortable columns of the task queue, as the API's direction + field; newest start first by default. */
export const taskOrderings = [
  '-start_date',
  'start_date',
  '-end_date',
  'end_date',
  'status',
  '-status',
  'action',
  '-action',
  'object_display',
  '-object_display',
  'id',
  '-id',
] as const;

export const DEFAULT_TASK_ORDERING = '-start_date';

/** The task states, as the status filter offers them. */
export const taskStatuses = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'REVOKED'] as const;

const day = v.fallback(v.optional(v.pipe(v.string(), v.isoDate())), undefined);

const isTaskStatus = (value: string): value is (typeof taskStatuses)[number] =>
  (taskStatuses as readonly string[]).includes(value);
const isActionCode = (value: string) => /^[a-z][a-z-]*$/.test(value);

/** A list of values in the URL, each unusable one dropped. */
const listOf = <T extends string>(keep: (value: string) => value is T) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.array(v.string()),
        v.transform((values) => values.filter(keep)),
      ),
    ),
    undefined,
  );

/**
 * The task queue's state in the URL: the dataset whose tasks are shown (specification section 2), the
 * text typed to find an object, the statuses, actions and start days chosen (issue 48), the sort and
 * the page. Unusable values are dropped.
 */
export const taskListSearchSchema = v.object({
  dataset: optionalIdSearch,
  search: v.fallback(v.optional(v.string()), undefined),
  ordering: v.fallback(v.optional(v.picklist(taskOrderings)), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  status: listOf(isTaskStatus),
  action: listOf((value): value is string => isActionCode(value)),
  from: day,
  until: day,
});

export type TaskListSearch = v.InferOutput<typeof taskListSearchSchema>;

/** The logs page of one object: just its page number. */
export const logsSearchSchema = v.object({
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
});
