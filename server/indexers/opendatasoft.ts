import { asArray } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import { type CatalogueClient, isRecord, jsonOf, protocolError, readEntries, str } from './catalogueTypes.ts';
import { nextOffset } from './paging.ts';

/** `https://site/...` → `https://site` (the Explore API lives at its root). */
const odsSite = (url: string): string => {
  const base = new URL(url);
  const at = base.pathname.indexOf('/api/');
  return `${base.origin}${at >= 0 ? base.pathname.slice(0, at) : base.pathname.replace(/\/(explore\/?)?$/, '')}`;
};

/**
 * ODSQL's full-text `search` on the publisher: its words in any case, as the CSW filter finds a part
 * of the name, where `refine=publisher:` wanted the exact facet value. The text is an ODSQL string.
 */
export const odsOrganisationQuery = (organisation: string): string =>
  `search(publisher, "${organisation.trim().replace(/["\\]/g, '\\$&')}")`;

/** OpenDataSoft: the Explore catalog API (v2.1 `results`, v2.0 `datasets` answers both read). */
export const openDataSoftClient: CatalogueClient = async (query) => {
  const site = odsSite(query.url);
  const endpoint = new URL(`${site}/api/explore/v2.1/catalog/datasets`);
  endpoint.searchParams.set('limit', String(Math.min(query.limit, 100)));
  endpoint.searchParams.set('offset', String(query.offset));
  if (query.organisationFilter)
    endpoint.searchParams.set('where', odsOrganisationQuery(query.organisationFilter));
  const body = jsonOf(
    await remoteFetchOk(endpoint.toString(), query.remote, {
      headers: { accept: 'application/json' },
      ...(query.signal ? { signal: query.signal } : {}),
    }),
  );
  const list = isRecord(body) ? (Array.isArray(body.results) ? body.results : body.datasets) : undefined;
  if (!isRecord(body) || !Array.isArray(list)) {
    throw protocolError('La réponse n’est pas celle du catalogue OpenDataSoft (pas de results).');
  }
  const { records, skipped } = readEntries(list, (entry) => {
    // v2.0 wraps each dataset in `{dataset, links}`; v2.1 answers the dataset itself.
    const item = isRecord(entry.dataset) ? entry.dataset : entry;
    const metas = isRecord(item.metas)
      ? isRecord(item.metas.default)
        ? item.metas.default
        : item.metas
      : {};
    // Keyed on dataset_uid: dataset_id changes when the dataset is renamed (issue 28 §8).
    const reference = str(item.dataset_id);
    const identifier = str(item.dataset_uid) ?? reference;
    const title = str(metas.title) ?? reference;
    if (!identifier || !reference || !title) return null;
    return {
      identifier,
      reference,
      title,
      description: str(metas.description),
      keywords: asArray(metas.keyword).flatMap((k) => (str(k) ? [str(k) as string] : [])),
      url: `${site}/explore/dataset/${encodeURIComponent(reference)}/`,
      issued: str(metas.metadata_processed) ?? str(metas.data_processed),
      modified: str(metas.modified),
      organisation: str(metas.publisher),
    };
  });
  const total = typeof body.total_count === 'number' ? body.total_count : null;
  return { records, total, skipped, next: nextOffset(query.offset, list.length, total) };
};
