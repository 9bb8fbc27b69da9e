import { createFileRoute } from '@tanstack/react-router';
import { taskQuery } from '../../../../api/tasks';
import { idParams } from '../../../../app/routeParams';
import { TaskDetail } from '../../../../features/tasks/TaskDetail';
import { prefetchDetail } from '../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/data/tasks/$id')({
  params: idParams('id'),
  loader: prefetchDetail(({ id }) => taskQuery(id)),
  component: TaskDetail,
});
