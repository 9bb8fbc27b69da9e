import type { Kit } from '../../attention/testing/testKit.ts';
import { saveKeywords } from '../../dataset/keywords.ts';
import type { BulkValues } from '../plan.ts';
import { bulkValues } from '../selection.ts';

/** What the bulk edit tests share: reference ids, and datasets' values read and written directly. */
export interface References {
  licenses: number[];
  frequencies: number[];
  topics: number[];
}

export async function references(kit: Kit): Promise<References> {
  const of = async (list: string) =>
    (
      await kit.server.app.db.query<{ id: number }>(
        'select id from reference_item where list = $1 order by id limit 4',
        [list],
      )
    ).map((row) => row.id);
  return {
    licenses: await of('license'),
    frequencies: await of('update_frequency'),
    topics: await of('topic'),
  };
}

/** The values of these datasets as stored, by id (what the bulk edit reads and writes). */
export async function valuesOf(kit: Kit, ids: number[]): Promise<Map<number, BulkValues>> {
  const rows = await bulkValues(kit.server.app.db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      { license: row.license, update_frequency: row.update_frequency, topics: row.topics, tags: row.tags },
    ]),
  );
}

/** Sets a dataset's values directly, as a starting point of a property run. */
export async function setValues(kit: Kit, id: number, values: BulkValues): Promise<void> {
  await kit.server.app.db.query(
    'update dataset set license = $1, update_frequency = $2, topics = $3::int[] where id = $4',
    [values.license, values.update_frequency, values.topics, id],
  );
  await saveKeywords(kit.server.app.db, id, values.tags);
}
