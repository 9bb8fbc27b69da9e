import type { ProcessingEntry } from '../../../../api/resources';

export type ProcessingStatus = {
  /** The operation in progress: the latest one, while it is PENDING. */
  pending: ProcessingEntry | null;
  /** Failed operations not acknowledged yet, oldest first: each must be acknowledged (section 4). */
  failures: ProcessingEntry[];
};

/**
 * What a resource's `_processing` list means to the person: an operation in progress, failures to
 * acknowledge, or nothing to say. Entries are taken in the order they were made (by id): an earlier
 * PENDING entry followed by others is not what runs now.
 */
export function processingStatus(entries: readonly ProcessingEntry[]): ProcessingStatus {
  const ordered = [...entries].sort((a, b) => a.id - b.id);
  const latest = ordered.at(-1);
  return {
    pending: latest?.state === 'PENDING' ? latest : null,
    failures: ordered.filter((entry) => entry.state === 'FAILURE' && !entry.acknowledged),
  };
}
