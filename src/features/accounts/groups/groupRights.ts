import type { SessionUser } from '../../../auth/session';

/** What the signed-in person may do with one user group, as the server decides it (server/auth/permissions). */
export type GroupRights = {
  superuser: boolean;
  /** Role 1 or 2 in the group: sees its members, contacts and indexers, manages its contacts. */
  manages: boolean;
  /** Role 2 in the group: changes the group, its logo or thumbnail, its members and its links. */
  administers: boolean;
};

/** The ids of the groups in which the person holds the role 2 (account administration). */
export function administeredGroupIds(user: SessionUser | null): number[] {
  return (user?.usergroup_roles ?? [])
    .filter(({ role, usergroup }) => role === 2 && usergroup !== undefined)
    .map(({ usergroup }) => usergroup?.id ?? 0);
}

/**
 * The person's rights on a group. The interface only offers what the server allows: a refused request
 * answers 403, which opens the 403 page (section 6) instead of saying what went wrong.
 */
export function groupRightsOf(user: SessionUser | null, groupId: number | null): GroupRights {
  const superuser = user?.is_superuser ?? false;
  const roles = (user?.usergroup_roles ?? [])
    .filter(({ usergroup }) => groupId !== null && usergroup?.id === groupId)
    .map(({ role }) => role);
  return {
    superuser,
    manages: superuser || roles.some((role) => role === 1 || role === 2),
    administers: superuser || roles.includes(2),
  };
}
