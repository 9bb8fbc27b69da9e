import { asArray, child, textOf } from '../data/xml.ts';
import { readExtent } from './bounds.ts';
import type { RemoteRecord } from './catalogueTypes.ts';
import { keepDistributions, licenceText } from './recordParts.ts';

/**
 * The fields a harvest keeps of a CSW record, Dublin Core or ISO (`isoRecords.ts`), before the
 * record is keyed: its identifier and title may still be missing.
 */
export type CswFields = Omit<RemoteRecord, 'identifier' | 'title' | 'url' | 'reference'> & {
  identifier: string | null;
  title: string | null;
};

const attribute = (element: unknown, name: string): string | null => {
  const value =
    typeof element === 'object' && element !== null ? (element as Record<string, unknown>)[`@${name}`] : null;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

/**
 * An OWS bounding box. `ows:WGS84BoundingBox` and a CRS84 box are longitude first; a box in
 * EPSG:4326 given by its OGC URN or URI (pycsw writes `urn:x-ogc:def:crs:EPSG:6.11:4326`) is
 * latitude first, that CRS's axis order.
 */
function owsExtent(entry: Record<string, unknown>): Pick<RemoteRecord, 'bounds' | 'invalidBounds'> {
  const boxes = [
    ...asArray(entry.WGS84BoundingBox).map((box) => ({ box, latFirst: false })),
    ...asArray(entry.BoundingBox).map((box) => {
      const crs = attribute(box, 'crs') ?? '';
      return { box, latFirst: /4326/.test(crs) && !/CRS84/i.test(crs) && /^(urn|https?):/i.test(crs) };
    }),
  ];
  let invalidBounds: string | undefined;
  for (const { box, latFirst } of boxes) {
    const lower = (textOf(child(box, 'LowerCorner')) ?? '').split(/\s+/).map(Number);
    const upper = (textOf(child(box, 'UpperCorner')) ?? '').split(/\s+/).map(Number);
    const corners = latFirst ? [lower[1], lower[0], upper[1], upper[0]] : [...lower, ...upper];
    // A 3D box (six numbers) or missing corners read as no box: reported with its text.
    const read = readExtent(corners);
    if (read && 'bounds' in read) return { bounds: read.bounds };
    invalidBounds ??=
      `${textOf(child(box, 'LowerCorner')) ?? ''} ${textOf(child(box, 'UpperCorner')) ?? ''}`.trim();
  }
  return invalidBounds === undefined ? { bounds: null } : { bounds: null, invalidBounds };
}

/** `dc:URI` (pycsw gives a link's protocol, name and description as attributes) and `dct:references`. */
const dublinCoreLinks = (entry: Record<string, unknown>) =>
  keepDistributions(
    [...asArray(entry.URI), ...asArray(entry.references)].map((link) => {
      const protocol = attribute(link, 'protocol') ?? attribute(link, 'scheme');
      return {
        key: null,
        url: textOf(link),
        title: attribute(link, 'name'),
        description: attribute(link, 'description'),
        mediaType: null,
        format: protocol,
        isData: !/^WWW:LINK/i.test(protocol ?? '') && !/request=getcapabilities/i.test(textOf(link) ?? ''),
      };
    }),
  );

/** Record schemas the CSW client reads. */
export const CSW_READ = ['SummaryRecord', 'Record', 'BriefRecord', 'MD_Metadata'];

/** A Dublin Core record of a CSW answer (brief, summary or full). */
export function dublinCoreFields(entry: unknown): CswFields {
  const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
  const licence = licenceText(textOf(child(entry, 'license')) ?? textOf(child(entry, 'rights')));
  return {
    identifier: textOf(child(entry, 'identifier')),
    title: textOf(child(entry, 'title')),
    description: textOf(child(entry, 'abstract')) ?? textOf(child(entry, 'description')),
    keywords: asArray((entry as Record<string, unknown>).subject).flatMap((s) =>
      textOf(s) ? [textOf(s) as string] : [],
    ),
    issued: textOf(child(entry, 'date')) ?? textOf(child(entry, 'issued')),
    modified: textOf(child(entry, 'modified')),
    organisation: textOf(child(entry, 'publisher')) ?? textOf(child(entry, 'creator')),
    // Dublin Core names a licence by text (`dc:rights`) or by address (`dct:license`).
    licence: licence ? { identifier: null, ...licence } : null,
    ...owsExtent(record),
    ...dublinCoreLinks(record),
    contact: null,
    frequency: textOf(child(entry, 'accrualPeriodicity')),
  };
}

/** The record's full description on the catalogue (`GetRecordById`). */
export function recordByIdUrl(base: string, identifier: string): string {
  const byId = new URL(base);
  for (const [key, value] of Object.entries({
    service: 'CSW',
    version: '2.0.2',
    request: 'GetRecordById',
    elementSetName: 'full',
    id: identifier,
  })) {
    byId.searchParams.set(key, value);
  }
  return byId.toString();
}
