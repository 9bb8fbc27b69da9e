import { DataError } from '../data/text.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { RemoteError } from '../net/remoteFetch.ts';
import { clientFor, recordUrl } from './catalogues.ts';

/** An indexer as the trial and the harvest need it. */
export interface TrialIndexer {
  id: number;
  implementation_type: string;
  url: string;
  organisation_filter: string | null;
  url_pattern: string | null;
}

export type TrialResult =
  | { status: 'SUCCESS'; results: { title: string; identifier: string; url: string }[] }
  | { status: 'FAILURE'; err: string };

/** Records a trial shows. */
export const TRIAL_RECORDS = 10;

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

/**
 * Test harvest of a remote catalogue: asks it for its first records (CKAN `package_search`, CSW
 * `GetRecords`, OpenDataSoft catalog API, DCAT JSON) within the limits of `remote`, harvests
 * nothing, and answers the records or the reason it failed.
 */
export async function runTrial(indexer: TrialIndexer, remote: RemoteOptions): Promise<TrialResult> {
  try {
    const client = clientFor(indexer.implementation_type);
    const page = await client({
      url: indexer.url,
      organisationFilter: indexer.organisation_filter,
      offset: 0,
      limit: TRIAL_RECORDS,
      remote,
    });
    const unread = unreadReason(page.records.length, page.skipped, page.total);
    if (unread) return { status: 'FAILURE', err: unread };
    return {
      status: 'SUCCESS',
      results: page.records.map((record) => ({
        title: record.title,
        // The name the catalogue shows (the URL pattern's {identifier}), not the harvest's key.
        identifier: record.reference ?? record.identifier,
        url: recordUrl(record, indexer.url_pattern, indexer.url),
      })),
    };
  } catch (error) {
    const reason = remoteReason(error);
    if (reason === null) throw error;
    return { status: 'FAILURE', err: reason };
  }
}
