import { remoteFetchOk } from '../net/remoteFetch.ts';
import {
  type CatalogueClient,
  type CatalogueQuery,
  isRecord,
  jsonOf,
  protocolError,
  type RemoteRecord,
} from './catalogueTypes.ts';
import type { JsonLdPage } from './dcatJsonLd.ts';
import { readDcatJsonLdOffThread } from './dcatJsonLdPool.ts';
import { nextOffset } from './paging.ts';

/** At most this many hydra pages a read follows (pages that hold no dataset would not stop it). */
const MAX_PAGES = 100;

/**
 * A page of the catalogue, read once per harvest: the answers are kept already read, by URL, so
 * that the harvest's pages through one file download it once (issue 28 §10).
 */
async function pageAt(url: string, query: CatalogueQuery, cache: Map<string, unknown>) {
  const key = `dcat ${url}`;
  const known = cache.get(key) as JsonLdPage | undefined;
  if (known) return { page: known, fresh: false };
  const body = jsonOf(
    await remoteFetchOk(url, query.remote, {
      headers: { accept: 'application/ld+json, application/json' },
      ...(query.signal ? { signal: query.signal } : {}),
    }),
  );
  if (!isRecord(body) && !Array.isArray(body)) {
    throw protocolError('La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).');
  }
  // Off the event loop: a big catalogue takes about a second to expand (dcatJsonLdPool.ts).
  const page = await readDcatJsonLdOffThread(body, url);
  cache.set(key, page);
  return { page, fresh: true };
}

/** The next page's URL, which stays on the catalogue's server (its fetch goes through remoteFetch). */
function nextUrl(next: string, current: string, first: string): string {
  const url = new URL(next, current);
  if (url.origin !== new URL(first).origin) {
    throw protocolError(
      `La page suivante du catalogue DCAT (${url.href}) n’est pas sur le serveur du catalogue : elle n’est pas lue.`,
    );
  }
  return url.href;
}

/**
 * DCAT in JSON: DCAT-US `data.json` (ArcGIS Hub feeds, with or without its context) or any JSON-LD
 * (ckanext-dcat's `catalog.jsonld`, `@graph` documents), its hydra pages followed as far as the
 * query needs.
 */
export const dcatClient: CatalogueClient = async (query) => {
  const cache = query.cache ?? new Map<string, unknown>();
  // Unreadable entries are counted when their page is first read (with the first page without a cache).
  const countSkips = query.cache !== undefined || query.offset === 0;
  const filter = query.organisationFilter?.toLowerCase();
  const all: RemoteRecord[] = [];
  const kept = () => (filter ? all.filter((r) => r.organisation?.toLowerCase().includes(filter)) : all);
  let skipped = 0;
  let announced: number | null = null;
  let url: string | null = query.url;
  const visited = new Set<string>();
  const references = new Set<string>();
  const described = new Set<string>();
  while (url !== null && !visited.has(url) && visited.size < MAX_PAGES) {
    visited.add(url);
    const { page, fresh } = await pageAt(url, query, cache);
    all.push(...page.records);
    if (fresh && countSkips) skipped += page.skipped;
    for (const id of page.references) references.add(id);
    for (const id of page.described) described.add(id);
    announced = page.total ?? announced;
    url = page.next === null ? null : nextUrl(page.next, url, query.url);
    if (kept().length >= query.offset + query.limit) break;
  }
  const complete = url === null;
  // A dataset only referred to is skipped once every page is read and none described it (HV7);
  // counted once per harvest, by the read that reaches the end.
  const unresolvedKey = `dcat references counted ${query.url}`;
  if (complete && countSkips && !cache.has(unresolvedKey)) {
    cache.set(unresolvedKey, true);
    skipped += [...references].filter((id) => !described.has(id)).length;
  }
  const records = kept().slice(query.offset, query.offset + query.limit);
  // Once the last page is read the count is what it holds; before, what hydra announces.
  const total = complete ? kept().length : filter ? null : announced;
  const next = nextOffset(query.offset, records.length, total);
  // The filter is applied here: what the file holds without it is known (HV8).
  if (filter && complete && kept().length === 0)
    return { records, total, skipped, next, unfiltered: all.length };
  return { records, total, skipped, next };
};
