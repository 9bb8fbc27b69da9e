import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TrialRecord, TrialResourceChange } from '../../../api/indexers';

/** What a harvest would do with a record, as its badge reads. */
export const outcomeLabels: Record<TrialRecord['outcome'], MessageDescriptor> = {
  create: msg`To create`,
  update: msg`To update`,
  unchanged: msg`Unchanged`,
};

/** What a harvest would do with one of the dataset's URL resources. */
export const resourceChangeLabels: Record<TrialResourceChange['change'], MessageDescriptor> = {
  add: msg`Added`,
  change: msg`Changed`,
  remove: msg`Removed`,
};
