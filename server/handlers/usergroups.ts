import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  administeredGroups,
  canAdministerGroup,
  canManageGroup,
  isAccountAdmin,
  MEMBERSHIP_STATUS,
  requireAccountAdmin,
  requireAdministrator,
} from '../auth/permissions.ts';
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
  optionalString,
  stringList,
} from '../http/context.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { say } from '../http/messages.ts';
import { absoluteUrl } from '../http/origin.ts';
import { orderBy, pageEnvelope, pageRequest } from '../http/pagination.ts';
import { checkReferences, isoRequired, one, searchCondition } from '../model/common.ts';
import { contactsOfGroups, serialiseContact } from '../model/contacts.ts';
import { imageContentType, imageUrl, removeImage, storeImage } from '../model/images.ts';
import { groupSummary } from '../model/usergroups.ts';
import { canReadUser, userSummary } from '../model/users.ts';

const ACTIVE = MEMBERSHIP_STATUS.active;

export interface GroupRow {
  id: number;
  name: string;
  display_name: string;
  description: string | null;
  usergroup_type: 'organisation' | 'user-group' | 'group-of-organisation';
  status: number;
  thumbnail: string | null;
  creation_date: Date;
}

const GROUP_COLUMNS =
  'g.id, g.name, g.display_name, g.description, g.usergroup_type, g.status, g.thumbnail, g.creation_date';

interface MemberRow {
  usergroup_id: number;
  user_id: number;
  role: 1 | 2 | null;
  status: number;
  date_joined: Date;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  user_date_joined: Date;
}

const MEMBER_SELECT = `select m.usergroup_id, m.user_id, m.role, m.status, m.date_joined, u.username, u.first_name,
  u.last_name, u.email, u.date_joined as user_date_joined
  from membership m join app_user u on u.id = m.user_id`;

const serialiseMember = (row: MemberRow) => ({
  user: userSummary({ ...row, id: row.user_id, date_joined: row.user_date_joined }),
  role: row.role,
  status: row.status,
  date_joined: isoRequired(row.date_joined),
});

/** Members are shown to the superuser and to the group's members holding a role. */
const seesMembers = (user: CurrentUser, groupId: number): boolean => canManageGroup(user, groupId);

/** Groups as the contract's `UserGroup`, in the order given. */
/** Groups as answered; `origin` makes the thumbnail URL absolute (as DRF serialises an ImageField). */
export async function serialiseGroups(db: Queryable, user: CurrentUser, rows: GroupRow[], origin: string) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [members, counts, contacts, links] = await Promise.all([
    db.query<MemberRow>(
      `${MEMBER_SELECT} where m.usergroup_id = any($1::int[]) order by u.last_name, u.first_name, u.id`,
      [ids],
    ),
    db.query<{ usergroup_id: number; n: number }>(
      'select usergroup_id, count(*)::int as n from membership where usergroup_id = any($1::int[]) and status = 2 group by usergroup_id',
      [ids],
    ),
    contactsOfGroups(db, ids),
    db.query<{
      parent_id: number;
      child_id: number;
      id: number;
      display_name: string;
      usergroup_type: string;
    }>(
      `select l.parent_id, l.child_id, g.id, g.display_name, g.usergroup_type from usergroup_link l
       join usergroup g on g.id = case when l.parent_id = any($1::int[]) then l.child_id else l.parent_id end
       where l.parent_id = any($1::int[]) or l.child_id = any($1::int[]) order by g.display_name`,
      [ids],
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    display_name: row.display_name,
    name: row.name,
    description: row.description,
    usergroup_type: row.usergroup_type,
    status: row.status,
    thumbnail: absoluteUrl(origin, imageUrl(row.thumbnail)),
    members: seesMembers(user, row.id)
      ? members.filter((m) => m.usergroup_id === row.id).map(serialiseMember)
      : [],
    members_count: counts.find((c) => c.usergroup_id === row.id)?.n ?? 0,
    contacts: contacts.filter((c) => c.usergroup_id === row.id).map(serialiseContact),
    parents: links.filter((l) => l.child_id === row.id && l.id === l.parent_id).map(groupSummary),
    children: links.filter((l) => l.parent_id === row.id && l.id === l.child_id).map(groupSummary),
    creation_date: isoRequired(row.creation_date),
  }));
}

