import { describe, expect, test } from 'vitest';
import { dcatApViolations } from './dcatApCompliance.ts';
import { MQA_INDICATORS, MQA_MAX, mqaRating, scoreMqa } from './mqa.ts';
import type { DcatDataset, DcatDistribution } from './record.ts';
import type { MqaScore } from './scores.ts';
import { completeDistribution, completeRecord, EU, IANA } from './testRecords.ts';

// The MQA scored indicator by indicator against the methodology's tables (data.europa.eu data
// provider manual, "Metadata quality dashboard"): each indicator's weight, the dimension totals,
// the rating bands, and piveau's best-distribution rule for datasets with several distributions.

const pointsOf = (score: MqaScore, id: string) =>
  score.indicators.find((indicator) => indicator.id === id)?.points;

const withDistribution = (overrides: Partial<DcatDistribution>): DcatDataset =>
  completeRecord({ distributions: [completeDistribution(overrides)] });

describe('the methodology tables', () => {
  test('five dimensions, 405 points: 100, 100, 110, 75, 20', () => {
    const perDimension = (dimension: string) =>
      MQA_INDICATORS.filter((indicator) => indicator.dimension === dimension).reduce(
        (sum, indicator) => sum + indicator.max,
        0,
      );
    expect(MQA_MAX).toBe(405);
    expect(perDimension('findability')).toBe(100);
    expect(perDimension('accessibility')).toBe(100);
    expect(perDimension('interoperability')).toBe(110);
    expect(perDimension('reusability')).toBe(75);
    expect(perDimension('contextuality')).toBe(20);
    expect(MQA_INDICATORS).toHaveLength(23);
  });

  test('a complete record meets every indicator: 405 points, excellent', () => {
    const score = scoreMqa(completeRecord());
    expect(score.points).toBe(405);
    expect(score.rating).toBe('excellent');
    for (const indicator of score.indicators) {
      expect(indicator.points, indicator.id).toBe(indicator.max);
      expect(indicator.targets, indicator.id).toEqual([]);
    }
    expect(score.dimensions).toEqual({
      findability: { points: 100, max: 100 },
      accessibility: { points: 100, max: 100 },
      interoperability: { points: 110, max: 110 },
      reusability: { points: 75, max: 75 },
      contextuality: { points: 20, max: 20 },
    });
  });
});

