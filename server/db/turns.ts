import type { Server } from 'node:http';
import type { Database, PreparedStatement, Queryable } from './database.ts';

/**
 * Turns on the embedded database between the chunks of a long piece of work (a bulk edit, its
 * undo). PGlite has one connection and answers a transaction's queries in microtasks: while a
 * chunk runs, the other requests neither query nor even advance (a socket read, a compressed
 * answer, a file read each wait for the event loop). A plain `setImmediate` between chunks gave a
 * read of a dataset one step per chunk: 0.3 to 1.6 s for a few hundred datasets. So the work waits,
 * between two chunks, until no other HTTP request and no query is in flight, bounded so that it
 * still advances under a steady load (T3-L4).
 */
interface Turns {
  /** Queries, commands and transactions started through the database and not settled. */
  inFlight: number;
  /** HTTP requests received and not yet answered (the work's own among them). */
  requests: number;
  /** Called the next time nothing but the work's own request is in flight. */
  idle: (() => void)[];
}

const turnsOf = new WeakMap<Database, Turns>();

/** Whether something other than the work itself (one request, no query between chunks) is in flight. */
const busy = (turns: Turns) => turns.inFlight > 0 || turns.requests > 1;

function settled(turns: Turns): void {
  if (!busy(turns)) for (const resolve of turns.idle.splice(0)) resolve();
}

/**
 * The embedded database, counting what is in flight so that `yieldToOthers` can wait for it. The
 * queries of a transaction are counted with the transaction (they hold the only connection).
 */
export function withTurns(db: Database): Database {
  const turns: Turns = { inFlight: 0, requests: 0, idle: [] };
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    turns.inFlight += 1;
    try {
      return await work();
    } finally {
      turns.inFlight -= 1;
      settled(turns);
    }
  };
  const tracked: Database = {
    kind: db.kind,
    query: <T>(sql: string | PreparedStatement, params?: unknown[]) =>
      counted(() => db.query<T>(sql, params)),
    exec: (sql: string) => counted(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => counted(() => db.transaction(fn)),
    exclusive: (fn) => db.exclusive(fn),
    close: () => db.close(),
    dump: () => db.dump(),
    poolUse: () => db.poolUse(),
  };
  turnsOf.set(tracked, turns);
  return tracked;
}

/** Counts the requests `server` receives until each is answered (or its connection closes). */
export function countRequests(db: Database, server: Server): void {
  const turns = turnsOf.get(db);
  if (!turns) return;
  server.on('request', (_request, response) => {
    turns.requests += 1;
    response.once('close', () => {
      turns.requests -= 1;
      settled(turns);
    });
  });
}

/**
 * A pause in which the event loop polls for I/O: a request that arrived during the chunk is read
 * and counted in it.
 */
const POLL_PAUSE_MS = 2;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves when nothing but the work is in flight, or after `ms`. */
function idleOr(turns: Turns, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    turns.idle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Lets the other requests run before the next chunk: on the embedded database, until no other
 * request and no query is in flight, for at most `limitMs` (the chunk's own time: the work keeps
 * at least half of the database under a steady load). On a PostgreSQL server, whose pool serves
 * the others meanwhile, a short pause only.
 */
export async function yieldToOthers(db: Database, limitMs: number): Promise<void> {
  await pause(POLL_PAUSE_MS);
  const turns = turnsOf.get(db);
  if (!turns || !busy(turns)) return;
  await idleOr(turns, limitMs);
}
