import type { components } from '../../../contract/schema.gen.ts';
import {
  administeredGroups,
  canAdministerGroup,
  isAccountAdmin,
  MEMBERSHIP_STATUS,
} from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { notFound } from '../../messages/errors.ts';
import { iso, isoRequired, type PageSlice, searchCondition, selectPage, whereClause } from '../common.ts';

type User = components['schemas']['User'];

export interface UserRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  additional_id: string | null;
  status: number;
  registration_reason: string | null;
  email_notification: boolean;
  is_superuser: boolean;
  date_joined: Date;
  last_login: Date | null;
}

export const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.phone, u.additional_id, u.status,
  u.registration_reason, u.email_notification, u.is_superuser, u.date_joined, u.last_login`;

export interface UserSummary {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  date_joined: string;
}

export const userSummary = (row: {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  date_joined: Date;
}): UserSummary => ({
  id: row.id,
  username: row.username,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  date_joined: isoRequired(row.date_joined),
});

/**
 * Users as the contract's `User`, with their roles (active memberships holding a role). Given the
 * `viewer`, each also says whether that viewer may change and delete it (`editable`, the rule of
 * `administrableUsers`), so that screens offer only what the server will accept.
 */
export async function serialiseUsers(db: Queryable, rows: UserRow[], viewer?: CurrentUser): Promise<User[]> {
  if (rows.length === 0) return [];
  const administrable = viewer
    ? await administrableUsers(
        db,
        viewer,
        rows.map((row) => row.id),
      )
    : null;
  const roles = await db.query<{
    user_id: number;
    role: components['schemas']['RoleNumber'];
    id: number;
    display_name: string;
    usergroup_type: components['schemas']['UserGroupType'];
  }>(
    `select m.user_id, m.role, g.id, g.display_name, g.usergroup_type from membership m
     join usergroup g on g.id = m.usergroup_id
     where m.user_id = any($1::int[]) and m.role is not null and m.status = 2 order by g.display_name`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    additional_id: row.additional_id,
    status: row.status,
    registration_reason: row.registration_reason,
    email_notification: row.email_notification,
    is_superuser: row.is_superuser,
    date_joined: isoRequired(row.date_joined),
    last_login: iso(row.last_login),
    usergroup_roles: roles
      .filter((role) => role.user_id === row.id)
      .map((role) => ({
        role: role.role,
        usergroup: { id: role.id, display_name: role.display_name, usergroup_type: role.usergroup_type },
      })),
    ...(administrable ? { editable: administrable.has(row.id) } : {}),
  }));
}

/** The account `id` as the contract's `User`; with `viewer`, what that viewer may do with it (`editable`). */
export async function userById(db: Queryable, id: number, viewer?: CurrentUser): Promise<User> {
  const rows = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user u where u.id = $1`, [id]);
  const [user] = await serialiseUsers(db, rows, viewer);
  if (!user) throw notFound();
  return user;
}

/**
 * SQL condition: the account aliased `u` is one the account administrator `user` may read (finding
 * M1): a superuser reads every account, others the accounts with a membership, of any status, in a
 * group they administer (their members, their pending requests and invitations; an invitation is
 * only made to an account already in reach, so it never widens it).
 */
export function readableUserCondition(user: CurrentUser, q: Params): string {
  if (user.is_superuser) return 'true';
  return `(u.id = ${q.p(user.id)} or exists (select 1 from membership rm where rm.user_id = u.id
    and rm.usergroup_id = any(${q.p(administeredGroups(user))}::int[])))`;
}

/** Whether the account administrator `user` may read the account `targetId` (M1). */
export async function canReadUser(db: Queryable, user: CurrentUser, targetId: number): Promise<boolean> {
  if (user.is_superuser || user.id === targetId) return true;
  if (!isAccountAdmin(user)) return false;
  const q = new Params();
  const condition = readableUserCondition(user, q);
  const rows = await db.query(
    `select 1 from app_user u where u.id = ${q.p(targetId)} and ${condition}`,
    q.values,
  );
  return rows.length > 0;
}

