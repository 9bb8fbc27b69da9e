// The size budget of the production build (issue 49), checked by `npm test` after the build:
//  - the first screen's JavaScript, gzip: the entry of index.html, everything it imports statically, and
//    the chunks of the home screen's routes (`firstScreen.routes`) with their own static imports: what
//    bench measure 1 counts in the browser for /publish/fr/home/, signed in. `firstScreen.budgetKb` fails
//    the check; `firstScreen.targetKb` is the README's budget (150 kB), reported while the first is above it
//    (a ratchet: lower budgetKb as the first screen shrinks, never raise it without saying why);
//  - each chunk against its own budget, keyed by its name without the hash (scripts/chunkNames.ts makes
//    names unique). A chunk over its budget fails with its size, budget and growth; a chunk without a
//    budget fails too, so no new weight goes unnoticed.
// Sizes are gzip (zlib's default level, as the bench) in kB of 1,024 bytes.
//
// Usage: node scripts/check-bundle-size.mjs [distDir] [--budgets=file] [--update]
//   (defaults: dist, scripts/bundle-budgets.json)
//
// Updating the budgets deliberately: when a change adds weight on purpose (a new screen, a library), build
// (`npx vite build`), run `node scripts/check-bundle-size.mjs dist --update`, and commit
// scripts/bundle-budgets.json with the change, saying in the commit message what the weight pays for. It
// writes every chunk's current size plus a margin (MARGIN below), drops the budgets of chunks that no
// longer exist and keeps `firstScreen` as it is: the first screen's budget (150 kB, the README's) is
// changed by hand only. To shrink the budgets after a saving, run the same command.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A budget's margin over the size measured: 2%, at least 0.2 kB, rounded up to 0.1 kB. */
export const MARGIN = { ratio: 0.02, minKb: 0.2 };

const kb = (bytes) => bytes / 1024;
const round1 = (value) => Math.round(value * 10) / 10;
const fmt = (value) => `${value.toFixed(1)} kB`;

/** A chunk's name without its hash: `route.locale.home-BVhwOdNr.js` → `route.locale.home`. */
export function chunkKey(fileName) {
  return fileName.replace(/-[A-Za-z0-9_-]{8}\.js$/, '').replace(/\.js$/, '');
}

/** The files (relative to `assets/`) a chunk imports statically; dynamic `import()` calls are left out. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"'/]+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** Every JavaScript chunk of the build: file name, key, gzip size and static imports. */
export function readBuild(distDir) {
  const assets = join(distDir, 'assets');
  const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
  if (files.length === 0) throw new Error(`${assets} holds no JavaScript: build first (npx vite build)`);
  const chunks = new Map();
  for (const file of files) {
    const code = readFileSync(join(assets, file));
    chunks.set(file, {
      file,
      key: chunkKey(file),
      gzipKb: kb(gzipSync(code).length),
      imports: staticImports(code.toString('utf8')),
    });
  }
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="[^"]*\/assets\/([^"/]+\.js)"/g)].map(
    (match) => match[1],
  );
  if (entries.length === 0) throw new Error(`${distDir}/index.html has no module script`);
  return { chunks, entries };
}

/** The chunks from `roots` and all they import statically, once each. */
function closure(chunks, roots) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`${file} is imported but not in the build`);
    seen.add(file);
    for (const imported of chunk.imports) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/**
 * Checks a build against the budgets. Returns the first screen's files and size, and the failures and
 * notes as sentences (no failure: within budget).
 */