// Each row takes one thing away from the complete record: the indicators it misses, with the
// points the methodology then gives them.
const themeLiteral = [{ label: 'Environnement', iri: null }];
const cases: [string, DcatDataset, Record<string, number>][] = [
  ['no keyword', completeRecord({ keywords: [] }), { keyword_usage: 0 }],
  ['blank keywords only', completeRecord({ keywords: ['  '] }), { keyword_usage: 0 }],
  ['no category', completeRecord({ themes: [] }), { categories: 0 }],
  [
    'a category outside the vocabulary: counted, but not DCAT-AP compliant',
    completeRecord({ themes: themeLiteral }),
    { categories: 30, dcat_ap_compliance: 0 },
  ],
  ['no spatial coverage', completeRecord({ bbox: null }), { geo_search: 0 }],
  [
    'a named place without a box still enables geo search',
    completeRecord({ bbox: null, places: [{ label: 'Haute-Savoie', iri: null }] }),
    { geo_search: 20 },
  ],
  ['no temporal coverage', completeRecord({ temporal: null }), { time_based_search: 0 }],
  [
    'a period with an end only',
    completeRecord({ temporal: { start: null, end: '2024-12-31' } }),
    { time_based_search: 20 },
  ],
  ['an empty period', completeRecord({ temporal: { start: null, end: null } }), { time_based_search: 0 }],
  [
    'access URL not answering',
    withDistribution({ accessUrlReachable: false }),
    { access_url_accessibility: 0 },
  ],
  [
    'access URL never checked',
    withDistribution({ accessUrlReachable: null }),
    { access_url_accessibility: 0 },
  ],
  [
    'no download URL: neither it nor its accessibility',
    withDistribution({ downloadUrl: null }),
    { download_url: 0, download_url_accessibility: 0 },
  ],
  [
    'download URL not answering',
    withDistribution({ downloadUrlReachable: false }),
    { download_url_accessibility: 0 },
  ],
  [
    'no format: neither the vocabulary nor the two format lists',
    withDistribution({ format: null }),
    { format: 0, format_media_type_from_vocabulary: 0, non_proprietary: 0, machine_readable: 0 },
  ],
  [
    'a format outside the vocabulary',
    withDistribution({ format: { label: 'csv', iri: null } }),
    { format_media_type_from_vocabulary: 0, non_proprietary: 0, machine_readable: 0, dcat_ap_compliance: 0 },
  ],
  [
    'no media type',
    withDistribution({ mediaType: null }),
    { media_type: 0, format_media_type_from_vocabulary: 0 },
  ],
  [
    'a media type outside IANA',
    withDistribution({ mediaType: { label: 'text/x-csv', iri: null } }),
    { format_media_type_from_vocabulary: 0, dcat_ap_compliance: 0 },
  ],
  [
    'PDF: proprietary and not machine-readable',
    withDistribution({
      format: { label: 'PDF', iri: `${EU}file-type/PDF` },
      mediaType: { label: 'application/pdf', iri: `${IANA}application/pdf` },
    }),
    { non_proprietary: 0, machine_readable: 0 },
  ],
  [
    'XLSX: machine-readable but proprietary',
    withDistribution({ format: { label: 'XLSX', iri: `${EU}file-type/XLSX` } }),
    { non_proprietary: 0 },
  ],
  [
    'TXT: non-proprietary but not machine-readable',
    withDistribution({ format: { label: 'TXT', iri: `${EU}file-type/TXT` } }),
    { machine_readable: 0 },
  ],
  ['no licence', withDistribution({ licence: null }), { licence_information: 0, licence_vocabulary: 0 }],
  [
    'a licence outside the EU vocabulary',
    withDistribution({ licence: { label: 'Licence maison', iri: null } }),
    { licence_vocabulary: 0, dcat_ap_compliance: 0 },
  ],
  [
    'no access rights',
    completeRecord({ accessRights: null }),
    { access_restrictions: 0, access_restrictions_vocabulary: 0 },
  ],
  [
    'access rights outside the vocabulary',
    completeRecord({ accessRights: { label: 'Ouvert', iri: null } }),
    { access_restrictions_vocabulary: 0, dcat_ap_compliance: 0 },
  ],
  ['no contact point', completeRecord({ contactPoint: null }), { contact_point: 0 }],
  [
    'a contact point without name nor e-mail',
    completeRecord({ contactPoint: { name: null, email: null } }),
    { contact_point: 0 },
  ],
  ['no publisher', completeRecord({ publisher: null }), { publisher: 0 }],
  ['no rights statement', withDistribution({ rights: null }), { rights: 0 }],
  ['no file size', withDistribution({ byteSize: null }), { file_size: 0 }],
  [
    'no date of issue on the distribution: the dataset gives it',
    withDistribution({ issued: null }),
    { date_of_issue: 5 },
  ],
  [
    'no date of issue on either',
    completeRecord({ issued: null, distributions: [completeDistribution({ issued: null })] }),
    { date_of_issue: 0 },
  ],
  [
    'no modification date on either',
    completeRecord({ modified: null, distributions: [completeDistribution({ modified: null })] }),
    { modification_date: 0 },
  ],
  ['no title: not DCAT-AP compliant', completeRecord({ title: ' ' }), { dcat_ap_compliance: 0 }],
  ['no description: not DCAT-AP compliant', completeRecord({ description: '' }), { dcat_ap_compliance: 0 }],
  [
    'a date that is no xsd:date',
    completeRecord({ modified: '30/11/2026' }),
    { dcat_ap_compliance: 0, modification_date: 5 },
  ],
];

describe('each indicator, met or not', () => {
  test.each(cases)('%s', (_name, record, expected) => {
    const score = scoreMqa(record);
    let lost = 0;
    for (const indicator of score.indicators) {
      const points = expected[indicator.id] ?? indicator.max;
      expect(indicator.points, indicator.id).toBe(points);
      lost += indicator.max - points;
      // A missed indicator says where to act.
      if (indicator.points < indicator.max) expect(indicator.targets.length, indicator.id).toBeGreaterThan(0);
    }
    expect(score.points).toBe(405 - lost);
    const dimensionSum = Object.values(score.dimensions).reduce((sum, d) => sum + d.points, 0);
    expect(dimensionSum).toBe(score.points);
  });
});

