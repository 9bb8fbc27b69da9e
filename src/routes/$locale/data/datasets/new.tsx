import { createFileRoute } from '@tanstack/react-router';
import { DatasetCreateScreen } from '../../../../features/datasets/DatasetCreateScreen';
import { prefetchDatasetFormChoices } from '../../../../features/datasets/form/datasetFormChoices';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  // The form has no data of its own to fetch beside the start (decision 0020): its choices follow it.
  loader: ({ context: { queryClient, boot }, params, preload }) => {
    if (preload && boot === null) return;
    prefetchDatasetFormChoices(queryClient, params.locale);
  },
  component: DatasetCreateScreen,
});
