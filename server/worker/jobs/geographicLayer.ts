import type { Bbox } from '../../data/crs.ts';
import type { LayerSummary } from '../../data/layer.ts';
import type { Queryable } from '../../db/database.ts';
import { slugify } from '../../model/common.ts';
import { type JobContext, JobFailure, type TaskRun } from '../taskRun.ts';

// The resource a data job works on, and the geographic layer it creates or updates.

export interface ResourceRecord {
  id: number;
  display_name: string;
  codename: string;
  kind: string | null;
  kind_id: number | null;
  column_x: string | null;
  column_y: string | null;
  crs: string | null;
  geographic_layer_label: string | null;
  geographic_layer_name: string | null;
  format_label: string | null;
  format_extension: string | null;
  format_mime: string | null;
  format_geographic: boolean | null;
}

export async function resourceOf(db: Queryable, id: number): Promise<ResourceRecord> {
  const [row] = await db.query<ResourceRecord>(
    `select r.id, r.display_name, r.codename, r.kind, r.kind_id, r.column_x, r.column_y, r.crs,
       r.geographic_layer_label, r.geographic_layer_name, f.label as format_label, f.extension as format_extension,
       f.mime_type as format_mime, f.is_geographic as format_geographic
     from resource r left join data_format f on f.id = r.dataformat_id where r.id = $1`,
    [id],
  );
  if (!row) throw new JobFailure('La ressource n’existe plus.');
  return row;
}

export const formatBbox = (bbox: Bbox): string =>
  `[${bbox.map((v) => (Math.round(v * 10000) / 10000).toString().replace('.', ',')).join(' ; ')}]`;

/** A layer name the map server accepts: letters, digits and underscores, starting with a letter. */
export function layerName(value: string): string {
  const name = slugify(value).replace(/-/g, '_');
  return /^[a-z]/.test(name) ? name : `couche_${name || 'sans_nom'}`;
}

/** What a read keeps for the layer (a checkpoint's result: JSON, the system by its code). */
export interface StoredLayer {
  featureCount: number;
  bbox: Bbox;
  geometryType: string;
  crs: string;
  warnings: string[];
}

export const storedLayer = (summary: LayerSummary): StoredLayer => ({
  featureCount: summary.featureCount,
  bbox: summary.bbox,
  geometryType: summary.geometryType,
  crs: summary.crs.code,
  warnings: summary.warnings,
});

/**
 * Creates the resource's geographic layer, or updates it (one layer per resource), as the job's
 * `layer` stage: in one transaction, so a failure or a stop leaves the previous layer as it was.
 */
export async function saveLayer(
  run: TaskRun,
  _ctx: JobContext,
  resource: ResourceRecord,
  summary: LayerSummary | StoredLayer,
): Promise<void> {
  const stored =
    typeof summary.crs === 'string' ? (summary as StoredLayer) : storedLayer(summary as LayerSummary);
  const input = {
    resource: resource.id,
    layer: stored,
    name: resource.geographic_layer_name,
    label: resource.geographic_layer_label,
  };
  await run.stage('layer', input, (tx) => writeLayer(run, tx, resource, stored), {
    writes: true,
    done: (message) => message,
  });
}

/** Writes the layer with `db` (the stage's transaction); answers the timeline message. */
async function writeLayer(
  run: TaskRun,
  db: Queryable,
  resource: ResourceRecord,
  summary: StoredLayer,
): Promise<string> {
  const wanted = resource.geographic_layer_name?.trim() || resource.codename || resource.display_name;
  let name = layerName(wanted);
  if (resource.geographic_layer_name?.trim() && name !== resource.geographic_layer_name.trim()) {
    run.warn(
      `Le nom de couche « ${resource.geographic_layer_name.trim()} » a été normalisé en « ${name} » (lettres minuscules, chiffres et _).`,
    );
  }
  const taken = await db.query('select 1 from geographic_layer where name = $1 and resource_id <> $2', [
    name,
    resource.id,
  ]);
  if (taken.length > 0) name = `${name}_${resource.id}`;
  const label = resource.geographic_layer_label?.trim() || resource.display_name;
  const [existing] = await db.query<{ id: number }>(
    'select id from geographic_layer where resource_id = $1 order by id limit 1',
    [resource.id],
  );
  const values = [
    name,
    label,
    summary.featureCount,
    JSON.stringify(summary.bbox),
    summary.crs,
    summary.geometryType,
  ];
  if (existing) {
    await db.query(
      'update geographic_layer set name = $1, label = $2, feature_count = $3, bbox = $4, crs = $5, geometry_type = $6 where id = $7',
      [...values, existing.id],
    );
  } else {
    await db.query(
      'insert into geographic_layer (name, label, feature_count, bbox, crs, geometry_type, resource_id) values ($1, $2, $3, $4, $5, $6, $7)',
      [...values, resource.id],
    );
  }
  for (const warning of summary.warnings) run.warn(warning);
  const { featureCount: count, geometryType: type } = summary;
  const s = count > 1 ? 's' : '';
  const bbox = formatBbox(summary.bbox);
  // Each message is written whole, so that the message table (messages/tables/jobs.ts) finds it here.
  return existing
    ? `Couche géographique « ${name} » mise à jour : ${count} objet${s} (${type}), emprise WGS 84 ${bbox}.`
    : `Couche géographique « ${name} » créée : ${count} objet${s} (${type}), emprise WGS 84 ${bbox}.`;
}
