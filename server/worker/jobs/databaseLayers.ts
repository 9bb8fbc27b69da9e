import { type Bbox, describeCrs, implausibility } from '../../data/crs.ts';
import { requireCrs } from '../../data/layer.ts';
import { mapServerCatalogue } from '../../model/resource/mapServer.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';

import { resourceOf, saveLayer } from './geographicLayer.ts';

// Layers read from a database table (datastore) or mirrored from a map server.

/** datastores scenarios: a table of the datastore with numeric, plausible X/Y columns. */
export async function datastoreJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const [record] = await ctx.db.query<{ schema_name: string; table_name: string }>(
    'select schema_name, table_name from datastore where id = $1 and resource_id = $2',
    [resource.kind_id, resource.id],
  );
  if (!record) throw new JobFailure('La ressource n’a pas d’enregistrement de table.');
  const table = `${record.schema_name}.${record.table_name}`;
  const columns = await ctx.db.query<{ column_name: string; data_type: string }>(
    `select column_name, data_type from information_schema.columns where table_schema = $1 and table_name = $2
     order by ordinal_position`,
    [record.schema_name, record.table_name],
  );
  if (columns.length === 0)
    throw new JobFailure(`La table ${table} n’existe pas dans l’entrepôt de données.`);
  const find = (wanted: string | null, guesses: string[]) =>
    columns.find((c) =>
      wanted?.trim() ? c.column_name === wanted.trim() : guesses.includes(c.column_name.toLowerCase()),
    );
  const x = find(resource.column_x, ['longitude', 'lon', 'lng', 'x']);
  const y = find(resource.column_y, ['latitude', 'lat', 'y']);
  if (!x || !y) {
    const names = columns.map((c) => c.column_name).join(', ');
    throw new JobFailure(
      resource.column_x
        ? `La table ${table} n’a pas de colonnes de coordonnées « ${resource.column_x} »/« ${resource.column_y} » : colonnes ${names}.`
        : `La table ${table} n’a pas de colonnes de coordonnées (longitude/latitude) : colonnes ${names}.`,
    );
  }
  const NUMERIC = ['double precision', 'real', 'numeric', 'integer', 'bigint', 'smallint'];
  for (const column of [x, y]) {
    if (!NUMERIC.includes(column.data_type)) {
      throw new JobFailure(
        `La colonne « ${column.column_name} » de ${table} n’est pas numérique (${column.data_type}).`,
      );
    }
  }
  const crs = requireCrs(resource.crs, 'EPSG:4326');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const [stats] = await ctx.db.query<{
    total: number;
    located: number;
    min_x: number | null;
    min_y: number | null;
    max_x: number | null;
    max_y: number | null;
  }>(
    `select count(*)::int as total, count(*) filter (where ${quote(x.column_name)} is not null and ${quote(y.column_name)} is not null)::int as located,
       min(${quote(x.column_name)})::float8 as min_x, min(${quote(y.column_name)})::float8 as min_y,
       max(${quote(x.column_name)})::float8 as max_x, max(${quote(y.column_name)})::float8 as max_y
     from ${quote(record.schema_name)}.${quote(record.table_name)}`,
  );
  if (
    !stats ||
    stats.located === 0 ||
    stats.min_x === null ||
    stats.min_y === null ||
    stats.max_x === null ||
    stats.max_y === null
  ) {
    throw new JobFailure(`La table ${table} n’a aucune ligne avec des coordonnées.`);
  }
  const faults = [
    ['x', x.column_name, stats.min_x, stats.min_y],
    ['x', x.column_name, stats.max_x, stats.max_y],
    ['y', y.column_name, stats.min_y, stats.min_x],
    ['y', y.column_name, stats.max_y, stats.max_x],
  ] as const;
  for (const [axis, column, value, other] of faults) {
    const fault = implausibility(crs, axis, value, other);
    if (fault) throw new JobFailure(`Colonne « ${column} » de ${table} : ${fault}`);
  }
  const corners = [
    crs.toWgs84(stats.min_x, stats.min_y),
    crs.toWgs84(stats.min_x, stats.max_y),
    crs.toWgs84(stats.max_x, stats.min_y),
    crs.toWgs84(stats.max_x, stats.max_y),
  ];
  const bbox: Bbox = [
    Math.min(...corners.map((c) => c[0])),
    Math.min(...corners.map((c) => c[1])),
    Math.max(...corners.map((c) => c[0])),
    Math.max(...corners.map((c) => c[1])),
  ];
  await run.step(
    'read',
    `Table ${table} lue : ${stats.total} ligne${stats.total > 1 ? 's' : ''}, coordonnées en ${describeCrs(crs)}.`,
  );
  const skipped = stats.total - stats.located;
  await saveLayer(run, ctx, resource, {
    featureCount: stats.located,
    bbox,
    geometryType: 'Point',
    crs,
    warnings:
      skipped > 0
        ? [`${skipped} ligne${skipped > 1 ? 's' : ''} sans coordonnées ignorée${skipped > 1 ? 's' : ''}.`]
        : [],
  });
}

/** geoserver-mirrors scenarios: the mirrored layer or group exists on the map server. */
export async function mirrorJob(run: TaskRun, ctx: JobContext): Promise<void> {
  const resource = await resourceOf(ctx.db, run.task.object_id);
  const [mirror] = await ctx.db.query<{
    workspace: string;
    layer: string;
    layer_type: 'layer' | 'layergroup';
  }>('select workspace, layer, layer_type from geoserver_mirror where id = $1 and resource_id = $2', [
    resource.kind_id,
    resource.id,
  ]);
  if (!mirror)
    throw new JobFailure('La ressource n’a pas d’enregistrement de couche du serveur cartographique.');
  const catalogue = await mapServerCatalogue(ctx.db);
  if (!catalogue.some((e) => e.workspace === mirror.workspace)) {
    throw new JobFailure(
      `L’espace de travail « ${mirror.workspace} » n’existe pas sur le serveur cartographique.`,
    );
  }
  const found = catalogue.some(
    (e) => e.workspace === mirror.workspace && e.name === mirror.layer && e.type === mirror.layer_type,
  );
  const { layer, workspace } = mirror;
  const single = mirror.layer_type === 'layer';
  if (!found) {
    throw new JobFailure(
      single
        ? `La couche « ${layer} » n’existe pas dans l’espace « ${workspace} ».`
        : `Le groupe de couches « ${layer} » n’existe pas dans l’espace « ${workspace} ».`,
    );
  }
  await run.step(
    'mirror',
    single
      ? `Couche « ${workspace}:${layer} » reproduite pour la ressource.`
      : `Groupe de couches « ${workspace}:${layer} » reproduit pour la ressource.`,
  );
}
