import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';

/** The one query interface the handlers use, over PGlite or a PostgreSQL server alike. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A tarball of the embedded database (PGlite only), loadable with `loadDataDir`. */
  dump(): Promise<Blob>;
}

// Dates stay 'YYYY-MM-DD' strings in both drivers, bigint counts become numbers, numerics floats.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A dump made by `dump()` to start from. */
  loadDataDir?: Blob;
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  const db = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
    parsers: {
      [DATE_OID]: (value: string) => value,
      [INT8_OID]: (value: string) => Number(value),
      [NUMERIC_OID]: (value: string) => Number(value),
    },
  });
  await db.waitReady;
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction(fn) {
      return db.transaction((tx) =>
        fn({
          async query<T>(sql: string, params: unknown[] = []) {
            return (await tx.query<T>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
    },
    dump() {
      return db.dumpDataDir('none');
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const types = {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === DATE_OID) return (value: string) => value;
      if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
      return format === 'binary'
        ? pg.types.getTypeParser(oid, 'binary')
        : pg.types.getTypeParser(oid, 'text');
    },
  };
  const pool = new pg.Pool({ connectionString, types });
  await pool.query('select 1');
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    dump() {
      return Promise.reject(new Error('dump() is only available with the embedded database'));
    },
  };
}
