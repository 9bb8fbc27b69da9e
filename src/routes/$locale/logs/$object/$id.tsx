import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../app/routeParams';
import { ObjectLogs } from '../../../../features/tasks/ObjectLogs';
import { logsSearchSchema } from '../../../../features/tasks/taskListSearch';

export const Route = createFileRoute('/$locale/logs/$object/$id')({
  params: {
    parse: (raw) => ({ object: raw.object, id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ object: parsed.object, id: String(parsed.id) }),
  },
  validateSearch: logsSearchSchema,
  component: ObjectLogs,
});
