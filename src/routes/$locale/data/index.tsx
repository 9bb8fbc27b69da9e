import { createFileRoute } from '@tanstack/react-router';
import { DataHub } from '../../../features/dataHub/DataHub';
import { latestTasksQuery } from '../../../features/dataHub/latestTasks';
import { prefetchScreenData } from '../../../ui/list/prefetchList';

export const Route = createFileRoute('/$locale/data/')({
  loader: prefetchScreenData((prefetch) => prefetch(latestTasksQuery())),
  component: DataHub,
});
