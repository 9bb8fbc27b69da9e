import { factsToWire } from '../../../contract/quality/wire.ts';
import type { components } from '../../../contract/schema.gen.ts';
import type { Queryable } from '../../db/database.ts';
import { loadDcatInputs } from '../dcat/inputs.ts';
import { assessForAnswer } from './assess.ts';
import { qualityToday } from './refresh.ts';

type DatasetQuality = components['schemas']['DatasetQuality'];

/**
 * One dataset's scores, computed now from what the database holds (four statements and the pure
 * functions: less than reading back a stored assessment of some 7 kB), with its resources' facts
 * for the request's own root (`baseUrl`, e.g. `https://host/fr`): the download addresses the form
 * shows. The stored row (summaries, list filter) is the same computation. Its caller has checked
 * that the user may see the dataset.
 */
export async function datasetQuality(
  db: Queryable,
  datasetId: number,
  baseUrl: string,
): Promise<DatasetQuality> {
  const [input] = await loadDcatInputs(db, [datasetId], { baseUrl });
  if (!input) throw new Error(`Dataset ${datasetId} vanished while its quality was read.`);
  return {
    dataset: datasetId,
    ...assessForAnswer(input, qualityToday()),
    facts: [...input.context.distributions.values()].map(factsToWire),
    computed_at: new Date().toISOString(),
  };
}
