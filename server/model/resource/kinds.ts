import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError, notFound } from '../../messages/errors.ts';
import type { ResourceKind, ResourceRow } from './resources.ts';
import { requireResourceManager, resourceRow, writableResource } from './resources.ts';

// A resource's type-specific record (an upload, a link, an sFTP file, a datastore table, a map
// server mirror): one per resource, named in the resource's `kind` and `kind_id`.

export type Kind = ResourceKind;

export const KIND_TABLE: Record<Kind, string> = {
  'file-upload': 'file_upload',
  'file-download': 'linked_file',
  href: 'linked_file',
  ftp: 'ftp',
  datastores: 'datastore',
  'geoserver-mirrors': 'geoserver_mirror',
};

/** Checks that the resource may receive a record of `kind` and that the user manages it. */
export async function resourceForKind(
  db: Queryable,
  user: CurrentUser,
  resourceId: number,
  kind: Kind,
): Promise<ResourceRow> {
  const rows = await db.query<{ id: number }>('select id from resource where id = $1', [resourceId]);
  if (rows.length === 0)
    throw new HttpError(400, { resource_id: [`Invalid pk "${resourceId}" - object does not exist.`] });
  const resource = await writableResource(db, user, resourceId);
  if (resource.kind && resource.kind !== kind) {
    throw new HttpError(400, { resource_id: [`The resource already has a ${resource.kind} record.`] });
  }
  return resource;
}

export async function attachKind(
  db: Queryable,
  resource: ResourceRow,
  kind: Kind,
  kindId: number,
  href: string | null,
  dataformat: number | null | undefined,
) {
  // A resource keeps one type-specific record: a new one replaces the previous of the same kind.
  if (resource.kind === kind && resource.kind_id !== null && resource.kind_id !== kindId) {
    await db.query(`delete from ${KIND_TABLE[kind]} where id = $1`, [resource.kind_id]);
  }
  await db.query(
    'update resource set kind = $1, kind_id = $2, href = coalesce($3, href), dataformat_id = coalesce($4, dataformat_id) where id = $5',
    [kind, kindId, href, dataformat ?? null, resource.id],
  );
}

/** The resource behind a type-specific record, 404 when the record does not exist. */
export async function resourceOfKind(db: Queryable, kind: Kind, id: number): Promise<ResourceRow> {
  const table = KIND_TABLE[kind];
  const extra = table === 'linked_file' ? ` and kind = '${kind}'` : '';
  const [record] = await db.query<{ resource_id: number }>(
    `select resource_id from ${table} where id = $1${extra}`,
    [id],
  );
  if (!record) throw notFound();
  return resourceRow(db, record.resource_id);
}

/**
 * A type-specific record the user may change, with its resource: looked up (404) and checked (403)
 * before the request's body is read, since reading it validates it (DRF-5).
 */
export interface EditableRecord<T> {
  record: T;
  resource: ResourceRow;
}

/** The resource of a type-specific record the user may change, else 404/403. */
export async function managedKindResource(
  db: Queryable,
  user: CurrentUser,
  kind: Kind,
  id: number,
): Promise<ResourceRow> {
  const resource = await resourceOfKind(db, kind, id);
  await requireResourceManager(db, user, resource);
  return resource;
}
