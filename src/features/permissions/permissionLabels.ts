import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessLevel } from '../../api/permissions';
import type { BulkAction } from '../../flows/permissionsBulkAction';
import type { UserGroupType } from './permissionCodes';

// Shared with the indexer form, which sets the level of the datasets a harvest creates.
export { defaultLevelLabels, defaultLevels } from '../../domain/permissionLevels';
// The codes themselves live apart (permissionCodes.ts): the URL's search schema needs them from the
// first screen on, the labels only the permission screens (issue 49, bench measure 1).
export { accessLevels, usergroupTypes } from './permissionCodes';

export const bulkActions = [
  'remove',
  'search',
  'consultation',
  'download',
] as const satisfies readonly BulkAction[];

// 'none' is no special right, not no access: the dataset's default level still applies (U15).
export const accessLevelLabels: Record<AccessLevel, MessageDescriptor> = {
  none: msg`No special right`,
  search: msg`Search`,
  consultation: msg`Consultation`,
  download: msg`Download`,
};

export const usergroupTypeLabels: Record<UserGroupType, MessageDescriptor> = {
  organisation: msg`Organisation`,
  'user-group': msg`User group`,
  'group-of-organisation': msg`Sphere`,
};

export const bulkActionLabels: Record<BulkAction, MessageDescriptor> = {
  remove: msg`Remove rights`,
  search: msg`Grant search`,
  consultation: msg`Grant consultation`,
  download: msg`Grant download`,
};
