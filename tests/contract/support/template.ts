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
