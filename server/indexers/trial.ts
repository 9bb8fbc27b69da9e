import { DataError } from '../data/text.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { RemoteError } from '../net/remoteFetch.ts';
import { clientFor, type RemoteRecord, recordUrl } from './catalogues.ts';

/** An indexer as the trial and the harvest need it. */
export interface TrialIndexer {
  id: number;
  implementation_type: string;
  url: string;
  organisation_filter: string | null;
  url_pattern: string | null;
}

export type TrialResult =
  | { status: 'SUCCESS'; results: { title: string; identifier: string; url: string | null }[] }
  | { status: 'FAILURE'; err: string };

/** Records a trial lists by name (runTrial). */
export const TRIAL_RECORDS = 10;
/** Records a trial compares with the datasets they would update (one page, issue 45). */
export const TRIAL_DIFF_RECORDS = 100;

/** A readable reason for a failed exchange with a remote catalogue. */
export function remoteReason(error: unknown): string | null {
  if (error instanceof RemoteError || error instanceof DataError) return error.message;
  return null;
}

/**
 * Why an answer that read to no record is not an empty catalogue: it held entries none of which
 * could be read, or it counts records it did not return. Null when it read records, or is empty.
 */
export function unreadReason(read: number, skipped: number, total: number | null): string | null {
  if (read > 0) return null;
  if (skipped === 1) {
    return 'La fiche reçue n’a pas pu être lue : il lui manque un identifiant ou un titre.';
  }
  if (skipped > 1) {
    return `Aucune des ${skipped} fiches reçues n’a pu être lue : il leur manque un identifiant ou un titre.`;
  }
  if (total !== null && total > 0) {
    return `Le catalogue annonce ${total} fiche${total > 1 ? 's' : ''}, mais sa réponse n’en contient aucune.`;
  }
  return null;
}

/** What a trial read: the first page of records, or the reason it failed. */
export type TrialRead =
  | {
      status: 'SUCCESS';
      records: RemoteRecord[];
      total: number | null;
      /** Whether the page holds the whole catalogue (no page after it): only then is "not found" known. */
      complete: boolean;
      /** HV8: the records the catalogue holds without the organisation filter, when it matched none. */
      unfiltered: { filter: string; total: number | null } | null;
    }
  | { status: 'FAILURE'; err: string };

/**
 * The records the catalogue holds without the organisation filter (HV8), by one more request of a
 * single record: its count, else null when the catalogue does not say or does not answer.
 */
async function unfilteredTotal(indexer: TrialIndexer, remote: RemoteOptions): Promise<number | null> {
  try {
    const page = await clientFor(indexer.implementation_type)({
      url: indexer.url,
      organisationFilter: null,
      offset: 0,
      limit: 1,
      remote,
    });
    return page.total;
  } catch (error) {
    if (remoteReason(error) === null) throw error;
    return null;
  }
}

/**
 * Test harvest of a remote catalogue: asks it for its first `limit` records (CKAN `package_search`,
 * CSW `GetRecords`, OpenDataSoft catalog API, DCAT JSON) within the limits of `remote`, harvests
 * nothing, and answers the records or the reason it failed.
 */
export async function readTrial(
  indexer: TrialIndexer,
  remote: RemoteOptions,
  limit: number,
): Promise<TrialRead> {
  try {
    const client = clientFor(indexer.implementation_type);
    const page = await client({
      url: indexer.url,
      organisationFilter: indexer.organisation_filter,
      offset: 0,
      limit,
      remote,
    });
    const unread = unreadReason(page.records.length, page.skipped, page.total);
    if (unread) return { status: 'FAILURE', err: unread };
    const filter = indexer.organisation_filter?.trim();
    const unfiltered =
      page.records.length === 0 && page.skipped === 0 && filter
        ? {
            filter,
            // The client counts the catalogue without the filter where it can (CKAN rows=0, CSW
            // hits); for the others, one more request of a single record.
            total: page.unfiltered !== undefined ? page.unfiltered : await unfilteredTotal(indexer, remote),
          }
        : null;
    const complete =
      page.next === null && (page.total === null || page.total <= page.records.length + page.skipped);
    return { status: 'SUCCESS', records: page.records, total: page.total, complete, unfiltered };
  } catch (error) {
    const reason = remoteReason(error);
    if (reason === null) throw error;
    return { status: 'FAILURE', err: reason };
  }
}

/** The first records of the catalogue, each with its name and link, as a trial lists them. */
export async function runTrial(indexer: TrialIndexer, remote: RemoteOptions): Promise<TrialResult> {
  const read = await readTrial(indexer, remote, TRIAL_RECORDS);
  if (read.status === 'FAILURE') return read;
  return {
    status: 'SUCCESS',
    results: read.records.map((record) => ({
      title: record.title,
      // The name the catalogue shows (the URL pattern's {identifier}), not the harvest's key.
      identifier: record.reference ?? record.identifier,
      url: recordUrl(record, indexer.url_pattern),
    })),
  };
}
