import type { MembershipStatus, UserGroupMember } from '../../../api/usergroupMembers';
import type { RoleNumber } from '../../../api/usergroups';

/** A membership as the person is changing it in the table, before pressing 'Change'. */
export type MemberDraft = { role: RoleNumber | null; status: MembershipStatus };

export type MemberDrafts = ReadonlyMap<number, MemberDraft>;

/** The role and status shown for a member: the person's pending change, else the saved ones. */
export function draftOf(drafts: MemberDrafts, member: UserGroupMember): MemberDraft {
  return drafts.get(member.user.id) ?? { role: member.role as RoleNumber | null, status: member.status };
}

/** The drafts with one member's changed; a draft equal to the saved membership is dropped. */
export function withDraft(
  drafts: MemberDrafts,
  member: UserGroupMember,
  change: Partial<MemberDraft>,
): Map<number, MemberDraft> {
  const next = new Map(drafts);
  const draft = { ...draftOf(drafts, member), ...change };
  if (draft.role === member.role && draft.status === member.status) next.delete(member.user.id);
  else next.set(member.user.id, draft);
  return next;
}
