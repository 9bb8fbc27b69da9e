import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../app/routeParams';
import { TaskDetail } from '../../../../features/tasks/TaskDetail';

export const Route = createFileRoute('/$locale/data/tasks/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: TaskDetail,
});
