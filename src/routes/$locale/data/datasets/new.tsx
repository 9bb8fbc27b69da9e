import { createFileRoute } from '@tanstack/react-router';
import { DatasetCreateScreen } from '../../../../features/datasets/DatasetCreateScreen';
import { prefetchDatasetFormChoices } from '../../../../features/datasets/form/datasetFormChoices';
import { isStartPrefetch } from '../../../../ui/list/startPrefetch';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  // The form has no data of its own to fetch beside the start (decision 0020): its choices follow it.
  loader: (args) => {
    if (isStartPrefetch(args)) return;
    prefetchDatasetFormChoices(args.context.queryClient, args.params.locale);
  },
  component: DatasetCreateScreen,
});
