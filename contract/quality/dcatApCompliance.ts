// The MQA's "DCAT-AP compliance" indicator (30 points) asks whether the record passes DCAT-AP's SHACL
// shapes. The shapes themselves are run on the export in the server's tests (helper EXPORT); this is
// the same check made structurally on DcatDataset, so that the browser and the platform view can
// score without a SHACL engine: the mandatory properties the shapes require (DCAT-AP 3.0:
// dcat:Dataset dct:title and dct:description, dcat:Distribution dcat:accessURL, a publisher's
// foaf:name) and the ranges they check on the properties the record carries (a controlled value must
// be an IRI of its class, dates xsd:date/xsd:dateTime, dcat:byteSize xsd:nonNegativeInteger, URLs
// IRIs). A Coded value without an IRI is a bare literal, which the shapes' sh:class / sh:nodeKind
// constraints refuse, unless it is a labelled node of its class (Coded.labelledNode, how the
// platform's export writes a licence or a format outside the vocabularies).
// server/model/dcat/shacl.test.ts holds this check to the shapes' verdict on the export.

import type { Coded, DcatDataset } from './record.ts';

export type DcatApViolationPath =
  | 'dct:title'
  | 'dct:description'
  | 'dcat:theme'
  | 'dct:accrualPeriodicity'
  | 'dct:accessRights'
  | 'dct:publisher'
  | 'dct:issued'
  | 'dct:modified'
  | 'dct:temporal'
  | 'dcat:landingPage'
  | 'dcat:accessURL'
  | 'dcat:downloadURL'
  | 'dct:format'
  | 'dcat:mediaType'
  | 'dct:license'
  | 'dcat:byteSize';

export interface DcatApViolation {
  path: DcatApViolationPath;
  /** The distribution's resource, null for the dataset. */
  resourceId: number | null;
}

const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;
const DATE = /^\d{4}-(\d{2})-(\d{2})(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export function isIri(value: string | null): boolean {
  return value !== null && IRI.test(value);
}

/** xsd:date or xsd:dateTime lexical form, with a real month and day (read without Date.parse, which
 * the platform view calls for 100,000 datasets). */
function isDate(value: string): boolean {
  const match = DATE.exec(value);
  if (match === null) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

function codedHasIri(value: Coded | null): boolean {
  return value === null || isIri(value.iri) || value.labelledNode === true;
}

function blank(text: string | null | undefined): boolean {
  return text === null || text === undefined || text.trim() === '';
}

/** What the DCAT-AP shapes would refuse in the record, in the record's order. */
export function dcatApViolations(record: DcatDataset): DcatApViolation[] {
  const found: DcatApViolation[] = [];
  const dataset = (path: DcatApViolationPath) => found.push({ path, resourceId: null });
  if (blank(record.title)) dataset('dct:title');
  if (blank(record.description)) dataset('dct:description');
  if (!record.themes.every(codedHasIri)) dataset('dcat:theme');
  if (!codedHasIri(record.accrualPeriodicity)) dataset('dct:accrualPeriodicity');
  if (!codedHasIri(record.accessRights)) dataset('dct:accessRights');
  // A foaf:Agent needs a foaf:name; it may be a blank node, so its IRI is not required.
  if (record.publisher !== null && blank(record.publisher.name)) dataset('dct:publisher');
  if (record.issued !== null && !isDate(record.issued)) dataset('dct:issued');
  if (record.modified !== null && !isDate(record.modified)) dataset('dct:modified');
  const { temporal } = record;
  if (
    temporal !== null &&
    ((temporal.start !== null && !isDate(temporal.start)) || (temporal.end !== null && !isDate(temporal.end)))
  )
    dataset('dct:temporal');
  if (record.landingPage !== null && !isIri(record.landingPage)) dataset('dcat:landingPage');
  for (const distribution of record.distributions) {
    const at = (path: DcatApViolationPath) => found.push({ path, resourceId: distribution.resourceId });
    if (!isIri(distribution.accessUrl)) at('dcat:accessURL');
    if (distribution.downloadUrl !== null && !isIri(distribution.downloadUrl)) at('dcat:downloadURL');
    if (!codedHasIri(distribution.format)) at('dct:format');
    if (!codedHasIri(distribution.mediaType)) at('dcat:mediaType');
    if (!codedHasIri(distribution.licence)) at('dct:license');
    const size = distribution.byteSize;
    if (size !== null && !(Number.isInteger(size) && size >= 0)) at('dcat:byteSize');
    if (distribution.issued !== null && !isDate(distribution.issued)) at('dct:issued');
    if (distribution.modified !== null && !isDate(distribution.modified)) at('dct:modified');
  }
  return found;
}
