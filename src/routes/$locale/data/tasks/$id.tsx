import { createFileRoute } from '@tanstack/react-router';
import { taskQuery } from '../../../../api/tasks';
import { TaskDetail } from '../../../../features/tasks/TaskDetail';
import { idParams } from '../../../../lib/routeParams';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/data/tasks/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => taskQuery(id)),
  component: TaskDetail,
});
