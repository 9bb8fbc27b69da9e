import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../messages/errors.ts';

/*
 * A datastore table exported as CSV or as GeoJSON points (issue 50), read in batches along its
 * physical order (`ctid`, which every table has, with or without a key), so that a table of any
 * size is served in bounded memory: one batch at a time, each read only when the client has taken
 * the previous one (the caller wraps the generator in a stream, which pulls).
 */

const BATCH = 2000;

export const NO_GEOMETRY = 'This resource has no X and Y columns to export as GeoJSON.';

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The table's columns, in order; 404 when it does not exist (a record naming a dropped table). */
export async function tableColumns(db: Queryable, schema: string, table: string): Promise<string[]> {
  const rows = await db.query<{ column_name: string }>(
    `select column_name from information_schema.columns
     where table_schema = $1 and table_name = $2 order by ordinal_position`,
    [schema, table],
  );
  if (rows.length === 0) throw notFound('This resource has no data to download.');
  return rows.map((row) => row.column_name);
}

/** The rows of the table, batch after batch, each row as its values in `columns` order. */
async function* tableRows(
  db: Queryable,
  schema: string,
  table: string,
  columns: string[],
): AsyncGenerator<unknown[]> {
  const list = columns.map((column) => `t.${quoteIdent(column)}`).join(', ');
  let after = '(0,0)';
  for (;;) {
    const rows = await db.query<{ position: string; values: unknown[] }>(
      `select t.ctid::text as position, json_build_array(${list}) as values
       from ${quoteIdent(schema)}.${quoteIdent(table)} t
       where t.ctid > $1::tid order by t.ctid limit ${BATCH}`,
      [after],
    );
    for (const row of rows) yield typeof row.values === 'string' ? JSON.parse(row.values) : row.values;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = last.position;
  }
}

/** One CSV field (RFC 4180): quoted when it holds a separator, a quote or a line break. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (values: unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

/** The table as CSV (UTF-8, comma-separated, a header line), chunk by chunk. */
export async function* tableCsv(db: Queryable, schema: string, table: string): AsyncGenerator<string> {
  const columns = await tableColumns(db, schema, table);
  yield csvLine(columns);
  let chunk = '';
  for await (const values of tableRows(db, schema, table, columns)) {
    chunk += csvLine(values);
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Checks before the answer starts that the table can be GeoJSON: both coordinate columns exist. */
export async function geoJsonColumns(
  db: Queryable,
  schema: string,
  table: string,
  x: string | null,
  y: string | null,
): Promise<string[]> {
  const columns = await tableColumns(db, schema, table);
  if (!x || !y || !columns.includes(x) || !columns.includes(y)) throw notFound(NO_GEOMETRY);
  return columns;
}

const coordinate = (value: unknown): number | null => {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/**
 * The table as a GeoJSON FeatureCollection of points (x, y as stored, the resource's CRS being
 * WGS 84 for GeoJSON readers), the other columns as properties; a row without coordinates is a
 * feature without geometry, as GeoJSON allows.
 */
export async function* tableGeoJson(
  db: Queryable,
  schema: string,
  table: string,
  columns: string[],
  x: string,
  y: string,
): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  const ix = columns.indexOf(x);
  const iy = columns.indexOf(y);
  let chunk = '';
  let first = true;
  for await (const values of tableRows(db, schema, table, columns)) {
    const lon = coordinate(values[ix]);
    const lat = coordinate(values[iy]);
    const properties = Object.fromEntries(
      columns.flatMap((column, index) => (index === ix || index === iy ? [] : [[column, values[index]]])),
    );
    const geometry = lon === null || lat === null ? null : { type: 'Point', coordinates: [lon, lat] };
    chunk += `${first ? '' : ','}${JSON.stringify({ type: 'Feature', geometry, properties })}`;
    first = false;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}]}`;
}
