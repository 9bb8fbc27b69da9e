import type { components } from '../../../contract/schema.gen.ts';
import { administeredGroups, requireAccountAdmin } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { notFound } from '../../messages/errors.ts';
import {
  absoluteUrl,
  isoRequired,
  type PageSlice,
  searchCondition,
  selectPage,
  whereClause,
} from '../common.ts';
import { imageUrl } from '../images.ts';
import { contactsOfGroups, serialiseContact } from './contacts.ts';
import { MEMBER_SELECT, type MemberRow, seesMembers, serialiseMember } from './memberships.ts';
import { GROUP_COLUMNS, type GroupRow, groupRow, groupSummary, type UserGroupType } from './usergroups.ts';

// Groups as the contract's `UserGroup`: one, or a page of them.

type UserGroup = components['schemas']['UserGroup'];

/** Groups as answered, in the order given; `origin` makes the thumbnail URL absolute (as DRF serialises an ImageField). */
async function serialiseGroups(
  db: Queryable,
  user: CurrentUser,
  rows: GroupRow[],
  origin: string,
): Promise<UserGroup[]> {
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
      usergroup_type: UserGroupType;
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

/** The group `id` as the contract's `UserGroup` (404 if unknown). */
export async function groupById(
  db: Queryable,
  user: CurrentUser,
  id: number,
  origin: string,
): Promise<UserGroup> {
  const [group] = await serialiseGroups(db, user, [await groupRow(db, id)], origin);
  if (!group) throw notFound();
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

export interface GroupFilters {
  types?: string[];
  statuses?: number[];
  /** Groups where `user` holds one of these roles, active. */
  roles?: number[];
  search?: string;
  ordering?: string;
}

/** A page of groups matching `filters`, by name unless ordered otherwise. */
export async function listGroups<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: GroupFilters,
  origin: string,
  sliceOf: (count: number) => S,
) {
  const q = new Params();
  const where: string[] = [];
  if (filters.types) where.push(`g.usergroup_type = any(${q.p(filters.types)}::text[])`);
  if (filters.statuses) where.push(`g.status = any(${q.p(filters.statuses)}::int[])`);
  if (filters.roles) {
    where.push(
      `g.id in (select usergroup_id from membership where user_id = ${q.p(user.id)} and status = 2 and role = any(${q.p(filters.roles)}::int[]))`,
    );
  }
  return groupPage(db, user, where, q, filters, origin, sliceOf);
}

/** A page of the groups awaiting validation (or of `statuses`) among those `user` administers. */
export async function listGroupRequests<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: GroupFilters,
  origin: string,
  sliceOf: (count: number) => S,
) {
  requireAccountAdmin(user);
  const q = new Params();
  const where = [`g.status = any(${q.p(filters.statuses ?? [1])}::int[])`];
  if (!user.is_superuser) where.push(`g.id = any(${q.p(administeredGroups(user))}::int[])`);
  return groupPage(db, user, where, q, filters, origin, sliceOf);
}

async function groupPage<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  where: string[],
  q: Params,
  filters: GroupFilters,
  origin: string,
  sliceOf: (count: number) => S,
) {
  const search = searchCondition(
    "g.display_name || ' ' || g.name || ' ' || coalesce(g.acronym, '')",
    filters.search,
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const order = orderBy(filters.ordering, GROUP_ORDERING, 'f_unaccent(g.display_name)', 'g.id');
  const page = await selectPage<GroupRow, S>(
    db,
    { columns: GROUP_COLUMNS, from: 'from usergroup g', clause: whereClause(where), order },
    q,
    sliceOf,
  );
  return { ...page, rows: await serialiseGroups(db, user, page.rows, origin) };
}
