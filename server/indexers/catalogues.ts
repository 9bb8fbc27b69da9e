import { asArray, descendants, parseXml, textOf } from '../data/xml.ts';
import { RemoteError, type RemoteOptions, remoteFetchOk, remoteJson } from '../net/remoteFetch.ts';
import { CSW_READ, dublinCoreFields, isoFields, recordByIdUrl } from './cswRecords.ts';
import { inLanguage, listInLanguage } from './languages.ts';
import { cswNext, nextOffset } from './paging.ts';

/** A record of a remote catalogue, as much as the harvest keeps of it. */
export interface RemoteRecord {
  /** What the harvest keys the record on: an identifier its catalogue never changes. */
  identifier: string;
  /**
   * The name the catalogue's pages use (CKAN `name`, OpenDataSoft `dataset_id`), which changes
   * when the record is renamed there; the URL pattern's {identifier} stands for it. The
   * identifier when the catalogue has no such name.
   */
  reference?: string;
  title: string;
  description: string | null;
  keywords: string[];
  /** The record's page on the remote catalogue, when it gives one. */
  url: string | null;
  issued: string | null;
  modified: string | null;
  organisation: string | null;
}

export interface RemotePage {
  records: RemoteRecord[];
  /** Records the catalogue counts in all (null when it does not say). */
  total: number | null;
  /** Entries left out because they have no identifier or no title. */
  skipped: number;
  /**
   * The offset of the following page, or null when the answer says there is none. It counts what
   * the catalogue returned, not what was asked: a portal that caps its pages below the asked limit
   * is read to its end.
   */
  next: number | null;
}

export interface CatalogueQuery {
  url: string;
  organisationFilter: string | null;
  offset: number;
  limit: number;
  remote: RemoteOptions;
  signal?: AbortSignal;
  /** Answers already read during this harvest, by URL: a catalogue file is downloaded once. */
  cache?: Map<string, unknown>;
}

export type CatalogueClient = (query: CatalogueQuery) => Promise<RemotePage>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

const protocolError = (message: string) => new RemoteError(message, 'protocol');

function jsonOf(response: Awaited<ReturnType<typeof remoteFetchOk>>): unknown {
  return remoteJson(response);
}

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

/** CKAN: `package_search` (https://docs.ckan.org/en/latest/api/). */
export const ckanClient: CatalogueClient = async (query) => {
  const endpoint = new URL('package_search', ckanActionBase(query.url));
  endpoint.searchParams.set('rows', String(query.limit));
  endpoint.searchParams.set('start', String(query.offset));
  endpoint.searchParams.set('sort', 'metadata_modified desc');
  if (query.organisationFilter) endpoint.searchParams.set('fq', `organization:${query.organisationFilter}`);
  const body = jsonOf(
    await remoteFetchOk(endpoint.toString(), query.remote, {
      headers: { accept: 'application/json' },
      ...(query.signal ? { signal: query.signal } : {}),
    }),
  );
  if (!isRecord(body) || !isRecord(body.result) || !Array.isArray(body.result.results)) {
    throw protocolError(
      'La réponse de package_search n’est pas celle d’un catalogue CKAN (pas de result.results).',
    );
  }
  if (body.success === false)
    throw protocolError('Le catalogue CKAN a refusé la recherche (success: false).');
  const site = ckanSite(query.url);
  let skipped = 0;
  const records: RemoteRecord[] = [];
  for (const item of body.result.results) {
    if (!isRecord(item)) {
      skipped += 1;
      continue;
    }
    // Keyed on the id: the name changes when the package is renamed (issue 28 §8).
    const identifier = str(item.id) ?? str(item.name);
    const reference = str(item.name) ?? identifier;
    // ckanext-fluent answers `title_translated`; opendata.swiss answers `title` as a language map.
    const title = inLanguage(item.title_translated) ?? inLanguage(item.title) ?? str(item.name);
    if (!identifier || !reference || !title) {
      skipped += 1;
      continue;
    }
    records.push({
      identifier,
      reference,
      title,
      description:
        inLanguage(item.notes_translated) ?? inLanguage(item.notes) ?? inLanguage(item.description),
      keywords: ckanKeywords(item),
      url: `${site}/dataset/${encodeURIComponent(reference)}`,
      issued: str(item.metadata_created),
      modified: str(item.metadata_modified),
      organisation: isRecord(item.organization)
        ? (inLanguage(item.organization.title_translated) ??
          inLanguage(item.organization.title) ??
          str(item.organization.name))
        : null,
    });
  }
  const total = typeof body.result.count === 'number' ? body.result.count : null;
  return { records, total, skipped, next: nextOffset(query.offset, body.result.results.length, total) };
};

const CSW_NS = 'http://www.opengis.net/cat/csw/2.0.2';

