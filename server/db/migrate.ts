import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

/** The numbered SQL files of server/db/migrations, in order (`001_initial.sql`, `002_...`). */
export async function loadMigrations(): Promise<Migration[]> {
  const files = (await readdir(migrationsDir)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
  return Promise.all(
    files.map(async (name) => ({
      version: name.replace(/\.sql$/, ''),
      sql: await readFile(migrationsDir + name, 'utf8'),
    })),
  );
}

/** Applies the migrations not yet recorded in `schema_migration`; answers the versions applied. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'create table if not exists schema_migration (version text primary key, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('select version from schema_migration')).map((row) => row.version),
  );
  const applied: string[] = [];
  for (const migration of await loadMigrations()) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migration (version) values ($1)', [migration.version]);
    });
    applied.push(migration.version);
  }
  return applied;
}
