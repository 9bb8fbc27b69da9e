/**
 * Imports real municipality boundaries into the database of the reference backend:
 *   npx tsx server/scripts/import-boundaries.ts communes.geojson
 * The file is a GeoJSON FeatureCollection in WGS 84 whose features carry the INSEE code (`insee`,
 * `code_insee`, `INSEE_COM`, `codgeo` or `code`). Uses DATA_DIR (default .data/) or DATABASE_URL.
 * Stop the server first when it uses the embedded database: only one process may open it (the data
 * folder's lock refuses the import while a server holds it).
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { lockDataFolder } from '../dataLock.ts';
import { openPglite, openPostgres } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { importBoundaries } from '../seed/boundaries.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npx tsx server/scripts/import-boundaries.ts <file.geojson>');
  process.exit(2);
}

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
// Released at exit, when the database is closed.
if (!process.env.DATABASE_URL) {
  try {
    lockDataFolder(dataDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const db = process.env.DATABASE_URL
  ? await openPostgres(process.env.DATABASE_URL)
  : await openPglite({ dataDir: join(dataDir, 'pgdata') });
try {
  await migrate(db);
  const result = await db.transaction(async (tx) =>
    importBoundaries(tx, JSON.parse(await readFile(file, 'utf8'))),
  );
  console.log(`${result.updated.length} municipalities updated with real boundaries.`);
  if (result.unknown.length > 0) console.log(`Unknown INSEE codes (ignored): ${result.unknown.join(', ')}`);
  if (result.skipped > 0)
    console.log(`${result.skipped} features without an INSEE code or a polygon were skipped.`);
} finally {
  await db.close();
}
