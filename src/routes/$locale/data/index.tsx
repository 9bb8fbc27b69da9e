import { createFileRoute } from '@tanstack/react-router';
import { DataHub } from '../../../features/dataHub/DataHub';

export const Route = createFileRoute('/$locale/data/')({
  component: DataHub,
});
