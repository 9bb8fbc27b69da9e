import { createFileRoute } from '@tanstack/react-router';
import { TaskList } from '../../../../features/tasks/TaskList';
import { taskListSearchSchema } from '../../../../features/tasks/taskListSearch';

export const Route = createFileRoute('/$locale/data/tasks/')({
  validateSearch: taskListSearchSchema,
  component: TaskList,
});
