// A Vite plugin that writes, beside the built page, which files each screen needs before it can show:
// the chunk TanStack Router splits out of a route file (its loader and component) and every chunk that
// chunk imports, less those the page already announces (the entry and what it imports). The reference
// backend names them in the page it serves for that screen's address (server/http/routePreloads.ts),
// so the browser fetches them with the entry instead of once the entry has run, and the entry no longer
// inserts a preload link for each of them (up to 4 ms each at 4×: issue 49, bench measure 2, TBT).
// A server that serves the page as it is loses nothing: the entry then preloads them as before.
import type { Plugin } from 'vite';

/** The file the plugin writes in the build's folder. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** One screen: its address as TanStack Router writes it ('/$locale/data/datasets/$id/'), its files. */
export interface RoutePreload {
  path: string;
  files: string[];
}

/** What the bundler tells of a chunk, as far as this plugin reads it. */
export interface BuiltChunk {
  fileName: string;
  facadeModuleId: string | null;
  imports: readonly string[];
}

/**
 * The address of a route file below src/routes, as TanStack Router's file convention makes it:
 * `$locale/data/datasets/new` → '/$locale/data/datasets/new', `…/$id/index` → '/…/$id/'. Null for the
 * files that are no screen of their own (the root, a layout's `route` file).
 */
export function routePathOf(file: string): string | null {
  const segments = file.split('/');
  const last = segments.at(-1);
  if (last === '__root' || last === 'route') return null;
  if (last === 'index') return `/${segments.slice(0, -1).join('/')}${segments.length > 1 ? '/' : ''}`;
  return `/${segments.join('/')}`;
}

/** Each screen's files, from the built chunks; `announced` tells the files the page names already. */
export function routePreloads(
  chunks: readonly BuiltChunk[],
  announced: (file: string) => boolean,
): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const routes: RoutePreload[] = [];
  for (const chunk of chunks) {
    const [module = '', query = ''] = (chunk.facadeModuleId ?? '').split('?');
    const file = /\/src\/routes\/(.+)\.tsx?$/.exec(module)?.[1];
    const split = new URLSearchParams(query).get('tsr-split')?.split('---') ?? [];
    if (!file || !split.includes('component')) continue;
    const path = routePathOf(file);
    if (path === null) continue;
    // The chunk first, then what it imports, each once, in the order the browser would meet them.
    const files: string[] = [];
    const visit = (name: string) => {
      if (files.includes(name) || announced(name)) return;
      files.push(name);
      for (const imported of byFile.get(name)?.imports ?? []) visit(imported);
    };
    visit(chunk.fileName);
    routes.push({ path, files });
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path));
}

/** The plugin; `announced` as above (the files of the page's own script and modulepreload links). */
export function routePreloadsPlugin({ announced }: { announced: (file: string) => boolean }): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloads(chunks, announced), null, 1)}\n`,
      });
    },
  };
}
