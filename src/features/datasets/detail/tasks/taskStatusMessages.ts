import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaskStatus } from '../../../../api/tasks';

/** How a task's status reads in the dataset's latest tasks. */
export const taskStatusMessages: Record<TaskStatus, MessageDescriptor> = {
  PENDING: msg`Waiting`,
  STARTED: msg`Running`,
  SUCCESS: msg`Succeeded`,
  FAILURE: msg`Failed`,
};
