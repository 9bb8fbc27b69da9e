import type { Database, Queryable } from './database.ts';

/**
 * Turns on the embedded database between the chunks of a long piece of work (a bulk edit, its
 * undo). PGlite has one connection: a transaction holds it whole, and the other requests' queries
 * wait in line behind it. Between two transactions the line is served in order, but a request asks
 * its queries one after the other, so each of its queries would wait for a whole next chunk (a
 * request of four queries, four chunks). Counting the queries in flight lets the work wait until
 * the others are done, bounded so that it still advances under a steady load (T3-L4).
 */
interface Turns {
  /** Queries, commands and transactions started through the database and not settled. */
  inFlight: number;
  /** Resolved the next time nothing is in flight. */
  idle: (() => void)[];
}

const turnsOf = new WeakMap<Database, Turns>();

/**
 * A pause in which the event loop polls for I/O: PGlite answers a transaction's queries in
 * microtasks, so a chunk runs without the loop reading a socket, and a mere `setImmediate` after
 * it would start the next chunk before any request that arrived meanwhile has been read.
 */
const POLL_PAUSE_MS = 2;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The embedded database, counting what is in flight so that `yieldToOthers` can wait for it. The
 * queries of a transaction are counted with the transaction (they hold the only connection).
 */
export function withTurns(db: Database): Database {
  const turns: Turns = { inFlight: 0, idle: [] };
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    turns.inFlight += 1;
    try {
      return await work();
    } finally {
      turns.inFlight -= 1;
      if (turns.inFlight === 0) for (const resolve of turns.idle.splice(0)) resolve();
    }
  };
  const tracked: Database = {
    kind: db.kind,
    query: <T>(sql: string, params?: unknown[]) => counted(() => db.query<T>(sql, params)),
    exec: (sql: string) => counted(() => db.exec(sql)),
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => counted(() => db.transaction(fn)),
    exclusive: (fn) => db.exclusive(fn),
    close: () => db.close(),
    dump: () => db.dump(),
  };
  turnsOf.set(tracked, turns);
  return tracked;
}

/** Resolves when nothing is in flight, or after `ms`. */
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
 * Lets the other requests run before the next chunk: on the embedded database, until nothing else
 * is in flight after a short pause in which the loop reads sockets (a request's next query is
 * asked within it), for at most `limitMs` (the chunk's own time: the work keeps at least half of
 * the database under a steady load). On a PostgreSQL server, whose pool serves the others
 * meanwhile, the short pause only.
 */
export async function yieldToOthers(db: Database, limitMs: number): Promise<void> {
  const turns = turnsOf.get(db);
  await pause(POLL_PAUSE_MS);
  if (!turns) return;
  const deadline = performance.now() + limitMs;
  while (turns.inFlight > 0 && performance.now() < deadline) {
    await idleOr(turns, deadline - performance.now());
    // A request asks its next query after a turn of the loop at most (or reads a file first).
    await pause(POLL_PAUSE_MS);
  }
}
