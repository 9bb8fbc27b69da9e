import { isIPv6 } from 'node:net';

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
    const lockMs =
      failures >= this.limit
        ? Math.min(
            this.options.maxDelayMs,
            this.options.baseDelayMs * 2 ** Math.min(failures - this.limit, 30),
          )
        : 0;
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
class KeyedQueue {
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
  private readonly accounts: FailureTable;
  private readonly addresses: FailureTable;
  private readonly queue = new KeyedQueue();

  constructor(
    options: Partial<ThrottleOptions> = {},
    private readonly log: (message: string) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {
    this.options = { ...DEFAULT_THROTTLE, ...options };
    this.accounts = new FailureTable(this.options.accountFailures, this.options);
    this.addresses = new FailureTable(this.options.addressFailures, this.options);
  }

  /** Keys remembered (tests check the bound). */
  size(): { accounts: number; addresses: number } {
    return { accounts: this.accounts.size, addresses: this.addresses.size };
  }

  /**
   * Runs `check` (the password verification, null when it fails) unless the user name or the address
   * is locked, and counts its outcome.
   */
  attempt<T>(
    username: string,
    address: string | undefined,
    check: () => Promise<T | null>,
  ): Promise<Attempt<T>> {
    // User names are compared case-insensitively by the database; a huge one is cut, not refused.
    const account = `u:${username.trim().toLowerCase().slice(0, 150)}`;
    const client = `a:${addressKey(address)}`;
    const shown = `${JSON.stringify(username.slice(0, 150))} from ${addressKey(address)}`;
    return this.queue.run([account, client], async () => {
      const waitMs = Math.max(
        this.accounts.waitMs(account, this.now()),
        this.addresses.waitMs(client, this.now()),
      );
      if (waitMs > 0) {
        const retryAfterSeconds = Math.ceil(waitMs / 1000);
        this.log(`sign-in throttled: ${shown}, retry after ${retryAfterSeconds} s`);
        return { throttled: true, retryAfterSeconds };
      }
      const result = await check();
      const now = this.now();
      if (result !== null) {
        this.accounts.reset(account);
        return { throttled: false, result };
      }
      const byAccount = this.accounts.fail(account, now);
      const byAddress = this.addresses.fail(client, now);
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
