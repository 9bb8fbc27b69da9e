// udata's metadata quality criteria (issue 51), as data.gouv.fr computes them for a dataset it
// harvests from the platform's DCAT-AP export.
//
// Source: opendatateam/udata v17.6.0 (snapshot commit 25b5a2ddd43798da1d7594823e5e9c10ddba34a1):
// udata/core/dataset/models.py `Dataset.compute_quality`, `Dataset.quality` and
// `compute_quality_score` (nine criteria of one unit each, divided by QUALITY_MAX_SCORE = 9),
// udata/settings.py QUALITY_DESCRIPTION_LENGTH = 100, udata/core/dataset/constants.py
// CLOSED_FORMATS and UpdateFrequency's deltas, and udata/core/dataset/rdf.py for what the DCAT
// harvester makes of each property (EUFREQ_TERM_TO_UDATA, format_from_rdf, spatial_from_rdf,
// temporal_from_rdf, the licence guess).
//
// What the harvest makes of the record, criterion by criterion:
// - license: the harvester sets `dataset.license = License.guess(…, default=License.default())`,
//   the default being the "notspecified" licence, a licence object: udata counts the criterion as
//   met for every harvested dataset, with or without a dct:license. Kept as udata computes it.
// - spatial: only a geometry (here the bounding box) makes a spatial coverage; named places alone
//   do not (spatial_from_rdf keeps GeoJSON/WKT literals and bbox literals).
// - temporal_coverage: a dct:temporal with a start or an end (maybe_date_range).
// - update_frequency: dct:accrualPeriodicity mapped to a udata frequency other than `unknown`.
// - update_fulfilled_in_time: only when a frequency is known. Its next update is the last update
//   plus the frequency's delta, and it is met when that date is at most one day past (`.days >= -1`);
//   a frequency without a delta (continuous, punctual, irregular, never, notPlanned, other) meets
//   it. The last update of a harvested dataset is its dct:modified, else its resources' latest date;
//   with neither the record gives no date, and the criterion is counted as not met.
// - dataset_description_quality: more than 100 characters of description.
// - has_resources, then has_open_format (one resource whose format is given and not closed),
//   all_resources_available (every checked remote resource available; never checked counts as
//   available, as udata's `unknown`) and resources_documentation (a resource with a description).

import { euFileTypeCode } from './formatLists.ts';
import { datasetTarget, resourceTarget } from './formFields.ts';
import type { DcatDataset, DcatDistribution } from './record.ts';
import type { FixTarget, UdataCriterion, UdataScore } from './scores.ts';

export const UDATA_VERSION = 'udata 17.6.0 (25b5a2ddd43798da1d7594823e5e9c10ddba34a1)';

/** udata's QUALITY_DESCRIPTION_LENGTH. */
export const QUALITY_DESCRIPTION_LENGTH = 100;
/** udata's QUALITY_MAX_SCORE. */
export const QUALITY_MAX_SCORE = 9;
/** udata's CLOSED_FORMATS. */
export const CLOSED_FORMATS: ReadonlySet<string> = new Set([
  'pdf',
  'doc',
  'docx',
  'word',
  'xls',
  'excel',
  'xlsx',
]);

/** The criteria compute_quality_score counts, in its order. */
export const UDATA_CRITERIA = [
  'license',
  'temporal_coverage',
  'spatial',
  'update_frequency',
  'update_fulfilled_in_time',
  'dataset_description_quality',
  'has_open_format',
  'all_resources_available',
  'resources_documentation',
] as const;

export type UdataCriterionId = (typeof UDATA_CRITERIA)[number];

const DAY_MS = 86_400_000;
const DAY = 1;
const WEEK = 7;
const MONTH = 31;
const YEAR = 365;

/**
 * udata's UpdateFrequency for each EU frequency authority code (EUFREQ_TERM_TO_UDATA), with the
 * frequency's delta in days (null: no regular update expected). `UNKNOWN` maps to udata's unknown,
 * which is no frequency.
 */
const EU_FREQUENCY_DELTA_DAYS: Readonly<Record<string, number | null>> = {
  UPDATE_CONT: null,
  '1MIN': 1 / 1440,
  '5MIN': 5 / 1440,
  '10MIN': 10 / 1440,
  '15MIN': 15 / 1440,
  '30MIN': 30 / 1440,
  HOURLY: 1 / 24,
  BIHOURLY: 2 / 24,
  TRIHOURLY: 3 / 24,
  '12HRS': 12 / 24,
  CONT: DAY,
  DAILY_3: DAY,
  DAILY_2: DAY,
  DAILY: DAY,
  WEEKLY_5: WEEK,
  WEEKLY_3: WEEK,
  WEEKLY_2: WEEK,
  WEEKLY: WEEK,
  BIWEEKLY: 2 * WEEK,
  MONTHLY_3: MONTH,
  MONTHLY_2: MONTH,
  MONTHLY: MONTH,
  BIMONTHLY: 2 * MONTH,
  QUARTERLY: 3 * MONTH,
  ANNUAL_3: YEAR,
  ANNUAL_2: YEAR,
  ANNUAL: YEAR,
  BIENNIAL: 2 * YEAR,
  TRIENNIAL: 3 * YEAR,
  QUADRENNIAL: 4 * YEAR,
  QUINQUENNIAL: 5 * YEAR,
  DECENNIAL: 10 * YEAR,
  BIDECENNIAL: 20 * YEAR,
  TRIDECENNIAL: 30 * YEAR,
  AS_NEEDED: null,
  IRREG: null,
  NEVER: null,
  NOT_PLANNED: null,
  OTHER: null,
};

