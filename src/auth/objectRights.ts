import { ROLE_ACCOUNT_ADMINISTRATION, ROLE_DATA_ACCESS } from './access';
import type { SessionUser } from './session';

/**
 * What the signed-in person may do with each object, decided once from the session's roles and the
 * object's organisation. It mirrors the reference backend's rules (server/auth/permissions.ts): a
 * superuser may do everything; a role 1 or 2 in a group manages that group's datasets, resources,
 * contacts and indexers; a role 2 also administers the group, its members and its accounts. The
 * session lists only active memberships holding a role, as the server counts them. Screens offer only
 * what this allows, so a person never meets a button the server refuses (issue 27).
 */

type Person = SessionUser | null;

function groupsWithRole(user: Person, accepts: (role: number) => boolean): number[] {
  return (user?.usergroup_roles ?? []).flatMap(({ role, usergroup }) =>
    usergroup && accepts(role) ? [usergroup.id] : [],
  );
}

/** The groups whose datasets, resources, contacts and indexers the person manages (role 1 or 2). */
export function managedGroupIds(user: Person): number[] {
  return groupsWithRole(user, (role) => role >= ROLE_DATA_ACCESS);
}

/** The groups whose members and accounts the person administers (role 2). */
export function administeredGroupIds(user: Person): number[] {
  return groupsWithRole(user, (role) => role === ROLE_ACCOUNT_ADMINISTRATION);
}

export function managesGroup(user: Person, groupId: number | null | undefined): boolean {
  if (!user) return false;
  return user.is_superuser || (groupId != null && managedGroupIds(user).includes(groupId));
}

export function administersGroup(user: Person, groupId: number | null | undefined): boolean {
  if (!user) return false;
  return user.is_superuser || (groupId != null && administeredGroupIds(user).includes(groupId));
}

export type DatasetRights = {
  /** Changes its fields, thumbnail, parent; the form is read-only otherwise. */
  edit: boolean;
  delete: boolean;
  /** The publish switch (the dataset's scenarios are listed and run only for those who may change it). */
  publish: boolean;
  /** The special permissions screen (data/datasets/{id}/permissions). */
  manageRights: boolean;
  /** Adds or changes the main resource and the annexes. */
  manageResources: boolean;
  /** Attaches, changes and removes the dataset's contacts. */
  manageContacts: boolean;
  /**
   * The organisation a duplicate is created in: the dataset's own when the person manages it, else
   * the first of the person's own organisations; null when the person has none (no duplicate).
   */
  duplicateInto: number | null;
};

/** The person's rights on a dataset they can see, from its organisation (`usergroup`). */
export function datasetRightsOf(user: Person, dataset: { usergroup: number }): DatasetRights {
  const edit = managesGroup(user, dataset.usergroup);
  const own = managedGroupIds(user);
  return {
    edit,
    delete: edit,
    publish: edit,
    manageRights: edit,
    manageResources: edit,
    manageContacts: edit,
    duplicateInto: edit ? dataset.usergroup : (own[0] ?? null),
  };
}

export type GroupRights = {
  /** Creates, deletes a group and changes its status (only a superuser does). */
  superuser: boolean;
  /** Role 1 or 2: sees its members, contacts and indexers, manages its contacts and indexers. */
  manages: boolean;
  /** Role 2: changes the group, its images, its members and its links. */
  administers: boolean;
};

/** The person's rights on a user group, an organisation or a sphere (null: one still to be created). */
export function groupRightsOf(user: Person, groupId: number | null): GroupRights {
  const superuser = user?.is_superuser ?? false;
  return {
    superuser,
    manages: managesGroup(user, groupId),
    administers: administersGroup(user, groupId),
  };
}

/** An account as the user screens show it; `editable` is the server's answer for the caller when sent. */
type Account = {
  id: number;
  is_superuser: boolean;
  editable?: boolean;
  usergroup_roles: ReadonlyArray<{ usergroup: { id: number } }>;
};

export type UserRights = {
  /** Changes the account's fields and status; read-only otherwise. */
  edit: boolean;
  /** Changes its own details only (name, e-mail...), not its status. */
  editOwnDetails: boolean;
  delete: boolean;
  /** The groups where a role of the account may be changed or removed by the person. */
  changeRoleIn: (groupId: number) => boolean;
  /** Whether a role may be given: in the groups the person administers (every group for a superuser). */
  giveRoles: boolean;
};

/**
 * The person's rights on an account. The server decides who may change an account (a superuser; an
 * account administrator for the non-superuser accounts whose every active group they administer) and
 * says so in `editable`; without it, a superuser account is never an administrator's, and the
 * account is an administrator's when each of its groups is one they administer. Nobody deletes their
 * own account; a role is changed in a group only by who administers that group.
 */
export function userRightsOf(user: Person, account: Account): UserRights {
  const self = user?.id === account.id;
  const superuser = user?.is_superuser ?? false;
  const administers =
    account.editable ??
    (superuser ||
      (!account.is_superuser &&
        administeredGroupIds(user).length > 0 &&
        account.usergroup_roles.every(({ usergroup }) => administersGroup(user, usergroup.id))));
  return {
    edit: administers,
    editOwnDetails: self,
    delete: administers && !self,
    changeRoleIn: (groupId) => administersGroup(user, groupId),
    giveRoles: superuser || administeredGroupIds(user).length > 0,
  };
}
