import type { Queryable } from '../db/database.ts';
import { created, type HandlerContext, type HandlerMap, int, noContent, ok } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { one } from '../model/common.ts';
import {
  canViewResource,
  datasetOfResource,
  requireResourceManager,
  resourceRow,
} from '../model/resources.ts';
import { listScenarios, runScenario, scenariosOf } from '../model/scenarios.ts';

interface LayerRow {
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

/** The geographic layer, 404 when missing, 403 unless the user may see (or, with `manage`, change) its resource. */
async function layerFor(ctx: HandlerContext, manage: boolean): Promise<LayerRow> {
  const db = ctx.services.db;
  const layer = await one<LayerRow>(
    db,
    'select id, resource_id, name, label from geographic_layer where id = $1',
    [int(ctx.params.id)],
  );
  const resource = await resourceRow(db, layer.resource_id);
  if (manage) await requireResourceManager(db, ctx.user, resource);
  else if (!(await canViewResource(db, ctx.user, resource))) throw forbidden();
  return layer;
}

async function styleOf(db: Queryable, layerId: number, styleId: number): Promise<StyleRow> {
  return one<StyleRow>(
    db,
    'select id, geographic_layer_id, name, config, sld from style where id = $1 and geographic_layer_id = $2',
    [styleId, layerId],
  );
}

async function serialiseStyles(db: Queryable, ctx: HandlerContext, rows: StyleRow[]) {
  const scenarios = await scenariosOf(db, 'style');
  // The latest run of each style's scenarios: whether its SLD is being applied or failed.
  const lastTasks = await db.query<{ object_id: number; id: number; status: string }>(
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
      ? `/${ctx.locale}/geospatial/geographiclayer/${row.geographic_layer_id}/styles/${row.id}/`
      : null,
    sld: row.sld,
    last_task:
      lastTasks.filter((task) => task.object_id === row.id).map(({ id, status }) => ({ id, status }))[0] ??
      null,
    scenarios,
  }));
}

async function styleResult(ctx: HandlerContext, row: StyleRow) {
  const [style] = await serialiseStyles(ctx.services.db, ctx, [row]);
  return style;
}

async function layerSubject(ctx: HandlerContext, layer: LayerRow) {
  const dataset = await datasetOfResource(ctx.services.db, layer.resource_id);
  return { dataset, targets: { geographiclayer: { pk: layer.id, display: layer.label } } };
}

export const geospatialHandlers: HandlerMap = {
  async listGeographicLayerScenarios(ctx) {
    await layerFor(ctx, true);
    return listScenarios(ctx, 'geographiclayer');
  },

  async runGeographicLayerScenario(ctx) {
    const layer = await layerFor(ctx, true);
    const { dataset, targets } = await layerSubject(ctx, layer);
    return runScenario(ctx, {
      objectKind: 'geographiclayer',
      objectClass: 'geographiclayer',
      objectId: layer.id,
      objectDisplay: layer.label,
      targets: dataset ? { ...targets, dataset: { pk: dataset.id, display: dataset.display_name } } : targets,
      datasetId: dataset?.id ?? null,
      usergroupId: dataset?.usergroup_id ?? null,
      resourceId: layer.resource_id,
    });
  },

  async listStyles(ctx) {
    const layer = await layerFor(ctx, false);
    const rows = await ctx.services.db.query<StyleRow>(
      'select id, geographic_layer_id, name, config, sld from style where geographic_layer_id = $1 order by id',
      [layer.id],
    );
    return ok(await serialiseStyles(ctx.services.db, ctx, rows));
  },

  async createStyle(ctx) {
    const layer = await layerFor(ctx, true);
    const [row] = await ctx.services.db.query<StyleRow>(
      'insert into style (geographic_layer_id, name) values ($1, $2) returning id, geographic_layer_id, name, config, sld',
      [layer.id, (ctx.body as { name: string }).name],
    );
    if (!row) throw new Error('Style not created');
    return created(await styleResult(ctx, row));
  },

  async getStyle(ctx) {
    const layer = await layerFor(ctx, false);
    return ok(await styleResult(ctx, await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId))));
  },

  async updateStyle(ctx) {
    const layer = await layerFor(ctx, true);
    const style = await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId));
    await ctx.services.db.query('update style set name = $1 where id = $2', [
      (ctx.body as { name: string }).name,
      style.id,
    ]);
    return ok(await styleResult(ctx, await styleOf(ctx.services.db, layer.id, style.id)));
  },

  async deleteStyle(ctx) {
    const layer = await layerFor(ctx, true);
    const style = await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId));
    await ctx.services.db.query('delete from style where id = $1', [style.id]);
    return noContent();
  },

  async updateStyleConfig(ctx) {
    const layer = await layerFor(ctx, true);
    const style = await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId));
    await ctx.services.db.query('update style set config = $1 where id = $2', [
      JSON.stringify((ctx.body as { config: Record<string, unknown> }).config),
      style.id,
    ]);
    return ok(await styleResult(ctx, await styleOf(ctx.services.db, layer.id, style.id)));
  },

  async listStyleScenarios(ctx) {
    const layer = await layerFor(ctx, true);
    await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId));
    return listScenarios(ctx, 'style');
  },

  async runStyleScenario(ctx) {
    const layer = await layerFor(ctx, true);
    const style = await styleOf(ctx.services.db, layer.id, int(ctx.params.styleId));
    const { dataset, targets } = await layerSubject(ctx, layer);
    return runScenario(ctx, {
      objectKind: 'style',
      objectClass: 'style',
      objectId: style.id,
      objectDisplay: style.name,
      targets: { ...targets, style: { pk: style.id, display: style.name } },
      datasetId: dataset?.id ?? null,
      usergroupId: dataset?.usergroup_id ?? null,
    });
  },
};
