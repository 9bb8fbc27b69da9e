import { createFileRoute } from '@tanstack/react-router';
import { DatasetList } from '../../../../features/datasets/DatasetList';
import { datasetListCompanions, datasetListOptions } from '../../../../features/datasets/datasetListSearch';
import { datasetListSearchSchema } from '../../../../features/datasets/datasetListSearchSchema';
import { prefetchList } from '../../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/datasets/')({
  validateSearch: datasetListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: prefetchList(datasetListOptions, datasetListCompanions),
  component: DatasetList,
});
