import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../../app/routeParams';
import { DatasetPermissionsScreen } from '../../../../../features/permissions/DatasetPermissions';
import {
  permissionListOptions,
  permissionsSearchSchema,
} from '../../../../../features/permissions/permissionsSearch';
import { prefetchList } from '../../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/datasets/$id/permissions')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  validateSearch: permissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) =>
    prefetchList(permissionListOptions(params.id))({ context, deps, params }),
  component: DatasetPermissionsScreen,
});
