import type { FixTarget, MqaRating } from '../../../contract/quality/scores';
import type { DatasetQuality } from '../../api/quality';
import type { Assessment } from './assessEdit';

type WireTarget = DatasetQuality['fixes'][number]['targets'][number];

const targetOf = (target: WireTarget): FixTarget =>
  target.kind === 'resource'
    ? { kind: 'resource', resourceId: target.resource ?? 0, field: target.field ?? null }
    : { kind: 'dataset', field: target.field ?? '' };

/** The stored scores as the API writes them (snake_case) in the shapes of contract/quality/scores.ts. */
export function assessmentOfWire(quality: DatasetQuality): Assessment {
  const { mqa, udata } = quality;
  return {
    mqa: {
      ...mqa,
      indicators: mqa.indicators.map((indicator) => ({
        ...indicator,
        targets: indicator.targets.map(targetOf),
      })),
    },
    udata: {
      ...udata,
      criteria: udata.criteria.map((criterion) => ({
        ...criterion,
        targets: criterion.targets.map(targetOf),
      })),
    },
    fixes: quality.fixes.map((fix) => ({
      id: fix.id,
      mqaIndicators: fix.mqa_indicators,
      udataCriteria: fix.udata_criteria,
      mqaGain: fix.mqa_gain,
      udataGain: fix.udata_gain,
      ratingAfter: (fix.rating_after ?? null) as MqaRating | null,
      targets: fix.targets.map(targetOf),
    })),
  };
}
