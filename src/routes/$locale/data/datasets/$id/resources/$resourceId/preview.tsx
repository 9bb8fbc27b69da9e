import { createFileRoute } from '@tanstack/react-router';
import { previewSearchSchema } from '../../../../../../../features/datasets/preview/previewSearch';
import { ResourcePreviewScreen } from '../../../../../../../features/datasets/preview/ResourcePreviewScreen';
import { idParams } from '../../../../../../../lib/routeParams';

// A resource's preview: its own chunk (the router splits route components), MapLibre in another,
// loaded only when the map tab opens.
export const Route = createFileRoute('/$locale/data/datasets/$id/resources/$resourceId/preview')({
  params: idParams('id', 'resourceId'),
  validateSearch: previewSearchSchema,
  component: ResourcePreviewScreen,
});
