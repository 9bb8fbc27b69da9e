import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The server's layers, read from its import graph (issue 29, docs/decisions/0017; issue 46): handlers
// are thin and never import each other, only the pipeline imports http/, the model reaches up into
// neither handlers nor http/, messages/ imports nothing of the server, and the server shares only
// contract/ with the SPA. Files stay small enough to read whole.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = join(ROOT, 'server');
const MAX_LINES = 400;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(ts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Project files a module imports (static, dynamic and `tsImport`), as paths from the project root. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/g),
    ...source.matchAll(/\b(?:import|tsImport)\(\s*'([^']+)'/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(ROOT, resolve(dirname(file), specifier)));
}

const files = filesUnder(SERVER).map((path) => ({ path: relative(ROOT, path), imports: importsOf(path) }));
const inFolder = (path: string, folder: string) => path.startsWith(`server/${folder}/`);

/** Imports into `server/{folder}/` from the files `from` selects, as `importer → imported`. */
function crossingsInto(folder: string, from: (file: { path: string }) => boolean): string[] {
  return files
    .filter(from)
    .flatMap((file) =>
      file.imports.filter((path) => inFolder(path, folder)).map((path) => `${file.path} → ${path}`),
    );
}

describe('the server’s layers', () => {
  test('the graph is read (a handler, the model and the contract are imported somewhere)', () => {
    const all = files.flatMap((file) => file.imports);
    expect(all.some((path) => path.startsWith('server/model/'))).toBe(true);
    expect(all.some((path) => path.startsWith('contract/'))).toBe(true);
    expect(files.find((file) => file.path === 'server/handlers/index.ts')?.imports.length).toBeGreaterThan(5);
  });

  test('no handler imports another handler (only handlers/index.ts gathers them; all may use the kit)', () => {
    const isHandler = (path: string) => inFolder(path, 'handlers') && !inFolder(path, 'handlers/kit');
    const crossings = files
      .filter((file) => isHandler(file.path) && file.path !== 'server/handlers/index.ts')
      .flatMap((file) => file.imports.filter(isHandler).map((path) => `${file.path} → ${path}`));
    expect(crossings).toEqual([]);
  });

  test('only the HTTP layer imports handlers, and the model imports no HTTP handler', () => {
    const crossings = files
      .filter((file) => !inFolder(file.path, 'handlers') && !file.path.endsWith('.test.ts'))
      .flatMap((file) =>
        file.imports
          .filter((path) => path.startsWith('server/handlers/'))
          .map((path) => `${file.path} → ${path}`),
      )
      .filter((crossing) => !crossing.startsWith('server/http/') && !crossing.startsWith('server/app.ts'));
    expect(crossings).toEqual([]);
  });

  // Issue 46: http/ is the Fastify side only. What handlers share is handlers/kit/, the errors and the
  // translated messages are messages/, and the model's small pieces live in the model or db/.
  test('only the pipeline imports http/: http/ itself, app.ts and cluster.ts', () => {
    // Named exception: main.ts, the entry point above app.ts, reads LOG_LEVEL with the request log's levels.
    const allowed = (path: string) =>
      inFolder(path, 'http') || ['server/app.ts', 'server/cluster.ts', 'server/main.ts'].includes(path);
    expect(crossingsInto('http', (file) => !allowed(file.path))).toEqual([]);
  });

  test('messages/ imports nothing of the server (every layer may say its words)', () => {
    // Its tests read the whole server's source for the messages it writes, and are left out.
    const ownFiles = files.filter((file) => inFolder(file.path, 'messages')).map((file) => file.path);
    expect(ownFiles).toEqual(expect.arrayContaining(['server/messages/errors.ts', 'server/messages/say.ts']));
    const crossings = files
      .filter((file) => inFolder(file.path, 'messages') && !file.path.endsWith('.test.ts'))
      .flatMap((file) =>
        file.imports
          .filter((path) => path.startsWith('server/') && !path.startsWith('server/messages/'))
          .map((path) => `${file.path} → ${path}`),
      );
    expect(crossings).toEqual([]);
  });

  test('the model imports neither handlers/ nor http/: it takes plain values and knows no transport', () => {
    const inModel = (file: { path: string }) => inFolder(file.path, 'model');
    expect([...crossingsInto('handlers', inModel), ...crossingsInto('http', inModel)]).toEqual([]);
  });

  test('the model imports nothing of the worker: jobs write through the model, not the other way', () => {
    // A model test may run the worker (its harness) to see a job's effect; only product files count.
    const inModel = (file: { path: string }) =>
      inFolder(file.path, 'model') && !file.path.endsWith('.test.ts');
    expect(crossingsInto('worker', inModel)).toEqual([]);
  });

  test('no job writes a dataset, its keywords, activity, versions or resource links itself', () => {
    // Those rows have one writer each in the model (issue 46): a job calls it, so a harvest or a
    // publication lands in the history like any other save. Only the worker's product files count.
    const written =
      /\b(?:insert\s+into|update|delete\s+from)\s+(dataset|dataset_tag|activity|dataset_version|resource_dataset)\b/gi;
    const writes = files
      .filter((file) => inFolder(file.path, 'worker') && !file.path.endsWith('.test.ts'))
      .filter((file) => !file.path.includes('/testing/'))
      .flatMap((file) =>
        [...readFileSync(join(ROOT, file.path), 'utf8').matchAll(written)].map(
          (m) => `${file.path}: ${m[0]}`,
        ),
      );
    expect(writes).toEqual([]);
  });

  test('the server imports nothing of the SPA or the machines; contract/ is what they share', () => {
    const crossings = files.flatMap((file) =>
      file.imports.filter((path) => /^(src|machines)\//.test(path)).map((path) => `${file.path} → ${path}`),
    );
    expect(crossings).toEqual([]);
  });

  test(`every server file is under ${MAX_LINES} lines`, () => {
    const large = files
      .map((file) => ({
        path: file.path,
        lines: readFileSync(join(ROOT, file.path), 'utf8').split('\n').length,
      }))
      .filter((file) => file.lines >= MAX_LINES)
      .map((file) => `${file.path}: ${file.lines}`);
    expect(large).toEqual([]);
  });
});
