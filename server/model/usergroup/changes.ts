import type { components } from '../../../contract/schema.gen.ts';
import { isAccountAdmin, requireAdministrator } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { forbidden, notFound } from '../../messages/errors.ts';
import { type BodyReader, checkReferences } from '../common.ts';
import type { UploadedFile } from '../files.ts';
import { imageUrl, removeImage, storeImage } from '../images.ts';
import { groupById } from './details.ts';
import { groupRow, refuseWhileOwningDatasets } from './usergroups.ts';

// Creating, changing and deleting groups, and their thumbnail.

type UserGroup = components['schemas']['UserGroup'];
type GroupChange = components['schemas']['UserGroupPatchInput'];

/**
 * A new group. A superuser creates any; an account administrator creates user groups only, and
 * administers the groups it creates. New groups are active unless a superuser says otherwise.
 */
export async function createGroup(
  db: Database,
  user: CurrentUser,
  readInput: BodyReader<components['schemas']['UserGroupInput']>,
  origin: string,
): Promise<UserGroup> {
  // Who may create no group at all is refused before the body is read (DRF's has_permission).
  if (!user.is_superuser && !isAccountAdmin(user)) throw forbidden();
  const input = readInput();
  const type = input.usergroup_type ?? 'user-group';
  if (!user.is_superuser && !(type === 'user-group' && isAccountAdmin(user))) throw forbidden();
  if (input.status !== undefined) await checkReferences(db, 'usergroup_status', 'status', input.status);
  const id = await db.transaction(async (tx) => {
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
  return groupById(db, user, id, origin);
}

/**
 * Changes the group `id` (`replace`: what is not sent is reset, else kept). Its administrators
 * change it; only a superuser changes its status or its type.
 */
export async function saveGroup(
  db: Queryable,
  user: CurrentUser,
  id: number,
  readInput: BodyReader<GroupChange>,
  replace: boolean,
  origin: string,
): Promise<UserGroup> {
  const current = await groupRow(db, id);
  requireAdministrator(user, id);
  const input = readInput();
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
  return groupById(db, user, id, origin);
}

/** Deletes the group `id` (a superuser's act) unless it still owns datasets. */
export async function deleteGroup(
  db: Queryable,
  user: CurrentUser,
  id: number,
  uploadsDir: string,
): Promise<void> {
  const group = await groupRow(db, id);
  if (!user.is_superuser) throw forbidden();
  await refuseWhileOwningDatasets(db, id, 'group');
  await db.query('delete from usergroup where id = $1', [id]);
  await removeImage(uploadsDir, group.thumbnail);
}

/** The stored thumbnail of the group `id` and its media type; 404 when it has none. */
/**
 * The stored image name of the group `id`'s thumbnail: public for an active group (issue 50), any
 * group's for a signed-in caller; 404 otherwise and when it has none.
 */
export async function groupThumbnail(db: Queryable, user: CurrentUser | null, id: number): Promise<string> {
  const group = await groupRow(db, id);
  if (!user && group.status !== ACTIVE_GROUP) throw notFound();
  if (!group.thumbnail) throw notFound('The group has no thumbnail.');
  return group.thumbnail;
}

/** The status of an active group (`usergroup_status` 2). */
const ACTIVE_GROUP = 2;

/** Stores the uploaded image as the thumbnail of the group `id`; answers its path under the origin. */
export async function replaceGroupThumbnail(
  db: Queryable,
  user: CurrentUser,
  id: number,
  uploadsDir: string,
  files: UploadedFile[],
): Promise<string> {
  const group = await groupRow(db, id);
  requireAdministrator(user, id);
  const name = await storeImage(uploadsDir, files);
  await db.query('update usergroup set thumbnail = $1 where id = $2', [name, id]);
  await removeImage(uploadsDir, group.thumbnail);
  const path = imageUrl(name);
  if (path === null) throw new Error('An image was stored without a name.');
  return path;
}

export async function deleteGroupThumbnail(
  db: Queryable,
  user: CurrentUser,
  id: number,
  uploadsDir: string,
): Promise<void> {
  const group = await groupRow(db, id);
  requireAdministrator(user, id);
  if (!group.thumbnail) throw notFound('The group has no thumbnail.');
  await db.query('update usergroup set thumbnail = null where id = $1', [id]);
  await removeImage(uploadsDir, group.thumbnail);
}
