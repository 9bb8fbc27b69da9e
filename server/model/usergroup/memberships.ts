import type { components } from '../../../contract/schema.gen.ts';
import {
  administeredGroups,
  canAdministerGroup,
  canManageGroup,
  MEMBERSHIP_STATUS,
  requireAccountAdmin,
  requireAdministrator,
} from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { forbidden, HttpError } from '../../messages/errors.ts';
import { say } from '../../messages/say.ts';
import {
  type BodyReader,
  isoRequired,
  one,
  type PageSlice,
  searchCondition,
  selectPage,
  whereClause,
} from '../common.ts';
import { canReadUser, userSummary } from '../user/users.ts';
import { groupRow, groupSummary, type UserGroupType } from './usergroups.ts';

// Who belongs to a group: invitations, requests, validation, roles (findings M1, H1).

type Member = components['schemas']['UserGroupMember'];
type MembershipStatus = components['schemas']['MembershipStatus'];

const ACTIVE = MEMBERSHIP_STATUS.active;

export interface MemberRow {
  usergroup_id: number;
  user_id: number;
  role: Member['role'];
  status: MembershipStatus;
  date_joined: Date;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  user_date_joined: Date;
}

const MEMBER_COLUMNS = `m.usergroup_id, m.user_id, m.role, m.status, m.date_joined, u.username, u.first_name,
  u.last_name, u.email, u.date_joined as user_date_joined`;
const MEMBER_FROM = 'from membership m join app_user u on u.id = m.user_id';
export const MEMBER_SELECT = `select ${MEMBER_COLUMNS} ${MEMBER_FROM}`;

export const serialiseMember = (row: MemberRow): Member => ({
  user: userSummary({ ...row, id: row.user_id, date_joined: row.user_date_joined }),
  role: row.role,
  status: row.status,
  date_joined: isoRequired(row.date_joined),
});

/** Members are shown to the superuser and to the group's members holding a role. */
export const seesMembers = (user: CurrentUser, groupId: number): boolean => canManageGroup(user, groupId);

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

export interface MemberFilters {
  statuses?: number[];
  search?: string;
  ordering?: string;
}

const MEMBER_SEARCH = "u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email";

/** A page of the members of the group `id`, for who sees its members. */
export async function listMembers<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  id: number,
  filters: MemberFilters,
  sliceOf: (count: number) => S,
) {
  await groupRow(db, id);
  if (!seesMembers(user, id)) throw forbidden();
  const q = new Params();
  const where = [`m.usergroup_id = ${q.p(id)}`];
  if (filters.statuses) where.push(`m.status = any(${q.p(filters.statuses)}::int[])`);
  const search = searchCondition(MEMBER_SEARCH, filters.search, (v) => q.p(v));
  if (search) where.push(search);
  const order = orderBy(
    filters.ordering,
    MEMBER_ORDERING,
    'f_unaccent(u.last_name), f_unaccent(u.first_name)',
    'm.id',
  );
  const page = await selectPage<MemberRow, S>(
    db,
    {
      columns: MEMBER_COLUMNS,
      from: `${MEMBER_FROM} join usergroup g on g.id = m.usergroup_id`,
      clause: whereClause(where),
      order,
    },
    q,
    sliceOf,
  );
  return { ...page, rows: page.rows.map(serialiseMember) };
}

/**
 * Adds the account `input.user_id` to the group `id`. Finding H1: an account administrator's
 * addition is an invitation (awaiting verification) that the user accepts; only a superuser makes a
 * membership active or pending validation.
 */
