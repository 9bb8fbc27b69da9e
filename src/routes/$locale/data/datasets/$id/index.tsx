import { createFileRoute } from '@tanstack/react-router';
import { datasetQuery } from '../../../../../api/datasets';
import { DatasetDetailScreen } from '../../../../../features/datasets/DatasetDetailScreen';
import { resourceDialogSearchSchema } from '../../../../../features/resources/resourceDialogSearchSchema';
import { idParams } from '../../../../../lib/routeParams';
import { prefetchDetail } from '../../../../../ui/detail/prefetchDetail';

export const Route = createFileRoute('/$locale/data/datasets/$id/')({
  params: idParams('id'),
  // The resource dialog opened over the page (docs/decisions/0004-resource-screens.md).
  validateSearch: resourceDialogSearchSchema,
  loader: prefetchDetail(({ id }) => datasetQuery(id)),
  component: DatasetDetailScreen,
});
