import { createFileRoute } from '@tanstack/react-router';
import { DatasetDetailScreen } from '../../../../../features/datasets/DatasetDetailScreen';
import { resourceDialogSearchSchema } from '../../../../../features/resources/resourceDialogSearch';
import { parseIdParam } from '../../../../../lib/routeParams';

export const Route = createFileRoute('/$locale/data/datasets/$id/')({
  params: {
    parse: (raw) => ({ id: parseIdParam(raw.id) }),
    stringify: (parsed) => ({ id: String(parsed.id) }),
  },
  // The resource dialog opened over the page (docs/decisions/0004-resource-screens.md).
  validateSearch: resourceDialogSearchSchema,
  component: DatasetDetailScreen,
});
