import { createFileRoute } from '@tanstack/react-router';
import { DatasetCreateScreen } from '../../../../features/datasets/DatasetCreateScreen';
import { prefetchDatasetFormChoices } from '../../../../features/datasets/form/datasetFormChoices';
import { warmFormatters } from '../../../../lib/keptIntl';
import { isStartPrefetch } from '../../../../ui/list/startPrefetch';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  // The form has no data of its own to fetch beside the start (decision 0020): its choices follow it.
  loader: (args) => {
    // The thumbnail's accepted formats ('PNG, JPG or GIF'), made while the code and the choices travel.
    warmFormatters(args.params.locale, ['alternatives']);
    if (isStartPrefetch(args)) return;
    prefetchDatasetFormChoices(args.context.queryClient, args.params.locale);
  },
  component: DatasetCreateScreen,
});
