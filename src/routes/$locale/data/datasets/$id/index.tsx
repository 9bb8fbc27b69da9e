import { createFileRoute } from '@tanstack/react-router';
import { parseIdParam } from '../../../../../app/routeParams';
import { DatasetDetailScreen } from '../../../../../features/datasets/DatasetDetailScreen';

export const Route = createFileRoute('/$locale/data/datasets/$id/')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  component: DatasetDetailScreen,
});
