import { createReadStream } from 'node:fs';
import { findCrs } from '../../data/crs.ts';
import { CsvReader, type CsvRow, parseDecimal } from '../../data/csv.ts';
import { Utf8Stream } from '../../data/text.ts';
import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../messages/errors.ts';
import { NO_GEOMETRY } from './tableExport.ts';

/*
 * A CSV file of points whose processing made a geographic layer, exported as GeoJSON (issue 50):
 * read piece by piece (CsvReader keeps only the record being read), each row a point in WGS 84
 * from the resource's X and Y columns and CRS, as the layer's processing reads them.
 */

export interface CsvPoints {
  columnX: string;
  columnY: string;
  crs: string;
}

/** The X/Y columns and CRS of a resource whose processing made a layer; 404 otherwise. */
export async function csvPointsOf(db: Queryable, resourceId: number): Promise<CsvPoints> {
  const [row] = await db.query<{ column_x: string | null; column_y: string | null; crs: string | null }>(
    `select r.column_x, r.column_y, r.crs from resource r
     where r.id = $1 and exists (select 1 from geographic_layer l where l.resource_id = r.id)`,
    [resourceId],
  );
  if (!row?.column_x || !row.column_y || !findCrs(row.crs)) throw notFound(NO_GEOMETRY);
  return { columnX: row.column_x, columnY: row.column_y, crs: row.crs ?? '' };
}

/** The CSV file at `path` as a GeoJSON FeatureCollection, chunk by chunk. */
export async function* csvGeoJson(path: string, points: CsvPoints): AsyncGenerator<string> {
  const crs = findCrs(points.crs);
  if (!crs) throw notFound(NO_GEOMETRY);
  let header: string[] = [];
  let delimiter = ',';
  let ix = -1;
  let iy = -1;
  let out: string[] = [];
  let first = true;
  const reader = new CsvReader({
    header(names, found) {
      header = names;
      delimiter = found;
      const lower = names.map((name) => name.toLowerCase());
      ix = lower.indexOf(points.columnX.trim().toLowerCase());
      iy = lower.indexOf(points.columnY.trim().toLowerCase());
    },
    row(row: CsvRow) {
      const x = ix < 0 ? null : parseDecimal(row.cells[ix] ?? '', delimiter);
      const y = iy < 0 ? null : parseDecimal(row.cells[iy] ?? '', delimiter);
      const geometry = x === null || y === null ? null : { type: 'Point', coordinates: crs.toWgs84(x, y) };
      const properties = Object.fromEntries(
        header.flatMap((name, index) =>
          index === ix || index === iy ? [] : [[name, row.cells[index] ?? null]],
        ),
      );
      out.push(`${first ? '' : ','}${JSON.stringify({ type: 'Feature', geometry, properties })}`);
      first = false;
    },
  });
  yield '{"type":"FeatureCollection","features":[';
  const decoder = new Utf8Stream();
  for await (const piece of createReadStream(path, { highWaterMark: 64 * 1024 })) {
    reader.push(decoder.push(piece as Buffer));
    if (out.length > 0) {
      yield out.join('');
      out = [];
    }
  }
  reader.push(decoder.end());
  reader.end();
  yield `${out.join('')}]}`;
}
