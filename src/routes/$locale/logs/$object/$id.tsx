import { createFileRoute } from '@tanstack/react-router';
import { objectTasksQuery } from '../../../../api/tasks';
import { ObjectLogs } from '../../../../features/tasks/ObjectLogs';
import { logsSearchSchema } from '../../../../features/tasks/taskListSearchSchema';
import { parseIdParam } from '../../../../lib/routeParams';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/logs/$object/$id')({
  params: {
    parse: (raw) => ({ object: raw.object, id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ object: parsed.object, id: String(parsed.id) }),
  },
  validateSearch: logsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    prefetchList((search: typeof deps) => objectTasksQuery(params.object, params.id, search.page ?? 1))({
      context,
      deps,
      params,
    }),
  component: ObjectLogs,
});
