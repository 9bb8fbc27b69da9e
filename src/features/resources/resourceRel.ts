import type { RelEntry, Resource } from '../../api/resources';

/**
 * A resource's `rel` list as specification section 3 reads it: the first entry is the root, with the
 * URI of the resource's data; the entry with app label `onegeo_geospatial` and class `geographiclayer` is
 * its geographic layer (whose id is the one of /geospatial/geographiclayer/{id}/).
 */
export function rootEntry(rel: readonly RelEntry[]): RelEntry | null {
  return rel[0] ?? null;
}

export function geographicLayerEntry(rel: readonly RelEntry[]): RelEntry | null {
  return (
    rel.find((entry) => entry.app_label === 'onegeo_geospatial' && entry.class === 'geographiclayer') ?? null
  );
}

/** The URI of the resource's data: the root's, else the resource's own `href`. */
export function dataUri(resource: Pick<Resource, 'rel' | 'href'>): string | null {
  return rootEntry(resource.rel)?.uri ?? resource.href ?? null;
}

/** The last path segment of a URI, decoded: the name of an uploaded file. */
export function fileNameOf(uri: string | null): string | null {
  if (!uri) return null;
  const path = uri.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export type DatastoreTableRef = { database: string; schema: string; table: string };

/**
 * The table of a database-table resource, from its data URI `datastore://{database}/{schema}.{table}`.
 * The contract has no read of the datastore record itself, so its URI is what says which table it is.
 */
export function datastoreTableOf(uri: string | null): DatastoreTableRef | null {
  const match = /^datastore:\/\/([^/]+)\/([^.]+)\.(.+)$/.exec(uri ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  return { database: match[1], schema: match[2], table: match[3] };
}

export type MapServerLayerRef = { workspace: string; layer: string };

/**
 * The workspace and layer of a map-server resource, from its data URI
 * (`/geoserver/{workspace}/ows?...&layers={layer}` or `.../wms?layers=...`). The contract has no read of
 * the mirror record, so this is a best guess that the form offers as its starting choice.
 */
export function mapServerLayerOf(uri: string | null): MapServerLayerRef | null {
  if (!uri) return null;
  let url: URL;
  try {
    url = new URL(uri, 'http://localhost');
  } catch {
    return null;
  }
  const workspace = /\/geoserver\/([^/]+)\/(?:ows|wms|wfs)\/?$/i.exec(url.pathname)?.[1];
  const layers = url.searchParams.get('layers') ?? url.searchParams.get('typeName');
  const layer = layers?.split(',')[0]?.replace(/^[^:]+:/, '');
  if (!workspace || !layer) return null;
  return { workspace: decodeURIComponent(workspace), layer };
}
