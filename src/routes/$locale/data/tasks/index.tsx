import { createFileRoute } from '@tanstack/react-router';
import { TaskList } from '../../../../features/tasks/TaskList';
import {
  taskListCompanions,
  taskListOptions,
  taskListSearchSchema,
} from '../../../../features/tasks/taskListSearch';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/tasks/')({
  validateSearch: taskListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(taskListOptions, taskListCompanions),
  component: TaskList,
});
