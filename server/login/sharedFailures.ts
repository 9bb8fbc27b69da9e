import type { Database } from '../db/database.ts';
import {
  type FailureBook,
  type FailureLedger,
  KeyedQueue,
  lockFor,
  type ThrottleOptions,
} from './throttle.ts';

/** Advisory locks of sign-in keys live in their own namespace (the two-key form's first half). */
const SIGN_IN_LOCKS = 30_002;

/**
 * Failed sign-ins counted in the database, for a deployment of several processes (decision 0019):
 * the same rules as the memory ledger (forgotten `windowMs` after their lock, at most `maxKeys`
 * of each kind), the attempts on one key taken one at a time across processes by a
 * transaction-scoped advisory lock, the attempt's own queries on that transaction's connection.
 */
export function sharedLedger(db: Database): (options: ThrottleOptions) => FailureLedger {
  return (options) => {
    // Attempts of this process on one key wait here, holding no database connection; only one per
    // key and process waits for the database lock the other processes' attempts hold.
    const local = new KeyedQueue();
    return {
      exclusive(keys, task) {
        return local.run(keys, () =>
          db.transaction(async (tx) => {
            for (const key of keys) {
              await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [SIGN_IN_LOCKS, key]);
            }
            const current = async (key: string, now: number) => {
              const [row] = await tx.query<{ failures: number; locked_until: number }>(
                'select failures, locked_until from sign_in_failure where key = $1',
                [key],
              );
              return row && now <= row.locked_until + options.windowMs ? row : null;
            };
            const limit = (kind: 'accounts' | 'addresses') =>
              kind === 'accounts' ? options.accountFailures : options.addressFailures;
            const book: FailureBook = {
              async waitMs(kind, key, now) {
                const row = await current(key, now);
                return row && row.failures >= limit(kind) ? Math.max(0, row.locked_until - now) : 0;
              },
              async fail(kind, key, now) {
                const failures = ((await current(key, now))?.failures ?? 0) + 1;
                const lockMs = lockFor(failures, limit(kind), options);
                await tx.query(
                  `insert into sign_in_failure (key, failures, locked_until, failed_at) values ($1, $2, $3, $4)
               on conflict (key) do update set failures = excluded.failures, locked_until = excluded.locked_until,
                 failed_at = excluded.failed_at`,
                  [key, failures, now + lockMs, now],
                );
                // Expired keys go first, then the least recently failed beyond maxKeys of this kind.
                await tx.query('delete from sign_in_failure where locked_until < $1', [
                  now - options.windowMs,
                ]);
                await tx.query(
                  `delete from sign_in_failure where key in (
                 select key from sign_in_failure where starts_with(key, $1)
                 order by failed_at desc offset $2)`,
                  [key.slice(0, 2), options.maxKeys],
                );
                return { failures, lockMs };
              },
              async reset(_kind, key) {
                await tx.query('delete from sign_in_failure where key = $1', [key]);
              },
            };
            return task(book, tx);
          }),
        );
      },
      async size() {
        const [row] = await db.query<{ accounts: number; addresses: number }>(
          `select count(*) filter (where starts_with(key, 'u:'))::int as accounts,
           count(*) filter (where starts_with(key, 'a:'))::int as addresses from sign_in_failure`,
        );
        return row ?? { accounts: 0, addresses: 0 };
      },
    };
  };
}
