import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccessLevel } from '../../api/permissions';
import type { BulkAction } from '../../flows/permissionsBulkAction';

type UserGroupType = 'organisation' | 'user-group' | 'group-of-organisation';

/** Special permissions of an organisation, user group or sphere, lowest first (specification section 4). */
export const accessLevels = [
  'none',
  'search',
  'consultation',
  'download',
] as const satisfies readonly AccessLevel[];

// Shared with the indexer form, which sets the level of the datasets a harvest creates.
export { defaultLevelLabels, defaultLevels } from '../../domain/permissionLevels';

export const usergroupTypes = [
  'organisation',
  'user-group',
  'group-of-organisation',
] as const satisfies readonly UserGroupType[];

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
