import { describe, expect, it } from 'vitest';
import { coveringPaths } from './coveringPaths.ts';
import type { PathsDocument } from './pathsDocument.ts';

type Path = PathsDocument['paths'][number];

const path = (id: string, states: string[], transitions: string[], steps = 2): Path =>
  ({
    id,
    input: 'default',
    kind: 'shortest',
    description: id,
    covers: { states, transitions },
    steps: Array.from({ length: steps }, () => ({})),
  }) as unknown as Path;

const coverageOf = (paths: readonly Path[]) =>
  new Set(
    paths.flatMap((p) => [
      ...p.covers.states.map((s) => `s${s}`),
      ...p.covers.transitions.map((t) => `t${t}`),
    ]),
  );

describe('coveringPaths', () => {
  it('covers every state and transition the whole set covers, with fewer paths', () => {
    const paths = [
      path('a', ['idle', 'busy'], ['idle|go']),
      path('b', ['idle', 'busy', 'done'], ['idle|go', 'busy|ok']),
      path('c', ['idle', 'busy', 'failed'], ['idle|go', 'busy|fail']),
      path('d', ['idle', 'busy', 'failed', 'busy'], ['idle|go', 'busy|fail', 'failed|retry']),
    ];
    const chosen = coveringPaths({ paths });
    expect(coverageOf(chosen)).toEqual(coverageOf(paths));
    expect(chosen.map((p) => p.id)).toEqual(['b', 'd']);
  });

  it('prefers the shorter of two paths that add the same, and keeps the document order', () => {
    const paths = [path('long', ['x'], ['x|y'], 9), path('short', ['x'], ['x|y'], 3), path('z', ['z'], [])];
    expect(coveringPaths({ paths }).map((p) => p.id)).toEqual(['short', 'z']);
  });

  it('answers no path for no path', () => {
    expect(coveringPaths({ paths: [] })).toEqual([]);
  });
});
