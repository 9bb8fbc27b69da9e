import { asArray } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import { type CatalogueClient, isRecord, jsonOf, protocolError, readEntries, str } from './catalogueTypes.ts';
import { nextOffset } from './paging.ts';
import { emailOf, httpUrl, keepDistributions } from './recordParts.ts';

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

type Query = Parameters<CatalogueClient>[0];

async function catalogDatasets(query: Query, params: Record<string, string>) {
  const endpoint = new URL(`${odsSite(query.url)}/api/explore/v2.1/catalog/datasets`);
  for (const [key, value] of Object.entries(params)) endpoint.searchParams.set(key, value);
  return jsonOf(
    await remoteFetchOk(endpoint.toString(), query.remote, {
      headers: { accept: 'application/json' },
      ...(query.signal ? { signal: query.signal } : {}),
    }),
  );
}

/** How many datasets the portal holds without the organisation filter, HV8 (one dataset asked). */
async function unfilteredCount(query: Query): Promise<number | null> {
  const body = await catalogDatasets(query, { limit: '1' });
  return isRecord(body) && typeof body.total_count === 'number' ? body.total_count : null;
}

/** OpenDataSoft: the Explore catalog API (v2.1 `results`, v2.0 `datasets` answers both read). */
export const openDataSoftClient: CatalogueClient = async (query) => {
  const site = odsSite(query.url);
  const body = await catalogDatasets(query, {
    limit: String(Math.min(query.limit, 100)),
    offset: String(query.offset),
    ...(query.organisationFilter ? { where: odsOrganisationQuery(query.organisationFilter) } : {}),
  });
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
    const own = str(metas.title);
    const title = own ?? reference;
    if (!identifier || !reference || !title) return null;
    // The DCAT metadata template of ODS portals (`metas.dcat`), when the portal fills it.
    const dcat = isRecord(item.metas) && isRecord(item.metas.dcat) ? item.metas.dcat : {};
    // ODS names its licence by title ("Licence Ouverte v2.0 (Etalab)"), which stands as its identifier too.
    const licence = {
      identifier: str(metas.license),
      url: httpUrl(str(metas.license_url)),
      title: str(metas.license),
    };
    const contact = { name: str(dcat.contact_name), email: emailOf(str(dcat.contact_email)) };
    return {
      identifier,
      reference,
      title,
      ...(own ? {} : { titledByIdentifier: true }),
      description: str(metas.description),
      keywords: asArray(metas.keyword).flatMap((k) => (str(k) ? [str(k) as string] : [])),
      url: `${site}/explore/dataset/${encodeURIComponent(reference)}/`,
      issued: str(metas.metadata_processed) ?? str(metas.data_processed),
      modified: str(metas.modified),
      organisation: str(metas.publisher),
      licence: licence.identifier || licence.url ? licence : null,
      // ODS answers name places by code (`geographic_reference`), not by a box: no bounds.
      bounds: null,
      // The data is the dataset's records: its CSV export, which the v2.0 answers' `exports` link
      // announces (attachments are `odsfile://` references, not links a browser opens).
      ...keepDistributions(
        item.has_records === true
          ? [
              {
                key: 'export-csv',
                url: `${site}/api/explore/v2.1/catalog/datasets/${encodeURIComponent(reference)}/exports/csv`,
                title: `${title} (CSV)`,
                description: null,
                mediaType: 'text/csv',
                format: 'CSV',
                isData: true,
              },
            ]
          : [],
      ),
      contact: contact.name || contact.email ? contact : null,
      frequency: str(dcat.accrualperiodicity),
    };
  });
  const total = typeof body.total_count === 'number' ? body.total_count : null;
  const next = nextOffset(query.offset, list.length, total);
  if (query.organisationFilter && query.offset === 0 && total === 0) {
    return { records, total, skipped, next, unfiltered: await unfilteredCount(query) };
  }
  return { records, total, skipped, next };
};
