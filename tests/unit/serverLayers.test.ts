import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// The server's layers, read from its import graph (issue 29, docs/decisions/0017): handlers are thin
// and never import each other, the model never reaches up into HTTP handlers, and the server shares
// only contract/ with the SPA. Files stay small enough to read whole.

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

describe('the server’s layers', () => {
  test('the graph is read (a handler, the model and the contract are imported somewhere)', () => {
    const all = files.flatMap((file) => file.imports);
    expect(all.some((path) => path.startsWith('server/model/'))).toBe(true);
    expect(all.some((path) => path.startsWith('contract/'))).toBe(true);
    expect(files.find((file) => file.path === 'server/handlers/index.ts')?.imports.length).toBeGreaterThan(5);
  });

  test('no handler imports another handler (only handlers/index.ts gathers them)', () => {
    const crossings = files
      .filter((file) => inFolder(file.path, 'handlers') && file.path !== 'server/handlers/index.ts')
      .flatMap((file) =>
        file.imports
          .filter((path) => path.startsWith('server/handlers/'))
          .map((path) => `${file.path} → ${path}`),
      );
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
