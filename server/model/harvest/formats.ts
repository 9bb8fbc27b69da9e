import type { Queryable } from '../../db/database.ts';
import type { RemoteDistribution } from '../../indexers/catalogueTypes.ts';

/** The platform's data formats by media type and by name or extension, read once per harvest. */
export interface FormatMatcher {
  byMediaType: Map<string, number>;
  byName: Map<string, number>;
}

/**
 * Names catalogues give formats the platform knows under another one (a shapefile is kept zipped,
 * a WFS is the same service entry as a WMS).
 */
const SYNONYMS: Record<string, string> = {
  shp: 'zip',
  shapefile: 'zip',
  'esri-shapefile': 'zip',
  wfs: 'wms',
  'ogc-wms': 'wms',
  'ogc-wfs': 'wms',
  'ogc:wms': 'wms',
  'ogc:wfs': 'wms',
  xls: 'xlsx',
  'geo+json': 'geojson',
};

const MEDIA_SYNONYMS: Record<string, string> = {
  'application/vnd.geo+json': 'application/geo+json',
  'text/xml': 'application/xml',
  'application/x-zip-compressed': 'application/zip',
};

const nameKey = (name: string): string => {
  const lower = name.trim().toLowerCase().replace(/^\./, '');
  return SYNONYMS[lower] ?? lower;
};
const mediaKey = (type: string): string => {
  const lower = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return MEDIA_SYNONYMS[lower] ?? lower;
};

export function formatMatcher(
  rows: readonly { id: number; label: string; extension: string; mime_type: string }[],
): FormatMatcher {
  const byMediaType = new Map<string, number>();
  const byName = new Map<string, number>();
  for (const row of rows) {
    if (!byMediaType.has(mediaKey(row.mime_type))) byMediaType.set(mediaKey(row.mime_type), row.id);
    for (const name of [row.extension, row.label]) {
      if (!byName.has(nameKey(name))) byName.set(nameKey(name), row.id);
    }
  }
  return { byMediaType, byName };
}

export async function loadFormats(db: Queryable): Promise<FormatMatcher> {
  return formatMatcher(
    await db.query<{ id: number; label: string; extension: string; mime_type: string }>(
      'select id, label, extension, mime_type from data_format order by id',
    ),
  );
}

/** The extension of an address's path (`.csv` of `…/export.csv?x=1`), null when it has none. */
function extensionOf(url: string): string | null {
  try {
    const match = /\.([a-z0-9]{2,8})$/i.exec(new URL(url).pathname);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

/**
 * The platform's data format of a distribution: by its media type, else its format's name, else
 * the extension of its address; null when none is known (the resource is kept without a format).
 */
export function matchFormat(matcher: FormatMatcher, distribution: RemoteDistribution): number | null {
  if (distribution.mediaType) {
    const found = matcher.byMediaType.get(mediaKey(distribution.mediaType));
    if (found !== undefined) return found;
  }
  for (const name of [distribution.format, extensionOf(distribution.url)]) {
    if (!name) continue;
    const found = matcher.byName.get(nameKey(name));
    if (found !== undefined) return found;
  }
  return null;
}
