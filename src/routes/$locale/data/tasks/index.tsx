import { createFileRoute } from '@tanstack/react-router';
import { TaskList } from '../../../../features/tasks/TaskList';
import { taskListCompanions, taskListOptions } from '../../../../features/tasks/taskListSearch';
import { taskListSearchSchema } from '../../../../features/tasks/taskListSearchSchema';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/tasks/')({
  validateSearch: taskListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(taskListOptions, taskListCompanions),
  component: TaskList,
});
