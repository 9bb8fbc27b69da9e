import type { Queryable } from '../db/database.ts';
import { slugify } from './common.ts';

// Simulated map server: one workspace per group owning geographic layers, plus recorded mirrors.

export interface CatalogueEntry {
  workspace: string;
  name: string;
  type: 'layer' | 'layergroup';
}

const workspaceName = (value: string): string => slugify(value).replace(/-/g, '_');

export async function mapServerCatalogue(db: Queryable): Promise<CatalogueEntry[]> {
  const layers = await db.query<{ workspace: string; name: string }>(
    `select distinct coalesce(g.acronym, g.name) as workspace, gl.name from geographic_layer gl
     join resource_dataset rd on rd.resource_id = gl.resource_id join dataset d on d.id = rd.dataset_id
     join usergroup g on g.id = d.usergroup_id`,
  );
  const mirrors = await db.query<{ workspace: string; layer: string; layer_type: 'layer' | 'layergroup' }>(
    'select distinct workspace, layer, layer_type from geoserver_mirror',
  );
  const entries: CatalogueEntry[] = layers.map((l) => ({
    workspace: workspaceName(l.workspace),
    name: l.name,
    type: 'layer',
  }));
  for (const workspace of new Set(entries.map((e) => e.workspace))) {
    entries.push({ workspace, name: `${workspace}_ensemble`, type: 'layergroup' });
  }
  for (const m of mirrors) entries.push({ workspace: m.workspace, name: m.layer, type: m.layer_type });
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = `${e.workspace}/${e.type}/${e.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
