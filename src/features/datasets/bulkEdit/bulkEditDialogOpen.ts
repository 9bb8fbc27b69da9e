import type { DatasetBulkEditFlow } from '../../../flows/datasetBulkEdit';

const OPEN = new Set(['editing', 'previewing', 'previewFailed', 'reviewing', 'applying', 'applyFailed']);

/** Whether the flow shows the bulk edit dialog (BulkEditDialog.tsx, fetched when it opens). */
export const bulkEditDialogOpen = (flow: DatasetBulkEditFlow) => OPEN.has(flow.state);
