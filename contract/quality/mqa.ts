// data.europa.eu's Metadata Quality Assessment (MQA) of one dataset (issue 51), computed on the
// record the platform's DCAT-AP export writes (record.ts).
//
// Methodology: data.europa.eu, "Metadata quality dashboard" of the data provider manual,
// https://dataeuropa.gitlab.io/data-provider-manual/metadata-quality-dashboard/ (the page
// data.europa.eu/mqa/methodology points to): five dimensions, 405 points, the indicators and weights
// of MQA_INDICATORS below, the rating bands of RATING_BANDS.
//
// How a dataset with several distributions scores, which the manual does not spell out, follows
// piveau's scoring code (gitlab.com/piveau/metrics/piveau-metrics-score, Scoring.kt), which computes
// data.europa.eu's scores: each distribution is scored on the distribution-level indicators, and the
// dataset takes the single best distribution (the highest sum; the first one on a tie), not a share
// of them; the dates of issue and modification count for a distribution when it or its dataset has
// them; an address is accessible when it answers with a status from 200 to 399. The manual's early
// text (piveau-metrics-ui, src/i18n/lang.json, 2019) says the same: "the distribution with the
// highest number of points is used to calculate the points". A dataset without distributions gets
// none of the distribution-level points except the dates its dataset gives.
//
// Accessibility is read from the checks the platform already ran (accessUrlReachable,
// downloadUrlReachable): an address never checked (null) earns nothing, as the MQA gives nothing for
// an address it could not reach.

import { dcatApViolations } from './dcatApCompliance.ts';
import { euFileTypeCode, MACHINE_READABLE_FORMATS, NON_PROPRIETARY_FORMATS } from './formatLists.ts';
import { datasetTarget, resourceTarget } from './formFields.ts';
import type { Coded, DcatDataset, DcatDistribution } from './record.ts';
import type { FixTarget, MqaDimension, MqaIndicator, MqaRating, MqaScore } from './scores.ts';

export const MQA_METHODOLOGY =
  'data.europa.eu MQA, data provider manual (metadata-quality-dashboard), 405 points; best-distribution scoring of piveau-metrics-score';

export type MqaLevel = 'dataset' | 'distribution';

export interface MqaIndicatorDefinition {
  id: string;
  dimension: MqaDimension;
  max: number;
  /** Whether it is measured on the dataset or on each distribution (the best one counts). */
  level: MqaLevel;
  /** The DCAT-AP property the methodology's table names. */
  property: string;
}

const def = (
  id: string,
  dimension: MqaDimension,
  max: number,
  level: MqaLevel,
  property: string,
): MqaIndicatorDefinition => ({ id, dimension, max, level, property });

/** Every indicator of the methodology, in its tables' order. */
export const MQA_INDICATORS: readonly MqaIndicatorDefinition[] = [
  def('keyword_usage', 'findability', 30, 'dataset', 'dcat:keyword'),
  def('categories', 'findability', 30, 'dataset', 'dcat:theme'),
  def('geo_search', 'findability', 20, 'dataset', 'dct:spatial'),
  def('time_based_search', 'findability', 20, 'dataset', 'dct:temporal'),
  def('access_url_accessibility', 'accessibility', 50, 'distribution', 'dcat:accessURL'),
  def('download_url', 'accessibility', 20, 'distribution', 'dcat:downloadURL'),
  def('download_url_accessibility', 'accessibility', 30, 'distribution', 'dcat:downloadURL'),
  def('format', 'interoperability', 20, 'distribution', 'dct:format'),
  def('media_type', 'interoperability', 10, 'distribution', 'dcat:mediaType'),
  def(
    'format_media_type_from_vocabulary',
    'interoperability',
    10,
    'distribution',
    'dct:format dcat:mediaType',
  ),
  def('non_proprietary', 'interoperability', 20, 'distribution', 'dct:format'),
  def('machine_readable', 'interoperability', 20, 'distribution', 'dct:format'),
  def('dcat_ap_compliance', 'interoperability', 30, 'dataset', 'SHACL (DCAT-AP)'),
  def('licence_information', 'reusability', 20, 'distribution', 'dct:license'),
  def('licence_vocabulary', 'reusability', 10, 'distribution', 'dct:license'),
  def('access_restrictions', 'reusability', 10, 'dataset', 'dct:accessRights'),
  def('access_restrictions_vocabulary', 'reusability', 5, 'dataset', 'dct:accessRights'),
  def('contact_point', 'reusability', 20, 'dataset', 'dcat:contactPoint'),
  def('publisher', 'reusability', 10, 'dataset', 'dct:publisher'),
  def('rights', 'contextuality', 5, 'distribution', 'dct:rights'),
  def('file_size', 'contextuality', 5, 'distribution', 'dcat:byteSize'),
  def('date_of_issue', 'contextuality', 5, 'distribution', 'dct:issued'),
  def('modification_date', 'contextuality', 5, 'distribution', 'dct:modified'),
];