/** GeoNetwork and other CSW 2.0.2 servers: `GetRecords` in the KVP encoding, Dublin Core records. */
export const cswClient: CatalogueClient = async (query) => {
  const endpoint = new URL(query.url);
  for (const key of [...endpoint.searchParams.keys()]) {
    if (['service', 'request', 'version'].includes(key.toLowerCase())) endpoint.searchParams.delete(key);
  }
  const params: Record<string, string> = {
    service: 'CSW',
    version: '2.0.2',
    request: 'GetRecords',
    typeNames: 'csw:Record',
    namespace: `xmlns(csw=${CSW_NS})`,
    resultType: 'results',
    // full: summaries carry neither publisher nor dates (GeoNetwork), which the harvest keeps.
    elementSetName: 'full',
    outputSchema: CSW_NS,
    startPosition: String(query.offset + 1),
    maxRecords: String(query.limit),
  };
  if (query.organisationFilter) {
    params.constraintLanguage = 'CQL_TEXT';
    params.constraint_language_version = '1.1.0';
    params.constraint = `OrganisationName like '%${query.organisationFilter.replace(/'/g, "''")}%'`;
  }
  for (const [key, value] of Object.entries(params)) endpoint.searchParams.set(key, value);
  const response = await remoteFetchOk(endpoint.toString(), query.remote, {
    headers: { accept: 'application/xml' },
    ...(query.signal ? { signal: query.signal } : {}),
  });
  const document = parseXml(new TextDecoder('utf-8').decode(response.body), 'La réponse du catalogue CSW');
  const exception = descendants(document, 'ExceptionText')[0];
  if (exception !== undefined || document.ExceptionReport !== undefined) {
    throw protocolError(
      `Le catalogue CSW a répondu par une exception : ${textOf(exception) ?? 'sans message'}.`,
    );
  }
  const results = descendants(document, 'SearchResults')[0];
  if (results === undefined) {
    throw protocolError('La réponse n’est pas une réponse GetRecords CSW (pas de SearchResults).');
  }
  const holder = typeof results === 'object' && results !== null ? (results as Record<string, unknown>) : {};
  const dublinCore = ['SummaryRecord', 'Record', 'BriefRecord'].flatMap((name) => asArray(holder[name]));
  const iso = asArray(holder.MD_Metadata);
  // Any other record schema (ISO 19115-3, FGDC, DIF…) is counted, so that an answer read to
  // nothing says so instead of looking like an empty catalogue.
  const others = Object.keys(holder).filter(
    (key) => !key.startsWith('@') && !key.startsWith('#') && !CSW_READ.includes(key),
  );
  const returned =
    dublinCore.length + iso.length + others.reduce((n, key) => n + asArray(holder[key]).length, 0);
  if (others.length > 0 && dublinCore.length + iso.length === 0) {
    throw protocolError(
      `La réponse CSW contient ${returned} fiche${returned > 1 ? 's' : ''} au format ${others.join(', ')}, que le moissonneur ne lit pas (il lit Dublin Core csw:Record et ISO 19139 gmd:MD_Metadata).`,
    );
  }
  const byIdBase = endpoint.origin + endpoint.pathname;
  let skipped = 0;
  const records: RemoteRecord[] = [];
  const fields = [
    ...dublinCore.map((entry) => dublinCoreFields(entry)),
    ...iso.map((entry) => isoFields(entry)),
  ];
  for (const { identifier, title, ...rest } of fields) {
    if (!identifier || !title) {
      skipped += 1;
      continue;
    }
    records.push({ identifier, title, ...rest, url: recordByIdUrl(byIdBase, identifier) });
  }
  const matched = Number(holder['@numberOfRecordsMatched']);
  const total = Number.isFinite(matched) ? matched : null;
  return { records, total, skipped, next: cswNext(holder['@nextRecord'], query.offset, returned, total) };
};

/** `https://site/...` → `https://site` (the Explore API lives at its root). */
const odsSite = (url: string): string => {
  const base = new URL(url);
  const at = base.pathname.indexOf('/api/');
  return `${base.origin}${at >= 0 ? base.pathname.slice(0, at) : base.pathname.replace(/\/(explore\/?)?$/, '')}`;
};

