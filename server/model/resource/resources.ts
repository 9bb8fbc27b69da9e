import type { components } from '../../../contract/schema.gen.ts';
import { canManageGroup, editableDatasetCondition, visibleDatasetCondition } from '../../auth/permissions.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { PreparedStatement, Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { forbidden } from '../../messages/errors.ts';
import { absoluteUrl, one } from '../common.ts';

type Schemas = components['schemas'];
export type Resource = Schemas['Resource'];
export type ResourceKind = Schemas['ResourceKind'];

export interface ResourceRow {
  id: number;
  display_name: string;
  codename: string;
  type: Schemas['ResourceType'];
  dataformat_id: number | null;
  description: string | null;
  last_update: string | null;
  hidden: boolean;
  geographic_layer_label: string | null;
  geographic_layer_name: string | null;
  column_x: string | null;
  column_y: string | null;
  crs: string | null;
  data_schema: Schemas['DataSchema'] | null;
  href: string | null;
  kind: ResourceKind | null;
  kind_id: number | null;
  created_by: number | null;
  usergroup_id: number | null;
}

export const RESOURCE_COLUMNS = `r.id, r.display_name, r.codename, r.type, r.dataformat_id, r.description, r.last_update,
  r.hidden, r.geographic_layer_label, r.geographic_layer_name, r.column_x, r.column_y, r.crs, r.data_schema, r.href,
  r.kind, r.kind_id, r.created_by, r.usergroup_id`;

/** Class names of the type-specific records in `rel` (the root entry). */
const KIND_CLASS: Record<ResourceKind, string> = {
  'file-upload': 'upload',
  'file-download': 'filedownload',
  href: 'href',
  ftp: 'ftp',
  datastores: 'datastore',
  'geoserver-mirrors': 'geoservermirror',
};

export const layerUri = (origin: string, name: string): string =>
  `${origin}/geoserver/ows?service=WMS&layers=${encodeURIComponent(name)}`;

/**
 * A stored data URI as answered: the platform's own paths (`/media/…`, `/geoserver/…`) are stored
 * without an origin, since the origin is the request's, and answered absolute (DRF-6). Remote
 * URLs and `datastore://` URIs are answered as stored.
 */
export const dataUriOf = (origin: string, href: string | null): string | null =>
  href?.startsWith('/') ? absoluteUrl(origin, href) : href;

/** What a resource's answer reads beside its row: its processing entries, layers and schedule. */
export interface ResourceSide {
  processing: {
    id: number;
    state: Schemas['ProcessingState'];
    task_id: number | null;
    acknowledged: boolean;
  }[];
  layers: { id: number; name: string }[];
  frequency: { id: number; scheduler: number; scenario_id: number } | null;
}

/**
 * SQL: the ResourceSide of the resource aliased `r`, as one JSON value, so that a list's resources
 * come with the statement that reads them (issue 49: a list request in at most four statements).
 */
export const RESOURCE_SIDE_JSON = `json_build_object(
    'processing', coalesce((select json_agg(json_build_object('id', p.id, 'state', p.state, 'task_id', p.task_id,
        'acknowledged', p.acknowledged) order by p.id) from processing p where p.resource_id = r.id), '[]'),
    'layers', coalesce((select json_agg(json_build_object('id', l.id, 'name', l.name) order by l.id)
        from geographic_layer l where l.resource_id = r.id), '[]'),
    'frequency', (select json_build_object('id', f.id, 'scheduler', f.scheduler, 'scenario_id', f.scenario_id)
        from scenario_execution_frequency f where f.resource_id = r.id))`;

/** SQL: the resource aliased `r` as one JSON value of its ResourceRow. */
export const RESOURCE_ROW_JSON = `(select row_to_json(x) from (select ${RESOURCE_COLUMNS}) x)`;

const RESOURCE_SIDES: PreparedStatement = {
  name: 'resource_sides',
  text: `select r.id, ${RESOURCE_SIDE_JSON} as side from unnest($1::int[]) as r(id)`,
};

/**
 * Resources as the contract's `Resource`, with their URIs absolute on `origin` (the request's,
 * `ctx.origin`): their side data in one statement.
 */
export async function serialiseResources(
  db: Queryable,
  rows: ResourceRow[],
  origin: string,
): Promise<Resource[]> {
  if (rows.length === 0) return [];
  const sides = await db.query<{ id: number; side: ResourceSide }>(RESOURCE_SIDES, [
    [...new Set(rows.map((row) => row.id))],
  ]);
  const sideOf = new Map(sides.map((entry) => [entry.id, entry.side]));
  return rows.map((row) => {
    const side = sideOf.get(row.id);
    if (!side) throw new Error(`Resource ${row.id} has no side data`);
    return resourceAnswer(row, side, origin);
  });
}

