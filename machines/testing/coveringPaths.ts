import type { PathsDocument } from './pathsDocument.ts';

type Path = PathsDocument['paths'][number];

/** A path's coverage as one set of keys, states and transitions apart. */
const keysOf = (path: Path): Set<string> =>
  new Set([
    ...path.covers.states.map((key) => `state ${key}`),
    ...path.covers.transitions.map((key) => `transition ${key}`),
  ]);

/**
 * Few paths that together cover every state and transition the whole set covers: the greedy cover,
 * taking each time the path that adds the most keys not yet covered (the shorter one on a tie, then
 * the earlier one), answered in the document's order. `npm test` replays these in the browser, the
 * other paths adding no state nor transition; `npm run qa` replays them all. Deterministic: the same
 * document gives the same paths, so a failure is replayed again by the same test.
 */
export function coveringPaths(document: Pick<PathsDocument, 'paths'>): Path[] {
  const keys = document.paths.map(keysOf);
  const missing = new Set(keys.flatMap((set) => [...set]));
  const chosen = new Set<number>();
  while (missing.size > 0) {
    let best = -1;
    let bestGain = 0;
    keys.forEach((set, index) => {
      if (chosen.has(index)) return;
      const gain = [...set].filter((key) => missing.has(key)).length;
      const shorter =
        gain === bestGain &&
        best >= 0 &&
        (document.paths[index]?.steps.length ?? 0) < (document.paths[best]?.steps.length ?? 0);
      if (gain > bestGain || shorter) {
        best = index;
        bestGain = gain;
      }
    });
    if (best < 0) break;
    chosen.add(best);
    for (const key of keys[best] ?? []) missing.delete(key);
  }
  return document.paths.filter((_, index) => chosen.has(index));
}
