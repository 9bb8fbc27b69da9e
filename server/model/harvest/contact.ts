import type { Queryable } from '../../db/database.ts';

/** The role a harvested contact point is given on its dataset (the seed's contact_role list). */
export async function contactPointRole(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    "select id from reference_item where list = 'contact_role' and label = 'Point de contact'",
  );
  return row?.id ?? null;
}

/**
 * Links the record's contact point to the dataset: a contact of the indexer's organisation found by
 * its e-mail (case aside), else created there, attached in the contact point role unless it is
 * already. A dataset has one contact per role (datasetContactRoles.ts, `role_taken`): the record's
 * new contact point takes the role from the former one. Answers whether anything was written (a
 * contact already linked writes nothing).
 */
export async function linkContact(
  db: Queryable,
  datasetId: number,
  usergroupId: number,
  contact: { name: string; email: string },
  role: number,
): Promise<boolean> {
  const linked = await db.query(
    `select 1 from dataset_contact_role dcr join contact c on c.id = dcr.contact_id
     where dcr.dataset_id = $1 and dcr.role = $2 and lower(c.email) = lower($3)`,
    [datasetId, role, contact.email],
  );
  if (linked.length > 0) return false;
  const [found] = await db.query<{ id: number }>(
    'select id from contact where usergroup_id = $1 and lower(email) = lower($2) order by id limit 1',
    [usergroupId, contact.email],
  );
  const id =
    found?.id ??
    (
      await db.query<{ id: number }>(
        'insert into contact (name, email, usergroup_id) values ($1, $2, $3) returning id',
        [contact.name, contact.email, usergroupId],
      )
    )[0]?.id;
  if (id === undefined) throw new Error('Contact not created');
  const taken = await db.query(
    'update dataset_contact_role set contact_id = $3 where dataset_id = $1 and role = $2 returning id',
    [datasetId, role, id],
  );
  if (taken.length === 0) {
    await db.query('insert into dataset_contact_role (dataset_id, contact_id, role) values ($1, $2, $3)', [
      datasetId,
      id,
      role,
    ]);
  }
  return true;
}
