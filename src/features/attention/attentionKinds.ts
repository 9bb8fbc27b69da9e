import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AttentionKind } from '../../api/attention';

/** The kinds in the order the panels show them: what broke first, what waits for a decision last. */
export const attentionKinds: readonly AttentionKind[] = [
  'failed_task',
  'stuck_task',
  'harvester_failed',
  'harvester_late',
  'published_main_resource_failed',
  'broken_url_resource',
  'dataset_without_main_resource',
  'pending_access_request',
];

export const attentionKindLabels: Record<AttentionKind, MessageDescriptor> = {
  failed_task: msg`Failed tasks`,
  stuck_task: msg`Probably stuck tasks`,
  harvester_failed: msg`Harvesters whose last run failed`,
  harvester_late: msg`Late harvesters`,
  published_main_resource_failed: msg`Published datasets whose main resource failed`,
  broken_url_resource: msg`URL resources that no longer answer`,
  dataset_without_main_resource: msg`Datasets without a main resource`,
  pending_access_request: msg`Pending access requests`,
};

/**
 * The accounts hub's anchors of its request lists (features/accounts/hub/hubAnchors), by the
 * request_type of an attention entry; written here again since a feature does not import another.
 */
export const accessRequestAnchors: Record<'user' | 'usergroup' | 'attachment', string> = {
  user: 'user-requests',
  usergroup: 'usergroup-requests',
  attachment: 'attachment-requests',
};
