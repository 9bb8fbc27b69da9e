// Generated sources are committed (the type-check needs them before any build); this fails when one
// of them no longer matches what its generator makes from the current inputs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const scratch = mkdtempSync(join(tmpdir(), 'generated-'));
const stale = [];

function compare(committed, fresh, regenerate) {
  const current = existsSync(committed) ? readFileSync(committed, 'utf8') : '';
  if (current !== readFileSync(fresh, 'utf8')) stale.push(`${committed} is stale: run ${regenerate}`);
}

try {
  const apiTypes = join(scratch, 'schema.gen.ts');
  execFileSync('npx', ['openapi-typescript', 'openapi/openapi.yaml', '-o', apiTypes], { stdio: 'pipe' });
  compare('contract/schema.gen.ts', apiTypes, 'npm run gen');

  // Beside the committed tree, so that its relative imports come out the same.
  const routeTree = 'src/routeTree.check.gen.ts';
  const config = getConfig({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: './src/routes',
    generatedRouteTree: routeTree,
  });
  await new Generator({ config, root: process.cwd() }).run();
  compare('src/routeTree.gen.ts', routeTree, 'npm run build (the router plugin rewrites it)');
} finally {
  rmSync('src/routeTree.check.gen.ts', { force: true });
  rmSync(scratch, { recursive: true, force: true });
}

if (stale.length > 0) {
  for (const line of stale) console.error(line);
  process.exit(1);
}
console.log('Generated API types and route tree are current.');
