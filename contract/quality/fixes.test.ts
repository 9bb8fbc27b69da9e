import { describe, expect, test } from 'vitest';
import { FIX_IDS, rankFixes } from './fixes.ts';
import { assessQuality } from './index.ts';
import { scoreMqa } from './mqa.ts';
import type { DcatDataset } from './record.ts';
import type { QualityFix } from './scores.ts';
import { completeDistribution, completeRecord, TODAY } from './testRecords.ts';
import { scoreUdata } from './udata.ts';

const fixesOf = (record: DcatDataset) => assessQuality(record, TODAY).fixes;

/** A record missing nearly everything both scores look at. */
const poor = (): DcatDataset =>
  completeRecord({
    description: 'Relevés.',
    keywords: [],
    themes: [],
    bbox: null,
    temporal: null,
    accrualPeriodicity: null,
    publisher: null,
    contactPoint: null,
    accessRights: null,
    issued: null,
    modified: null,
    distributions: [
      completeDistribution({
        resourceId: 5,
        description: null,
        downloadUrl: null,
        downloadUrlReachable: null,
        accessUrlReachable: false,
        format: { label: 'PDF', iri: 'http://publications.europa.eu/resource/authority/file-type/PDF' },
        mediaType: null,
        licence: null,
        rights: null,
        byteSize: null,
        issued: null,
        modified: null,
      }),
    ],
  });

describe('rankFixes', () => {
  test('a complete record needs no fix', () => {
    expect(fixesOf(completeRecord())).toEqual([]);
  });

  test('one action, both scales: keywords missing', () => {
    const [fix, ...others] = fixesOf(completeRecord({ keywords: [] }));
    expect(others).toEqual([]);
    expect(fix).toEqual<QualityFix>({
      id: 'add_keywords',
      mqaIndicators: ['keyword_usage'],
      udataCriteria: [],
      mqaGain: 30,
      udataGain: 0,
      ratingAfter: null,
      targets: [{ kind: 'dataset', field: 'tags' }],
    });
  });

  test('ranked by MQA gain, then udata gain, then the fixed order', () => {
    const fixes = fixesOf(poor());
    for (let i = 1; i < fixes.length; i++) {
      const [a, b] = [fixes[i - 1], fixes[i]];
      if (a === undefined || b === undefined) throw new Error('unreachable');
      const order =
        b.mqaGain - a.mqaGain ||
        b.udataGain - a.udataGain ||
        FIX_IDS.indexOf(a.id as never) - FIX_IDS.indexOf(b.id as never);
      expect(order, `${a.id} before ${b.id}`).toBeLessThanOrEqual(0);
    }
    expect(fixes.map((fix) => fix.id)).toEqual([
      // 50: the access URL, and udata's "resources available"
      'repair_resource_links',
      // 20 + 30: a download URL that answers
      'add_download_url',
      // 20 + 20: PDF is neither non-proprietary nor machine-readable; udata's open format
      'use_open_format',
      'add_keywords',
      'add_categories',
      // 20 + 10
      'choose_licence',
      // 20 and udata's spatial, 20 and udata's temporal coverage
      'set_geographical_coverage',
      'set_vintage_year',
      // 10 + 10: the media type, then format and media type from the vocabularies
      'choose_resource_format',
      'add_contact_point',
      // 10 + 5
      'set_access_restrictions',
      'set_publisher',
      'add_rights',
      'add_file_size',
      'set_publication_date',
      'set_last_update',
      // udata only: 2/9, then 1/9 each
      'set_update_frequency',
      'lengthen_description',
      'describe_resources',
    ]);
    const geo = fixes.find((fix) => fix.id === 'set_geographical_coverage');
    expect(geo).toMatchObject({ mqaGain: 20, udataGain: 1 / 9, udataCriteria: ['spatial'] });
    const frequency = fixes.find((fix) => fix.id === 'set_update_frequency');
    expect(frequency).toMatchObject({
      mqaGain: 0,
      udataGain: 2 / 9,
      udataCriteria: ['update_frequency', 'update_fulfilled_in_time'],
      targets: [{ kind: 'dataset', field: 'update_frequency' }],
    });
  });

  test('the gains add up: making every fix reaches 405 points and a udata score of 1', () => {
    for (const record of [
      poor(),
      completeRecord({ distributions: [] }),
      completeRecord({ themes: [{ label: 'Eau', iri: null }] }),
    ]) {
      const { mqa, udata, fixes } = assessQuality(record, TODAY);
      const mqaGains = fixes.reduce((sum, fix) => sum + fix.mqaGain, 0);
      const udataGains = fixes.reduce((sum, fix) => sum + fix.udataGain, 0);
      expect(mqa.points + mqaGains).toBe(405);
      expect(udata.score + udataGains).toBeCloseTo(1, 10);
      // Each missed indicator and unmet criterion is in exactly one fix.
      const indicators = fixes.flatMap((fix) => fix.mqaIndicators).sort();
      expect(indicators).toEqual(
        mqa.indicators
          .filter((i) => i.points < i.max)
          .map((i) => i.id)
          .sort(),
      );
      const criteria = fixes.flatMap((fix) => fix.udataCriteria).sort();
      expect(criteria).toEqual(
        udata.criteria
          .filter((c) => !c.met)
          .map((c) => c.id)
          .sort(),
      );
    }
  });

  test('a fix made on the record gains what it said', () => {
    // Fixing the licence and the file size of the counted distribution, then rescoring.
    const before = poor();
    const fixes = fixesOf(before);
    const licence = fixes.find((fix) => fix.id === 'choose_licence');
    const after: DcatDataset = {
      ...before,
      distributions: before.distributions.map((d) => ({
        ...d,
        licence: completeDistribution().licence,
      })),
    };
    expect(scoreMqa(after).points - scoreMqa(before).points).toBe(licence?.mqaGain);
  });

  test('ratingAfter: the rating reached by that fix alone', () => {
    // 405 - 30 (keywords) - 30 (categories) = 345, good; either fix alone reaches 375, excellent.
    const fixes = fixesOf(completeRecord({ keywords: [], themes: [] }));
    expect(fixes.map((fix) => [fix.id, fix.ratingAfter])).toEqual([
      ['add_keywords', 'excellent'],
      ['add_categories', 'excellent'],
    ]);
    // A fix too small to change the band says so with null.
    const small = fixesOf(completeRecord({ keywords: [], themes: [], publisher: null }));
    expect(small.find((fix) => fix.id === 'set_publisher')?.ratingAfter).toBeNull();
  });

  test('without resources, adding one is the fix for every resource indicator', () => {
    const fixes = fixesOf(completeRecord({ distributions: [] }));
    expect(fixes.map((fix) => fix.id)).toEqual(['add_resource']);
    expect(fixes[0]).toMatchObject({
      mqaGain: 220,
      udataGain: 3 / 9,
      ratingAfter: 'excellent',
      targets: [{ kind: 'dataset', field: 'resources' }],
    });
  });

  test('rankFixes reads the scores it is given', () => {
    const record = poor();
    const mqa = scoreMqa(record);
    const udata = scoreUdata(record, TODAY);
    expect(rankFixes(record, mqa, udata)).toEqual(fixesOf(record));
  });
});
