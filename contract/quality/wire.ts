import type { DistributionFacts } from './fromDataset.ts';
import type {
  FixTarget,
  MqaDimension,
  MqaIndicator,
  MqaRating,
  MqaScore,
  QualityFix,
  UdataCriterion,
  UdataScore,
} from './scores.ts';

// The API writes the scores of scores.ts in snake_case, as the rest of its shapes (DRF's
// conventions); the server converts them on the way out, the browser converts the resources'
// facts on the way in to feed the same scoring functions (openapi/schemas/quality.yaml).

// The wire shapes are written here, not imported from schema.gen.ts (contract/quality imports
// nothing outside its folder): the server's handlers are typed by the contract, so a shape that
// drifts from openapi/schemas/quality.yaml fails `tsc` there.
type WireTarget =
  | { kind: 'dataset'; field: string }
  | { kind: 'resource'; resource: number; field: string | null };
interface Schemas {
  QualityFixTarget: WireTarget;
  MqaIndicator: { id: string; dimension: MqaDimension; points: number; max: number; targets: WireTarget[] };
  MqaScore: Omit<MqaScore, 'indicators'> & { indicators: Schemas['MqaIndicator'][] };
  UdataCriterion: { id: string; met: boolean; targets: WireTarget[] };
  UdataScore: Omit<UdataScore, 'criteria'> & { criteria: Schemas['UdataCriterion'][] };
  QualityFix: {
    id: string;
    mqa_indicators: string[];
    udata_criteria: string[];
    mqa_gain: number;
    udata_gain: number;
    rating_after: MqaRating | null;
    targets: WireTarget[];
  };
  DistributionFacts: {
    resource: number;
    download_url: string | null;
    access_url_reachable: boolean | null;
    download_url_reachable: boolean | null;
    byte_size: number | null;
    media_type: string | null;
  };
}

export type WireMqaScore = Schemas['MqaScore'];
export type WireUdataScore = Schemas['UdataScore'];
export type WireQualityFix = Schemas['QualityFix'];
export type WireDistributionFacts = Schemas['DistributionFacts'];

const targetToWire = (target: FixTarget): Schemas['QualityFixTarget'] =>
  target.kind === 'dataset'
    ? { kind: 'dataset', field: target.field }
    : { kind: 'resource', resource: target.resourceId, field: target.field };

const indicatorToWire = (indicator: MqaIndicator): Schemas['MqaIndicator'] => ({
  id: indicator.id,
  dimension: indicator.dimension,
  points: indicator.points,
  max: indicator.max,
  targets: indicator.targets.map(targetToWire),
});

export const mqaToWire = (mqa: MqaScore): Schemas['MqaScore'] => ({
  methodology: mqa.methodology,
  indicators: mqa.indicators.map(indicatorToWire),
  dimensions: mqa.dimensions,
  points: mqa.points,
  max: mqa.max,
  rating: mqa.rating,
});

const criterionToWire = (criterion: UdataCriterion): Schemas['UdataCriterion'] => ({
  id: criterion.id,
  met: criterion.met,
  targets: criterion.targets.map(targetToWire),
});

export const udataToWire = (udata: UdataScore): Schemas['UdataScore'] => ({
  version: udata.version,
  criteria: udata.criteria.map(criterionToWire),
  score: udata.score,
});

export const fixToWire = (fix: QualityFix): Schemas['QualityFix'] => ({
  id: fix.id,
  mqa_indicators: fix.mqaIndicators,
  udata_criteria: fix.udataCriteria,
  mqa_gain: fix.mqaGain,
  udata_gain: fix.udataGain,
  rating_after: fix.ratingAfter,
  targets: fix.targets.map(targetToWire),
});

export const factsToWire = (facts: DistributionFacts): Schemas['DistributionFacts'] => ({
  resource: facts.resourceId,
  download_url: facts.downloadUrl,
  access_url_reachable: facts.accessUrlReachable,
  download_url_reachable: facts.downloadUrlReachable,
  byte_size: facts.byteSize,
  media_type: facts.mediaType,
});

export const factsFromWire = (facts: Schemas['DistributionFacts']): DistributionFacts => ({
  resourceId: facts.resource,
  downloadUrl: facts.download_url,
  accessUrlReachable: facts.access_url_reachable,
  downloadUrlReachable: facts.download_url_reachable,
  byteSize: facts.byte_size,
  mediaType: facts.media_type,
});