export const MQA_DIMENSIONS: readonly MqaDimension[] = [
  'findability',
  'accessibility',
  'interoperability',
  'reusability',
  'contextuality',
];

export const MQA_MAX = MQA_INDICATORS.reduce((sum, indicator) => sum + indicator.max, 0);

/** The methodology's bands: the lowest points of each rating. */
export const RATING_BANDS: readonly { rating: MqaRating; from: number }[] = [
  { rating: 'excellent', from: 351 },
  { rating: 'good', from: 221 },
  { rating: 'sufficient', from: 121 },
  { rating: 'bad', from: 0 },
];

export function mqaRating(points: number): MqaRating {
  return (RATING_BANDS.find((band) => points >= band.from) ?? { rating: 'bad' as const }).rating;
}

const MAX_OF: Readonly<Record<string, number>> = Object.fromEntries(
  MQA_INDICATORS.map((indicator) => [indicator.id, indicator.max]),
);

/** Points by indicator id (a plain object: the platform view scores 100,000 datasets). */
export type IndicatorPoints = Record<string, number>;

function weight(id: string, met: boolean): number {
  return met ? (MAX_OF[id] ?? 0) : 0;
}

const EU_LICENCE = 'http://publications.europa.eu/resource/authority/licence/';
const EU_ACCESS_RIGHT = 'http://publications.europa.eu/resource/authority/access-right/';
const IANA_MEDIA_TYPE = 'http://www.iana.org/assignments/media-types/';

/** Whether a coded value's IRI is a term of the vocabulary at `base` (http or https spelling). */
function inVocabulary(value: Coded | null, base: string): boolean {
  const iri = value?.iri;
  if (!iri) return false;
  const http = iri.startsWith('https:') ? `http:${iri.slice(6)}` : iri;
  return http.startsWith(base) && http.length > base.length;
}

function given(text: string | null | undefined): boolean {
  return text !== null && text !== undefined && text.trim() !== '';
}

/** The distribution-level indicators of one distribution. */
function scoreDistribution(distribution: DcatDistribution, record: DcatDataset): IndicatorPoints {
  const formatCode = euFileTypeCode(distribution.format?.iri);
  const hasDownload = given(distribution.downloadUrl);
  return {
    access_url_accessibility: weight('access_url_accessibility', distribution.accessUrlReachable === true),
    download_url: weight('download_url', hasDownload),
    download_url_accessibility: weight(
      'download_url_accessibility',
      hasDownload && distribution.downloadUrlReachable === true,
    ),
    format: weight('format', distribution.format !== null),
    media_type: weight('media_type', distribution.mediaType !== null),
    format_media_type_from_vocabulary: weight(
      'format_media_type_from_vocabulary',
      formatCode !== null && inVocabulary(distribution.mediaType, IANA_MEDIA_TYPE),
    ),
    non_proprietary: weight(
      'non_proprietary',
      formatCode !== null && NON_PROPRIETARY_FORMATS.has(formatCode),
    ),
    machine_readable: weight(
      'machine_readable',
      formatCode !== null && MACHINE_READABLE_FORMATS.has(formatCode),
    ),
    licence_information: weight('licence_information', distribution.licence !== null),
    licence_vocabulary: weight('licence_vocabulary', inVocabulary(distribution.licence, EU_LICENCE)),
    rights: weight('rights', given(distribution.rights)),
    file_size: weight('file_size', distribution.byteSize !== null),
    date_of_issue: weight('date_of_issue', given(distribution.issued) || given(record.issued)),
    modification_date: weight('modification_date', given(distribution.modified) || given(record.modified)),
  };
}

function sum(points: IndicatorPoints): number {
  let total = 0;
  for (const id in points) total += points[id] ?? 0;
  return total;
}

/** The dataset-level indicators. */
function scoreDataset(record: DcatDataset): IndicatorPoints {
  const { temporal, contactPoint } = record;
  return {
    keyword_usage: weight('keyword_usage', record.keywords.some(given)),
    categories: weight('categories', record.themes.length > 0),
    geo_search: weight('geo_search', record.bbox !== null || record.places.length > 0),
    time_based_search: weight(
      'time_based_search',
      temporal !== null && (given(temporal.start) || given(temporal.end)),
    ),
    dcat_ap_compliance: weight('dcat_ap_compliance', dcatApViolations(record).length === 0),
    access_restrictions: weight('access_restrictions', record.accessRights !== null),
    access_restrictions_vocabulary: weight(
      'access_restrictions_vocabulary',
      inVocabulary(record.accessRights, EU_ACCESS_RIGHT),
    ),
    contact_point: weight(
      'contact_point',
      contactPoint !== null && (given(contactPoint.name) || given(contactPoint.email)),
    ),
    publisher: weight('publisher', record.publisher !== null),
  };
}

