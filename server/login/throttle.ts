import { isIPv6 } from 'node:net';
import type { Queryable } from '../db/database.ts';

/**
 * Limits of the brute-force protection of sign-in (audit M4). Only failed attempts count: the test
 * suites sign the same demo accounts in hundreds of times from 127.0.0.1.
 */
export interface ThrottleOptions {
  /** Failed attempts on one user name before it is locked (default 5). */
  accountFailures: number;
  /** Failed attempts from one client address, whatever the user names, before it is locked (default 20). */
  addressFailures: number;
  /** First lock, doubled at each further failure (default 1 s). */
  baseDelayMs: number;
  /** Longest lock (default 15 min). */
  maxDelayMs: number;
  /** A key with no failure for this long after its lock ended is forgotten (default 15 min). */
  windowMs: number;
  /** Most user names and most addresses remembered, each (default 10 000). */
  maxKeys: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  accountFailures: 5,
  addressFailures: 20,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60_000,
  windowMs: 15 * 60_000,
  maxKeys: 10_000,
};

/** The lock set by the `failures`-th failure on a key whose limit is `limit` (0 below it). */
export function lockFor(failures: number, limit: number, options: ThrottleOptions): number {
  return failures >= limit
    ? Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(failures - limit, 30))
    : 0;
}

interface Entry {
  failures: number;
  /** Until when attempts are refused (the last failure's time when below the limit). */
  lockedUntil: number;
}

/** Failures remembered per key, oldest update first (a Map keeps insertion order). */
class FailureTable {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number,
    private readonly options: ThrottleOptions,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  private expired(entry: Entry, now: number): boolean {
    return now > entry.lockedUntil + this.options.windowMs;
  }

  private current(key: string, now: number): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (!this.expired(entry, now)) return entry;
    this.entries.delete(key);
    return null;
  }

  /** Milliseconds before this key may try again (0: now). */
  waitMs(key: string, now: number): number {
    const entry = this.current(key, now);
    return entry && entry.failures >= this.limit ? Math.max(0, entry.lockedUntil - now) : 0;
  }

  /** Counts a failure; answers the failures counted and the lock it set (0 when below the limit). */
  fail(key: string, now: number): { failures: number; lockMs: number } {
    const failures = (this.current(key, now)?.failures ?? 0) + 1;
    const lockMs = lockFor(failures, this.limit, this.options);
    // Deleted and set again so the Map's order stays "least recently failed first".
    this.entries.delete(key);
    this.entries.set(key, { failures, lockedUntil: now + lockMs });
    this.bound(now);
    return { failures, lockMs };
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  /** Keeps at most maxKeys entries: expired ones go first, then the least recently failed. */
  private bound(now: number): void {
    if (this.entries.size <= this.options.maxKeys) return;
    for (const [key, entry] of this.entries) if (this.expired(entry, now)) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxKeys) break;
      this.entries.delete(key);
    }
  }
}

/** Runs tasks one at a time per key (tasks holding several keys take them in a fixed order). */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  private async one<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  run<T>(keys: string[], task: () => Promise<T>): Promise<T> {
    const [first, ...rest] = keys;
    return first === undefined ? task() : this.one(first, () => this.run(rest, task));
  }
}

/** Failures of one kind of key: user names or client addresses. */
export type FailureKind = 'accounts' | 'addresses';

/** What an attempt reads and writes while it holds its keys. */
export interface FailureBook {
  /** Milliseconds before this key may try again (0: now). */
  waitMs(kind: FailureKind, key: string, now: number): Promise<number>;
  /** Counts a failure; answers the failures counted and the lock it set (0 below the limit). */
  fail(kind: FailureKind, key: string, now: number): Promise<{ failures: number; lockMs: number }>;
  reset(kind: FailureKind, key: string): Promise<void>;
}

/**
 * Where failures are counted: this process's memory, or the database the processes of a
 * deployment share (`sharedFailures.ts`), so spreading guesses over processes gains nothing.
 */
