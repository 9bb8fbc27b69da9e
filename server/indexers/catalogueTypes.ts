import { RemoteError, type RemoteOptions, type remoteFetchOk, remoteJson } from '../net/remoteFetch.ts';

// What every catalogue client reads and answers: the harvest and the trial page through any of them alike.

/** A record's licence as its catalogue names it; the harvest matches it to the platform's list. */
export interface RemoteLicence {
  /** A short identifier (CKAN `license_id`, an SPDX id such as `etalab-2.0`, ODS `license`). */
  identifier: string | null;
  /** An address naming the licence (DCAT `license` IRI, CKAN `license_url`). */
  url: string | null;
  /** Its title (CKAN `license_title`, an ISO use constraint's text). */
  title: string | null;
}

/** A bounding box in WGS 84 degrees, as the contract's DatasetBounds: [west, south, east, north]. */
export type RemoteBounds = [number, number, number, number];

/** A distribution, online resource or CKAN resource: what becomes a URL resource of the dataset. */
export interface RemoteDistribution {
  /**
   * What a later harvest finds it again by: its identifier at the source (CKAN resource `id`, a
   * DCAT distribution's `@id` or `identifier`), else its address.
   */
  key: string;
  title: string | null;
  description: string | null;
  /** The download or access address (http or https); a distribution without one is not kept. */
  url: string;
  /** As the source gives them: a media type (`text/csv`) and a format name (`CSV`, `SHP`, `WMS`). */
  mediaType: string | null;
  format: string | null;
  /**
   * False for what is not the data itself (documentation, a landing page, a service's
   * capabilities given as a link): the first data distribution becomes the main resource.
   */
  isData: boolean;
  /** Its size in bytes, when the source gives it (DCAT `byteSize`). */
  byteSize?: number | null;
}

/** Whom to ask about the record (DCAT `contactPoint`, CKAN `maintainer`, ISO `pointOfContact`). */
export interface RemoteContact {
  name: string | null;
  email: string | null;
}

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
  /** How the description is written when it is not plain text or HTML: CKAN's notes are Markdown. */
  descriptionFormat?: 'markdown';
  keywords: string[];
  /** The record's page on the remote catalogue, when it gives one. */
  url: string | null;
  issued: string | null;
  modified: string | null;
  /** The publisher: its name, else its IRI when the catalogue gives only that. */
  organisation: string | null;
  licence: RemoteLicence | null;
  /** The record's bounding box or spatial extent, null when it gives none or none readable. */
  bounds: RemoteBounds | null;
  /** The extent as given when it could not be read as a WGS 84 box (counted and warned). */
  invalidBounds?: string;
  distributions: RemoteDistribution[];
  /**
   * The addresses of the distributions that were not kept because they are not http(s) URLs (an
   * FTP address, a file path, none at all: given as `(sans adresse)`), so that none is dropped
   * silently: the harvest counts and reports them.
   */
  invalidDistributions?: string[];
  contact: RemoteContact | null;
  /**
   * The update frequency as the source codes it: a DCAT `accrualPeriodicity` (an EU frequency IRI
   * or an ISO 8601 duration such as `R/P1M`), CKAN's `frequency`, ISO's MD_MaintenanceFrequencyCode.
   */
  frequency: string | null;
  /**
   * What DCAT says besides (issue 51, read by the DCAT reader only): its themes (`dcat:theme`
   * IRIs, such as EU data themes), the period it covers (`dct:temporal`) and its access rights
   * (`dct:accessRights`, an EU access-right IRI). Absent when the source says nothing of them.
   */
  themes?: string[];
  temporal?: { start: string | null; end: string | null };
  accessRights?: string;
  /** True when the record had no title and is titled by its identifier (issue 45, HV3). */
  titledByIdentifier?: boolean;
}

export interface RemotePage {
  records: RemoteRecord[];
  /** Records the catalogue counts in all (null when it does not say). */
  total: number | null;
  /**
   * Entries left out because they have no identifier (an untitled record with an identifier is
   * titled by it, issue 45 HV3), or are not records at all.
   */
  skipped: number;
  /**
   * The offset of the following page, or null when the answer says there is none. It counts what
   * the catalogue returned, not what was asked: a portal that caps its pages below the asked limit
   * is read to its end.
   */
  next: number | null;
  /**
   * When an organisation filter matched no record: how many records the catalogue holds without
   * it (null when it does not say), so that the trial and the harvest can tell a filter matching
   * nothing from an empty catalogue (issue 45, HV8). Absent otherwise.
   */
  unfiltered?: number | null;
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

export const protocolError = (message: string) => new RemoteError(message, 'protocol');

export function jsonOf(response: Awaited<ReturnType<typeof remoteFetchOk>>): unknown {
  return remoteJson(response);
}

/**
 * A page of JSON entries read into records: `read` makes one record of an entry, or null when it
 * has no identifier; those and the entries that are not objects count as skipped. The DCAT JSON-LD
 * reading counts alike: only what is finally not read (`dcatJsonLd.ts`).
 */
export function readEntries(
  entries: unknown[],
  read: (entry: Record<string, unknown>) => RemoteRecord | null,
): { records: RemoteRecord[]; skipped: number } {
  const records: RemoteRecord[] = [];
  for (const entry of entries) {
    const record = isRecord(entry) ? read(entry) : null;
    if (record) records.push(record);
  }
  return { records, skipped: entries.length - records.length };
}
