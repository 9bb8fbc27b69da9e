import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../messages/errors.ts';
import { slugify } from '../common.ts';

// Simulated map server: one workspace per group owning geographic layers, plus recorded mirrors.

export interface MessageEntry {
  workspace: string;
  name: string;
  type: 'layer' | 'layergroup';
}

const workspaceName = (value: string): string => slugify(value).replace(/-/g, '_');

export async function mapServerCatalogue(db: Queryable): Promise<MessageEntry[]> {
  const layers = await db.query<{ workspace: string; name: string }>(
    `select distinct coalesce(g.acronym, g.name) as workspace, gl.name from geographic_layer gl
     join resource_dataset rd on rd.resource_id = gl.resource_id join dataset d on d.id = rd.dataset_id
     join usergroup g on g.id = d.usergroup_id`,
  );
  const mirrors = await db.query<{ workspace: string; layer: string; layer_type: 'layer' | 'layergroup' }>(
    'select distinct workspace, layer, layer_type from geoserver_mirror',
  );
  const entries: MessageEntry[] = layers.map((l) => ({
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

/** The workspaces of the map server, by name. */
export async function mapServerWorkspaces(db: Queryable): Promise<{ name: string }[]> {
  const catalogue = await mapServerCatalogue(db);
  return [...new Set(catalogue.map((e) => e.workspace))].sort().map((name) => ({ name }));
}

/** The layers (or layer groups) of a workspace by name, 404 when there is no such workspace. */
export async function workspaceEntries(
  db: Queryable,
  workspace: string,
  type: MessageEntry['type'],
): Promise<{ name: string }[]> {
  const catalogue = await mapServerCatalogue(db);
  if (!catalogue.some((e) => e.workspace === workspace)) throw notFound(`No workspace "${workspace}".`);
  return catalogue
    .filter((e) => e.workspace === workspace && e.type === type)
    .map((e) => ({ name: e.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
