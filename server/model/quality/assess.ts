import { createHash } from 'node:crypto';
import { datasetToDcat } from '../../../contract/quality/fromDataset.ts';
import { assessQuality } from '../../../contract/quality/index.ts';
import type { MqaRating } from '../../../contract/quality/scores.ts';
import { fixToWire, mqaToWire, udataToWire } from '../../../contract/quality/wire.ts';
import type { Queryable } from '../../db/database.ts';
import { type DcatInput, loadDcatInputs } from '../dcat/inputs.ts';
import { validUntil } from './validity.ts';

/**
 * The root the stored scores are computed against. The scores read whether an address is an
 * absolute IRI, never its host: a fixed root keeps a stored row independent of the request that
 * happened to refresh it (the per-dataset answer computes its facts for the request's own root).
 */
export const STORED_BASE_URL = 'https://platform.invalid/fr';

const RATING_ORDER: readonly MqaRating[] = ['bad', 'sufficient', 'good', 'excellent'];

/** A dataset's scores as dataset_quality stores them. */
export interface StoredAssessment {
  datasetId: number;
  methodology: string;
  udataVersion: string;
  recordDigest: string;
  validUntil: string | null;
  mqaPoints: number;
  mqaMax: number;
  mqaRating: MqaRating;
  udataScore: number;
  missingFixes: string[];
  fixMqaGains: number[];
  fixUdataGains: number[];
  fixRaisesRating: boolean[];
  missedIndicators: string[];
}

/** Scores one dataset's export record (the same functions the browser runs on its form), as the API writes them. */
export function assessForAnswer(input: DcatInput, today: string) {
  const { mqa, udata, fixes } = assessQuality(datasetToDcat(input.source, input.context), today);
  return { mqa: mqaToWire(mqa), udata: udataToWire(udata), fixes: fixes.map(fixToWire) };
}

/** Scores one dataset's export record, as dataset_quality stores them. */
export function assessInput(input: DcatInput, today: string): StoredAssessment {
  const record = datasetToDcat(input.source, input.context);
  const { mqa, udata, fixes } = assessQuality(record, today);
  const raises = (after: MqaRating | null) =>
    after !== null && RATING_ORDER.indexOf(after) > RATING_ORDER.indexOf(mqa.rating);
  return {
    datasetId: record.datasetId,
    methodology: mqa.methodology,
    udataVersion: udata.version,
    recordDigest: createHash('sha256').update(JSON.stringify(record)).digest('base64url'),
    validUntil: validUntil(record, today),
    mqaPoints: mqa.points,
    mqaMax: mqa.max,
    mqaRating: mqa.rating,
    udataScore: udata.score,
    missingFixes: fixes.map((fix) => fix.id),
    fixMqaGains: fixes.map((fix) => fix.mqaGain),
    fixUdataGains: fixes.map((fix) => fix.udataGain),
    fixRaisesRating: fixes.map((fix) => raises(fix.ratingAfter)),
    missedIndicators: [
      ...mqa.indicators.filter((i) => i.points < i.max).map((i) => `mqa:${i.id}`),
      ...udata.criteria.filter((c) => !c.met).map((c) => `udata:${c.id}`),
    ],
  };
}

/**
 * Scores the datasets `ids` (those that exist) from what the database holds, in four statements. A
 * stored file counts as there when the database says it is stored (no look at the disk): the
 * scores change only with writes, which the triggers of migration 022 see.
 */
export async function assessDatasets(
  db: Queryable,
  ids: readonly number[],
  today: string,
): Promise<StoredAssessment[]> {
  const inputs = await loadDcatInputs(db, ids, { baseUrl: STORED_BASE_URL });
  return inputs.map((input) => assessInput(input, today));
}
