import type { CurrentUser } from '../../auth/session.ts';
import type { Queryable } from '../../db/database.ts';
import { type FieldChange, readChanges } from '../history/readChanges.ts';
import { type SnapshotPair, storedChanges } from '../history/storedChanges.ts';
import type { DatasetSnapshot } from './versions.ts';

export { plainText } from '../history/plainText.ts';
export type { FieldChange } from '../history/readChanges.ts';
export type { SnapshotPair } from '../history/storedChanges.ts';

/**
 * The changes of several pairs of snapshots at once, as `reader` reads them in `locale`: computed
 * (linear in the snapshots), then named in at most four queries whatever the number of pairs. The
 * history reads the changes its versions stored when saved instead (decision 0023); the bulk edit
 * preview, which has no version yet, computes them here.
 */
export async function fieldChangesOfPairs(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  pairs: readonly SnapshotPair[],
  only?: readonly string[],
): Promise<FieldChange[][]> {
  return readChanges(
    db,
    reader,
    locale,
    pairs.map((pair) => storedChanges(pair, only)),
  );
}

/**
 * Which fields differ between two snapshots of a dataset, from what to what, as people read them in
 * `locale` (FieldChange). `before` null: the dataset's first version, whose filled fields are all
 * changes. Only the fields `only` names when given (a bulk edit's).
 */
export async function fieldChanges(
  db: Queryable,
  reader: CurrentUser,
  locale: string,
  before: DatasetSnapshot | null,
  after: DatasetSnapshot,
  only?: readonly string[],
): Promise<FieldChange[]> {
  const [changes] = await fieldChangesOfPairs(db, reader, locale, [{ before, after }], only);
  return changes ?? [];
}
