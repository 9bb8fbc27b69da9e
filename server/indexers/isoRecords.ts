import { asArray, child, descendants, textOf } from '../data/xml.ts';
import { unionOf, validBox } from './bounds.ts';
import type { RemoteBounds, RemoteContact, RemoteLicence } from './catalogueTypes.ts';
import type { CswFields } from './cswRecords.ts';
import { emailOf, httpUrl, keepDistributions, licenceText } from './recordParts.ts';

/**
 * ISO metadata records of a CSW answer, as fast-xml-parser gives them (namespace prefixes removed):
 * ISO 19139 (`gmd:MD_Metadata`, GeoNetwork, pycsw's gmd output schema) and ISO 19115-3
 * (`mdb:MD_Metadata`, pycsw 3). The two share most local names once prefixes are gone; they differ
 * in the record identifier and the responsible parties, so the caller says which one it read, from
 * the namespace (`iso19115p3Prefixes`), before the prefixes were dropped.
 */
export type IsoSchema = '19139' | '19115-3';

type Node = Record<string, unknown> | undefined;
const node = (value: unknown): Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** A `gco:CharacterString`, or a `gmx:Anchor` standing for one, under an ISO property element. */
export const characterString = (property: unknown): string | null =>
  textOf(child(property, 'CharacterString')) ?? textOf(child(property, 'Anchor'));

/** `gco:Date` or `gco:DateTime` under a date property. */
const dateOf = (property: unknown): string | null =>
  textOf(child(property, 'Date')) ?? textOf(child(property, 'DateTime'));

const codeOf = (code: unknown): string | null => {
  const value = node(code)?.['@codeListValue'];
  return typeof value === 'string' && value.trim() ? value.trim() : textOf(code);
};

/** The dates of a citation by type (publication, creation, revision). */
function citationDates(citation: unknown): Map<string, string> {
  const dates = new Map<string, string>();
  for (const entry of asArray(node(citation)?.date)) {
    const date = child(entry, 'CI_Date');
    const kind = codeOf(child(child(date, 'dateType'), 'CI_DateTypeCode'));
    const value = dateOf(child(date, 'date'));
    if (kind && value && !dates.has(kind)) dates.set(kind, value);
  }
  return dates;
}

/**
 * A responsible party: 19139's `CI_ResponsibleParty` (individual and organisation names), or
 * 19115-3's `CI_Responsibility` whose `party` is an organisation or an individual.
 */
function partyOf(entry: unknown, schema: IsoSchema): { organisation: string | null; contact: RemoteContact } {
  const email = emailOf(
    descendants(entry, 'electronicMailAddress').map(characterString).find(Boolean) ?? null,
  );
  if (schema === '19139') {
    const party = child(entry, 'CI_ResponsibleParty');
    const organisation = characterString(child(party, 'organisationName'));
    const individual = characterString(child(party, 'individualName'));
    return { organisation, contact: { name: individual ?? organisation, email } };
  }
  const party = child(child(entry, 'CI_Responsibility'), 'party');
  const organisation = characterString(child(child(party, 'CI_Organisation'), 'name'));
  const individual = descendants(party, 'CI_Individual')
    .map((person) => characterString(child(person, 'name')))
    .find(Boolean);
  return { organisation, contact: { name: individual ?? organisation, email } };
}

/**
 * The licence: a legal constraint's `otherConstraints` (a `gmx:Anchor`'s `xlink:href` as its
 * address, as INSPIRE records name a licence), those on use before those on access (an INSPIRE
 * record gives both: "no limitations to public access", then its licence), else a use limitation
 * of any constraint. A text that is an address is the licence's address.
 */
function licenceOf(identification: unknown): RemoteLicence | null {
  const constraints = asArray(node(identification)?.resourceConstraints);
  const legal = constraints.map((c) => node(child(c, 'MD_LegalConstraints'))).filter((c) => c !== undefined);
  const rank = (c: Record<string, unknown>) => (c.useConstraints ? 0 : c.accessConstraints ? 2 : 1);
  const others = [...legal].sort((a, b) => rank(a) - rank(b)).flatMap((c) => asArray(c.otherConstraints));
  const limits = constraints.flatMap((c) =>
    ['MD_LegalConstraints', 'MD_Constraints'].flatMap((kind) => asArray(node(child(c, kind))?.useLimitation)),
  );
  for (const property of [...others, ...limits]) {
    const text = licenceText(characterString(property));
    const href = node(child(property, 'Anchor'))?.['@href'];
    const url = (typeof href === 'string' ? httpUrl(href) : null) ?? text?.url ?? null;
    const title = text?.title ?? null;
    if (title || url) return { identifier: null, url, title };
  }
  return null;
}

/** Every geographic box of the identification's extents, joined; given back as text when none is valid. */
function extentOf(identification: unknown): { bounds: RemoteBounds | null; invalidBounds?: string } {
  const boxes = descendants(identification, 'EX_GeographicBoundingBox').map((box) =>
    ['westBoundLongitude', 'southBoundLatitude', 'eastBoundLongitude', 'northBoundLatitude'].map(
      (side) => textOf(child(child(box, side), 'Decimal')) ?? textOf(child(box, side)) ?? '',
    ),
  );
  if (boxes.length === 0) return { bounds: null };
  const valid = boxes.map((sides) => validBox(sides.map((s) => (s === '' ? Number.NaN : Number(s)))));
  const bounds = unionOf(valid.filter((b): b is RemoteBounds => b !== null));
  return bounds ? { bounds } : { bounds: null, invalidBounds: boxes.map((b) => b.join(',')).join(' ; ') };
}

