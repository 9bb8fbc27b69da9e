// The two metadata quality verdicts computed on a DcatDataset (record.ts), and the fixes they
// suggest (issue 51). mqa.ts computes data.europa.eu's Metadata Quality Assessment, udata.ts the
// quality criteria data.gouv.fr shows; fixes.ts ranks what is missing by what fixing it gains.

/** The MQA's five dimensions (the FAIR principles with contextuality). */
export type MqaDimension =
  | 'findability'
  | 'accessibility'
  | 'interoperability'
  | 'reusability'
  | 'contextuality';

/** The MQA's rating bands. */
export type MqaRating = 'excellent' | 'good' | 'sufficient' | 'bad';

/**
 * Where a fix is made: a field of the dataset's form (its name in the form, e.g. `tags`, `license`),
 * or a resource of the dataset (optionally one of its fields).
 */
export type FixTarget =
  | { kind: 'dataset'; field: string }
  | { kind: 'resource'; resourceId: number; field: string | null };

/** One indicator of the MQA for one dataset. */
export interface MqaIndicator {
  /** A stable id (e.g. `keyword_usage`), which the labels and the list filter use. */
  id: string;
  dimension: MqaDimension;
  /** Points given, and the most the indicator gives. */
  points: number;
  max: number;
  /** Where to act when `points < max` (null when nothing the platform holds changes it). */
  targets: FixTarget[];
}

export interface MqaScore {
  /** The methodology's version the computation follows, as data.europa.eu names it. */
  methodology: string;
  indicators: MqaIndicator[];
  dimensions: Record<MqaDimension, { points: number; max: number }>;
  points: number;
  max: number;
  rating: MqaRating;
}

/** One of udata's quality criteria for one dataset. */
export interface UdataCriterion {
  /** udata's own key (e.g. `dataset_description_quality`). */
  id: string;
  met: boolean;
  targets: FixTarget[];
}

export interface UdataScore {
  /** The udata version whose code the computation follows. */
  version: string;
  criteria: UdataCriterion[];
  /** udata's `score`, between 0 and 1. */
  score: number;
}

/** Something missing, with what fixing it gains on each scale. */
export interface QualityFix {
  /** A stable id of the action (e.g. `add_keywords`), which the labels use. */
  id: string;
  /** The MQA indicators and udata criteria it satisfies. */
  mqaIndicators: string[];
  udataCriteria: string[];
  /** MQA points gained, and udata score gained (0 to 1). */
  mqaGain: number;
  udataGain: number;
  /** The MQA rating reached when only this fix is made (null when it stays the same). */
  ratingAfter: MqaRating | null;
  targets: FixTarget[];
}