/** One resource's answer, from its row and its side data. */
export function resourceAnswer(row: ResourceRow, side: ResourceSide, origin: string): Resource {
  const frequency = side.frequency;
  const root = {
    app_label: 'onegeo_resource',
    class: row.kind ? (KIND_CLASS[row.kind] ?? 'resource') : 'resource',
    id: row.kind_id ?? row.id,
    uri: dataUriOf(origin, row.href),
  };
  const layerEntries = side.layers.map((layer) => ({
    app_label: 'onegeo_geospatial',
    class: 'geographiclayer',
    id: layer.id,
    uri: layerUri(origin, layer.name),
  }));
  return {
    id: row.id,
    display_name: row.display_name,
    codename: row.codename,
    type: row.type,
    usergroup_id: row.usergroup_id,
    dataformat_id: row.dataformat_id,
    description: row.description,
    last_update: row.last_update,
    scheduler_frequency: frequency?.scheduler ?? null,
    update_scenario: frequency?.scenario_id ?? null,
    scenario_execution_frequency_id: frequency?.id ?? null,
    hidden: row.hidden,
    geographic_layer_label: row.geographic_layer_label,
    geographic_layer_name: row.geographic_layer_name,
    column_x: row.column_x,
    column_y: row.column_y,
    crs: row.crs,
    data_schema: row.data_schema ?? null,
    href: dataUriOf(origin, row.href),
    rel: [root, ...layerEntries],
    _processing: side.processing.map((p) => ({
      id: p.id,
      state: p.state,
      task_id: p.task_id,
      acknowledged: p.acknowledged,
    })),
    kind: row.kind,
    kind_id: row.kind_id,
  };
}

export async function resourceRow(db: Queryable, id: number): Promise<ResourceRow> {
  return one<ResourceRow>(db, `select ${RESOURCE_COLUMNS} from resource r where r.id = $1`, [id]);
}

export async function resourceById(db: Queryable, id: number, origin: string): Promise<Resource> {
  const [resource] = await serialiseResources(db, [await resourceRow(db, id)], origin);
  if (!resource) throw new Error(`Resource ${id} not serialised`);
  return resource;
}

/**
 * Who may change a resource: a superuser, whoever may change one of the datasets it is linked
 * to, or, while it is linked to none (between its creation and its link), its creator and the
 * managers of the organisation it was created for (`usergroup_id`: the data-fair connector creates
 * it under the organisation's account, then links it).
 */
export async function canManageResource(
  db: Queryable,
  user: CurrentUser,
  resource: ResourceRow,
): Promise<boolean> {
  if (user.is_superuser) return true;
  const q = new Params();
  const editable = editableDatasetCondition(user, q);
  const rows = await db.query<{ editable: boolean }>(
    `select ${editable} as editable from resource_dataset rd join dataset d on d.id = rd.dataset_id where rd.resource_id = ${q.p(resource.id)}`,
    q.values,
  );
  if (rows.length === 0)
    return resource.created_by === user.id || canManageGroup(user, resource.usergroup_id);
  return rows.some((row) => row.editable);
}

export async function canViewResource(
  db: Queryable,
  user: CurrentUser,
  resource: ResourceRow,
): Promise<boolean> {
  if (await canManageResource(db, user, resource)) return true;
  const q = new Params();
  const visible = visibleDatasetCondition(user, q);
  const rows = await db.query(
    `select 1 from resource_dataset rd join dataset d on d.id = rd.dataset_id where rd.resource_id = ${q.p(resource.id)} and ${visible}`,
    q.values,
  );
  return rows.length > 0;
}

export async function requireResourceManager(
  db: Queryable,
  user: CurrentUser,
  resource: ResourceRow,
): Promise<void> {
  if (!(await canManageResource(db, user, resource))) throw forbidden();
}

/** The first dataset a resource is linked to, for tasks and activity. */
export async function datasetOfResource(
  db: Queryable,
  resourceId: number,
): Promise<{ id: number; display_name: string; usergroup_id: number } | null> {
  const [row] = await db.query<{ id: number; display_name: string; usergroup_id: number }>(
    `select d.id, d.display_name, d.usergroup_id from resource_dataset rd join dataset d on d.id = rd.dataset_id
     where rd.resource_id = $1 order by rd.type, rd.id limit 1`,
    [resourceId],
  );
  return row ?? null;
}

/** The resource, 404 when missing, 403 unless the user may change it. */
export async function writableResource(db: Queryable, user: CurrentUser, id: number): Promise<ResourceRow> {
  const resource = await resourceRow(db, id);
  await requireResourceManager(db, user, resource);
  return resource;
}

/** The resource, 404 when missing, 403 unless the user may see it. */
export async function readableResource(db: Queryable, user: CurrentUser, id: number): Promise<ResourceRow> {
  const resource = await resourceRow(db, id);
  if (!(await canViewResource(db, user, resource))) throw forbidden();
  return resource;
}
