import type { Queryable } from '../db/database.ts';
import type { HandlerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import type { ResourceRow } from './resources.ts';
import { writableResource } from './resources.ts';

export type Kind = 'file-upload' | 'file-download' | 'href' | 'ftp' | 'datastores' | 'geoserver-mirrors';

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
  ctx: HandlerContext,
  resourceId: number,
  kind: Kind,
): Promise<ResourceRow> {
  const db = ctx.services.db;
  const rows = await db.query<ResourceRow>('select id from resource where id = $1', [resourceId]);
  if (rows.length === 0)
    throw new HttpError(400, { resource_id: [`Invalid pk "${resourceId}" - object does not exist.`] });
  const resource = await writableResource(ctx, resourceId);
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
