import { asArray } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import { firstExtent } from './bounds.ts';
import { type CatalogueClient, isRecord, jsonOf, protocolError, readEntries, str } from './catalogueTypes.ts';
import { ckanContact, ckanDistributions, ckanExtents, ckanLicence, extra } from './ckanParts.ts';
import { inLanguage, listInLanguage } from './languages.ts';
import { nextOffset } from './paging.ts';
import { httpUrl } from './recordParts.ts';

/** `https://site/api/3/...` or `https://site/` → `https://site/api/3/action/`. */
function ckanActionBase(url: string): URL {
  const base = new URL(url);
  const at = base.pathname.indexOf('/api/');
  const root = at >= 0 ? base.pathname.slice(0, at) : base.pathname.replace(/\/$/, '');
  return new URL(`${root}/api/3/action/`, base.origin);
}

const ckanSite = (url: string): string => {
  const base = new URL(url);
  const at = base.pathname.indexOf('/api/');
  return `${base.origin}${at >= 0 ? base.pathname.slice(0, at) : base.pathname.replace(/\/$/, '')}`;
};

/** CKAN keywords: ckanext-fluent's `tags_translated`, opendata.swiss's `keywords` map, else the tags. */
function ckanKeywords(item: Record<string, unknown>): string[] {
  const names =
    listInLanguage(item.tags_translated) ??
    listInLanguage(item.keywords) ??
    asArray(item.tags).map((tag) => (isRecord(tag) ? tag.name : undefined));
  return names.flatMap((name) => (str(name) ? [str(name) as string] : []));
}

/**
 * The Solr filter on one organisation: `organization` holds its name (the slug of its address,
 * e.g. `ville-de-paris`), quoted so that a value with spaces or Solr syntax stays one term.
 */
export const ckanOrganisationQuery = (organisation: string): string =>
  `organization:"${organisation.trim().replace(/["\\]/g, '\\$&')}"`;

type Query = Parameters<CatalogueClient>[0];

async function packageSearch(query: Query, params: Record<string, string>) {
  const endpoint = new URL('package_search', ckanActionBase(query.url));
  for (const [key, value] of Object.entries(params)) endpoint.searchParams.set(key, value);
  return jsonOf(
    await remoteFetchOk(endpoint.toString(), query.remote, {
      headers: { accept: 'application/json' },
      ...(query.signal ? { signal: query.signal } : {}),
    }),
  );
}

/** How many packages the portal holds without the organisation filter (`rows=0`), HV8. */
async function unfilteredCount(query: Query): Promise<number | null> {
  const body = await packageSearch(query, { rows: '0' });
  return isRecord(body) && isRecord(body.result) && typeof body.result.count === 'number'
    ? body.result.count
    : null;
}

/** CKAN: `package_search` (https://docs.ckan.org/en/latest/api/). */
export const ckanClient: CatalogueClient = async (query) => {
  const body = await packageSearch(query, {
    rows: String(query.limit),
    start: String(query.offset),
    sort: 'metadata_modified desc',
    ...(query.organisationFilter ? { fq: ckanOrganisationQuery(query.organisationFilter) } : {}),
  });
  if (!isRecord(body) || !isRecord(body.result) || !Array.isArray(body.result.results)) {
    throw protocolError(
      'La réponse de package_search n’est pas celle d’un catalogue CKAN (pas de result.results).',
    );
  }
  if (body.success === false)
    throw protocolError('Le catalogue CKAN a refusé la recherche (success: false).');
  const site = ckanSite(query.url);
  const { records, skipped } = readEntries(body.result.results, (item) => {
    // Keyed on the id: the name changes when the package is renamed (issue 28 §8).
    const identifier = str(item.id) ?? str(item.name);
    const reference = str(item.name) ?? identifier;
    // ckanext-fluent answers `title_translated`; opendata.swiss answers `title` as a language map.
    const own = inLanguage(item.title_translated) ?? inLanguage(item.title);
    const title = own ?? str(item.name);
    if (!identifier || !reference || !title) return null;
    return {
      identifier,
      reference,
      title,
      // Titled by its name, as every kind titles an untitled record by its identifier (HV3).
      ...(own ? {} : { titledByIdentifier: true }),
      description:
        inLanguage(item.notes_translated) ?? inLanguage(item.notes) ?? inLanguage(item.description),
      descriptionFormat: 'markdown',
      keywords: ckanKeywords(item),
      // The record's own page when it gives one as an http(s) `url` (a OneGeo CKAN service gives its
      // explorer page there, HV9); else the page CKAN serves by name.
      url: httpUrl(str(item.url)) ?? `${site}/dataset/${encodeURIComponent(reference)}`,
      issued: str(item.metadata_created),
      modified: str(item.metadata_modified),
      organisation: isRecord(item.organization)
        ? (inLanguage(item.organization.title_translated) ??
          inLanguage(item.organization.title) ??
          str(item.organization.name))
        : null,
      licence: ckanLicence(item),
      ...firstExtent(ckanExtents(item)),
      ...ckanDistributions(item),
      contact: ckanContact(item),
      // ckanext-dcat's `frequency`, ckanext-spatial's ISO `frequency-of-update`.
      frequency: str(extra(item, 'frequency')) ?? str(extra(item, 'frequency-of-update')),
    };
  });
  const total = typeof body.result.count === 'number' ? body.result.count : null;
  const next = nextOffset(query.offset, body.result.results.length, total);
  if (query.organisationFilter && query.offset === 0 && total === 0) {
    return { records, total, skipped, next, unfiltered: await unfilteredCount(query) };
  }
  return { records, total, skipped, next };
};
