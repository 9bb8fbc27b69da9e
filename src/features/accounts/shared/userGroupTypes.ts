import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserGroupType } from '../../../api/usergroups';

/** What each kind of user group is called on screen. */
export const userGroupTypeMessages: Record<UserGroupType, MessageDescriptor> = {
  organisation: msg`Organisation`,
  'user-group': msg`User group`,
  'group-of-organisation': msg`Sphere`,
};
