import { createFileRoute } from '@tanstack/react-router';
import { datasetQuery } from '../../../../../api/datasets';
import { organisationTypesQuery } from '../../../../../api/organisations';
import { DatasetPermissionsScreen } from '../../../../../features/permissions/DatasetPermissions';
import { permissionListOptions } from '../../../../../features/permissions/permissionsSearch';
import { permissionsSearchSchema } from '../../../../../features/permissions/permissionsSearchSchema';
import { idParams } from '../../../../../lib/routeParams';
import { prefetchList } from '../../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/datasets/$id/permissions')({
  params: idParams('id'),
  validateSearch: permissionsSearchSchema,
  loaderDeps: ({ search }) => search,
  // With the rows: the dataset the screen is about and the organisation types of its filters.
  loader: ({ context, deps, params }) =>
    prefetchList(permissionListOptions(params.id), (prefetch, locale) => {
      prefetch(datasetQuery(params.id));
      prefetch(organisationTypesQuery(locale));
    })({ context, deps, params }),
  component: DatasetPermissionsScreen,
});
