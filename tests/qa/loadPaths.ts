import { readdirSync, readFileSync } from 'node:fs';
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
