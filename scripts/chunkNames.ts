// Names the build's chunks so that each is told apart by its name alone, which the size budget
// (scripts/check-bundle-size.mjs, keyed by the name without the hash) needs. By default a route's chunk
// was named after its file, and eight route files are `$id.tsx`, seven `new.tsx`; the English and
// Italian catalogues were both `messages`.

/** What the bundler tells of a chunk when it names its file. */
export interface NamedChunk {
  name: string;
  facadeModuleId: string | null;
}

/**
 * `route.locale.data.datasets.id` for the component TanStack Router splits out of
 * src/routes/$locale/data/datasets/$id.tsx (with its loader: vite.config.ts groups them), `….errorComponent`
 * for a split without the component;
 * `messages.en` for locales/en/messages.po; otherwise the bundler's name.
 */
export function chunkName({ name, facadeModuleId }: NamedChunk): string {
  const [file = '', query = ''] = (facadeModuleId ?? '').split('?');
  const route = /\/src\/routes\/(.+)\.tsx?$/.exec(file);
  if (route?.[1]) {
    const split = new URLSearchParams(query).get('tsr-split')?.split('---') ?? ['component'];
    const path = route[1].replaceAll('$', '').replaceAll('/', '.');
    return `route.${path}${split.includes('component') ? '' : `.${split.join('.')}`}`;
  }
  const catalogue = /\/locales\/([\w-]+)\/messages\.po$/.exec(file);
  if (catalogue?.[1]) return `messages.${catalogue[1]}`;
  return name;
}
