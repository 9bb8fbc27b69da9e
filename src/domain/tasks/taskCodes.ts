/**
 * The codes the server sends about tasks, one list per kind: the labels (taskLabels.ts) are keyed by
 * them, so a code added here without a label fails to type-check, and the browser test that looks for
 * codes on screen (tests/e2e/wordsNotCodes.spec.ts) reads them from here rather than retyping them.
 * Plain data without Lingui macros, so that test can import it.
 */

/** Task actions: the scenario codenames (server/seed/reference.ts SCENARIOS) and an indexer's `harvest`. */
export const TASK_ACTIONS = [
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

/** The steps of a task's timeline and checkpoints, as the worker, the queue and the repairs write them. */
export const TASK_STEPS = [
  'queued',
  'started',
  'resumed',
  'interrupted',
  'stop_requested',
  'rerun',
  'revoked',
  'failed',
  'done',
  'read',
  'layer',
  'download',
  'fetch',
  'check',
  'checked',
  'mirror',
  'catalogue',
  'index',
  'publish',
  'unpublish',
  'validate',
  'apply',
  'harvest',
  'fetched',
  'import',
] as const;

/** Celery's task states. */
export const TASK_STATUSES = ['PENDING', 'STARTED', 'SUCCESS', 'FAILURE', 'REVOKED'] as const;

export type TaskActionCode = (typeof TASK_ACTIONS)[number];
export type TaskStepCode = (typeof TASK_STEPS)[number];

const has = <T extends string>(codes: readonly T[], code: string): code is T =>
  (codes as readonly string[]).includes(code);

export const isTaskAction = (code: string): code is TaskActionCode => has(TASK_ACTIONS, code);
export const isTaskStep = (code: string): code is TaskStepCode => has(TASK_STEPS, code);
