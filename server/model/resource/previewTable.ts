import type { Queryable } from '../../db/database.ts';

/*
 * The preview of a database-table resource (a table of the datastore schema): its columns and their
 * types from the catalogue, its row count, and a bounded page of its rows, read from the table
 * itself (`limit`/`offset` on the table's physical order; a page is at most 100 rows).
 */

export interface TablePreview {
  schema: string;
  table: string;
  columns: { name: string; type: 'integer' | 'decimal' | 'boolean' | 'date' | 'text' }[];
  count: number;
}

const TYPES: Record<string, TablePreview['columns'][number]['type']> = {
  smallint: 'integer',
  integer: 'integer',
  bigint: 'integer',
  numeric: 'decimal',
  real: 'decimal',
  'double precision': 'decimal',
  boolean: 'boolean',
  date: 'date',
  'timestamp without time zone': 'date',
  'timestamp with time zone': 'date',
};

/** A name as an SQL identifier, quoted (the names come from the catalogue, quoted all the same). */
const identifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The datastore table of the resource `resourceId`, null when it is not a database-table resource. */
export async function tablePreview(db: Queryable, resourceId: number): Promise<TablePreview | null> {
  const [record] = await db.query<{ schema_name: string; table_name: string }>(
    `select d.schema_name, d.table_name from resource r join datastore d on d.id = r.kind_id and d.resource_id = r.id
     where r.id = $1 and r.kind = 'datastores'`,
    [resourceId],
  );
  if (!record) return null;
  const columns = await db.query<{ name: string; data_type: string }>(
    `select column_name as name, data_type from information_schema.columns
     where table_schema = $1 and table_name = $2 order by ordinal_position`,
    [record.schema_name, record.table_name],
  );
  if (columns.length === 0) return null;
  const table = `${identifier(record.schema_name)}.${identifier(record.table_name)}`;
  const [counted] = await db.query<{ count: string | number }>(`select count(*) as count from ${table}`);
  return {
    schema: record.schema_name,
    table: record.table_name,
    columns: columns.map((c) => ({ name: c.name, type: TYPES[c.data_type] ?? 'text' })),
    count: Number(counted?.count ?? 0),
  };
}

/** Rows `offset` to `offset + limit` of the table, each value as text (null stays null). */
export async function tableRows(db: Queryable, preview: TablePreview, offset: number, limit: number) {
  const list = preview.columns.map((c) => `${identifier(c.name)}::text`).join(', ');
  const rows = await db.query<{ values: (string | null)[] }>(
    `select array[${list}] as values from ${identifier(preview.schema)}.${identifier(preview.table)}
     limit $1 offset $2`,
    [limit, offset],
  );
  return rows.map((row, index) => ({ line: offset + index + 1, values: row.values }));
}
