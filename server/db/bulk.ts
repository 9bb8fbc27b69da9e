import type { Queryable } from './database.ts';

/**
 * Inserts rows in statements of at most `chunk` rows; answers the `returning` column of each row
 * in order. Column names are trusted (code, never input).
 */
export async function insertRows<T = { id: number }>(
  db: Queryable,
  table: string,
  columns: string[],
  rows: unknown[][],
  returning = 'id',
  chunk = 500,
): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values: unknown[] = [];
    const tuples = part.map((row) => {
      const placeholders = row.map((value) => {
        values.push(value);
        return `$${values.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql = `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}${returning ? ` returning ${returning}` : ''}`;
    out.push(...(await db.query<T>(sql, values)));
  }
  return out;
}
