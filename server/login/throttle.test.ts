import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Database, openPglite } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { sharedLedger } from './sharedFailures.ts';
import { addressKey, type FailureLedger, SignInThrottle, type ThrottleOptions } from './throttle.ts';

// The sign-in throttle on a clock of its own (the HTTP tests in tests/contract/audit/login.test.ts
// cannot wait for real locks to end), with its failures in this process's memory and in the
// database the processes of a deployment share: the rules must be the same.

let db: Database;
beforeAll(async () => {
  db = await openPglite({});
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

type Ledger = (options: ThrottleOptions) => FailureLedger;
const LEDGERS: [string, () => Promise<Ledger | undefined>][] = [
  ['memory', async () => undefined],
  [
    'database',
    async () => {
      await db.query('delete from sign_in_failure');
      return sharedLedger(db);
    },
  ],
];

describe.each(LEDGERS)('M4: sign-in throttle, failures counted in %s', (_name, ledgerFor) => {
  async function throttleAt(options: ConstructorParameters<typeof SignInThrottle>[0]) {
    const clock = { now: 1_000_000 };
    const lines: string[] = [];
    const throttle = new SignInThrottle(
      options,
      (line) => lines.push(line),
      () => clock.now,
      await ledgerFor(),
    );
    const fail = () => throttle.attempt('visiteur', '192.0.2.1', async () => null);
    const succeed = () => throttle.attempt('visiteur', '192.0.2.1', async () => ({ id: 4 }));
    return { clock, lines, throttle, fail, succeed };
  }

  test('M4: each failure past the limit doubles the lock, up to the longest', async () => {
    const { clock, fail } = await throttleAt({ accountFailures: 2, baseDelayMs: 1000, maxDelayMs: 5000 });
    expect((await fail()).throttled).toBe(false);
    const locks: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      expect((await fail()).throttled).toBe(false);
      // A refused attempt counts nothing: it only shows the lock.
      const probe = await fail();
      if (!probe.throttled) throw new Error('expected a lock');
      locks.push(probe.retryAfterSeconds);
      clock.now += probe.retryAfterSeconds * 1000;
    }
    expect(locks).toEqual([1, 2, 4, 5, 5]);
  });

  test('M4: a lock ends, and a key is forgotten a window after it', async () => {
    const { clock, throttle, fail, succeed } = await throttleAt({
      accountFailures: 2,
      addressFailures: 100,
      baseDelayMs: 10_000,
      windowMs: 60_000,
    });
    await fail();
    await fail();
    expect((await succeed()).throttled).toBe(true);
    clock.now += 10_000;
    const after = await succeed();
    expect(after).toEqual({ throttled: false, result: { id: 4 } });
    await fail();
    await fail();
    expect((await throttle.size()).accounts).toBe(1);
    clock.now += 10_000 + 60_001;
    // Forgotten: two more failures are needed for a lock again.
    await fail();
    expect((await succeed()).throttled).toBe(false);
  });

  test('M4: attempts on one account run one at a time', async () => {
    const { throttle } = await throttleAt({ accountFailures: 3, addressFailures: 100 });
    let running = 0;
    let most = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        throttle.attempt('admin', `192.0.2.${index}`, async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 5));
          running -= 1;
          return null;
        }),
      ),
    );
    expect(most).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.throttled)).toHaveLength(3);
  });
});

describe('M4: sign-in throttle keys', () => {
  test('M4: addresses are keyed by IPv4, IPv4-mapped IPv6 as IPv4, and IPv6 by /64', () => {
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(addressKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::9')).toBe(addressKey('2001:db8:1:2:ffff::1'));
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
