import type { Queryable } from '../db/database.ts';

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

export const serialiseContact = (row: ContactRow) => ({
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
