import { asArray, descendants, parseXml, textOf } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import { type CatalogueClient, protocolError, type RemoteRecord } from './catalogueTypes.ts';
import { CSW_READ, dublinCoreFields, recordByIdUrl } from './cswRecords.ts';
import { isIso19115p3, isoFields } from './isoRecords.ts';
import { cswNext } from './paging.ts';
import { titleRule } from './recordParts.ts';

const CSW_NS = 'http://www.opengis.net/cat/csw/2.0.2';

/**
 * Queryables that name a record's organisation, in the order they are tried: GeoNetwork's
 * `OrganisationName` (its ISO queryable, which pycsw refuses as unknown), then the Dublin Core
 * `dc:publisher` every CSW 2.0.2 server answers for `csw:Record` (pycsw's core queryables).
 */
export const ORGANISATION_QUERYABLES = ['OrganisationName', 'dc:publisher'] as const;

/** A CQL `like` on one queryable: the organisation's name anywhere in the value. */
export const organisationConstraint = (queryable: string, organisation: string): string =>
  `${queryable} like '%${organisation.replace(/'/g, "''")}%'`;

type Query = Parameters<CatalogueClient>[0];

async function fetchDocument(endpoint: URL, params: Record<string, string>, query: Query) {
  const url = new URL(endpoint);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  const response = await remoteFetchOk(url.toString(), query.remote, {
    headers: { accept: 'application/xml' },
    ...(query.signal ? { signal: query.signal } : {}),
  });
  const text = new TextDecoder('utf-8').decode(response.body);
  const document = parseXml(text, 'La réponse du catalogue CSW');
  const exception = descendants(document, 'ExceptionText')[0];
  const refused = exception !== undefined || document.ExceptionReport !== undefined;
  // The ISO schema is known by its namespace, which the parser drops with the prefixes (HV4).
  const iso = isIso19115p3(text) ? ('19115-3' as const) : ('19139' as const);
  return { document, refused, reason: textOf(exception) ?? 'sans message', iso };
}

/**
 * `GetRecords`, with the organisation filter on the first queryable the server accepts: a server
 * refusing one (an exception) is asked with the next, and the one it took is remembered for the
 * following pages. A server refusing them all fails the harvest and says the filter cannot apply.
 */
async function getRecords(endpoint: URL, params: Record<string, string>, query: Query) {
  if (!query.organisationFilter) {
    const answer = await fetchDocument(endpoint, params, query);
    if (answer.refused) {
      throw protocolError(`Le catalogue CSW a répondu par une exception : ${answer.reason}.`);
    }
    return answer;
  }
  const key = `csw-organisation-queryable ${endpoint.origin}${endpoint.pathname}`;
  const known = query.cache?.get(key);
  const candidates = typeof known === 'string' ? [known] : ORGANISATION_QUERYABLES;
  for (const queryable of candidates) {
    const answer = await fetchDocument(
      endpoint,
      {
        ...params,
        constraintLanguage: 'CQL_TEXT',
        constraint_language_version: '1.1.0',
        constraint: organisationConstraint(queryable, query.organisationFilter),
      },
      query,
    );
    if (!answer.refused) {
      query.cache?.set(key, queryable);
      return answer;
    }
  }
  throw protocolError(
    'Le catalogue CSW refuse le filtre par organisation (ni OrganisationName ni dc:publisher) : videz le filtre pour moissonner ce catalogue.',
  );
}

/** How many records the catalogue holds without the organisation filter (`resultType=hits`), HV8. */
async function unfilteredCount(endpoint: URL, params: Record<string, string>, query: Query) {
  const answer = await fetchDocument(endpoint, { ...params, resultType: 'hits' }, query);
  const results = descendants(answer.document, 'SearchResults')[0];
  const matched = Number((results as Record<string, unknown> | undefined)?.['@numberOfRecordsMatched']);
  return !answer.refused && Number.isFinite(matched) ? matched : null;
}

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
  const { document, iso: isoSchema } = await getRecords(endpoint, params, query);
  const results = descendants(document, 'SearchResults')[0];
  if (results === undefined) {
    throw protocolError('La réponse n’est pas une réponse GetRecords CSW (pas de SearchResults).');
  }
  const holder = typeof results === 'object' && results !== null ? (results as Record<string, unknown>) : {};
  const dublinCore = ['SummaryRecord', 'Record', 'BriefRecord'].flatMap((name) => asArray(holder[name]));
  const iso = asArray(holder.MD_Metadata);
  // Any other record schema (FGDC, DIF…) is counted, so that an answer read to
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
    ...iso.map((entry) => isoFields(entry, isoSchema)),
  ];
  for (const { identifier, title, ...rest } of fields) {
    const named = titleRule(identifier, title);
    if (!named) {
      skipped += 1;
      continue;
    }
    records.push({ ...rest, ...named, url: recordByIdUrl(byIdBase, named.identifier) });
  }
  const matched = Number(holder['@numberOfRecordsMatched']);
  const total = Number.isFinite(matched) ? matched : null;
  const next = cswNext(holder['@nextRecord'], query.offset, returned, total);
  if (query.organisationFilter && query.offset === 0 && total === 0) {
    return { records, total, skipped, next, unfiltered: await unfilteredCount(endpoint, params, query) };
  }
  return { records, total, skipped, next };
};
