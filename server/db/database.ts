import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { notWritable } from '../dataLock.ts';
import { StartupError } from '../startup.ts';

/** The one query interface the handlers use, over PGlite or a PostgreSQL server alike. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs several statements separated by semicolons, without parameters. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `fn` while no other process sharing the database runs one (a PostgreSQL advisory lock; the
   * embedded database has one process by construction). For start-up: migrations and the first seed.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A tarball of the embedded database (PGlite only), loadable with `loadDataDir`. */
  dump(): Promise<Blob>;
}

// Dates stay 'YYYY-MM-DD' strings in both drivers, bigint counts become numbers, numerics floats.
const DATE_OID = 1082;
const INT8_OID = 20;
const NUMERIC_OID = 1700;
/** Advisory lock key of start-up (migrations, first seed) among processes sharing a PostgreSQL server. */
const START_UP_LOCK = 30_001;

export interface PgliteOptions {
  /** Folder of the database files; in memory when absent. */
  dataDir?: string;
  /** A dump made by `dump()` to start from. */
  loadDataDir?: Blob;
}

/** The first entry under `dir` (itself included) this process may not write, or null. */
function unwritable(dir: string): { path: string; error: unknown } | null {
  const paths = [dir];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    paths.push(join(entry.parentPath, entry.name));
  }
  for (const path of paths) {
    try {
      accessSync(path, constants.W_OK);
    } catch (error) {
      return { path, error };
    }
  }
  return null;
}

/**
 * Why the embedded database in `dir` would not open, in words an operator can act on (PGlite itself
 * only says "PGlite failed to initialize properly" or "Aborted()"), or null when nothing is found.
 */
function explainOpening(dir: string): StartupError | null {
  if (!existsSync(dir)) {
    try {
      accessSync(dirname(dir), constants.W_OK);
      return null;
    } catch (error) {
      return notWritable(dirname(dir), error);
    }
  }
  const found = unwritable(dir);
  if (!found) return null;
  return notWritable(dir, found.error, { what: 'database folder', at: found.path });
}

export async function openPglite(options: PgliteOptions): Promise<Database> {
  // L13: checked first, PGlite's own error on a read-only folder names neither the folder nor the cause.
  const refused = options.dataDir ? explainOpening(options.dataDir) : null;
  if (refused) throw refused;
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
  try {
    await db.waitReady;
  } catch (error) {
    if (!options.dataDir) throw error;
    throw (
      explainOpening(options.dataDir) ??
      new StartupError(
        `The embedded database in ${options.dataDir} could not be opened (${error instanceof Error ? error.message : String(error)}). ` +
          'Its files may be damaged, by a second server on the same folder or a full disk: restore the ' +
          'folder from a backup, or start on another DATA_DIR.',
      )
    );
  }
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
    exclusive(fn) {
      return fn();
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
  // An idle connection the server ends (a restart, a dropped database) is replaced by the pool on
  // the next query; unlistened, its error would end the whole process.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    // The address without its password: the message goes to the console and the logs.
    let shown = '';
    if (URL.canParse(connectionString)) {
      const url = new URL(connectionString);
      url.password = url.password ? '***' : '';
      shown = ` (${url.toString()})`;
    }
    throw new StartupError(
      `The PostgreSQL server of DATABASE_URL${shown} cannot be used: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
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
    async exclusive(fn) {
      // A session lock on a connection of its own, held while `fn` uses the pool's other ones.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
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
