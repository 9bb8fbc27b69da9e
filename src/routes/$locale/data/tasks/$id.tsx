import { createFileRoute } from '@tanstack/react-router';
import { TaskDetail } from '../../../../features/tasks/TaskDetail';
import { parseIdParam } from '../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/data/tasks/$id')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: TaskDetail,
});
