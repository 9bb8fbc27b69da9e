import { firstExtent } from './bounds.ts';
import { isRecord, type RemoteContact, type RemoteLicence, type RemoteRecord } from './catalogueTypes.ts';
import { DCAT, DCT, iriOf, isLink, LOCN, list, NAMES, type Node, one, VCARD } from './jsonLdValues.ts';
import { emailOf, keepDistributions, licenceText } from './recordParts.ts';

/**
 * The parts of a DCAT dataset beyond its description: licence, extent, distributions, contact and
 * frequency, from its expanded JSON-LD node (`dcatJsonLd.ts`). `resolve` gives a node referenced
 * by `@id` as the document describes it, when it does.
 */
type Resolve = (value: unknown) => unknown;

/** A value's text: a literal's `@value`, else an IRI. */
const valueText = (value: unknown): string | null => {
  if (!isRecord(value)) return null;
  const text = value['@value'] ?? value['@id'];
  return typeof text === 'string' && text.trim()
    ? text.trim()
    : typeof text === 'number'
      ? String(text)
      : null;
};

/**
 * `dct:license` of the dataset, else of its first distribution that gives one (DCAT-AP puts it
 * there): an IRI, a node naming it (title, label), or a literal (DCAT-US writes the URL as text).
 */
export function licenceOf(dataset: Node, distributions: Node[], resolve: Resolve): RemoteLicence | null {
  // `dct:#license`: how the DCAT-US context of ckanext-dcat's example writes it.
  const given = [dataset, ...distributions]
    .flatMap((node) => [...list(node, `${DCT}license`), ...list(node, `${DCT}#license`)])
    .map(resolve)[0];
  if (!isRecord(given)) return null;
  if (given['@value'] !== undefined) {
    // DCAT-US writes the licence as text: an address, or HTML naming it (ArcGIS Hub).
    const text = licenceText(valueText(given));
    return text ? { identifier: null, ...text } : null;
  }
  const iri = iriOf(given);
  const licence = {
    identifier: one(given, `${DCT}identifier`),
    url: isLink(iri) ? iri : null,
    title: one(given, `${DCT}title`, ...NAMES),
  };
  return licence.identifier || licence.url || licence.title ? licence : null;
}

/**
 * `dct:spatial`: a literal (DCAT-US "w,s,e,n", WKT, GeoJSON text) or a `dct:Location` with its
 * `dcat:bbox` or `locn:geometry`. A place given only by an IRI (a country, a GeoNames entry) has no
 * box the harvest can read: it is reported with the unreadable extents.
 */
export function extentOf(dataset: Node, resolve: Resolve): Pick<RemoteRecord, 'bounds' | 'invalidBounds'> {
  const candidates = list(dataset, `${DCT}spatial`)
    .map(resolve)
    .flatMap((place) => {
      if (!isRecord(place)) return [];
      if (place['@value'] !== undefined) return [place['@value']];
      const geometries = [
        ...list(place, `${DCAT}bbox`),
        ...list(place, `${LOCN}geometry`),
        ...list(place, `${DCAT}centroid`),
      ].map(valueText);
      return geometries.length > 0 ? geometries : [iriOf(place) ?? JSON.stringify(place)];
    });
  return firstExtent(candidates);
}

/** `https://www.iana.org/assignments/media-types/text/csv` → `text/csv`; a literal as written. */
const mediaTypeOf = (node: Node): string | null => {
  const text = valueText(list(node, `${DCAT}mediaType`)[0]);
  return text?.replace(/^https?:\/\/www\.iana\.org\/assignments\/media-types\//i, '') ?? null;
};

/** `dct:format`: a literal, or the last segment of a vocabulary IRI (EU file types: `…/file-type/CSV`). */
const formatOf = (node: Node, resolve: Resolve): string | null => {
  const format = resolve(list(node, `${DCT}format`)[0]);
  if (!isRecord(format)) return null;
  const named = format['@value'] === undefined ? one(format, `${DCT}title`, ...NAMES) : null;
  const text = named ?? valueText(format);
  return text && isLink(text) ? (text.split(/[/#]/).filter(Boolean).pop() ?? text) : text;
};

/**
 * The dataset's distributions: downloadURL, else accessURL; keyed on their IRI or identifier. One
 * that only leads to the dataset's landing page (ArcGIS Hub lists its page as a "Web Page"
 * distribution) is not the data.
 */
export function distributionsOf(distributions: Node[], resolve: Resolve, landingPage: string | null) {
  return keepDistributions(
    distributions.map((node) => {
      const download = one(node, `${DCAT}downloadURL`);
      const access = one(node, `${DCAT}accessURL`);
      return {
        key: iriOf(node) ?? one(node, `${DCT}identifier`),
        url: download ?? access,
        title: one(node, `${DCT}title`),
        description: one(node, `${DCT}description`),
        mediaType: mediaTypeOf(node),
        format: formatOf(node, resolve),
        isData: download !== null || landingPage === null || access !== landingPage,
        ...byteSizeOf(node),
      };
    }),
  );
}

/** `dcat:contactPoint`: a vCard, its `fn` and its `hasEmail` (a `mailto:` IRI or a literal). */
export function contactOf(dataset: Node, resolve: Resolve): RemoteContact | null {
  for (const point of list(dataset, `${DCAT}contactPoint`).map(resolve)) {
    if (!isRecord(point)) continue;
    const email = emailOf(valueText(list(point, `${VCARD}hasEmail`).map(resolve)[0]));
    const name = one(point, `${VCARD}fn`, `${VCARD}organization-name`, ...NAMES);
    if (name || email) return { name, email };
  }
  return null;
}

/** `dct:accrualPeriodicity` as coded: an EU frequency IRI, an ISO 8601 duration, a word. */
export const frequencyOf = (dataset: Node, resolve: Resolve): string | null =>
  valueText(resolve(list(dataset, `${DCT}accrualPeriodicity`)[0]));

/** `dcat:byteSize`, when it is a whole number of bytes. */
function byteSizeOf(node: Node): { byteSize?: number } {
  const text = valueText(list(node, `${DCAT}byteSize`)[0]);
  const size = text === null ? Number.NaN : Number(text);
  return Number.isSafeInteger(size) && size >= 0 ? { byteSize: size } : {};
}

/**
 * What DCAT-AP says besides a dataset's description (issue 51): its themes (IRIs), the period it
 * covers (`dct:temporal` with `dcat:startDate` / `dcat:endDate`) and its access rights; each only
 * when given, so that a record of a catalogue that says nothing of them is as before.
 */
export function contextOf(
  dataset: Node,
  resolve: Resolve,
): Pick<RemoteRecord, 'themes' | 'temporal' | 'accessRights'> {
  const themes = list(dataset, `${DCAT}theme`)
    .map((theme) => valueText(theme))
    .filter((theme): theme is string => theme !== null && isLink(theme));
  const period = list(dataset, `${DCT}temporal`).map(resolve).find(isRecord);
  const start = period ? one(period, `${DCAT}startDate`) : null;
  const end = period ? one(period, `${DCAT}endDate`) : null;
  const rights = valueText(list(dataset, `${DCT}accessRights`)[0]);
  return {
    ...(themes.length > 0 ? { themes } : {}),
    ...(start || end ? { temporal: { start, end } } : {}),
    ...(rights && isLink(rights) ? { accessRights: rights } : {}),
  };
}
