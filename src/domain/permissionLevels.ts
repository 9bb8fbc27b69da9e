import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionLevel } from '../api/datasets';

/**
 * A dataset's default permission level, lowest first, with its label: the dataset's permissions screen
 * and the indexer (the level of the datasets a harvest creates) offer the same choice in the same words.
 */
export const defaultLevels = [
  'private',
  'search',
  'consultation',
  'download',
] as const satisfies readonly PermissionLevel[];

export const defaultLevelLabels: Record<PermissionLevel, MessageDescriptor> = {
  private: msg`Private`,
  search: msg`Search`,
  consultation: msg`Consultation`,
  download: msg`Download`,
};
