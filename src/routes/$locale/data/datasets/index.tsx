import { createFileRoute } from '@tanstack/react-router';
import { DatasetList } from '../../../../features/datasets/DatasetList';
import { datasetListSearchSchema } from '../../../../features/datasets/datasetListSearch';

export const Route = createFileRoute('/$locale/data/datasets/')({
  validateSearch: datasetListSearchSchema,
  component: DatasetList,
});