const EU_FREQUENCY = 'http://publications.europa.eu/resource/authority/frequency/';

/**
 * The record's frequency as udata knows it: `undefined` when udata has none (no periodicity, one
 * outside the EU table, or `UNKNOWN`), else its delta in days (null when no regular update).
 */
export function udataFrequencyDelta(record: DcatDataset): number | null | undefined {
  const iri = record.accrualPeriodicity?.iri?.replace(/^https:/, 'http:') ?? null;
  if (iri === null || !iri.startsWith(EU_FREQUENCY)) return undefined;
  const code = iri.slice(EU_FREQUENCY.length);
  return Object.hasOwn(EU_FREQUENCY_DELTA_DAYS, code) ? EU_FREQUENCY_DELTA_DAYS[code] : undefined;
}

/** The format udata reads (format_from_rdf): the EU code or the label, lower-cased. */
function udataFormat(distribution: DcatDistribution): string | null {
  const code = euFileTypeCode(distribution.format?.iri);
  if (code !== null) return code.toLowerCase();
  const label = distribution.format?.label.trim() ?? '';
  return label === '' ? null : label.toLowerCase();
}

/** Whether udata's checker would find the resource available (unknown counts as available). */
function available(distribution: DcatDistribution): boolean {
  // udata's resource URL is the downloadURL, else the accessURL.
  const reachable =
    distribution.downloadUrl !== null ? distribution.downloadUrlReachable : distribution.accessUrlReachable;
  return reachable !== false;
}

function lastUpdate(record: DcatDataset): string | null {
  if (record.modified) return record.modified;
  const dates = record.distributions
    .map((distribution) => distribution.modified)
    .filter((date): date is string => typeof date === 'string' && date !== '')
    .sort();
  return dates.at(-1) ?? null;
}

function updateFulfilledInTime(
  record: DcatDataset,
  delta: number | null | undefined,
  today: string,
): boolean {
  if (delta === undefined) return false;
  if (delta === null) return true;
  const last = lastUpdate(record);
  if (last === null) return false;
  const lastMs = Date.parse(last);
  const nowMs = Date.parse(today);
  if (Number.isNaN(lastMs) || Number.isNaN(nowMs)) return false;
  // Python's timedelta.days floors: one day late (and a bit) is still in time, two is not.
  return Math.floor((lastMs + delta * DAY_MS - nowMs) / DAY_MS) >= -1;
}

/** udata's len() counts code points, not UTF-16 units. */
function characters(text: string): number {
  return [...text].length;
}

function whereToAct(id: UdataCriterionId, record: DcatDataset): FixTarget[] {
  const resources = (field: Parameters<typeof resourceTarget>[1]) =>
    record.distributions.map((distribution) => resourceTarget(distribution.resourceId, field));
  switch (id) {
    case 'license':
      return [datasetTarget('licence')];
    case 'temporal_coverage':
      return [datasetTarget('temporal')];
    case 'spatial':
      return [datasetTarget('spatial')];
    case 'update_frequency':
      return [datasetTarget('accrualPeriodicity')];
    case 'update_fulfilled_in_time':
      return udataFrequencyDelta(record) === undefined
        ? [datasetTarget('accrualPeriodicity')]
        : [datasetTarget('modified')];
    case 'dataset_description_quality':
      return [datasetTarget('description')];
    case 'has_open_format':
      return resources('format');
    case 'all_resources_available':
      return record.distributions
        .filter((distribution) => !available(distribution))
        .map((distribution) => resourceTarget(distribution.resourceId, null));
    case 'resources_documentation':
      return resources('description');
  }
}

/** Which criteria udata finds met for the record on `today` (an ISO 8601 date or date-time). */
export function udataCriteriaMet(record: DcatDataset, today: string): Record<UdataCriterionId, boolean> {
  const delta = udataFrequencyDelta(record);
  const resources = record.distributions;
  const hasResources = resources.length > 0;
  return {
    // The harvest's licence guess falls back on "notspecified", a licence: always met (see above).
    license: true,
    temporal_coverage: record.temporal !== null && Boolean(record.temporal.start || record.temporal.end),
    spatial: record.bbox !== null,
    update_frequency: delta !== undefined,
    update_fulfilled_in_time: updateFulfilledInTime(record, delta, today),
    dataset_description_quality: characters(record.description) > QUALITY_DESCRIPTION_LENGTH,
    has_open_format:
      hasResources &&
      resources.some((distribution) => {
        const format = udataFormat(distribution);
        return format !== null && !CLOSED_FORMATS.has(format);
      }),
    all_resources_available: hasResources && resources.every(available),
    resources_documentation:
      hasResources && resources.some((distribution) => Boolean(distribution.description?.trim())),
  };
}

export function scoreUdata(record: DcatDataset, today: string): UdataScore {
  const met = udataCriteriaMet(record, today);
  const criteria: UdataCriterion[] = UDATA_CRITERIA.map((id) => ({
    id,
    met: met[id],
    targets: met[id] ? [] : whereToAct(id, record),
  }));
  const units = criteria.filter((criterion) => criterion.met).length;
  return { version: UDATA_VERSION, criteria, score: units / QUALITY_MAX_SCORE };
}
