import { msg } from '@lingui/core/macro';

/** The deletion guard's message of specification section 8, naming the jurisdiction. */
export const attachedMessage = (jurisdiction: string) =>
  msg`The jurisdiction ${jurisdiction} cannot be deleted because it is attached to an organisation.`;
