import { administeredGroups, requireAccountAdmin } from '../auth/permissions.ts';
import type { CurrentUser } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import { Params } from '../db/params.ts';
import {
  created,
  type HandlerContext,
  type HandlerMap,
  idList,
  int,
  noContent,
  ok,
  optionalInt,
  optionalString,
} from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { checkReferences, iso, isoRequired, searchCondition } from './common.ts';

interface UserRow {
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

const USER_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.email, u.phone, u.additional_id, u.status,
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

/** Users as the contract's `User`, with their roles (active memberships holding a role). */
async function serialiseUsers(db: Queryable, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const roles = await db.query<{
    user_id: number;
    role: 1 | 2;
    id: number;
    display_name: string;
    usergroup_type: string;
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
  }));
}

export async function userById(db: Queryable, id: number) {
  const rows = await db.query<UserRow>(`select ${USER_COLUMNS} from app_user u where u.id = $1`, [id]);
  const [user] = await serialiseUsers(db, rows);
  if (!user) throw notFound();
  return user;
}

/** Whether `user` may change the account `targetId`: superuser, or role 2 in one of its groups. */
async function canAdministerUser(db: Queryable, user: CurrentUser, targetId: number): Promise<boolean> {
  if (user.is_superuser) return true;
  const groups = administeredGroups(user);
  if (groups.length === 0) return false;
  const rows = await db.query(
    `select 1 from membership m join app_user u on u.id = m.user_id
     where m.user_id = $1 and m.usergroup_id = any($2::int[]) and not u.is_superuser`,
    [targetId, groups],
  );
  return rows.length > 0;
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

async function listUserPage(ctx: HandlerContext, extra: (q: Params, where: string[]) => void) {
  const request = pageRequest(ctx);
  const q = new Params();
  const where: string[] = [];
  const search = searchCondition(
    "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email",
    optionalString(ctx.query.search),
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const statuses = idList(ctx.query.status__in);
  if (statuses) where.push(`u.status = any(${q.p(statuses)}::int[])`);
  extra(q, where);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const order = orderBy(
    ctx.query.ordering,
    USER_ORDERING,
    'f_unaccent(u.last_name), f_unaccent(u.first_name)',
    'u.id',
  );
  const [count] = await ctx.services.db.query<{ n: number }>(
    `select count(*)::int as n from app_user u ${clause}`,
    q.values,
  );
  const rows = await ctx.services.db.query<UserRow>(
    `select ${USER_COLUMNS} from app_user u ${clause} ${order} limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
    q.values,
  );
  return ok(pageEnvelope(ctx, request, count?.n ?? 0, await serialiseUsers(ctx.services.db, rows)));
}

interface UserInput {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string | null;
  additional_id?: string | null;
  status?: number;
  registration_reason?: string | null;
  email_notification?: boolean;
  is_superuser?: boolean;
}

const WRITABLE: (keyof UserInput)[] = [
  'username',
  'first_name',
  'last_name',
  'email',
  'phone',
  'additional_id',
  'status',
  'registration_reason',
  'email_notification',
  'is_superuser',
];

async function checkUserInput(db: Queryable, user: CurrentUser, input: UserInput, targetId: number | null) {
  if (input.is_superuser !== undefined && !user.is_superuser) {
    const [current] = targetId
      ? await db.query<{ is_superuser: boolean }>('select is_superuser from app_user where id = $1', [
          targetId,
        ])
      : [];
    if (input.is_superuser !== (current?.is_superuser ?? false)) {
      throw forbidden('Only a superuser may grant or remove the superuser status.');
    }
  }
  if (input.status !== undefined) await checkReferences(db, 'user_status', 'status', input.status);
  if (input.username !== undefined) {
    const taken = await db.query('select 1 from app_user where lower(username) = lower($1) and id <> $2', [
      input.username,
      targetId ?? 0,
    ]);
    if (taken.length > 0)
      throw new HttpError(400, { username: ['A user with that username already exists.'] });
  }
}

async function saveUser(ctx: HandlerContext, targetId: number, input: UserInput) {
  const user = ctx.user;
  if (!(await canAdministerUser(ctx.services.db, user, targetId)) && user.id !== targetId) throw forbidden();
  if (
    user.id === targetId &&
    !user.is_superuser &&
    (input.status !== undefined || input.is_superuser !== undefined)
  ) {
    const [self] = await ctx.services.db.query<{ status: number }>(
      'select status from app_user where id = $1',
      [targetId],
    );
    if (
      input.status !== undefined &&
      input.status !== self?.status &&
      !(await canAdministerUser(ctx.services.db, user, targetId))
    ) {
      throw forbidden('You may not change your own status.');
    }
  }
  await checkUserInput(ctx.services.db, user, input, targetId);
  const q = new Params();
  const sets = WRITABLE.filter((key) => input[key] !== undefined).map((key) => `${key} = ${q.p(input[key])}`);
  if (sets.length > 0) {
    await ctx.services.db.query(
      `update app_user set ${sets.join(', ')} where id = ${q.p(targetId)}`,
      q.values,
    );
  }
  return ok(await userById(ctx.services.db, targetId));
}

async function existingUser(db: Queryable, id: number): Promise<void> {
  const rows = await db.query('select 1 from app_user where id = $1', [id]);
  if (rows.length === 0) throw notFound();
}

export const userHandlers: HandlerMap = {
  async listUsers(ctx) {
    requireAccountAdmin(ctx.user);
    const usergroupId = optionalInt(ctx.query.usergroup_id);
    return listUserPage(ctx, (q, where) => {
      if (usergroupId !== undefined) {
        where.push(
          `exists (select 1 from membership m where m.user_id = u.id and m.usergroup_id = ${q.p(usergroupId)})`,
        );
      }
    });
  },

  async listUserRequests(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    return listUserPage(ctx, (q, where) => {
      if (!user.is_superuser) {
        where.push(
          `exists (select 1 from membership m where m.user_id = u.id and m.usergroup_id = any(${q.p(administeredGroups(user))}::int[]))`,
        );
      }
    });
  },

  async createUser(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    const input = { ...(ctx.body as UserInput) };
    input.username ??= input.email;
    await checkUserInput(ctx.services.db, user, input, null);
    const q = new Params();
    const keys = WRITABLE.filter((key) => input[key] !== undefined);
    const [row] = await ctx.services.db.query<{ id: number }>(
      `insert into app_user (${keys.join(', ')}) values (${keys.map((key) => q.p(input[key])).join(', ')}) returning id`,
      q.values,
    );
    if (!row) throw new Error('User not created');
    return created(await userById(ctx.services.db, row.id));
  },

  async getUser(ctx) {
    const id = int(ctx.params.id);
    const user = ctx.user;
    await existingUser(ctx.services.db, id);
    if (user.id !== id) {
      requireAccountAdmin(user);
    }
    return ok(await userById(ctx.services.db, id));
  },

  async updateUser(ctx) {
    const id = int(ctx.params.id);
    await existingUser(ctx.services.db, id);
    return saveUser(ctx, id, ctx.body as UserInput);
  },

  async partialUpdateUser(ctx) {
    const id = int(ctx.params.id);
    await existingUser(ctx.services.db, id);
    return saveUser(ctx, id, ctx.body as UserInput);
  },

  async deleteUser(ctx) {
    const id = int(ctx.params.id);
    const user = ctx.user;
    await existingUser(ctx.services.db, id);
    if (!(await canAdministerUser(ctx.services.db, user, id))) throw forbidden();
    if (id === user.id)
      throw new HttpError(400, { non_field_errors: ['You cannot delete your own account.'] });
    await ctx.services.db.query('delete from app_user where id = $1', [id]);
    return noContent();
  },
};
