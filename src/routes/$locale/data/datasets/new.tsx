import { createFileRoute } from '@tanstack/react-router';
import { DatasetCreateScreen } from '../../../../features/datasets/DatasetCreateScreen';
import { prefetchDatasetFormChoices } from '../../../../features/datasets/form/datasetFormChoices';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  loader: ({ context: { queryClient }, params }) => prefetchDatasetFormChoices(queryClient, params.locale),
  component: DatasetCreateScreen,
});
