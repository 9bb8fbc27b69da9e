import type { components } from '../../../contract/schema.gen.ts';
import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { forbidden } from '../../messages/errors.ts';
import { one } from '../common.ts';
import { scenariosOf } from '../task/scenarios.ts';
import { canViewResource, requireResourceManager, resourceRow } from './resources.ts';

// The geographic layers of a resource and their styles.

type Style = components['schemas']['Style'];

export interface LayerRow {
  id: number;
  resource_id: number;
  name: string;
  label: string;
}

interface StyleRow {
  id: number;
  geographic_layer_id: number;
  name: string;
  config: Record<string, unknown> | null;
  sld: string | null;
}

const STYLE_COLUMNS = 'id, geographic_layer_id, name, config, sld';

/** The geographic layer, 404 when missing (unchecked: callers check who may see or change it). */
export function layerRow(db: Queryable, id: number): Promise<LayerRow> {
  return one<LayerRow>(db, 'select id, resource_id, name, label from geographic_layer where id = $1', [id]);
}

/** The geographic layer, 404 when missing, 403 unless the user may see (or, with `manage`, change) its resource. */
export async function layerFor(
  db: Queryable,
  user: CurrentUser,
  id: number,
  manage: boolean,
): Promise<LayerRow> {
  const layer = await layerRow(db, id);
  const resource = await resourceRow(db, layer.resource_id);
  if (manage) await requireResourceManager(db, user, resource);
  else if (!(await canViewResource(db, user, resource))) throw forbidden();
  return layer;
}

/** The layer a style belongs to, 404 when there is no such style. */
export async function layerOfStyle(db: Queryable, styleId: number): Promise<number> {
  const style = await one<{ geographic_layer_id: number }>(
    db,
    'select geographic_layer_id from style where id = $1',
    [styleId],
  );
  return style.geographic_layer_id;
}

/** A style of the layer, 404 when it has no such style. */
export function styleOf(db: Queryable, layerId: number, styleId: number): Promise<StyleRow> {
  return one<StyleRow>(db, `select ${STYLE_COLUMNS} from style where id = $1 and geographic_layer_id = $2`, [
    styleId,
    layerId,
  ]);
}

async function serialiseStyles(db: Queryable, locale: string, rows: StyleRow[]): Promise<Style[]> {
  const scenarios = await scenariosOf(db, 'style');
  // The latest run of each style's scenarios: whether its SLD is being applied or failed.
  const lastTasks = await db.query<{
    object_id: number;
    id: number;
    status: components['schemas']['TaskStatus'];
  }>(
    `select distinct on (object_id) object_id, id, status from task
     where object_class = 'style' and object_id = any($1::int[]) order by object_id, id desc`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    geographic_layer_id: row.geographic_layer_id,
    name: row.name,
    config: row.config,
    config_href: row.config
      ? `/${locale}/geospatial/geographiclayer/${row.geographic_layer_id}/styles/${row.id}/`
      : null,
    sld: row.sld,
    last_task:
      lastTasks.filter((task) => task.object_id === row.id).map(({ id, status }) => ({ id, status }))[0] ??
      null,
    scenarios,
  }));
}

/** The style as the contract's `Style`, its editor's address in the request's language. */
export async function styleAnswer(db: Queryable, locale: string, row: StyleRow): Promise<Style> {
  const [style] = await serialiseStyles(db, locale, [row]);
  if (!style) throw new Error(`Style ${row.id} not serialised`);
  return style;
}

export async function listStyles(db: Queryable, locale: string, layerId: number): Promise<Style[]> {
  const rows = await db.query<StyleRow>(
    `select ${STYLE_COLUMNS} from style where geographic_layer_id = $1 order by id`,
    [layerId],
  );
  return serialiseStyles(db, locale, rows);
}

export async function createStyle(db: Queryable, layerId: number, name: string): Promise<StyleRow> {
  const [row] = await db.query<StyleRow>(
    `insert into style (geographic_layer_id, name) values ($1, $2) returning ${STYLE_COLUMNS}`,
    [layerId, name],
  );
  if (!row) throw new Error('Style not created');
  return row;
}

export async function renameStyle(db: Queryable, style: StyleRow, name: string): Promise<StyleRow> {
  await db.query('update style set name = $1 where id = $2', [name, style.id]);
  return styleOf(db, style.geographic_layer_id, style.id);
}

export async function configureStyle(
  db: Queryable,
  style: StyleRow,
  config: Record<string, unknown>,
): Promise<StyleRow> {
  await db.query('update style set config = $1 where id = $2', [JSON.stringify(config), style.id]);
  return styleOf(db, style.geographic_layer_id, style.id);
}

export async function deleteStyle(db: Queryable, style: StyleRow): Promise<void> {
  await db.query('delete from style where id = $1', [style.id]);
}
