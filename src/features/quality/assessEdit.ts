import { type DcatContext, type DcatSource, datasetToDcat } from '../../../contract/quality/fromDataset';
import { assessQuality } from '../../../contract/quality/index';
import type { MqaScore, QualityFix, UdataScore } from '../../../contract/quality/scores';

export type Assessment = { mqa: MqaScore; udata: UdataScore; fixes: QualityFix[] };

/** Today in UTC, as udata's "updated in time" criterion reads it. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/**
 * The two scores of a dataset as the form holds it, computed in the browser with the functions the
 * server scores with (contract/quality). Null when the values cannot be mapped (a date being typed):
 * the panel then keeps the last scores it had.
 */
export function assess(source: DcatSource, context: DcatContext, today: string): Assessment | null {
  try {
    return assessQuality(datasetToDcat(source, context), today);
  } catch {
    return null;
  }
}
