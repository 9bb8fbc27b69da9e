import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type App, createApp } from '../../server/app.ts';
import { Client } from '../contract/support/server.ts';
import { postgresCopy } from '../contract/support/template.ts';

/**
 * Sign-in guesses spread over the processes of one deployment gain nothing (issue 30, audit M4):
 * failures are counted in the database the processes share, and the attempts on one user name are
 * taken one at a time across processes. Two apps in this test process stand for two processes.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const THROTTLE = { accountFailures: 4, addressFailures: 1000, baseDelayMs: 60_000 };
let copy: { url: string; drop: () => Promise<void> };
const apps: App[] = [];
const urls: string[] = [];
const folders: string[] = [];

beforeAll(async () => {
  if (!serverUrl) {
    throw new Error(
      'These tests need a PostgreSQL server: run them with `node scripts/with-postgres.mjs npx vitest run --project postgres` (npm test does).',
    );
  }
  copy = await postgresCopy(serverUrl);
  for (let index = 0; index < 2; index += 1) {
    const dataDir = await mkdtemp(join(tmpdir(), 'publish-throttle-'));
    folders.push(dataDir);
    const app = await createApp({
      dataDir,
      databaseUrl: copy.url,
      worker: false,
      signInThrottle: THROTTLE,
      log: () => undefined,
    });
    apps.push(app);
    urls.push((await app.listen(0)).url);
  }
}, 120_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await copy?.drop();
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

const signIn = (url: string, username: string, password: string) =>
  new Client(url).signIn(username, password);

describe('M4 with several processes', () => {
  test('failures on one user name through two processes add up: the account is locked on both', async () => {
    for (let failure = 0; failure < THROTTLE.accountFailures; failure += 1) {
      const answer = await signIn(urls[failure % 2] ?? '', 'visiteur', 'wrong-password');
      expect(answer.status).toBe(400);
    }
    for (const url of urls) {
      const locked = await signIn(url, 'visiteur', 'visiteur');
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  test('concurrent guesses through both processes get no more checks than the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => signIn(urls[index % 2] ?? '', 'producteur', `guess-${index}`)),
    );
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(THROTTLE.accountFailures);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(12 - THROTTLE.accountFailures);
  });
});
