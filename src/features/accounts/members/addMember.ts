import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import type { MembershipStatus } from '../../../api/usergroupMembers';
import type { RoleNumber } from '../../../api/usergroups';
import type { User } from '../../../api/users';
import { fieldMessages } from '../../../ui/messages';
import { INVITED } from '../shared/membershipStatus';

/** What the add-member form holds; the user field is named as the server names it in its refusals. */
export type AddMemberValues = {
  user_id: User | null;
  role: RoleNumber | null;
  status: MembershipStatus | null;
};

/** Members a superuser adds are active unless the person chooses otherwise. */
const ACTIVE: MembershipStatus = 2;

/** A superuser adds active members; an account administrator invites (audit H1). */
export function newMemberValues(superuser: boolean): AddMemberValues {
  return { user_id: null, role: null, status: superuser ? ACTIVE : INVITED };
}

/** The user and the status are required; the role may be none. */
export function addMemberSchema(i18n: I18n) {
  const chosen = <T>(value: T | null) => value !== null;
  const required = () => i18n._(fieldMessages.required);
  return v.object({
    user_id: v.pipe(
      v.nullable(v.custom<User>((value) => typeof value === 'object')),
      v.check(chosen, required),
    ),
    role: v.nullable(v.picklist([1, 2] as const)),
    status: v.pipe(v.nullable(v.picklist([0, 1, 2] as const)), v.check(chosen, required)),
  });
}
