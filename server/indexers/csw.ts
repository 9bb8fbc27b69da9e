import { asArray, descendants, parseXml, textOf } from '../data/xml.ts';
import { remoteFetchOk } from '../net/remoteFetch.ts';
import { type CatalogueClient, protocolError, type RemoteRecord } from './catalogueTypes.ts';
import { CSW_READ, dublinCoreFields, isoFields, recordByIdUrl } from './cswRecords.ts';
import { cswNext } from './paging.ts';

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
