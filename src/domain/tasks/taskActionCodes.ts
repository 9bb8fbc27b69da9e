/**
 * The actions a task can run: the codenames of the scenarios (server/seed/reference.ts SCENARIOS) and
 * the indexers' harvest. The task list's action filter offers them (issue 48).
 */
export const taskActionCodes = [
  'harvest',
  'publish-dataset',
  'unpublish-dataset',
  'publish-resourcedataset',
  'unpublish-resourcedataset',
  'file-upload-to-geographiclayer',
  'file-upload-update-geographiclayer',
  'file-download-to-geographiclayer',
  'file-download-update-geographiclayer',
  'href-check',
  'href-update-check',
  'ftp-to-geographiclayer',
  'ftp-update-geographiclayer',
  'datastore-to-geographiclayer',
  'datastore-update-geographiclayer',
  'geoserver-mirror-create',
  'geoserver-mirror-update',
  'publish-geographiclayer',
  'update-geographiclayer',
  'style-create',
  'style-update',
] as const;
