import type { Queryable } from '../../db/database.ts';
import { Params } from '../../db/params.ts';
import { addActivity } from '../dataset/datasets.ts';
import { saveKeywords } from '../dataset/keywords.ts';
import { ensureFirstVersion, recordVersion } from '../dataset/versions.ts';
import type { BulkValues } from './plan.ts';

/**
 * Writes these values on one dataset as a save does: its first version kept if it has none, the
 * columns and keywords, a new `last_modified`, an activity entry of the batch and its version.
 */
export async function writeValues(
  tx: Queryable,
  datasetId: number,
  values: Partial<BulkValues>,
  entry: { userId: number; action: 'bulk_edited' | 'bulk_edit_undone'; description: string; batch: number },
): Promise<void> {
  await ensureFirstVersion(tx, datasetId);
  const q = new Params();
  const sets = ['last_modified = clock_timestamp()'];
  if (values.license !== undefined) sets.push(`license = ${q.p(values.license)}`);
  if (values.update_frequency !== undefined) sets.push(`update_frequency = ${q.p(values.update_frequency)}`);
  if (values.topics !== undefined) sets.push(`topics = ${q.p(values.topics)}::int[]`);
  await tx.query(`update dataset set ${sets.join(', ')} where id = ${q.p(datasetId)}`, q.values);
  if (values.tags !== undefined) await saveKeywords(tx, datasetId, values.tags);
  const activity = await addActivity(
    tx,
    datasetId,
    entry.userId,
    entry.action,
    entry.description,
    entry.batch,
  );
  await recordVersion(tx, datasetId, activity);
}
