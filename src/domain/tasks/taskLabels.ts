import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '../../api/tasks';
import { isTaskAction, isTaskStep, type TaskActionCode, type TaskStepCode } from './taskCodes';

/**
 * Celery's task states with readable labels. The specification says 'Task states: not shown'; a task
 * queue without its states would not tell a person whether their import ran, so they are shown.
 */
export const taskStatusLabels: Record<TaskStatus, MessageDescriptor> = {
  PENDING: msg`Waiting`,
  STARTED: msg`Running`,
  SUCCESS: msg`Succeeded`,
  FAILURE: msg`Failed`,
  REVOKED: msg`Stopped`,
};

/** A task that will not change any more. */
export function isFinished(status: TaskStatus | undefined): boolean {
  return status === 'SUCCESS' || status === 'FAILURE' || status === 'REVOKED';
}

/** The backend's class names of the objects tasks work on; other classes show as the server names them. */
const objectClassLabels: Record<string, MessageDescriptor> = {
  dataset: msg`Dataset`,
  resource: msg`Resource`,
  resourcedataset: msg`Resource of a dataset`,
  geographiclayer: msg`Geographic layer`,
  style: msg`Layer style`,
  remoteapiindex: msg`Indexer`,
  usergroup: msg`User group`,
};

export function objectClassLabel(objectClass: string): MessageDescriptor | null {
  return Object.hasOwn(objectClassLabels, objectClass) ? (objectClassLabels[objectClass] ?? null) : null;
}

/**
 * What each task action does, in words (the action is the codename of the scenario the task runs, or
 * `harvest`). Scenario choices show the same labels.
 */
const taskActionLabels: Record<TaskActionCode, MessageDescriptor> = {
  harvest: msg`Harvest of a catalogue`,
  'publish-dataset': msg`Publication of the dataset`,
  'unpublish-dataset': msg`Unpublication of the dataset`,
  'publish-resourcedataset': msg`Publication of the resource in the dataset`,
  'unpublish-resourcedataset': msg`Unpublication of the resource from the dataset`,
  'file-upload-to-geographiclayer': msg`Geographic layer from an uploaded file`,
  'file-upload-update-geographiclayer': msg`Update of the geographic layer from an uploaded file`,
  'file-download-to-geographiclayer': msg`Geographic layer from a downloaded file`,
  'file-download-update-geographiclayer': msg`Update of the geographic layer from a downloaded file`,
  'href-check': msg`Check of the URL`,
  'href-update-check': msg`New check of the URL`,
  'ftp-to-geographiclayer': msg`Geographic layer from an sFTP file`,
  'ftp-update-geographiclayer': msg`Update of the geographic layer from an sFTP file`,
  'datastore-to-geographiclayer': msg`Geographic layer from a datastore table`,
  'datastore-update-geographiclayer': msg`Update of the geographic layer from a datastore table`,
  'geoserver-mirror-create': msg`Mirror of a map server layer`,
  'geoserver-mirror-update': msg`Update of the map server mirror`,
  'publish-geographiclayer': msg`Publication of the geographic layer`,
  'update-geographiclayer': msg`Update of the geographic layer`,
  'style-create': msg`Application of a new style to the layer`,
  'style-update': msg`Application of the changed style to the layer`,
};

/** What happened at each step of a task's timeline. */
const taskStepLabels: Record<TaskStepCode, MessageDescriptor> = {
  queued: msg`Queued`,
  started: msg`Started`,
  resumed: msg`Resumed after a restart`,
  interrupted: msg`Interrupted by a restart`,
  stop_requested: msg`Stop requested`,
  rerun: msg`Re-run`,
  revoked: msg`Stopped`,
  failed: msg`Failed`,
  done: msg`Finished`,
  read: msg`Reading the data`,
  layer: msg`Writing the layer`,
  download: msg`Downloading the file`,
  fetch: msg`Fetching the file`,
  check: msg`Checking the URL`,
  checked: msg`URL checked`,
  mirror: msg`Mirroring the layer`,
  catalogue: msg`Recording in the catalogue`,
  index: msg`Indexing`,
  publish: msg`Publishing`,
  unpublish: msg`Unpublishing`,
  validate: msg`Validating the style`,
  apply: msg`Applying the style`,
  harvest: msg`Harvest started`,
  fetched: msg`Reading the catalogue`,
  import: msg`Importing the records`,
};

/** The label of a task action or scenario codename; null for a code this interface does not know. */
export function taskActionLabel(code: string): MessageDescriptor | null {
  return isTaskAction(code) ? taskActionLabels[code] : null;
}

/** The label of a timeline step; null for a step this interface does not know. */
export function taskStepLabel(code: string): MessageDescriptor | null {
  return isTaskStep(code) ? taskStepLabels[code] : null;
}
