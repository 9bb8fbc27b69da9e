import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What an activity entry's action code reads as. The contract names some codes (`created`, `updated`,
 * `published`, `resource_added`); the others are those the reference backend records. An unknown code
 * shows as it is.
 */
export const activityActionMessages: Readonly<Record<string, MessageDescriptor>> = {
  created: msg`Creation`,
  updated: msg`Update`,
  published: msg`Publication`,
  unpublished: msg`Unpublication`,
  permissions: msg`Permissions`,
  scenario: msg`Processing`,
  resource_added: msg`Resource added`,
  resource_removed: msg`Resource deleted`,
  resource_unlinked: msg`Resource removed from the dataset`,
  // This product's extensions (issue 32): a task of the dataset re-run or stopped by someone.
  task_rerun: msg`Task re-run`,
  task_revoked: msg`Task stopped`,
  // This product's extensions (issue 33): a version restored, a bulk edit and its undo.
  restored: msg`Version restored`,
  bulk_edited: msg`Bulk edit`,
  bulk_edit_undone: msg`Bulk edit undone`,
  // Written by a harvest (issues 28 and 45): the description names the indexer, the changes follow.
  harvested: msg`Harvest`,
};
