import type { CatalogueClient, CatalogueQuery, RemoteRecord } from './catalogues.ts';

/** At most this many records per harvest, fetched by pages. */
export const MAX_RECORDS = 500;
export const PAGE_SIZE = 100;

export interface CatalogueRead {
  records: RemoteRecord[];
  /** Entries left out because they have no identifier, or list a dataset no page describes. */
  skipped: number;
  /** Records the catalogue counts in all (null when it does not say). */
  total: number | null;
}

/**
 * Reads a remote catalogue page by page for a harvest: each page starts where the catalogue says
 * the previous one ended (what it returned, CSW `nextRecord`), so that a portal answering fewer
 * records than asked loses none, and stops at `maxRecords`, at the catalogue's end, or when a page
 * would not move forward. Answers are shared between the pages (a DCAT file is downloaded once).
 */
export async function readCatalogue(
  client: CatalogueClient,
  query: Omit<CatalogueQuery, 'offset' | 'limit' | 'cache'>,
  { pageSize = PAGE_SIZE, maxRecords = MAX_RECORDS }: { pageSize?: number; maxRecords?: number } = {},
): Promise<CatalogueRead> {
  const cache = new Map<string, unknown>();
  const records: RemoteRecord[] = [];
  let skipped = 0;
  let total: number | null = null;
  let offset: number | null = 0;
  while (offset !== null && records.length < maxRecords) {
    const page = await client({
      ...query,
      offset,
      limit: Math.min(pageSize, maxRecords - records.length),
      cache,
    });
    records.push(...page.records.slice(0, maxRecords - records.length));
    skipped += page.skipped;
    total = page.total ?? total;
    offset = page.next !== null && page.next > offset ? page.next : null;
  }
  return { records, skipped, total };
}
