import { createFileRoute } from '@tanstack/react-router';
import { datasetQuery } from '../../../../../api/datasets';
import { DatasetDetailScreen } from '../../../../../features/datasets/DatasetDetailScreen';
import { resourceDialogSearchSchema } from '../../../../../features/resources/resourceDialogSearchSchema';
import { warmFormatters } from '../../../../../lib/keptIntl';
import { idParams } from '../../../../../lib/routeParams';
import { prefetchDetail } from '../../../../../ui/detail/prefetchDetail';

const prefetchDataset = prefetchDetail(({ id }: { id: number }) => datasetQuery(id));

export const Route = createFileRoute('/$locale/data/datasets/$id/')({
  params: idParams('id'),
  // The resource dialog opened over the page (docs/decisions/0004-resource-screens.md).
  validateSearch: resourceDialogSearchSchema,
  loader: (args) => {
    // The form's thumbnail says its accepted formats ('PNG, JPG or GIF'): made while the dataset travels.
    warmFormatters(args.params.locale, ['alternatives']);
    return prefetchDataset(args);
  },
  component: DatasetDetailScreen,
});
