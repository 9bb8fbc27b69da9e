// Both metadata quality verdicts of one dataset and the fixes they suggest (issue 51): the one call
// the server (stored scores, views) and the browser (the form being edited) make.

import { rankFixes } from './fixes.ts';
import { scoreMqa } from './mqa.ts';
import type { DcatDataset } from './record.ts';
import type { MqaScore, QualityFix, UdataScore } from './scores.ts';
import { scoreUdata } from './udata.ts';

export { FIX_IDS, type FixId, rankFixes } from './fixes.ts';
export {
  MQA_DIMENSIONS,
  MQA_INDICATORS,
  MQA_MAX,
  MQA_METHODOLOGY,
  mqaRating,
  RATING_BANDS,
  scoreMqa,
} from './mqa.ts';
export { scoreUdata, UDATA_CRITERIA, UDATA_VERSION } from './udata.ts';

export interface QualityAssessment {
  mqa: MqaScore;
  udata: UdataScore;
  fixes: QualityFix[];
}

/** `today`: an ISO 8601 date (or date-time), for udata's "updated in time" criterion. */
export function assessQuality(record: DcatDataset, today: string): QualityAssessment {
  const mqa = scoreMqa(record);
  const udata = scoreUdata(record, today);
  return { mqa, udata, fixes: rankFixes(record, mqa, udata) };
}
