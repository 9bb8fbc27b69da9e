import { describe, expect, test } from 'vitest';
import type { DcatDataset } from './record.ts';
import { completeDistribution, completeRecord, EU, TODAY } from './testRecords.ts';
import { QUALITY_MAX_SCORE, scoreUdata, UDATA_CRITERIA } from './udata.ts';

// udata's criteria one by one, as udata 17.6.0 computes them (models.py compute_quality,
// quality, compute_quality_score), the cases mirroring udata's own tests
// (udata/tests/dataset/test_dataset_model.py test_quality_*) where they exist.

const met = (record: DcatDataset, today = TODAY) =>
  Object.fromEntries(scoreUdata(record, today).criteria.map((c) => [c.id, c.met]));

const frequency = (code: string) => ({ label: code, iri: `${EU}frequency/${code}` });

describe('the nine criteria', () => {
  test('a complete record meets them all: score 1', () => {
    const score = scoreUdata(completeRecord(), TODAY);
    expect(score.criteria.map((c) => c.id)).toEqual([...UDATA_CRITERIA]);
    expect(score.criteria.every((c) => c.met && c.targets.length === 0)).toBe(true);
    expect(score.score).toBe(1);
    expect(score.version).toContain('17.6.0');
  });

  test('the licence is met even without one: the harvest falls back on "notspecified"', () => {
    const record = completeRecord({
      distributions: [completeDistribution({ licence: null })],
    });
    expect(met(record).license).toBe(true);
  });

  test('temporal coverage: a start or an end', () => {
    expect(met(completeRecord({ temporal: null })).temporal_coverage).toBe(false);
    expect(met(completeRecord({ temporal: { start: null, end: null } })).temporal_coverage).toBe(false);
    expect(met(completeRecord({ temporal: { start: '2024-01-01', end: null } })).temporal_coverage).toBe(
      true,
    );
  });

  test('spatial: a geometry, not named places alone', () => {
    expect(met(completeRecord({ bbox: null })).spatial).toBe(false);
    expect(met(completeRecord({ bbox: null, places: [{ label: 'Annecy', iri: null }] })).spatial).toBe(false);
  });

  test('update frequency: none, unknown or outside the EU table is no frequency', () => {
    const none = scoreUdata(completeRecord({ accrualPeriodicity: null }), TODAY);
    expect(none.criteria.find((c) => c.id === 'update_frequency')?.met).toBe(false);
    // Without a frequency, "updated in time" is not counted (udata leaves it out).
    expect(none.criteria.find((c) => c.id === 'update_fulfilled_in_time')?.met).toBe(false);
    expect(none.score).toBe(7 / 9);
    expect(met(completeRecord({ accrualPeriodicity: frequency('UNKNOWN') })).update_frequency).toBe(false);
    expect(
      met(completeRecord({ accrualPeriodicity: { label: 'Mensuelle', iri: null } })).update_frequency,
    ).toBe(false);
  });

  test('updated in time: one day late still is, two days late is not (udata’s own cases)', () => {
    const daily = (modified: string) => completeRecord({ accrualPeriodicity: frequency('DAILY'), modified });
    // Last update 2026-12-05T23:00Z, today 2026-12-07T00:00Z: due 2026-12-06T23:00, one hour late.
    expect(met(daily('2026-12-05T23:00:00Z'), '2026-12-07T00:00:00Z').update_fulfilled_in_time).toBe(true);
    // One day and one hour late: next update minus now is -1 day -1 h, .days == -2.
    expect(met(daily('2026-12-04T23:00:00Z'), '2026-12-07T00:00:00Z').update_fulfilled_in_time).toBe(false);
    // The resources' latest date stands in for a missing dct:modified.
    const fromResources = completeRecord({
      accrualPeriodicity: frequency('DAILY'),
      modified: null,
      distributions: [completeDistribution({ modified: '2026-12-06' })],
    });
    expect(met(fromResources, '2026-12-07').update_fulfilled_in_time).toBe(true);
    expect(
      met(completeRecord({ accrualPeriodicity: frequency('ANNUAL'), modified: '2024-01-01' }))
        .update_fulfilled_in_time,
    ).toBe(false);
  });

  test('a frequency without regular updates is always in time', () => {
    for (const code of ['IRREG', 'AS_NEEDED', 'NEVER', 'UPDATE_CONT', 'NOT_PLANNED', 'OTHER']) {
      const record = completeRecord({ accrualPeriodicity: frequency(code), modified: '2001-01-01' });
      expect(met(record).update_fulfilled_in_time, code).toBe(true);
      expect(met(record).update_frequency, code).toBe(true);
    }
  });

  test('description: more than 100 characters (udata’s test: 99 no, 101 yes)', () => {
    expect(met(completeRecord({ description: 'a'.repeat(99) })).dataset_description_quality).toBe(false);
    expect(met(completeRecord({ description: 'a'.repeat(100) })).dataset_description_quality).toBe(false);
    expect(met(completeRecord({ description: 'a'.repeat(101) })).dataset_description_quality).toBe(true);
    // Characters, not UTF-16 units: 60 emoji are 120 units but 60 characters.
    expect(met(completeRecord({ description: '🌊'.repeat(60) })).dataset_description_quality).toBe(false);
  });

  test('open format: one resource with a format outside CLOSED_FORMATS (udata’s cases)', () => {
    const formats = (...labels: (string | null)[]) =>
      completeRecord({
        distributions: labels.map((label, i) =>
          completeDistribution({ resourceId: i + 1, format: label === null ? null : { label, iri: null } }),
        ),
      });
    expect(met(formats('pdf')).has_open_format).toBe(false);
    expect(met(formats('pdf', 'csv')).has_open_format).toBe(true);
    expect(met(formats(null, 'xls')).has_open_format).toBe(false);
    // An EU file type is read as its code: XLSX is closed, CSV open.
    const eu = (code: string) =>
      completeRecord({
        distributions: [completeDistribution({ format: { label: 'x', iri: `${EU}file-type/${code}` } })],
      });
    expect(met(eu('XLSX')).has_open_format).toBe(false);
    expect(met(eu('CSV')).has_open_format).toBe(true);
  });

  test('resources available: an unanswered address fails it, a never-checked one does not', () => {
    const one = (downloadUrlReachable: boolean | null, accessUrlReachable: boolean | null = true) =>
      completeRecord({ distributions: [completeDistribution({ downloadUrlReachable, accessUrlReachable })] });
    expect(met(one(false)).all_resources_available).toBe(false);
    expect(met(one(null)).all_resources_available).toBe(true);
    // udata checks the download URL when there is one, the access URL otherwise.
    expect(met(one(true, false)).all_resources_available).toBe(true);
    const accessOnly = completeRecord({
      distributions: [
        completeDistribution({ downloadUrl: null, downloadUrlReachable: null, accessUrlReachable: false }),
      ],
    });
    expect(met(accessOnly).all_resources_available).toBe(false);
    const failing = scoreUdata(one(false), TODAY).criteria.find((c) => c.id === 'all_resources_available');
    expect(failing?.targets).toEqual([{ kind: 'resource', resourceId: 11, field: null }]);
  });

  test('resources documented: one resource with a description', () => {
    expect(
      met(completeRecord({ distributions: [completeDistribution({ description: ' ' })] }))
        .resources_documentation,
    ).toBe(false);
    expect(
      met(
        completeRecord({
          distributions: [
            completeDistribution({ resourceId: 1, description: null }),
            completeDistribution({ resourceId: 2 }),
          ],
        }),
      ).resources_documentation,
    ).toBe(true);
  });

  test('without resources the three resource criteria are not counted', () => {
    const score = scoreUdata(completeRecord({ distributions: [] }), TODAY);
    expect(score.score).toBe(6 / QUALITY_MAX_SCORE);
  });

  test('udata’s test_quality_default: an empty description and nothing else scores 1/9 (the licence)', () => {
    const bare = completeRecord({
      description: '',
      temporal: null,
      bbox: null,
      accrualPeriodicity: null,
      distributions: [],
    });
    // udata's DatasetFactory has no licence (0/9); a harvested dataset always has one (1/9).
    expect(scoreUdata(bare, TODAY).score).toBe(1 / 9);
  });
});