export async function addMember(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<components['schemas']['UserGroupMemberInput']>,
  locale: string,
): Promise<Member> {
  await groupRow(db, id);
  requireAdministrator(user, id);
  const input = readInput();
  const unknown = () =>
    new HttpError(400, { user_id: [`Invalid pk "${input.user_id}" - object does not exist.`] });
  const users = await db.query('select 1 from app_user where id = $1', [input.user_id]);
  if (users.length === 0) throw unknown();
  // Finding M1/H1: an account administrator only reaches the accounts of its groups; another
  // account is answered as if it did not exist (no list of ids to probe, no summary to read back).
  if (!(await canReadUser(db, user, input.user_id))) throw unknown();
  const status = input.status ?? (user.is_superuser ? ACTIVE : MEMBERSHIP_STATUS.awaitingVerification);
  if (!user.is_superuser && status !== MEMBERSHIP_STATUS.awaitingVerification) {
    throw forbidden(
      say(locale, {
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
  return serialiseMember(await memberRow(db, id, input.user_id));
}

/**
 * Changes the membership of `userId` in the group `id`: its administrator validates requests and
 * suspends members; the user accepts its own invitation, as made, and nothing else.
 */
export async function updateMember(
  db: Queryable,
  user: CurrentUser,
  id: number,
  userId: number,
  readInput: BodyReader<components['schemas']['UserGroupMemberUpdateInput']>,
  locale: string,
): Promise<Member> {
  await groupRow(db, id);
  // The membership (404) and who may touch it (403) before the body (400), as DRF's get_object.
  const administers = canAdministerGroup(user, id);
  if (!administers && user.id !== userId) throw forbidden();
  const current = await memberRow(db, id, userId);
  const input = readInput();
  if (!administers) {
    const accepts =
      current.status === MEMBERSHIP_STATUS.awaitingVerification &&
      input.status === ACTIVE &&
      input.role === current.role;
    if (!accepts) {
      throw forbidden(
        say(locale, {
          fr: 'Vous pouvez seulement accepter une invitation (statut actif, même rôle).',
          en: 'You may only accept an invitation (active status, same role).',
          it: 'Puoi solo accettare un invito (stato attivo, stesso ruolo).',
        }),
      );
    }
  } else if (!user.is_superuser) {
    // An administrator validates requests (1 -> 2) and suspends (2 -> 1); "awaiting verification"
    // is the user's turn: it neither leaves it for the user nor sends a member back to it.
    const leavesInvitation =
      current.status === MEMBERSHIP_STATUS.awaitingVerification && input.status !== current.status;
    const makesInvitation =
      current.status !== MEMBERSHIP_STATUS.awaitingVerification &&
      input.status === MEMBERSHIP_STATUS.awaitingVerification;
    if (leavesInvitation || makesInvitation) {
      throw forbidden(
        say(locale, {
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
  return serialiseMember(await memberRow(db, id, userId));
}

/** Removes `userId` from the group `id`: the user leaves, or an administrator of the group removes it. */
export async function removeMember(
  db: Queryable,
  user: CurrentUser,
  id: number,
  userId: number,
): Promise<void> {
  await groupRow(db, id);
  if (user.id !== userId) requireAdministrator(user, id);
  await memberRow(db, id, userId);
  await db.query('delete from membership where usergroup_id = $1 and user_id = $2', [id, userId]);
}

/**
 * A page of the memberships awaiting an answer (invitations and requests, unless `statuses` says
 * otherwise) in the groups the account administrator `user` administers, newest accounts first.
 */
export async function listGroupMemberships<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: MemberFilters,
  sliceOf: (count: number) => S,
) {
  requireAccountAdmin(user);
  const q = new Params();
  const where = [`m.status = any(${q.p(filters.statuses ?? [0, 1])}::int[])`];
  if (!user.is_superuser) where.push(`m.usergroup_id = any(${q.p(administeredGroups(user))}::int[])`);
  const search = searchCondition(`${MEMBER_SEARCH} || ' ' || g.display_name`, filters.search, (v) => q.p(v));
  if (search) where.push(search);
  const order = orderBy(
    filters.ordering ?? '-user__date_joined',
    MEMBER_ORDERING,
    'u.date_joined desc',
    'm.id',
  );
  const page = await selectPage<
    MemberRow & { id: number; display_name: string; usergroup_type: UserGroupType },
    S
  >(
    db,
    {
      columns: `m.id, ${MEMBER_COLUMNS}, g.display_name, g.usergroup_type`,
      from: `${MEMBER_FROM} join usergroup g on g.id = m.usergroup_id`,
      clause: whereClause(where),
      order,
    },
    q,
    sliceOf,
  );
  return {
    ...page,
    rows: page.rows.map((row): components['schemas']['GroupMembership'] => ({
      id: row.id,
      ...serialiseMember(row),
      usergroup: groupSummary({
        id: row.usergroup_id,
        display_name: row.display_name,
        usergroup_type: row.usergroup_type,
      }),
    })),
  };
}