export async function groupRow(db: Queryable, id: number): Promise<GroupRow> {
  return one<GroupRow>(db, `select ${GROUP_COLUMNS} from usergroup g where g.id = $1`, [id]);
}

async function groupById(db: Queryable, user: CurrentUser, id: number, origin: string) {
  const [group] = await serialiseGroups(db, user, [await groupRow(db, id)], origin);
  return group;
}

const GROUP_ORDERING: Record<string, string> = {
  id: 'g.id',
  name: 'f_unaccent(g.name)',
  display_name: 'f_unaccent(g.display_name)',
  creation_date: 'g.creation_date',
  status: 'g.status',
  usergroup_type: 'g.usergroup_type',
  members_count: '(select count(*) from membership mc where mc.usergroup_id = g.id and mc.status = 2)',
};

async function listGroupPage(ctx: HandlerContext, where: string[], q: Params) {
  const search = searchCondition(
    "g.display_name || ' ' || g.name || ' ' || coalesce(g.acronym, '')",
    optionalString(ctx.query.search),
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const clause = where.length ? `where ${where.join(' and ')}` : '';
  const [count] = await ctx.services.db.query<{ n: number }>(
    `select count(*)::int as n from usergroup g ${clause}`,
    q.values,
  );
  const request = pageRequest(ctx, count?.n ?? 0);
  const rows = await ctx.services.db.query<GroupRow>(
    `select ${GROUP_COLUMNS} from usergroup g ${clause} ${orderBy(ctx.query.ordering, GROUP_ORDERING, 'f_unaccent(g.display_name)', 'g.id')}
     limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
    q.values,
  );
  return ok(
    pageEnvelope(
      ctx,
      request,
      count?.n ?? 0,
      await serialiseGroups(ctx.services.db, ctx.user, rows, ctx.origin),
    ),
  );
}

interface GroupInput {
  name?: string;
  display_name?: string;
  description?: string | null;
  usergroup_type?: GroupRow['usergroup_type'];
  status?: number;
}

async function saveGroup(ctx: HandlerContext, replace: boolean) {
  const id = int(ctx.params.id);
  const user = ctx.user;
  const db = ctx.services.db;
  const current = await groupRow(db, id);
  requireAdministrator(user, id);
  // Read after the lookup (404) and the permission (403): the body's 400 comes last, as in DRF.
  const input = ctx.body as GroupInput;
  if (input.status !== undefined && input.status !== current.status) {
    if (!user.is_superuser) throw forbidden('Only a superuser may change the status of a group.');
    await checkReferences(db, 'usergroup_status', 'status', input.status);
  }
  if (
    input.usergroup_type !== undefined &&
    input.usergroup_type !== current.usergroup_type &&
    !user.is_superuser
  ) {
    throw forbidden('Only a superuser may change the type of a group.');
  }
  const next = {
    name: input.name ?? current.name,
    display_name: input.display_name ?? (replace && input.name ? input.name : current.display_name),
    description: input.description !== undefined ? input.description : replace ? null : current.description,
    usergroup_type: input.usergroup_type ?? current.usergroup_type,
    status: input.status ?? current.status,
  };
  await db.query(
    'update usergroup set name = $1, display_name = $2, description = $3, usergroup_type = $4, status = $5 where id = $6',
    [next.name, next.display_name, next.description, next.usergroup_type, next.status, id],
  );
  return ok(await groupById(db, user, id, ctx.origin));
}

/** Whether linking `parent` above `child` would make a cycle. */
async function wouldCycle(db: Queryable, parent: number, child: number): Promise<boolean> {
  if (parent === child) return true;
  const rows = await db.query(
    `with recursive up(id) as (select $1::int union select l.parent_id from usergroup_link l join up on l.child_id = up.id)
     select 1 from up where id = $2`,
    [parent, child],
  );
  return rows.length > 0;
}

/**
 * A link between two groups changes both (finding L3): the child's members inherit the parent's
 * special dataset rights, and the parent lists the child. Only who administers both ends, or a
 * superuser, makes or undoes it.
 */
function requireLinkAdministrator(user: CurrentUser, parent: number, child: number): void {
  if (!canAdministerGroup(user, parent) || !canAdministerGroup(user, child)) throw forbidden();
}

/** Links the group of the path below (`parent_id`) or above (`child_id`) the group of the body. */
async function link(ctx: HandlerContext, field: 'parent_id' | 'child_id') {
  const db = ctx.services.db;
  const id = int(ctx.params.id);
  await groupRow(db, id);
  // Whoever does not administer the group of the path is refused before the body is read.
  if (!canAdministerGroup(ctx.user, id)) throw forbidden();
  const answer = (ctx.body as Record<typeof field, number>)[field];
  const [parent, child] = field === 'parent_id' ? [answer, id] : [id, answer];
  const other = await db.query<GroupRow>(`select ${GROUP_COLUMNS} from usergroup g where g.id = $1`, [
    answer,
  ]);
  const target = other[0];
  if (!target) throw new HttpError(400, { [field]: [`Invalid pk "${answer}" - object does not exist.`] });
  requireLinkAdministrator(ctx.user, parent, child);
  if (await wouldCycle(db, parent, child))
    throw new HttpError(400, { [field]: ['This link would make a cycle.'] });
  await db.query('insert into usergroup_link (parent_id, child_id) values ($1, $2) on conflict do nothing', [
    parent,
    child,
  ]);
  return created(groupSummary(target));
}

async function unlink(ctx: HandlerContext, parent: number, child: number) {
  const db = ctx.services.db;
  await groupRow(db, int(ctx.params.id));
  requireLinkAdministrator(ctx.user, parent, child);
  const rows = await db.query(
    'delete from usergroup_link where parent_id = $1 and child_id = $2 returning parent_id',
    [parent, child],
  );
  if (rows.length === 0) throw notFound();
  return noContent();
}

async function linked(ctx: HandlerContext, direction: 'parents' | 'children') {
  const id = int(ctx.params.id);
  await groupRow(ctx.services.db, id);
  const rows = await ctx.services.db.query<GroupRow>(
    direction === 'parents'
      ? `select ${GROUP_COLUMNS} from usergroup g join usergroup_link l on l.parent_id = g.id where l.child_id = $1 order by g.display_name`
      : `select ${GROUP_COLUMNS} from usergroup g join usergroup_link l on l.child_id = g.id where l.parent_id = $1 order by g.display_name`,
    [id],
  );
  return ok(rows.map(groupSummary));
}

const MEMBER_ORDERING: Record<string, string> = {
  user__last_name: 'f_unaccent(u.last_name)',
  user__first_name: 'f_unaccent(u.first_name)',
  user__username: 'f_unaccent(u.username)',
  user__email: 'f_unaccent(u.email)',
  user__date_joined: 'u.date_joined',
  last_name: 'f_unaccent(u.last_name)',
  first_name: 'f_unaccent(u.first_name)',
  username: 'f_unaccent(u.username)',
  email: 'f_unaccent(u.email)',
  role: 'm.role',
  status: 'm.status',
  date_joined: 'm.date_joined',
  usergroup__display_name: 'f_unaccent(g.display_name)',
};

async function memberRow(db: Queryable, groupId: number, userId: number): Promise<MemberRow> {
  return one<MemberRow>(db, `${MEMBER_SELECT} where m.usergroup_id = $1 and m.user_id = $2`, [
    groupId,
    userId,
  ]);
}

interface MemberInput {
  user_id?: number;
  role?: 1 | 2 | null;
  status?: number;
}

export const usergroupHandlers: HandlerMap = {
  async listUserGroups(ctx) {
    const user = ctx.user;
    const q = new Params();
    const where: string[] = [];
    const types = stringList(ctx.query.usergroup_type);
    if (types) where.push(`g.usergroup_type = any(${q.p(types)}::text[])`);
    const statuses = idList(ctx.query.usergroup__status__in);
    if (statuses) where.push(`g.status = any(${q.p(statuses)}::int[])`);
    const roles = idList(ctx.query.user__role__in);
    if (roles) {
      where.push(
        `g.id in (select usergroup_id from membership where user_id = ${q.p(user.id)} and status = 2 and role = any(${q.p(roles)}::int[]))`,
      );
    }
    return listGroupPage(ctx, where, q);
  },

  async listUserGroupRequests(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    const q = new Params();
    const where = [`g.status = any(${q.p(idList(ctx.query.status__in) ?? [1])}::int[])`];
    if (!user.is_superuser) where.push(`g.id = any(${q.p(administeredGroups(user))}::int[])`);
    return listGroupPage(ctx, where, q);
  },

  async createUserGroup(ctx) {
    const user = ctx.user;
    // Who may create no group at all is refused before the body is read (DRF's has_permission).
    if (!user.is_superuser && !isAccountAdmin(user)) throw forbidden();
    const input = ctx.body as GroupInput & { name: string };
    const type = input.usergroup_type ?? 'user-group';
    if (!user.is_superuser && !(type === 'user-group' && isAccountAdmin(user))) throw forbidden();
    if (input.status !== undefined)
      await checkReferences(ctx.services.db, 'usergroup_status', 'status', input.status);
    const id = await ctx.services.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `insert into usergroup (name, display_name, description, usergroup_type, status, organisation_type)
         values ($1, $2, $3, $4, $5, case when $4 = 'organisation'
           then (select max(id) from reference_item where list = 'organisation_type' and label = 'Autre') end) returning id`,
        [
          input.name,
          input.display_name || input.name,
          input.description ?? null,
          type,
          user.is_superuser ? (input.status ?? 2) : 2,
        ],
      );
      if (!row) throw new Error('Group not created');
      if (!user.is_superuser) {
        // The account administrator who creates a group administers it.
        await tx.query('insert into membership (usergroup_id, user_id, role, status) values ($1, $2, 2, 2)', [
          row.id,
          user.id,
        ]);
      }
      return row.id;
    });
    if (!user.is_superuser) user.memberships.push({ usergroup_id: id, role: 2, status: 2 });
    return created(await groupById(ctx.services.db, user, id, ctx.origin));
  },

  async getUserGroup(ctx) {
    return ok(await groupById(ctx.services.db, ctx.user, int(ctx.params.id), ctx.origin));
  },

  updateUserGroup: (ctx) => saveGroup(ctx, true),
  partialUpdateUserGroup: (ctx) => saveGroup(ctx, false),

  async deleteUserGroup(ctx) {
    const id = int(ctx.params.id);
    const group = await groupRow(ctx.services.db, id);
    if (!ctx.user.is_superuser) throw forbidden();
    const [datasets] = await ctx.services.db.query<{ n: number }>(
      'select count(*)::int as n from dataset where usergroup_id = $1',
      [id],
    );
    if ((datasets?.n ?? 0) > 0) {
      throw new HttpError(400, {
        non_field_errors: [`The group owns ${datasets?.n} dataset(s); move or delete them first.`],
      });
    }
    await ctx.services.db.query('delete from usergroup where id = $1', [id]);
    await removeImage(ctx.services.uploadsDir, group.thumbnail);
    return noContent();
  },

  listUserGroupParents: (ctx) => linked(ctx, 'parents'),
  listUserGroupChildren: (ctx) => linked(ctx, 'children'),

  addUserGroupParent: (ctx) => link(ctx, 'parent_id'),
  addUserGroupChild: (ctx) => link(ctx, 'child_id'),

  removeUserGroupParent: (ctx) => unlink(ctx, int(ctx.params.parentId), int(ctx.params.id)),
  removeUserGroupChild: (ctx) => unlink(ctx, int(ctx.params.id), int(ctx.params.childId)),

  async listUserGroupMembers(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    await groupRow(db, id);
    if (!seesMembers(ctx.user, id)) throw forbidden();
    const q = new Params();
    const where = [`m.usergroup_id = ${q.p(id)}`];
    const statuses = idList(ctx.query.status__in);
    if (statuses) where.push(`m.status = any(${q.p(statuses)}::int[])`);
    const search = searchCondition(
      "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    if (search) where.push(search);
    const clause = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(
      `select count(*)::int as n from membership m join app_user u on u.id = m.user_id ${clause}`,
      q.values,
    );
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<MemberRow>(
      `${MEMBER_SELECT} join usergroup g on g.id = m.usergroup_id ${clause}
       ${orderBy(ctx.query.ordering, MEMBER_ORDERING, 'f_unaccent(u.last_name), f_unaccent(u.first_name)', 'm.id')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(pageEnvelope(ctx, request, count?.n ?? 0, rows.map(serialiseMember)));
  },

  async addUserGroupMember(ctx) {
    const id = int(ctx.params.id);
    const db = ctx.services.db;
    const user = ctx.user;
    await groupRow(db, id);
    requireAdministrator(user, id);
    const input = ctx.body as MemberInput & { user_id: number };
    const unknown = () =>
      new HttpError(400, { user_id: [`Invalid pk "${input.user_id}" - object does not exist.`] });
    const users = await db.query('select 1 from app_user where id = $1', [input.user_id]);
    if (users.length === 0) throw unknown();
    // Finding M1/H1: an account administrator only reaches the accounts of its groups; another
    // account is answered as if it did not exist (no list of ids to probe, no summary to read back).
    if (!(await canReadUser(db, user, input.user_id))) throw unknown();
    // Finding H1: an account administrator's addition is an invitation (awaiting verification)
    // that the user accepts; only a superuser makes a membership active or pending validation.
    const status = input.status ?? (user.is_superuser ? ACTIVE : MEMBERSHIP_STATUS.awaitingVerification);
    if (!user.is_superuser && status !== MEMBERSHIP_STATUS.awaitingVerification) {
      throw forbidden(
        say(ctx.locale, {
          fr: "Un administrateur invite : l'adhésion reste en attente de vérification jusqu'à ce que l'utilisateur l'accepte.",
          en: 'An administrator invites: the membership awaits verification until the user accepts it.',
          it: "Un amministratore invita: l'adesione resta in attesa di verifica finché l'utente non l'accetta.",
        }),
      );
    }
    const existing = await db.query('select 1 from membership where usergroup_id = $1 and user_id = $2', [
      id,
      input.user_id,
    ]);
    if (existing.length > 0)
      throw new HttpError(400, { user_id: ['This user is already a member of the group.'] });
    await db.query('insert into membership (usergroup_id, user_id, role, status) values ($1, $2, $3, $4)', [
      id,
      input.user_id,
      input.role ?? null,
      status,
    ]);
    return created(serialiseMember(await memberRow(db, id, input.user_id)));
  },

  async updateUserGroupMember(ctx) {
    const id = int(ctx.params.id);
    const userId = int(ctx.params.userId);
    const db = ctx.services.db;
    const user = ctx.user;
    await groupRow(db, id);
    // The membership (404) and who may touch it (403) before the body (400), as DRF's get_object.
    const administers = canAdministerGroup(user, id);
    if (!administers && user.id !== userId) throw forbidden();
    await memberRow(db, id, userId);
    const input = ctx.body as Required<Pick<MemberInput, 'role' | 'status'>>;
    if (!administers) {
      // The user answers its own invitation: accepted as made (same role), nothing else.
      const current = await memberRow(db, id, userId);
      const accepts =
        current.status === MEMBERSHIP_STATUS.awaitingVerification &&
        input.status === ACTIVE &&
        input.role === current.role;
      if (!accepts) {
        throw forbidden(
          say(ctx.locale, {
            fr: 'Vous pouvez seulement accepter une invitation (statut actif, même rôle).',
            en: 'You may only accept an invitation (active status, same role).',
            it: 'Puoi solo accettare un invito (stato attivo, stesso ruolo).',
          }),
        );
      }
    } else if (!user.is_superuser) {
      const current = await memberRow(db, id, userId);
      // An administrator validates requests (1 -> 2) and suspends (2 -> 1); "awaiting verification"
      // is the user's turn: it neither leaves it for the user nor sends a member back to it.
      const leavesInvitation =
        current.status === MEMBERSHIP_STATUS.awaitingVerification && input.status !== current.status;
      const makesInvitation =
        current.status !== MEMBERSHIP_STATUS.awaitingVerification &&
        input.status === MEMBERSHIP_STATUS.awaitingVerification;
      if (leavesInvitation || makesInvitation) {
        throw forbidden(
          say(ctx.locale, {
            fr: "Seul l'utilisateur (ou un superutilisateur) accepte une invitation en attente de vérification.",
            en: 'Only the user (or a superuser) accepts an invitation awaiting verification.',
            it: "Solo l'utente (o un superutente) accetta un invito in attesa di verifica.",
          }),
        );
      }
    }
    await db.query('update membership set role = $1, status = $2 where usergroup_id = $3 and user_id = $4', [
      input.role,
      input.status,
      id,
      userId,
    ]);
    return ok(serialiseMember(await memberRow(db, id, userId)));
  },

  async removeUserGroupMember(ctx) {
    const id = int(ctx.params.id);
    const userId = int(ctx.params.userId);
    const db = ctx.services.db;
    await groupRow(db, id);
    if (ctx.user.id !== userId) requireAdministrator(ctx.user, id);
    await memberRow(db, id, userId);
    await db.query('delete from membership where usergroup_id = $1 and user_id = $2', [id, userId]);
    return noContent();
  },

  async listGroupMemberships(ctx) {
    const user = ctx.user;
    requireAccountAdmin(user);
    const db = ctx.services.db;
    const q = new Params();
    const where = [`m.status = any(${q.p(idList(ctx.query.status__in) ?? [0, 1])}::int[])`];
    if (!user.is_superuser) where.push(`m.usergroup_id = any(${q.p(administeredGroups(user))}::int[])`);
    const search = searchCondition(
      "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email || ' ' || g.display_name",
      optionalString(ctx.query.search),
      (v) => q.p(v),
    );
    if (search) where.push(search);
    const from =
      'from membership m join app_user u on u.id = m.user_id join usergroup g on g.id = m.usergroup_id';
    const clause = `where ${where.join(' and ')}`;
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from} ${clause}`, q.values);
    const request = pageRequest(ctx, count?.n ?? 0);
    const rows = await db.query<MemberRow & { id: number; display_name: string; usergroup_type: string }>(
      `select m.id, m.usergroup_id, m.user_id, m.role, m.status, m.date_joined, u.username, u.first_name, u.last_name, u.email,
         u.date_joined as user_date_joined, g.display_name, g.usergroup_type
       ${from} ${clause} ${orderBy(ctx.query.ordering ?? '-user__date_joined', MEMBER_ORDERING, 'u.date_joined desc', 'm.id')}
       limit ${q.p(request.pageSize)} offset ${q.p(request.offset)}`,
      q.values,
    );
    return ok(
      pageEnvelope(
        ctx,
        request,
        count?.n ?? 0,
        rows.map((row) => ({
          id: row.id,
          ...serialiseMember(row),
          usergroup: groupSummary({
            id: row.usergroup_id,
            display_name: row.display_name,
            usergroup_type: row.usergroup_type,
          }),
        })),
      ),
    );
  },

  async getUserGroupThumbnail(ctx) {
    const group = await groupRow(ctx.services.db, int(ctx.params.id));
    if (!group.thumbnail) throw notFound('The group has no thumbnail.');
    try {
      const raw = await readFile(join(ctx.services.uploadsDir, 'images', group.thumbnail));
      return { status: 200, raw, contentType: imageContentType(group.thumbnail) };
    } catch {
      throw notFound('The group has no thumbnail.');
    }
  },

  async updateUserGroupThumbnail(ctx) {
    const id = int(ctx.params.id);
    const group = await groupRow(ctx.services.db, id);
    requireAdministrator(ctx.user, id);
    const name = await storeImage(ctx.services.uploadsDir, ctx.files);
    await ctx.services.db.query('update usergroup set thumbnail = $1 where id = $2', [name, id]);
    await removeImage(ctx.services.uploadsDir, group.thumbnail);
    return ok({ thumbnail: absoluteUrl(ctx.origin, imageUrl(name)) });
  },

  async deleteUserGroupThumbnail(ctx) {
    const id = int(ctx.params.id);
    const group = await groupRow(ctx.services.db, id);
    requireAdministrator(ctx.user, id);
    if (!group.thumbnail) throw notFound('The group has no thumbnail.');
    await ctx.services.db.query('update usergroup set thumbnail = null where id = $1', [id]);
    await removeImage(ctx.services.uploadsDir, group.thumbnail);
    return noContent();
  },
};
