import { createFileRoute } from '@tanstack/react-router';
import { DatasetCreateScreen } from '../../../../features/datasets/DatasetCreateScreen';

export const Route = createFileRoute('/$locale/data/datasets/new')({
  component: DatasetCreateScreen,
});
