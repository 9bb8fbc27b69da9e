import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { datasetOrderings } from './datasetListSearch';

/** Labels of the sort options of specification section 2. */
export const sortLabels: Record<(typeof datasetOrderings)[number], MessageDescriptor> = {
  '-last_modified': msg`Last revision, newest first`,
  last_modified: msg`Last revision, oldest first`,
  display_name: msg`Name, A to Z`,
  '-display_name': msg`Name, Z to A`,
  usergroup__display_name: msg`Organisation, A to Z`,
  '-usergroup__display_name': msg`Organisation, Z to A`,
  '-creation_date': msg`Creation date, newest first`,
  creation_date: msg`Creation date, oldest first`,
  publish: msg`Publication state, unpublished first`,
  '-publish': msg`Publication state, published first`,
};