/** OpenDataSoft: the Explore catalog API (v2.1 `results`, v2.0 `datasets` answers both read). */
export const openDataSoftClient: CatalogueClient = async (query) => {
  const site = odsSite(query.url);
  const endpoint = new URL(`${site}/api/explore/v2.1/catalog/datasets`);
  endpoint.searchParams.set('limit', String(Math.min(query.limit, 100)));
  endpoint.searchParams.set('offset', String(query.offset));
  if (query.organisationFilter) endpoint.searchParams.set('refine', `publisher:${query.organisationFilter}`);
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
  let skipped = 0;
  const records: RemoteRecord[] = [];
  for (const raw of list) {
    const item = isRecord(raw) && isRecord(raw.dataset) ? raw.dataset : raw;
    if (!isRecord(item)) {
      skipped += 1;
      continue;
    }
    const metas = isRecord(item.metas)
      ? isRecord(item.metas.default)
        ? item.metas.default
        : item.metas
      : {};
    // Keyed on dataset_uid: dataset_id changes when the dataset is renamed (issue 28 §8).
    const reference = str(item.dataset_id);
    const identifier = str(item.dataset_uid) ?? reference;
    const title = str(metas.title) ?? reference;
    if (!identifier || !reference || !title) {
      skipped += 1;
      continue;
    }
    records.push({
      identifier,
      reference,
      title,
      description: str(metas.description),
      keywords: asArray(metas.keyword).flatMap((k) => (str(k) ? [str(k) as string] : [])),
      url: `${site}/explore/dataset/${encodeURIComponent(reference)}/`,
      issued: str(metas.metadata_processed) ?? str(metas.data_processed),
      modified: str(metas.modified),
      organisation: str(metas.publisher),
    });
  }
  const total = typeof body.total_count === 'number' ? body.total_count : null;
  return { records, total, skipped, next: nextOffset(query.offset, list.length, total) };
};

/** DCAT in JSON: DCAT-US `data.json` (ArcGIS Hub feeds) or JSON-LD with `dcat:dataset`. */
export const dcatClient: CatalogueClient = async (query) => {
  // The whole catalogue is one file: the harvest pages through it, downloading it once.
  const body =
    query.cache?.get(query.url) ??
    jsonOf(
      await remoteFetchOk(query.url, query.remote, {
        headers: { accept: 'application/json, application/ld+json' },
        ...(query.signal ? { signal: query.signal } : {}),
      }),
    );
  query.cache?.set(query.url, body);
  const list = isRecord(body)
    ? (body.dataset ?? body['dcat:dataset'] ?? (Array.isArray(body['@graph']) ? body['@graph'] : undefined))
    : Array.isArray(body)
      ? body
      : undefined;
  if (!Array.isArray(list)) {
    throw protocolError('La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).');
  }
  const pick = (item: Record<string, unknown>, ...keys: string[]): unknown => {
    for (const key of keys) if (item[key] !== undefined) return item[key];
    return undefined;
  };
  const textValue = (value: unknown): string | null =>
    str(value) ?? (isRecord(value) ? (str(value['@value']) ?? str(value['@id']) ?? str(value.name)) : null);
  let skipped = 0;
  const all: RemoteRecord[] = [];
  for (const item of list) {
    if (!isRecord(item)) {
      skipped += 1;
      continue;
    }
    const type = item['@type'];
    if (type !== undefined && !asArray(type).some((t) => String(t).endsWith('Dataset'))) continue;
    const identifier = textValue(pick(item, 'identifier', 'dct:identifier', '@id'));
    const title = textValue(pick(item, 'title', 'dct:title'));
    if (!identifier || !title) {
      skipped += 1;
      continue;
    }
    const publisher = pick(item, 'publisher', 'dct:publisher');
    all.push({
      identifier,
      title,
      description: textValue(pick(item, 'description', 'dct:description')),
      keywords: asArray(pick(item, 'keyword', 'dcat:keyword')).flatMap((k) =>
        textValue(k) ? [textValue(k) as string] : [],
      ),
      url: textValue(pick(item, 'landingPage', 'dcat:landingPage')),
      issued: textValue(pick(item, 'issued', 'dct:issued')),
      modified: textValue(pick(item, 'modified', 'dct:modified')),
      organisation: textValue(publisher),
    });
  }
  const filter = query.organisationFilter?.toLowerCase();
  const kept = filter ? all.filter((r) => r.organisation?.toLowerCase().includes(filter)) : all;
  const records = kept.slice(query.offset, query.offset + query.limit);
  return {
    records,
    total: kept.length,
    // The file's unreadable entries are counted once, with its first page.
    skipped: query.offset === 0 ? skipped : 0,
    next: nextOffset(query.offset, records.length, kept.length),
  };
};

export const CLIENTS: Record<string, CatalogueClient> = {
  ckan: ckanClient,
  csw: cswClient,
  opendatasoft: openDataSoftClient,
  dcat: dcatClient,
};

export function clientFor(implementationType: string): CatalogueClient {
  const client = CLIENTS[implementationType];
  if (!client) {
    throw new RemoteError(
      `Le type de catalogue « ${implementationType} » n’est pas pris en charge (${Object.keys(CLIENTS).join(', ')}).`,
      'protocol',
    );
  }
  return client;
}

/** The public link of a record: the indexer's URL pattern, else the remote page, else the catalogue. */
export function recordUrl(record: RemoteRecord, pattern: string | null, catalogueUrl: string): string {
  const candidates = [
    pattern?.includes('{identifier}')
      ? pattern.split('{identifier}').join(encodeURIComponent(record.reference ?? record.identifier))
      : null,
    record.url,
    catalogueUrl,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return new URL(candidate).toString();
    } catch {
      // not absolute: try the next one
    }
  }
  return catalogueUrl;
}
