import { readdirSync, readFileSync } from 'node:fs';
import { coveringPaths } from '../../machines/testing/coveringPaths.ts';
import type { PathsDocument } from '../../machines/testing/pathsDocument.ts';

export const pathsDir = new URL('../paths/', import.meta.url);

/** Every tests/paths/<machine>.json that `npm run paths` wrote, in file name order. */
export function loadPathDocuments(): PathsDocument[] {
  return readdirSync(pathsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(new URL(file, pathsDir), 'utf8')) as PathsDocument);
}

/** The title of a path's test; the report finds the path back from it. */
export function replayTitle(machine: string, pathId: string, description: string): string {
  return `${machine} ${pathId} — ${description}`;
}

/**
 * The paths of a document to replay: all of them (`npm run qa`), or with `QA_PATHS=covering` (`npm
 * test`) the few that cover every state and transition the others cover (machines/testing/
 * coveringPaths.ts), the rest adding no coverage to a browser run that costs seconds per path.
 */
export function pathsToReplay(document: PathsDocument): PathsDocument['paths'] {
  return process.env.QA_PATHS === 'covering' ? coveringPaths(document) : document.paths;
}
