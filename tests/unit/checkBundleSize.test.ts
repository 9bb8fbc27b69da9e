import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Budgets,
  checkBudgets,
  chunkKey,
  readBuild,
  staticImports,
  updatedBudgets,
} from '../../scripts/check-bundle-size.mjs';
import { chunkName } from '../../scripts/chunkNames';

/** Text that gzip cannot shrink much: about `bytes` bytes once compressed. */
const incompressible = (bytes: number, seed: number) => {
  let state = seed;
  let text = '';
  while (text.length < bytes * 1.4) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(33 + (state % 90));
  }
  return `/*${text.replaceAll('*/', '')}*/`;
};

describe('the size budget of the build (scripts/check-bundle-size.mjs)', () => {
  let dist: string;
  const write = (file: string, code: string) => writeFileSync(join(dist, 'assets', file), code);

  beforeEach(() => {
    // A build of an entry, its framework, a home route chunk with one static import, and a lazy screen.
    dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<script type="module" crossorigin src="/publish/assets/index-AAAAAAAA.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/publish/assets/framework-BBBBBBBB.js">',
    );
    write(
      'index-AAAAAAAA.js',
      `import{a as b}from"./framework-BBBBBBBB.js";const h=()=>import("./route.locale.home-CCCCCCCC.js");const s=()=>import("./route.locale.data-EEEEEEEE.js");${incompressible(2048, 1)}`,
    );
    write('framework-BBBBBBBB.js', incompressible(4096, 2));
    write('route.locale.home-CCCCCCCC.js', `import"./Panel-DDDDDDDD.js";${incompressible(1024, 3)}`);
    write('Panel-DDDDDDDD.js', incompressible(1024, 4));
    write(
      'route.locale.data-EEEEEEEE.js',
      `import{x}from"./framework-BBBBBBBB.js";${incompressible(8192, 5)}`,
    );
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const budgetsWithin = (): Budgets =>
    updatedBudgets(readBuild(dist), {
      firstScreen: { budgetKb: 10, routes: ['route.locale.home'] },
      chunks: {},
    });

  it('counts the entry, its static imports and the home route with its own, not the lazy screens', () => {
    const result = checkBudgets(readBuild(dist), budgetsWithin());

    expect(result.firstScreenFiles.sort()).toEqual([
      'Panel-DDDDDDDD.js',
      'framework-BBBBBBBB.js',
      'index-AAAAAAAA.js',
      'route.locale.home-CCCCCCCC.js',
    ]);
    expect(result.firstScreenKb).toBeGreaterThan(7.5);
    expect(result.firstScreenKb).toBeLessThan(9);
    expect(result.failures).toEqual([]);
  });

  it('fails a chunk grown beyond its budget, naming it with its size, budget and growth', () => {
    const budgets = { ...budgetsWithin(), firstScreen: { budgetKb: 20, routes: ['route.locale.home'] } };
    write('Panel-DDDDDDDD.js', incompressible(3072, 4));

    const { failures } = checkBudgets(readBuild(dist), budgets);

    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^chunk Panel is 3\.\d kB, budget 1\.\d kB: \+\d\.\d kB \(\+\d+\.\d%\)$/);
  });

  it('fails the first screen over its budget, naming its heaviest chunks', () => {
    const budgets = budgetsWithin();
    budgets.firstScreen.budgetKb = 5;

    const { failures } = checkBudgets(readBuild(dist), budgets);

    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^the first screen's JavaScript is \d\.\d kB, budget 5\.0 kB \(\+\d\.\d kB\): framework/,
    );
  });

  it('fails a new chunk that has no budget, saying how to add one', () => {
    const budgets = budgetsWithin();
    write('route.locale.tasks-FFFFFFFF.js', incompressible(512, 6));

    const { failures } = checkBudgets(readBuild(dist), budgets);

    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('chunk route.locale.tasks (0.');
    expect(failures[0]).toContain('has no budget');
    expect(failures[0]).toContain('--update');
  });

  it('gives each chunk its size plus a margin of at least 0.2 kB', () => {
    const { chunks } = budgetsWithin();
    const sizes = readBuild(dist).chunks;

    for (const chunk of sizes.values()) {
      expect(chunks[chunk.key]).toBeGreaterThanOrEqual(chunk.gzipKb + 0.2);
      expect(chunks[chunk.key]).toBeLessThan(chunk.gzipKb * 1.02 + 0.35);
    }
  });

  it('reads static imports but not dynamic ones, and names chunks without their hash', () => {
    expect(
      staticImports(
        'import{a}from"./framework-BSdDy3Y0.js";import"./x-AAAAAAAA.js";import("./lazy-BBBBBBBB.js")',
      ),
    ).toEqual(['framework-BSdDy3Y0.js', 'x-AAAAAAAA.js']);
    expect(chunkKey('route.locale.not-found-Dhwn4-br.js')).toBe('route.locale.not-found');
    expect(chunkKey('rolldown-runtime-BWaJ3C7D.js')).toBe('rolldown-runtime');
  });
});

describe('chunkName', () => {
  it('names a route chunk after its file and a catalogue after its locale, so that names are unique', () => {
    const root = '/work/app';
    expect(
      chunkName({
        name: '_id',
        facadeModuleId: `${root}/src/routes/$locale/data/datasets/$id.tsx?tsr-split=component`,
      }),
    ).toBe('route.locale.data.datasets.id');
    expect(
      chunkName({
        name: '_id',
        facadeModuleId: `${root}/src/routes/$locale/data/datasets/$id.tsx?tsr-split=loader---component`,
      }),
    ).toBe('route.locale.data.datasets.id');
    expect(
      chunkName({
        name: '_id',
        facadeModuleId: `${root}/src/routes/$locale/data/tasks/$id.tsx?tsr-split=errorComponent---notFoundComponent`,
      }),
    ).toBe('route.locale.data.tasks.id.errorComponent.notFoundComponent');
    expect(chunkName({ name: 'messages', facadeModuleId: `${root}/locales/it/messages.po` })).toBe(
      'messages.it',
    );
    expect(chunkName({ name: 'useHover', facadeModuleId: null })).toBe('useHover');
  });
});
