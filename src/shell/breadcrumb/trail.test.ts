import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type TrailStep, trailOf } from './trail';
import { hasTrail } from './trailScope';

/** The trail as a reader follows it: where each step leads, or which object it names. */
function walk(steps: TrailStep[]): string[] {
  return steps.map((step) => (step.kind === 'section' ? step.to : `${step.kind} ${step.id}`));
}

describe('the screens above a screen', () => {
  it('gives none to the top-level screens the main menu leads to', () => {
    for (const path of ['/', '/home/', '/data/', '/accounts/', '/jurisdictions/', '/access-denied/']) {
      expect(trailOf(path), path).toEqual([]);
    }
  });

  it('leads from a list back to its section', () => {
    expect(walk(trailOf('/data/datasets/'))).toEqual(['/$locale/home/', '/$locale/data/']);
    expect(walk(trailOf('/accounts/users/'))).toEqual(['/$locale/home/', '/$locale/accounts/']);
    expect(walk(trailOf('/jurisdictions/new/'))).toEqual(['/$locale/home/', '/$locale/jurisdictions/']);
  });

  it('leads from an object back to its list', () => {
    expect(walk(trailOf('/data/datasets/12/'))).toEqual([
      '/$locale/home/',
      '/$locale/data/',
      '/$locale/data/datasets/',
    ]);
    expect(walk(trailOf('/accounts/spheres/new/'))).toEqual([
      '/$locale/home/',
      '/$locale/accounts/',
      '/$locale/accounts/spheres/',
    ]);
  });

  it('names the object a screen hangs below', () => {
    expect(walk(trailOf('/data/datasets/12/permissions/'))).toEqual([
      '/$locale/home/',
      '/$locale/data/',
      '/$locale/data/datasets/',
      'dataset 12',
    ]);
    expect(walk(trailOf('/accounts/usergroup/7/indexer/3/'))).toEqual([
      '/$locale/home/',
      '/$locale/accounts/',
      'usergroup 7',
    ]);
  });

  it('puts an object log below the task list', () => {
    expect(walk(trailOf('/logs/dataset/12/'))).toEqual([
      '/$locale/home/',
      '/$locale/data/',
      '/$locale/data/tasks/',
    ]);
  });

  it('names no object from an id that is not one', () => {
    expect(walk(trailOf('/data/datasets/abc/permissions/'))).toEqual([
      '/$locale/home/',
      '/$locale/data/',
      '/$locale/data/datasets/',
    ]);
  });

  it('is told without its steps, on every route (the entry fetches the breadcrumb only then)', () => {
    const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
    const routes = [...new Set([...tree.matchAll(/'\/\$locale(\/[^']*)'/g)].map((match) => match[1] ?? ''))];
    expect(routes.length).toBeGreaterThan(30);
    // Each parameter as an object's id, the splat as any path.
    const paths = routes.map(
      (route) => `${route.replace(/\$[A-Za-z]+/g, '12').replace(/\/\$$/, '/any/path')}/`,
    );
    for (const path of [...paths, '/', '/logs/dataset/', '/data/x/']) {
      expect(hasTrail(path), path).toBe(trailOf(path).length > 0);
    }
  });
});