/**
 * The accounts among `targetIds` that `user` may change (identity, status, anything) or delete
 * (finding H1): a superuser, every one; an account administrator only those that are not superusers
 * and whose every active group (at least one) is one it administers. An account that also belongs
 * to another organisation is that organisation's too, and only a superuser arbitrates between them.
 * An account with no active membership yet (a sign-up awaiting validation) is the administrator's
 * when every group it asked to join (status 1) is. Invitations (status 0) give no power: one counts
 * once the user accepted it, and an administrator cannot make a status 1 or 2 membership itself.
 * One query for a whole page of accounts: the user list and the access requests show the answer.
 */
export async function administrableUsers(
  db: Queryable,
  user: CurrentUser,
  targetIds: number[],
): Promise<Set<number>> {
  if (user.is_superuser) return new Set(targetIds);
  const groups = administeredGroups(user);
  if (groups.length === 0 || targetIds.length === 0) return new Set();
  const rows = await db.query<{
    id: number;
    active: number;
    activeInside: number;
    asked: number;
    askedInside: number;
  }>(
    `select m.user_id as "id",
       count(*) filter (where m.status = $3)::int as "active",
       count(*) filter (where m.status = $3 and m.usergroup_id = any($2::int[]))::int as "activeInside",
       count(*) filter (where m.status = $4)::int as "asked",
       count(*) filter (where m.status = $4 and m.usergroup_id = any($2::int[]))::int as "askedInside"
     from membership m join app_user u on u.id = m.user_id
     where m.user_id = any($1::int[]) and not u.is_superuser
     group by m.user_id`,
    [targetIds, groups, MEMBERSHIP_STATUS.active, MEMBERSHIP_STATUS.awaitingValidation],
  );
  return new Set(
    rows
      .filter((row) =>
        row.active > 0 ? row.activeInside === row.active : row.asked > 0 && row.askedInside === row.asked,
      )
      .map((row) => row.id),
  );
}

const USER_ORDERING: Record<string, string> = {
  id: 'u.id',
  username: 'f_unaccent(u.username)',
  first_name: 'f_unaccent(u.first_name)',
  last_name: 'f_unaccent(u.last_name)',
  email: 'f_unaccent(u.email)',
  status: 'u.status',
  date_joined: 'u.date_joined',
  last_login: 'u.last_login',
  is_superuser: 'u.is_superuser',
};

export interface UserFilters {
  search?: string;
  statuses?: number[];
  /** Members of this group only; a group the viewer does not administer shows no one. */
  usergroupId?: number;
  ordering?: string;
}

/** A page of the accounts the account administrator `user` may read (M1), as the contract's `User`. */
export async function listUsers<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: UserFilters,
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where: string[] = [];
  const search = searchCondition(
    "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email",
    filters.search,
    (v) => q.p(v),
  );
  if (search) where.push(search);
  if (filters.statuses) where.push(`u.status = any(${q.p(filters.statuses)}::int[])`);
  where.push(readableUserCondition(user, q));
  if (filters.usergroupId !== undefined) {
    // Who belongs to a group the caller does not administer is that group's business.
    where.push(
      canAdministerGroup(user, filters.usergroupId)
        ? `exists (select 1 from membership m where m.user_id = u.id and m.usergroup_id = ${q.p(filters.usergroupId)})`
        : 'false',
    );
  }
  const order = orderBy(
    filters.ordering,
    USER_ORDERING,
    'f_unaccent(u.last_name), f_unaccent(u.first_name)',
    'u.id',
  );
  const page = await selectPage<UserRow, S>(
    db,
    { columns: USER_COLUMNS, from: 'from app_user u', clause: whereClause(where), order },
    q,
    sliceOf,
  );
  return { ...page, rows: await serialiseUsers(db, page.rows, user) };
}
