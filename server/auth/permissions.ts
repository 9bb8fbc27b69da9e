import type { Queryable } from '../db/database.ts';
import type { Params } from '../db/params.ts';
import { forbidden } from '../messages/errors.ts';
import type { CurrentUser } from './session.ts';

// Server-side rules of issue 4: a superuser may do everything; role 1 or 2 in a group manages
// that group's datasets, resources, contacts and indexers; role 2 also administers its members
// and accounts. Only active memberships (status 2) count.

/**
 * Membership statuses (section 4). 0: awaiting verification, the user has to act (an invitation
 * from an account administrator, or a sign-up whose e-mail is not verified); 1: awaiting
 * validation, an administrator of the group has to act (the user asked to join); 2: active.
 */
export const MEMBERSHIP_STATUS = { awaitingVerification: 0, awaitingValidation: 1, active: 2 } as const;

const ACTIVE = MEMBERSHIP_STATUS.active;

export function activeGroups(user: CurrentUser): number[] {
  return user.memberships.filter((m) => m.status === ACTIVE).map((m) => m.usergroup_id);
}

/** Groups whose datasets, resources, contacts and indexers the user manages (role 1 or 2). */
export function managedGroups(user: CurrentUser): number[] {
  return user.memberships.filter((m) => m.status === ACTIVE && m.role !== null).map((m) => m.usergroup_id);
}

/** Groups whose members and accounts the user administers (role 2). */
export function administeredGroups(user: CurrentUser): number[] {
  return user.memberships.filter((m) => m.status === ACTIVE && m.role === 2).map((m) => m.usergroup_id);
}

export const canManageGroup = (user: CurrentUser, groupId: number | null | undefined): boolean =>
  user.is_superuser || (groupId != null && managedGroups(user).includes(groupId));

export const canAdministerGroup = (user: CurrentUser, groupId: number | null | undefined): boolean =>
  user.is_superuser || (groupId != null && administeredGroups(user).includes(groupId));

/** Data screens: superuser or a role in some group. */
export const isDataUser = (user: CurrentUser): boolean => user.is_superuser || managedGroups(user).length > 0;

/** Account screens: superuser or role 2 in some group. */
export const isAccountAdmin = (user: CurrentUser): boolean =>
  user.is_superuser || administeredGroups(user).length > 0;

export function requireSuperuser(user: CurrentUser): void {
  if (!user.is_superuser) throw forbidden();
}

export function requireManager(user: CurrentUser, groupId: number | null | undefined): void {
  if (!canManageGroup(user, groupId)) throw forbidden();
}

export function requireAdministrator(user: CurrentUser, groupId: number | null | undefined): void {
  if (!canAdministerGroup(user, groupId)) throw forbidden();
}

export function requireDataUser(user: CurrentUser): void {
  if (!isDataUser(user)) throw forbidden();
}

export function requireAccountAdmin(user: CurrentUser): void {
  if (!isAccountAdmin(user)) throw forbidden();
}

/**
 * The groups whose special dataset permissions apply to the user: their groups and the spheres
 * above, read with the user (session.ts), so that no rule costs a statement of its own.
 */
export const permissionGroups = (user: CurrentUser): number[] => user.permissionGroups;

/**
 * SQL condition: the dataset aliased `alias` is visible to the user. Visible means: owned by one
 * of their groups, or a default level other than private, or a special permission other than
 * none for one of their groups or spheres.
 */
export function visibleDatasetCondition(user: CurrentUser, q: Params, alias = 'd'): string {
  if (user.is_superuser) return 'true';
  const own = q.p(activeGroups(user));
  const special = q.p(permissionGroups(user));
  // `in`, not a correlated `exists`: its list is read once and hashed, where the planner prices
  // `exists` per dataset, high enough over 100,000 of them to compile the query (JIT, +200 ms).
  return `(${alias}.usergroup_id = any(${own}::int[]) or ${alias}.default_permission_level <> 'private'
    or ${alias}.id in (select vp.dataset_id from dataset_permission vp
      where vp.level <> 'none' and vp.usergroup_id = any(${special}::int[])))`;
}

/** SQL condition: the dataset aliased `alias` may be changed by the user. */
export function editableDatasetCondition(user: CurrentUser, q: Params, alias = 'd'): string {
  if (user.is_superuser) return 'true';
  return `${alias}.usergroup_id = any(${q.p(managedGroups(user))}::int[])`;
}

/**
 * May the user download the data of this resource (audit A1)? Its data follow the access level
 * of the datasets it belongs to: the file is for those who may change it (superuser, editors of
 * one of its datasets, its creator and the managers of its organisation while it is linked to
 * none), and otherwise for everyone when
 * one of its datasets has the default level `download`, or for members of a group (or of a group
 * under a sphere) given the special level `download` on one of them. `search` and
 * `consultation` find and describe a dataset; they do not hand its data out, and neither does
 * the mere membership of the owning organisation without a role.
 */
export async function canDownloadResource(
  db: Queryable,
  user: CurrentUser,
  resource: { id: number; created_by: number | null; usergroup_id: number | null },
): Promise<boolean> {
  if (user.is_superuser) return true;
  const groups = permissionGroups(user);
  const [row] = await db.query<{ linked: boolean; allowed: boolean }>(
    `select count(*) > 0 as linked, coalesce(bool_or(
       d.usergroup_id = any($2::int[])
       or d.default_permission_level = 'download'
       or exists (select 1 from dataset_permission p where p.dataset_id = d.id
         and p.level = 'download' and p.usergroup_id = any($3::int[]))), false) as allowed
     from resource_dataset rd join dataset d on d.id = rd.dataset_id where rd.resource_id = $1`,
    [resource.id, managedGroups(user), groups],
  );
  if (!row?.linked) return resource.created_by === user.id || canManageGroup(user, resource.usergroup_id);
  return row.allowed;
}