export interface FailureLedger {
  /**
   * Runs `task` alone among attempts on any of `keys` (always given in the same order). A shared
   * ledger gives the task its database connection: the task's own queries go through it, so an
   * attempt never holds one connection while waiting for another (a pool drained by concurrent
   * sign-ins would wait for itself).
   */
  exclusive<T>(keys: string[], task: (book: FailureBook, connection?: Queryable) => Promise<T>): Promise<T>;
  /** Keys remembered (tests check the bound). */
  size(): Promise<{ accounts: number; addresses: number }>;
}

/** The ledger of one process: bounded tables in memory, attempts queued per key. */
export function memoryLedger(options: ThrottleOptions): FailureLedger {
  const tables = {
    accounts: new FailureTable(options.accountFailures, options),
    addresses: new FailureTable(options.addressFailures, options),
  };
  const queue = new KeyedQueue();
  const book: FailureBook = {
    waitMs: async (kind, key, now) => tables[kind].waitMs(key, now),
    fail: async (kind, key, now) => tables[kind].fail(key, now),
    reset: async (kind, key) => tables[kind].reset(key),
  };
  return {
    exclusive: (keys, task) => queue.run(keys, () => task(book)),
    size: async () => ({ accounts: tables.accounts.size, addresses: tables.addresses.size }),
  };
}

/** The key of a client address: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network. */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** How an attempt ended. */
export type Attempt<T> =
  | { throttled: true; retryAfterSeconds: number }
  | { throttled: false; result: T | null };

/**
 * Brute-force protection of sign-in: failed attempts are counted per user name (known or not: the
 * answer must not tell which exist) and per client address; past the limit each further failure
 * doubles the lock. Attempts on one user name, and from one address, are checked one at a time, so a
 * burst of concurrent guesses gets no more checks than the limit. A success resets the user name's
 * count, not the address's. Memory is bounded: maxKeys user names and maxKeys addresses at most,
 * forgotten windowMs after their lock.
 */
export class SignInThrottle {
  readonly options: ThrottleOptions;
  private readonly ledger: FailureLedger;

  constructor(
    options: Partial<ThrottleOptions> = {},
    private readonly log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
    /** Where failures are counted (default: this process's memory). */
    ledger?: (options: ThrottleOptions) => FailureLedger,
  ) {
    this.options = { ...DEFAULT_THROTTLE, ...options };
    this.ledger = (ledger ?? memoryLedger)(this.options);
  }

  /** Keys remembered (tests check the bound). */
  size(): Promise<{ accounts: number; addresses: number }> {
    return this.ledger.size();
  }

  /**
   * Runs `check` (the password verification, null when it fails) unless the user name or the address
   * is locked, and counts its outcome.
   */
  attempt<T>(
    username: string,
    address: string | undefined,
    /** Given the ledger's connection when it has one: the check's queries go through it. */
    check: (connection?: Queryable) => Promise<T | null>,
  ): Promise<Attempt<T>> {
    // User names are compared case-insensitively by the database; a huge one is cut, not refused.
    const account = `u:${username.trim().toLowerCase().slice(0, 150)}`;
    const client = `a:${addressKey(address)}`;
    const shown = `${JSON.stringify(username.slice(0, 150))} from ${addressKey(address)}`;
    return this.ledger.exclusive([account, client], async (book, connection) => {
      const waitMs = Math.max(
        await book.waitMs('accounts', account, this.now()),
        await book.waitMs('addresses', client, this.now()),
      );
      if (waitMs > 0) {
        const retryAfterSeconds = Math.ceil(waitMs / 1000);
        this.log(`sign-in throttled: ${shown}, retry after ${retryAfterSeconds} s`);
        return { throttled: true, retryAfterSeconds };
      }
      const result = await check(connection);
      const now = this.now();
      if (result !== null) {
        await book.reset('accounts', account);
        return { throttled: false, result };
      }
      const byAccount = await book.fail('accounts', account, now);
      const byAddress = await book.fail('addresses', client, now);
      this.log(
        `sign-in refused: wrong credentials for ${shown} (${byAccount.failures} for the user name, ${byAddress.failures} from the address)`,
      );
      const lockMs = Math.max(byAccount.lockMs, byAddress.lockMs);
      // The line an alert would watch: someone is guessing.
      if (lockMs > 0) this.log(`sign-in locked: ${shown} for ${Math.ceil(lockMs / 1000)} s`);
      return { throttled: false, result: null };
    });
  }
}
