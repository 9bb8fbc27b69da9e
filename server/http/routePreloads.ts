import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The page names the files of the screen its address opens (scripts/routePreloadsPlugin.ts writes
 * them at build time): the browser fetches them with the entry rather than once the entry has run and
 * inserted a preload link for each (issue 49, decision 0045). The address only chooses among the
 * build's own lists; nothing of it is written into the page.
 */

/** One screen of the build: its address as TanStack Router writes it, and its files. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** The file the build writes (scripts/routePreloadsPlugin.ts, ROUTE_PRELOADS_FILE). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

/**
 * The screen that `pathname` (below the base path, '/fr/data/datasets/new') opens, as the client's
 * router would choose it: a fixed segment before a parameter ('new' before '$id'), any screen before
 * the catch-all ('$'). Null when no screen matches.
 */
export function routeForPath(routes: readonly RoutePreload[], pathname: string): RoutePreload | null {
  const wanted = segmentsOf(pathname);
  let best: RoutePreload | null = null;
  let bestScore = -1;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    const catchAll = pattern.at(-1) === '$';
    const fixed = catchAll ? pattern.slice(0, -1) : pattern;
    if (catchAll ? wanted.length < fixed.length : wanted.length !== fixed.length) continue;
    let score = catchAll ? 0 : 1;
    let matches = true;
    for (const [index, segment] of fixed.entries()) {
      if (segment.startsWith('$')) continue;
      if (segment !== wanted[index]) {
        matches = false;
        break;
      }
      score += 2;
    }
    if (matches && score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The page with a module preload link for each file, at the end of its head. */
export function withPreloads(page: string, files: readonly string[], base: string): string {
  if (files.length === 0) return page;
  const links = files
    .map((file) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(base + file)}">\n`)
    .join('');
  return page.replace('</head>', `${links}  </head>`);
}

/**
 * The build's lists, read again when the build changes (its modification time); empty when the build
 * has none (an older build, or one made without the plugin) or it cannot be read.
 */
export function routePreloadsReader(distDir: string): () => Promise<readonly RoutePreload[]> {
  const path = join(distDir, ROUTE_PRELOADS_FILE);
  let known: { mtimeMs: number; routes: Promise<readonly RoutePreload[]> } | null = null;
  return async () => {
    const info = await stat(path).catch(() => null);
    if (!info) return [];
    if (known?.mtimeMs !== info.mtimeMs) {
      known = {
        mtimeMs: info.mtimeMs,
        routes: readFile(path, 'utf8').then(
          (text) => parseRoutePreloads(text),
          () => [],
        ),
      };
    }
    return known.routes;
  };
}

/** The lists as written, or none when the text is not what the plugin writes. */
export function parseRoutePreloads(text: string): RoutePreload[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (route): route is RoutePreload =>
        typeof route?.path === 'string' &&
        Array.isArray(route.files) &&
        route.files.every((file: unknown) => typeof file === 'string'),
    );
  } catch {
    return [];
  }
}
