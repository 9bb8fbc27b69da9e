import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { notWritable } from '../dataLock.ts';
import { StartupError } from '../startup.ts';
import { noteStatement } from './statementCount.ts';
import { connectionLost, DatabaseUnavailable } from './unavailable.ts';

/**
 * A statement of fixed text run on every request (the session, a list's side data): a PostgreSQL
 * server parses and plans it once per connection under its name (a prepared statement, issue 49),
 * then only binds its parameters. Its text never varies: values go in parameters only. The
 * embedded database runs its text as any other.
 */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** The text of a statement, named or not. */
export const statementText = (sql: string | PreparedStatement): string =>
  typeof sql === 'string' ? sql : sql.text;

/** The one query interface the handlers use, over PGlite or a PostgreSQL server alike. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string | PreparedStatement, params?: unknown[]): Promise<T[]>;
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
  /** Connections of a PostgreSQL server's pool (metrics); null for the embedded database. */
  poolUse(): PoolUse | null;
}

export interface PoolUse {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
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

/**
 * Waits for the event loop's next turn. PGlite runs a query in the thread and hands the next waiting
 * query its turn in a microtask, so without a pause a crowd of requests chains its queries without
 * the event loop ever polling: requests that arrive meanwhile are not even read. Measured
 * (docs/performance.md, measure 6, issue 49): 50 connections building lists, a second load right
 * after the first lost 14–20 requests to a 10 s timeout while the server logged none over 1.8 s;
 * waiting a turn before each query (and each transaction, before it takes the connection) lost none.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
      noteStatement();
      await nextTurn();
      return (await db.query<T>(statementText(sql), params)).rows;
    },
    async exec(sql: string) {
      noteStatement();
      await db.exec(sql);
    },
    async transaction(fn) {
      await nextTurn();
      return db.transaction((tx) =>
        fn({
          async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
            noteStatement();
            return (await tx.query<T>(statementText(sql), params)).rows;
          },
          async exec(sql: string) {
            noteStatement();
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
    poolUse() {
      return null;
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
  // A server that does not answer a connection (a host gone, packets dropped) fails the query after
  // this long instead of holding the request forever; long enough for a busy pool's queue.
  const pool = new pg.Pool({ connectionString, types, connectionTimeoutMillis: 30_000 });
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
  /**
   * A connection of the pool for `fn`, listened to while it is out: PostgreSQL may end it at any
   * moment (a restart, a failover), and an 'error' event nobody listens to ends the whole process
   * (audit T3-M2). A connection that failed is destroyed (`release(error)`), not given back to the
   * pool; a lost or refused connection is thrown as DatabaseUnavailable (answered 503).
   */
  async function withClient<T>(fn: (client: pg.PoolClient, broken: () => boolean) => Promise<T>): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailable(error);
    }
    let failure: Error | null = null;
    const onError = (error: Error) => {
      failure = error;
    };
    client.on('error', onError);
    try {
      return await fn(client, () => failure !== null);
    } catch (error) {
      if (connectionLost(error)) {
        failure ??= error as Error;
        throw error instanceof DatabaseUnavailable ? error : new DatabaseUnavailable(error);
      }
      throw error;
    } finally {
      client.release(failure ?? undefined);
      // Back in the pool (or destroyed), the pool's own listener takes over.
      client.off('error', onError);
    }
  }
  const wrap = (client: pg.PoolClient): Queryable => ({
    async query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
      noteStatement();
      const result =
        typeof sql === 'string'
          ? await client.query(sql, params)
          : await client.query({ name: sql.name, text: sql.text, values: params });
      return result.rows as T[];
    },
    async exec(sql: string) {
      noteStatement();
      await client.query(sql);
    },
  });
  return {
    kind: 'postgres',
    query<T>(sql: string | PreparedStatement, params: unknown[] = []) {
      return withClient((client) => wrap(client).query<T>(sql, params));
    },
    exec(sql: string) {
      return withClient((client) => wrap(client).exec(sql));
    },
    transaction(fn) {
      return withClient(async (client, broken) => {
        noteStatement();
        await client.query('begin');
        try {
          const result = await fn(wrap(client));
          noteStatement();
          await client.query('commit');
          return result;
        } catch (error) {
          // A lost connection has nothing to roll back (the server ended the transaction).
          if (!broken() && !connectionLost(error)) await client.query('rollback');
          throw error;
        }
      });
    },
    exclusive(fn) {
      // A session lock on a connection of its own, held while `fn` uses the pool's other ones.
      return withClient(async (client) => {
        await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
        }
      });
    },
    poolUse() {
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    async close() {
      await pool.end();
    },
    dump() {
      return Promise.reject(new Error('dump() is only available with the embedded database'));
    },
  };
}
