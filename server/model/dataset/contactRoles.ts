import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkReferences, one } from '../common.ts';
import { CONTACT_COLUMNS, type ContactRow, serialiseContact } from '../usergroup/contacts.ts';
import type { DatasetRow } from './datasets.ts';

type ContactRoleInput = components['schemas']['DatasetContactRoleInput'];
type ContactRole = components['schemas']['DatasetContactRole'];

/**
 * A contact may be attached to a dataset when it belongs to the dataset's organisation or to a group
 * the user manages (any contact for a superuser), or when it is the one this role already names
 * (changing only the role). Any other contact answers exactly as an unknown id, a 400 on
 * `contact_id`: a 403 or 404 would tell which ids exist, and the contact's e-mail and phone would
 * otherwise be read through the answer (security audit M2).
 */
async function checkContactChoice(
  db: Queryable,
  user: CurrentUser,
  dataset: DatasetRow,
  contactId: number,
  attachedId: number | null,
): Promise<void> {
  const [contact] = await db.query<{ usergroup_id: number | null }>(
    'select usergroup_id from contact where id = $1',
    [contactId],
  );
  const allowed =
    contact !== undefined &&
    (contactId === attachedId ||
      contact.usergroup_id === dataset.usergroup_id ||
      canManageGroup(user, contact.usergroup_id));
  if (!allowed)
    throw new HttpError(400, { contact_id: [`Invalid pk "${contactId}" - object does not exist.`] });
}

/** One contact role of the dataset, 404 when the dataset has no such role. */
export async function contactRole(db: Queryable, datasetId: number, roleId: number): Promise<ContactRole> {
  const row = await one<ContactRow & { role_id: number; attachment_role: number }>(
    db,
    `select dcr.id as role_id, dcr.role as attachment_role, ${CONTACT_COLUMNS}
     from dataset_contact_role dcr join contact c on c.id = dcr.contact_id where dcr.id = $1 and dcr.dataset_id = $2`,
    [roleId, datasetId],
  );
  return { id: row.role_id, contact: serialiseContact(row), role: row.attachment_role };
}

/** Attaches a contact to the dataset (one the user may choose) in a role; answers the new role. */
export async function attachContact(
  db: Queryable,
  user: CurrentUser,
  dataset: DatasetRow,
  input: ContactRoleInput,
): Promise<ContactRole> {
  await checkContactChoice(db, user, dataset, input.contact_id, null);
  await checkReferences(db, 'contact_role', 'role', input.role);
  const [row] = await db.query<{ id: number }>(
    'insert into dataset_contact_role (dataset_id, contact_id, role) values ($1, $2, $3) returning id',
    [dataset.id, input.contact_id, input.role],
  );
  return contactRole(db, dataset.id, row?.id ?? 0);
}

/**
 * Changes a contact role's contact and role. A role another contact holds on the dataset is refused
 * (400 `role_taken`) unless `force` is sent, which takes it from them.
 */
export async function changeContactRole(
  db: Queryable,
  user: CurrentUser,
  dataset: DatasetRow,
  roleId: number,
  input: ContactRoleInput,
  force: boolean,
): Promise<ContactRole> {
  const attached = await contactRole(db, dataset.id, roleId);
  await checkContactChoice(db, user, dataset, input.contact_id, attached.contact.id);
  await checkReferences(db, 'contact_role', 'role', input.role);
  const taken = await db.query<{ id: number }>(
    'select id from dataset_contact_role where dataset_id = $1 and role = $2 and id <> $3',
    [dataset.id, input.role, roleId],
  );
  if (taken.length > 0) {
    if (!force) {
      throw new HttpError(400, {
        code: 'role_taken',
        role: ['Another contact already holds this role on the dataset.'],
      });
    }
    await db.query('delete from dataset_contact_role where id = any($1::int[])', [taken.map((t) => t.id)]);
  }
  await db.query('update dataset_contact_role set contact_id = $1, role = $2 where id = $3', [
    input.contact_id,
    input.role,
    roleId,
  ]);
  return contactRole(db, dataset.id, roleId);
}

/** Detaches a contact role from the dataset, 404 when the dataset has no such role. */
export async function detachContactRole(db: Queryable, datasetId: number, roleId: number): Promise<void> {
  await contactRole(db, datasetId, roleId);
  await db.query('delete from dataset_contact_role where id = $1', [roleId]);
}
