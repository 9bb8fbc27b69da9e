import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup, managedGroups, requireDataUser, requireManager } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { orderBy } from '../../db/ordering.ts';
import { Params } from '../../db/params.ts';
import { forbidden } from '../../messages/errors.ts';
import {
  type BodyReader,
  checkExists,
  checkReferences,
  one,
  type PageSlice,
  searchCondition,
  selectPage,
  whereClause,
} from '../common.ts';

type Contact = components['schemas']['Contact'];
type ContactInput = components['schemas']['ContactInput'];

export interface ContactRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  position: string | null;
  usergroup_id: number | null;
  role: number | null;
}

export const CONTACT_COLUMNS = 'c.id, c.name, c.email, c.phone, c.position, c.usergroup_id, c.role';

export const serialiseContact = (row: ContactRow): Contact => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  position: row.position,
  usergroup: row.usergroup_id,
  role: row.role,
});

export async function contactsOfGroups(db: Queryable, groupIds: number[]): Promise<ContactRow[]> {
  if (groupIds.length === 0) return [];
  return db.query<ContactRow>(
    `select ${CONTACT_COLUMNS} from contact c where c.usergroup_id = any($1::int[]) order by c.name, c.id`,
    [groupIds],
  );
}

const CONTACT_ORDERING: Record<string, string> = {
  id: 'c.id',
  name: 'f_unaccent(c.name)',
  email: 'f_unaccent(c.email)',
  position: 'f_unaccent(c.position)',
  usergroup: 'c.usergroup_id',
};

async function contactRow(db: Queryable, id: number): Promise<ContactRow> {
  return one<ContactRow>(db, `select ${CONTACT_COLUMNS} from contact c where c.id = $1`, [id]);
}

async function checkContactInput(db: Queryable, input: ContactInput): Promise<void> {
  await checkExists(db, 'usergroup', 'usergroup', input.usergroup);
  await checkReferences(db, 'contact_role', 'role', input.role);
}

export interface ContactFilters {
  usergroupId?: number;
  search?: string;
  ordering?: string;
}

/** The contacts of the groups `user` manages (every contact for a superuser), a page of them. */
export async function listContacts<S extends PageSlice>(
  db: Queryable,
  user: CurrentUser,
  filters: ContactFilters,
  sliceOf: (count: number) => S,
) {
  requireDataUser(user);
  const q = new Params();
  const where: string[] = [];
  if (!user.is_superuser) where.push(`c.usergroup_id = any(${q.p(managedGroups(user))}::int[])`);
  if (filters.usergroupId !== undefined) where.push(`c.usergroup_id = ${q.p(filters.usergroupId)}`);
  const search = searchCondition(
    "c.name || ' ' || c.email || ' ' || coalesce(c.position, '')",
    filters.search,
    (v) => q.p(v),
  );
  if (search) where.push(search);
  const order = orderBy(filters.ordering, CONTACT_ORDERING, 'f_unaccent(c.name)', 'c.id');
  const page = await selectPage<ContactRow, S>(
    db,
    { columns: CONTACT_COLUMNS, from: 'from contact c', clause: whereClause(where), order },
    q,
    sliceOf,
  );
  return { ...page, rows: page.rows.map(serialiseContact) };
}

/** A new contact: in a group its creator manages, or outside any group by a superuser. */
export async function createContact(db: Queryable, user: CurrentUser, input: ContactInput): Promise<Contact> {
  await checkContactInput(db, input);
  if (input.usergroup == null) {
    if (!user.is_superuser) throw forbidden('Only a superuser may create a contact outside a group.');
  } else {
    requireManager(user, input.usergroup);
  }
  const [row] = await db.query<{ id: number }>(
    `insert into contact (name, email, phone, position, usergroup_id, role) values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      input.name,
      input.email,
      input.phone ?? null,
      input.position ?? null,
      input.usergroup ?? null,
      input.role ?? null,
    ],
  );
  return serialiseContact(await contactRow(db, row?.id ?? 0));
}

/** The contact `id`, for the superuser and the managers of its group. */
export async function readableContact(db: Queryable, user: CurrentUser, id: number): Promise<Contact> {
  const contact = await contactRow(db, id);
  if (!user.is_superuser && !canManageGroup(user, contact.usergroup_id)) throw forbidden();
  return serialiseContact(contact);
}

/** Replaces the contact `id`; moving it to another group needs the right to manage that group too. */
export async function updateContact(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<ContactInput>,
): Promise<Contact> {
  const contact = await contactRow(db, id);
  requireManager(user, contact.usergroup_id);
  const input = readInput();
  await checkContactInput(db, input);
  if (input.usergroup !== undefined && input.usergroup !== contact.usergroup_id) {
    if (input.usergroup === null ? !user.is_superuser : !canManageGroup(user, input.usergroup))
      throw forbidden();
  }
  await db.query(
    `update contact set name = $1, email = $2, phone = $3, position = $4, usergroup_id = $5, role = $6 where id = $7`,
    [
      input.name,
      input.email,
      input.phone ?? null,
      input.position ?? null,
      input.usergroup === undefined ? contact.usergroup_id : input.usergroup,
      input.role ?? null,
      contact.id,
    ],
  );
  return serialiseContact(await contactRow(db, contact.id));
}

export async function deleteContact(db: Queryable, user: CurrentUser, id: number): Promise<void> {
  const contact = await contactRow(db, id);
  requireManager(user, contact.usergroup_id);
  await db.query('delete from contact where id = $1', [contact.id]);
}
