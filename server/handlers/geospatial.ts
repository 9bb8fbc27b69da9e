import {
  configureStyle,
  createStyle,
  deleteStyle,
  layerFor,
  layerRow,
  listStyles,
  renameStyle,
  styleAnswer,
  styleOf,
} from '../model/resource/layerStyles.ts';
import { authoriseScenarioRun } from '../model/task/scenarioRights.ts';
import { scenariosOf } from '../model/task/scenarios.ts';
import { created, noContent, ok } from './kit/context.ts';
import type { AreaHandlers } from './kit/operation.ts';
import { runRequestedScenario } from './kit/scenarioRequest.ts';

export const geospatialHandlers = {
  async listGeographicLayerScenarios(ctx) {
    await layerFor(ctx.services.db, ctx.user, ctx.params.id, true);
    return ok(await scenariosOf(ctx.services.db, 'geographiclayer'));
  },

  async runGeographicLayerScenario(ctx) {
    const db = ctx.services.db;
    const { dataset, usergroupId } = await authoriseScenarioRun(db, ctx.user, {
      kind: 'geographiclayer',
      id: ctx.params.id,
    });
    const layer = await layerRow(db, ctx.params.id);
    const targets = { geographiclayer: { pk: layer.id, display: layer.label } };
    return runRequestedScenario(ctx, {
      objectKind: 'geographiclayer',
      objectClass: 'geographiclayer',
      objectId: layer.id,
      objectDisplay: layer.label,
      targets: dataset ? { ...targets, dataset: { pk: dataset.id, display: dataset.display_name } } : targets,
      datasetId: dataset?.id ?? null,
      usergroupId,
      resourceId: layer.resource_id,
    });
  },

  async listStyles(ctx) {
    const layer = await layerFor(ctx.services.db, ctx.user, ctx.params.id, false);
    return ok(await listStyles(ctx.services.db, ctx.locale, layer.id));
  },

  async createStyle(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, true);
    return created(await styleAnswer(db, ctx.locale, await createStyle(db, layer.id, ctx.body.name)));
  },

  async getStyle(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, false);
    return ok(await styleAnswer(db, ctx.locale, await styleOf(db, layer.id, ctx.params.styleId)));
  },

  async updateStyle(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, true);
    const style = await styleOf(db, layer.id, ctx.params.styleId);
    return ok(await styleAnswer(db, ctx.locale, await renameStyle(db, style, ctx.body.name)));
  },

  async deleteStyle(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, true);
    await deleteStyle(db, await styleOf(db, layer.id, ctx.params.styleId));
    return noContent();
  },

  async updateStyleConfig(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, true);
    const style = await styleOf(db, layer.id, ctx.params.styleId);
    return ok(await styleAnswer(db, ctx.locale, await configureStyle(db, style, ctx.body.config)));
  },

  async listStyleScenarios(ctx) {
    const db = ctx.services.db;
    const layer = await layerFor(db, ctx.user, ctx.params.id, true);
    await styleOf(db, layer.id, ctx.params.styleId);
    return ok(await scenariosOf(ctx.services.db, 'style'));
  },

  async runStyleScenario(ctx) {
    const db = ctx.services.db;
    const { dataset, usergroupId } = await authoriseScenarioRun(db, ctx.user, {
      kind: 'style',
      id: ctx.params.styleId,
    });
    const layer = await layerRow(db, ctx.params.id);
    const style = await styleOf(db, layer.id, ctx.params.styleId);
    return runRequestedScenario(ctx, {
      objectKind: 'style',
      objectClass: 'style',
      objectId: style.id,
      objectDisplay: style.name,
      targets: {
        geographiclayer: { pk: layer.id, display: layer.label },
        style: { pk: style.id, display: style.name },
      },
      datasetId: dataset?.id ?? null,
      usergroupId,
    });
  },
} satisfies AreaHandlers;