describe('several distributions: the best one counts (piveau Scoring.kt)', () => {
  const bare = (resourceId: number, overrides: Partial<DcatDistribution> = {}) =>
    completeDistribution({
      resourceId,
      downloadUrl: null,
      downloadUrlReachable: null,
      accessUrlReachable: false,
      format: null,
      mediaType: null,
      licence: null,
      rights: null,
      byteSize: null,
      issued: null,
      modified: null,
      ...overrides,
    });

  test('a complete distribution beside a bare one gives every point, not a share', () => {
    const score = scoreMqa(
      completeRecord({ distributions: [bare(1), completeDistribution({ resourceId: 2 })] }),
    );
    expect(score.points).toBe(405);
  });

  test('the points of one distribution are not added to another’s', () => {
    // 1: format (20). 2: file size (5) and rights (5). The best is 1 with 20 (+ the dataset's dates 5 + 5):
    // 2's size and rights do not count.
    const record = completeRecord({
      distributions: [
        bare(1, { format: { label: 'CSV', iri: `${EU}file-type/CSV` } }),
        bare(2, { byteSize: 10, rights: 'Libre' }),
      ],
    });
    const score = scoreMqa(record);
    expect(pointsOf(score, 'format')).toBe(20);
    expect(pointsOf(score, 'non_proprietary')).toBe(20);
    expect(pointsOf(score, 'machine_readable')).toBe(20);
    expect(pointsOf(score, 'file_size')).toBe(0);
    expect(pointsOf(score, 'rights')).toBe(0);
    expect(pointsOf(score, 'date_of_issue')).toBe(5);
    // Its missed indicators point at the counted distribution, resource 1.
    const fileSize = score.indicators.find((indicator) => indicator.id === 'file_size');
    expect(fileSize?.targets).toEqual([{ kind: 'resource', resourceId: 1, field: null }]);
  });

  test('on a tie the first distribution counts', () => {
    const record = completeRecord({
      distributions: [bare(1, { byteSize: 10 }), bare(2, { rights: 'Libre' })],
    });
    const score = scoreMqa(record);
    expect(pointsOf(score, 'file_size')).toBe(5);
    expect(pointsOf(score, 'rights')).toBe(0);
  });

  test('without distributions, only the dataset’s dates count at distribution level', () => {
    const score = scoreMqa(completeRecord({ distributions: [] }));
    // 405 minus accessibility (100), interoperability but compliance (80), licence (30), rights (5)
    // and file size (5): 405 - 220 = 185.
    expect(score.points).toBe(185);
    expect(pointsOf(score, 'date_of_issue')).toBe(5);
    expect(pointsOf(score, 'modification_date')).toBe(5);
    expect(score.rating).toBe('sufficient');
  });
});

describe('rating bands: Excellent 351–405, Good 221–350, Sufficient 121–220, Bad 0–120', () => {
  test.each([
    [405, 'excellent'],
    [351, 'excellent'],
    [350, 'good'],
    [221, 'good'],
    [220, 'sufficient'],
    [121, 'sufficient'],
    [120, 'bad'],
    [0, 'bad'],
  ])('%i points: %s', (points, rating) => {
    expect(mqaRating(points)).toBe(rating);
  });

  test('records on each side of the boundaries', () => {
    // 405 - 55 (keywords 30, publisher 10, access rights vocabulary 5, rights 5, file size 5) = 350.
    const good = completeRecord({
      keywords: [],
      publisher: null,
      accessRights: { label: 'Public', iri: 'https://example.org/public' },
      distributions: [completeDistribution({ rights: null, byteSize: null })],
    });
    expect(scoreMqa(good)).toMatchObject({ points: 350, rating: 'good' });
    // The same with its file size: 355.
    const excellent = { ...good, distributions: [completeDistribution({ rights: null })] };
    expect(scoreMqa(excellent)).toMatchObject({ points: 355, rating: 'excellent' });
    // 185 without distributions (above), minus keywords and categories: 125, then minus spatial: 105.
    expect(scoreMqa(completeRecord({ distributions: [], keywords: [], themes: [] }))).toMatchObject({
      points: 125,
      rating: 'sufficient',
    });
    expect(
      scoreMqa(completeRecord({ distributions: [], keywords: [], themes: [], bbox: null })),
    ).toMatchObject({ points: 105, rating: 'bad' });
  });
});

describe('the structural DCAT-AP check', () => {
  test('names what the shapes would refuse, and where', () => {
    const record = completeRecord({
      title: '',
      themes: [{ label: 'Eau', iri: null }],
      distributions: [completeDistribution({ resourceId: 4, accessUrl: 'pas une adresse', byteSize: -1 })],
    });
    expect(dcatApViolations(record)).toEqual([
      { path: 'dct:title', resourceId: null },
      { path: 'dcat:theme', resourceId: null },
      { path: 'dcat:accessURL', resourceId: 4 },
      { path: 'dcat:byteSize', resourceId: 4 },
    ]);
    const compliance = scoreMqa(record).indicators.find((i) => i.id === 'dcat_ap_compliance');
    expect(compliance?.targets).toEqual([
      { kind: 'dataset', field: 'display_name' },
      { kind: 'dataset', field: 'categories' },
      { kind: 'resource', resourceId: 4, field: null },
    ]);
  });

  test('a complete record has none', () => {
    expect(dcatApViolations(completeRecord())).toEqual([]);
  });
});
