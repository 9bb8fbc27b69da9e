import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../../app/routeParams';
import { DatasetPermissionsScreen } from '../../../../../features/permissions/DatasetPermissions';
import { permissionsSearchSchema } from '../../../../../features/permissions/permissionsSearch';

export const Route = createFileRoute('/$locale/data/datasets/$id/permissions')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  validateSearch: permissionsSearchSchema,
  component: DatasetPermissionsScreen,
});
