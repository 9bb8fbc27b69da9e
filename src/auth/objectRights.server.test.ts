import { describe, expect, it } from 'vitest';
import { canAdministerGroup, canManageGroup } from '../../server/auth/permissions.ts';
import type { CurrentUser } from '../../server/auth/session.ts';
import { GROUPS, ORGANISATIONS, SPHERES } from '../../server/seed/demo/organisations.ts';
import { USERS } from '../../server/seed/demo/people.ts';
import { administersGroup, datasetRightsOf, managesGroup } from './objectRights';
import type { SessionUser } from './session';

// The screens' rights against the reference backend's own rules, for every account and group of the
// seed: a difference would show a button the server refuses, or hide one it accepts.

const groupKeys = [...ORGANISATIONS, ...SPHERES, ...GROUPS].map((group) => group.key);
const idOf = (key: string) => groupKeys.indexOf(key) + 1;

/** The account as the server loads it: every membership, whatever its status or role. */
function serverUser(index: number): CurrentUser {
  const demo = USERS[index];
  if (!demo) throw new Error(`no demo user ${index}`);
  return {
    id: index + 1,
    username: demo.username,
    first_name: demo.first_name,
    last_name: demo.last_name,
    is_superuser: demo.is_superuser ?? false,
    termsAccepted: demo.terms ?? true,
    memberships: (demo.memberships ?? []).map(([key, role, status]) => ({
      usergroup_id: idOf(key),
      role,
      status,
    })),
    // Not read by the rules compared here (managing and administering groups).
    permissionGroups: [],
  };
}

/** The same account as the login session gives it: active memberships holding a role (server/auth/session.ts). */
function sessionUser(user: CurrentUser): SessionUser {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    is_superuser: user.is_superuser,
    usergroup_roles: user.memberships
      .filter((membership) => membership.status === 2 && membership.role !== null)
      .map((membership) => ({
        role: membership.role ?? 0,
        usergroup: { id: membership.usergroup_id, display_name: String(membership.usergroup_id) },
      })),
  };
}

const cases = USERS.flatMap((demo, index) =>
  groupKeys.map((key) => [demo.username, key, serverUser(index), idOf(key)] as const),
);

describe('object rights agree with server/auth/permissions.ts on the seed', () => {
  it('covers accounts with memberships of every kind', () => {
    const statuses = new Set(USERS.flatMap((user) => (user.memberships ?? []).map(([, , status]) => status)));
    expect([...statuses].sort()).toEqual([0, 1, 2]);
  });

  it.each(cases)('%s on %s', (_, __, server, groupId) => {
    const session = sessionUser(server);
    expect(managesGroup(session, groupId)).toBe(canManageGroup(server, groupId));
    expect(administersGroup(session, groupId)).toBe(canAdministerGroup(server, groupId));
    // A dataset of the group may be changed exactly when the server's editableDataset lets it.
    expect(datasetRightsOf(session, { usergroup: groupId }).edit).toBe(canManageGroup(server, groupId));
  });
});
