import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IndexerLog } from '../../api/indexers';
import { IDENTIFIER_VARIABLE } from './indexerFormSchema';

/** The indexer messages of specification section 8. */
export const indexerMessages = {
  created: (name: string) => msg`The indexer ${name} was created`,
  updated: (name: string) => msg`The indexer ${name} was updated`,
  deleted: (name: string) => msg`The indexer ${name} was deleted`,
  createFailed: msg`An error occured while creating the indexer`,
  updateFailed: msg`An error occured while updating the indexer`,
  deleteFailed: msg`An error occured while deleting the indexer`,
  testFailed: msg`An error occured while testing the indexer`,
};

const variable = IDENTIFIER_VARIABLE;
/** Passed as a value: a literal {identifier} in the message would be read as a placeholder. */
export const missingIdentifierMessage = msg`The URL pattern must contain the variable ${variable}`;

/** How a log line's level reads: the status of the step it reports. */
export const logLevelMessages: Record<IndexerLog['level'], MessageDescriptor> = {
  info: msg`Information`,
  warning: msg`Warning`,
  error: msg`Error`,
};
