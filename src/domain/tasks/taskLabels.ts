import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '../../api/tasks';

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
