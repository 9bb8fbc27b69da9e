import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../messages/errors.ts';
import { checkExists, one } from '../common.ts';
import { attachKind, type EditableRecord, resourceForKind } from './kinds.ts';
import { mapServerCatalogue } from './mapServer.ts';
import { dataUriOf, writableResource } from './resources.ts';

// Map server mirrors: a resource that is a layer (or layer group) of a workspace of the map server.

type Schemas = components['schemas'];
type Mirror = Schemas['GeoserverMirror'];
type MirrorTarget = Pick<Mirror, 'workspace' | 'layer' | 'layer_type'>;

/** The layer must be in the workspace of the map server's catalogue (400 on the field that is not). */
async function checkMirror(db: Queryable, target: MirrorTarget): Promise<void> {
  const catalogue = await mapServerCatalogue(db);
  if (!catalogue.some((e) => e.workspace === target.workspace)) {
    throw new HttpError(400, { workspace: [`Unknown workspace "${target.workspace}".`] });
  }
  if (
    !catalogue.some(
      (e) => e.workspace === target.workspace && e.name === target.layer && e.type === target.layer_type,
    )
  ) {
    throw new HttpError(400, {
      layer: [`Unknown ${target.layer_type} "${target.layer}" in workspace "${target.workspace}".`],
    });
  }
}

const mirrorHref = (workspace: string, layer: string) =>
  `/geoserver/${workspace}/ows?service=WMS&layers=${encodeURIComponent(layer)}`;

async function mirrorOf(db: Queryable, id: number, origin: string): Promise<Mirror> {
  const row = await one<Omit<Mirror, 'href'>>(
    db,
    'select id, resource_id, workspace, layer, layer_type, dataformat_id from geoserver_mirror where id = $1',
    [id],
  );
  return { ...row, href: dataUriOf(origin, mirrorHref(row.workspace, row.layer)) };
}

export async function createMirror(
  db: Queryable,
  user: CurrentUser,
  origin: string,
  input: Schemas['GeoserverMirrorInput'],
): Promise<Mirror> {
  const resource = await resourceForKind(db, user, input.resource_id, 'geoserver-mirrors');
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  await checkMirror(db, input);
  const [row] = await db.query<{ id: number }>(
    'insert into geoserver_mirror (resource_id, workspace, layer, layer_type, dataformat_id) values ($1, $2, $3, $4, $5) returning id',
    [resource.id, input.workspace, input.layer, input.layer_type, input.dataformat_id ?? null],
  );
  if (!row) throw new Error('Mirror not created');
  await attachKind(
    db,
    resource,
    'geoserver-mirrors',
    row.id,
    mirrorHref(input.workspace, input.layer),
    input.dataformat_id,
  );
  return mirrorOf(db, row.id, origin);
}

/** A mirror the user may change (404, 403). */
export async function editableMirror(
  db: Queryable,
  user: CurrentUser,
  origin: string,
  id: number,
): Promise<EditableRecord<Mirror>> {
  const record = await mirrorOf(db, id, origin);
  return { record, resource: await writableResource(db, user, record.resource_id) };
}

/** Another layer for the mirror: what is not sent stays. */
export async function changeMirror(
  db: Queryable,
  origin: string,
  { record: current, resource }: EditableRecord<Mirror>,
  input: Schemas['GeoserverMirrorPatchInput'],
): Promise<Mirror> {
  await checkExists(db, 'data_format', 'dataformat_id', input.dataformat_id);
  const next: MirrorTarget = {
    workspace: input.workspace ?? current.workspace,
    layer: input.layer ?? current.layer,
    layer_type: input.layer_type ?? current.layer_type,
  };
  await checkMirror(db, next);
  await db.query(
    'update geoserver_mirror set workspace = $1, layer = $2, layer_type = $3, dataformat_id = coalesce($4, dataformat_id) where id = $5',
    [next.workspace, next.layer, next.layer_type, input.dataformat_id ?? null, current.id],
  );
  await attachKind(
    db,
    resource,
    'geoserver-mirrors',
    current.id,
    mirrorHref(next.workspace, next.layer),
    input.dataformat_id,
  );
  return mirrorOf(db, current.id, origin);
}