/** Functions and protocols by which a record marks a link as not the data (ISO CI_OnLineFunctionCode). */
const NOT_DATA_FUNCTIONS = ['information', 'search', 'browsing', 'browseGraphic'];

function distributionsOf(record: unknown) {
  const distribution = child(record, 'distributionInfo');
  const formats = descendants(distribution, 'MD_Format')
    .map(
      (format) =>
        characterString(child(format, 'name')) ??
        characterString(child(format, 'formatSpecificationCitation')),
    )
    .filter(Boolean);
  return keepDistributions(
    descendants(distribution, 'CI_OnlineResource').map((resource) => {
      const linkage = child(resource, 'linkage');
      const url = textOf(child(linkage, 'URL')) ?? characterString(linkage);
      const protocol = characterString(child(resource, 'protocol'));
      const role = codeOf(child(child(resource, 'function'), 'CI_OnLineFunctionCode'));
      const capabilities = /request=getcapabilities/i.test(url ?? '');
      return {
        key: null,
        url,
        title: characterString(child(resource, 'name')),
        description: characterString(child(resource, 'description')),
        mediaType: null,
        // The protocol names what the link serves (OGC:WMS, WWW:DOWNLOAD-1.0-http--download);
        // a record giving one format for all its distributions names it in distributionFormat.
        format: protocol ?? (formats.length === 1 ? formats[0] : null) ?? null,
        isData:
          !(role && NOT_DATA_FUNCTIONS.includes(role)) && !/^WWW:LINK/i.test(protocol ?? '') && !capabilities,
      };
    }),
  );
}

/**
 * Reads an ISO record. The title, abstract, keywords, dates, constraints and extents are those of
 * the resource in `identificationInfo` (a dataset's or a service's), not the thesauri's citations
 * that also carry a title and dates. A record without revision date takes its metadata date
 * (`dateStamp`, 19115-3's `dateInfo`) as last modification, as a CSW summary's `modified` does.
 */
export function isoFields(record: unknown, schema: IsoSchema): CswFields {
  const info = child(record, 'identificationInfo');
  const identification = child(info, 'MD_DataIdentification') ?? child(info, 'SV_ServiceIdentification');
  const citation = child(child(identification, 'citation'), 'CI_Citation');
  const dates = citationDates(citation);
  const keywords = asArray(node(identification)?.descriptiveKeywords)
    .flatMap((group) => asArray(node(child(group, 'MD_Keywords'))?.keyword))
    .flatMap((keyword) => (characterString(keyword) ? [characterString(keyword) as string] : []));
  const parties = [...asArray(node(identification)?.pointOfContact), ...asArray(node(record)?.contact)].map(
    (entry) => partyOf(entry, schema),
  );
  const contact = parties.map((p) => p.contact).find((c) => c.name || c.email) ?? null;
  const metadataDate =
    dateOf(child(record, 'dateStamp')) ?? dateOf(child(child(child(record, 'dateInfo'), 'CI_Date'), 'date'));
  const frequency = descendants(identification, 'MD_MaintenanceFrequencyCode').map(codeOf).find(Boolean);
  return {
    identifier:
      schema === '19139'
        ? characterString(child(record, 'fileIdentifier'))
        : characterString(child(child(child(record, 'metadataIdentifier'), 'MD_Identifier'), 'code')),
    title: characterString(child(citation, 'title')),
    description: characterString(child(identification, 'abstract')),
    keywords,
    issued: dates.get('publication') ?? dates.get('creation') ?? null,
    modified: dates.get('revision') ?? metadataDate,
    organisation: parties.map((p) => p.organisation).find(Boolean) ?? null,
    licence: licenceOf(identification),
    ...extentOf(identification),
    ...distributionsOf(record),
    contact,
    frequency: frequency ?? null,
  };
}

/**
 * The prefixes an answer binds to ISO 19115-3's `mdb` namespace: its `MD_Metadata` under one of them
 * is a 19115-3 record, which the parser would otherwise not tell from a 19139 one.
 */
export function iso19115p3Prefixes(text: string): string[] {
  const bindings = text.matchAll(
    /xmlns(?::([\w.-]+))?\s*=\s*["']http:\/\/standards\.iso\.org\/iso\/19115\/-3\/mdb\/[^"']*["']/g,
  );
  return [...new Set([...bindings].map((binding) => binding[1] ?? ''))];
}

/** True when the answer's `MD_Metadata` elements are in ISO 19115-3's `mdb` namespace. */
export const isIso19115p3 = (text: string): boolean =>
  iso19115p3Prefixes(text).some((prefix) =>
    new RegExp(`<${prefix ? `${prefix}:` : ''}MD_Metadata[\\s>/]`).test(text),
  );