export function checkBudgets(build, budgets) {
  const failures = [];
  const notes = [];
  const byKey = new Map();
  for (const chunk of build.chunks.values()) {
    const same = byKey.get(chunk.key);
    if (same) {
      failures.push(
        `two chunks are named ${chunk.key} (${same.file}, ${chunk.file}): give one a name of its own in scripts/chunkNames.ts`,
      );
    }
    byKey.set(chunk.key, chunk);
  }

  const routeFiles = [];
  for (const key of budgets.firstScreen.routes) {
    const chunk = byKey.get(key);
    if (chunk) routeFiles.push(chunk.file);
    else
      failures.push(`the first screen's route chunk ${key} is not in the build: correct firstScreen.routes`);
  }
  const firstScreenFiles = closure(build.chunks, [...build.entries, ...routeFiles]);
  const firstScreenKb = firstScreenFiles.reduce((sum, file) => sum + build.chunks.get(file).gzipKb, 0);
  if (firstScreenKb > budgets.firstScreen.budgetKb) {
    const heaviest = firstScreenFiles
      .map((file) => build.chunks.get(file))
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .map((chunk) => `${chunk.key} ${fmt(chunk.gzipKb)}`)
      .join(', ');
    failures.push(
      `the first screen's JavaScript is ${fmt(firstScreenKb)}, budget ${fmt(budgets.firstScreen.budgetKb)} (+${fmt(firstScreenKb - budgets.firstScreen.budgetKb)}): ${heaviest}`,
    );
  }

  for (const chunk of [...byKey.values()].sort((a, b) => a.key.localeCompare(b.key))) {
    const budget = budgets.chunks[chunk.key];
    if (budget === undefined) {
      failures.push(
        `chunk ${chunk.key} (${fmt(chunk.gzipKb)}) has no budget: add one to the budget file, or run ` +
          '`node scripts/check-bundle-size.mjs dist --update` and commit the file (see the header of that script)',
      );
    } else if (chunk.gzipKb > budget) {
      const growth = chunk.gzipKb - budget;
      failures.push(
        `chunk ${chunk.key} is ${fmt(chunk.gzipKb)}, budget ${fmt(budget)}: +${fmt(growth)} (+${((growth / budget) * 100).toFixed(1)}%)`,
      );
    }
  }
  for (const key of Object.keys(budgets.chunks)) {
    if (!byKey.has(key)) notes.push(`the budget of ${key} names no chunk of this build (--update drops it)`);
  }
  return { firstScreenFiles, firstScreenKb, failures, notes };
}

/** The budgets for this build: each chunk's size plus the margin; the first screen's part kept. */
export function updatedBudgets(build, budgets) {
  const chunks = {};
  const keys = [...build.chunks.values()].map((chunk) => chunk.key).sort();
  for (const key of keys) {
    const size = [...build.chunks.values()].find((chunk) => chunk.key === key).gzipKb;
    const margin = Math.max(size * MARGIN.ratio, MARGIN.minKb);
    chunks[key] = round1(Math.ceil((size + margin) * 10) / 10);
  }
  return { ...budgets, chunks };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const distDir = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
  const budgetFile =
    args.find((arg) => arg.startsWith('--budgets='))?.slice('--budgets='.length) ??
    'scripts/bundle-budgets.json';
  const budgets = JSON.parse(readFileSync(budgetFile, 'utf8'));
  const build = readBuild(distDir);
  if (args.includes('--update')) {
    writeFileSync(budgetFile, `${JSON.stringify(updatedBudgets(build, budgets), null, 2)}\n`);
    // In the project's format, so that the lint passes on the file as written.
    execFileSync('npx', ['biome', 'format', '--write', budgetFile], { stdio: 'ignore' });
    console.log(
      `${budgetFile} now holds the budgets of ${distDir}: review the difference before committing it`,
    );
  }
  const result = checkBudgets(build, args.includes('--update') ? updatedBudgets(build, budgets) : budgets);
  console.log(
    `first screen: ${fmt(result.firstScreenKb)} of JavaScript (gzip), budget ${fmt(budgets.firstScreen.budgetKb)}, in ${result.firstScreenFiles.length} files; ${build.chunks.size} chunks checked against ${budgetFile}`,
  );
  const target = budgets.firstScreen.targetKb;
  if (target !== undefined && result.firstScreenKb > target) {
    console.log(
      `note: the first screen is still ${fmt(result.firstScreenKb - target)} over the README's ${fmt(target)}`,
    );
  }
  for (const note of result.notes) console.log(`note: ${note}`);
  for (const failure of result.failures) console.error(`over budget: ${failure}`);
  process.exit(result.failures.length > 0 ? 1 : 0);
}