/**
 * The distribution whose points count (piveau's single best distribution), with its points; null
 * when the dataset has none.
 */
export function bestDistribution(
  record: DcatDataset,
): { distribution: DcatDistribution; points: IndicatorPoints } | null {
  let best: { distribution: DcatDistribution; points: IndicatorPoints; total: number } | null = null;
  for (const distribution of record.distributions) {
    const points = scoreDistribution(distribution, record);
    const total = sum(points);
    if (best === null || total > best.total) best = { distribution, points, total };
  }
  return best;
}

/** Where to act on a missed indicator. */
function indicatorTargets(
  id: string,
  record: DcatDataset,
  distribution: DcatDistribution | null,
): FixTarget[] {
  const resource = (field: Parameters<typeof resourceTarget>[1]) =>
    distribution === null ? [] : [resourceTarget(distribution.resourceId, field)];
  switch (id) {
    case 'keyword_usage':
      return [datasetTarget('keywords')];
    case 'categories':
      return [datasetTarget('themes')];
    case 'geo_search':
      return [datasetTarget('spatial')];
    case 'time_based_search':
      return [datasetTarget('temporal')];
    case 'access_url_accessibility':
    case 'download_url':
    case 'download_url_accessibility':
    case 'file_size':
      return resource(null);
    case 'format':
    case 'media_type':
    case 'format_media_type_from_vocabulary':
    case 'non_proprietary':
    case 'machine_readable':
      return resource('format');
    case 'licence_information':
    case 'licence_vocabulary':
      return [datasetTarget('licence')];
    case 'rights':
      return [datasetTarget('rights')];
    case 'date_of_issue':
      return [datasetTarget('issued')];
    case 'modification_date':
      return [datasetTarget('modified')];
    case 'access_restrictions':
    case 'access_restrictions_vocabulary':
      return [datasetTarget('accessRights')];
    case 'contact_point':
      return [datasetTarget('contactPoint')];
    case 'publisher':
      return [datasetTarget('publisher')];
    case 'dcat_ap_compliance':
      return complianceTargets(record);
    default:
      return [];
  }
}

const VIOLATION_FIELD = {
  'dct:title': 'title',
  'dct:description': 'description',
  'dcat:theme': 'themes',
  'dct:accrualPeriodicity': 'accrualPeriodicity',
  'dct:accessRights': 'accessRights',
  'dct:publisher': 'publisher',
  'dct:issued': 'issued',
  'dct:modified': 'modified',
  'dct:temporal': 'temporal',
  'dct:license': 'licence',
} as const;

/** The fields and resources the DCAT-AP violations are about, each once. */
export function complianceTargets(record: DcatDataset): FixTarget[] {
  const targets = new Map<string, FixTarget>();
  for (const violation of dcatApViolations(record)) {
    let target: FixTarget | null = null;
    if (violation.path in VIOLATION_FIELD) {
      target = datasetTarget(VIOLATION_FIELD[violation.path as keyof typeof VIOLATION_FIELD]);
    } else if (violation.resourceId !== null) {
      const field =
        violation.path === 'dct:format' || violation.path === 'dcat:mediaType'
          ? 'format'
          : violation.path === 'dct:modified'
            ? 'modified'
            : null;
      target = resourceTarget(violation.resourceId, field);
    }
    if (target !== null) targets.set(JSON.stringify(target), target);
  }
  return [...targets.values()];
}

export function scoreMqa(record: DcatDataset): MqaScore {
  const datasetPoints = scoreDataset(record);
  const best = bestDistribution(record);
  const indicators: MqaIndicator[] = MQA_INDICATORS.map((definition) => {
    let points: number;
    if (definition.level === 'dataset') points = datasetPoints[definition.id] ?? 0;
    else if (best !== null) points = best.points[definition.id] ?? 0;
    else if (definition.id === 'date_of_issue') points = weight(definition.id, given(record.issued));
    else if (definition.id === 'modification_date') points = weight(definition.id, given(record.modified));
    else points = 0;
    const targets =
      points < definition.max ? indicatorTargets(definition.id, record, best?.distribution ?? null) : [];
    return { id: definition.id, dimension: definition.dimension, points, max: definition.max, targets };
  });
  const dimensions: MqaScore['dimensions'] = {
    findability: { points: 0, max: 0 },
    accessibility: { points: 0, max: 0 },
    interoperability: { points: 0, max: 0 },
    reusability: { points: 0, max: 0 },
    contextuality: { points: 0, max: 0 },
  };
  let points = 0;
  for (const indicator of indicators) {
    dimensions[indicator.dimension].points += indicator.points;
    dimensions[indicator.dimension].max += indicator.max;
    points += indicator.points;
  }
  return {
    methodology: MQA_METHODOLOGY,
    indicators,
    dimensions,
    points,
    max: MQA_MAX,
    rating: mqaRating(points),
  };
}
