import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite } from '../../../server/db/database.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/seed/seed.ts';

const SERVER = fileURLToPath(new URL('../../../server/', import.meta.url));

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat().sort();
}

/** Hash of everything that shapes the seeded database: migrations, seed code and data, auth. */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = [
    ...(await filesUnder(join(SERVER, 'db'))),
    ...(await filesUnder(join(SERVER, 'seed'))),
    join(SERVER, 'auth', 'passwords.ts'),
  ].filter((file) => !file.endsWith('.test.ts'));
  for (const file of files) {
    hash.update(file);
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A dump of a freshly migrated and seeded database, built once and shared by every contract
 * test file (and reused across runs while the schema and seed do not change).
 */
export async function seededTemplate(): Promise<Blob> {
  const dir = join(tmpdir(), 'publish-contract-templates');
  await mkdir(dir, { recursive: true });
  const file = join(dir, `${await templateKey()}.tar`);
  const lock = `${file}.lock`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      return new Blob([await readFile(file)]);
    } catch {
      // not built yet
    }
    try {
      await mkdir(lock);
    } catch {
      const info = await stat(lock).catch(() => null);
      if (info && Date.now() - info.mtimeMs > 180_000) await rm(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      const db = await openPglite({});
      await migrate(db);
      await seedDatabase(db);
      const dump = await db.dump();
      await db.close();
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
  throw new Error('Timed out waiting for the seeded database template');
}

const withDatabase = (url: string, database: string): string => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), the same idea as `seededTemplate`: one seeded
 * template database per schema and seed version, copied into a fresh database for each server.
 * Answers the copy's URL and a function that drops it.
 */
export async function postgresCopy(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = `publish_contract_${await templateKey()}`;
    await admin.query('select pg_advisory_lock(20260973)');
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        await admin.query(`create database "${template}"`);
        const { openPostgres } = await import('../../../server/db/database.ts');
        const db = await openPostgres(withDatabase(serverUrl, template));
        try {
          await migrate(db);
          await seedDatabase(db);
        } catch (error) {
          await db.close();
          await admin.query(`drop database "${template}"`);
          throw error;
        }
        await db.close();
      }
    } finally {
      await admin.query('select pg_advisory_unlock(20260973)');
    }
    const copy = `publish_test_${process.pid}_${Date.now().toString(36)}_${Math.floor(Math.random() * 1e6)}`;
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin.query(`create database "${copy}" template "${template}"`);
        break;
      } catch (error) {
        if (attempt > 40) throw error;
        await sleep(250);
      }
    }
    return {
      url: withDatabase(serverUrl, copy),
      async drop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`drop database if exists "${copy}" with (force)`);
        await client.end();
      },
    };
  } finally {
    await admin.end();
  }
}
