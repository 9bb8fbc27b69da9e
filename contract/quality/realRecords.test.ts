import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { assessQuality } from './index.ts';
import type { DcatDataset } from './record.ts';
import { recordsFromDcatUs, recordsFromExpandedJsonLd } from './testReaders.ts';

// Real DCAT records (tests/fixtures/catalogues/SOURCES.md) scored by both scales.
//
// No published MQA result exists for them: data.europa.eu scores only what it harvests, and these
// catalogues are not among its sources (data.gouv.fr is, but it republishes such records in its own
// DCAT-AP). The expected points are therefore the methodology's tables applied by hand, the
// arithmetic in each row's comment. None of the addresses was checked: accessibility gives 0 of 100
// to every record, and udata counts the never-checked resources as available.
//
// Shorthands: kw keywords 30, th categories 30, sp geo search 20, tm time 20; fmt format 20,
// mt media type 10; lic licence 20; cp contact point 20, pub publisher 10; iss, mod dates 5 + 5
// (the dataset's, which count for each distribution). DCAT-AP compliance (30) fails on every record:
// free-text themes and formats are literals where DCAT-AP's shapes want IRIs of their class.

// Read from the repository's root, where vitest runs (as src/shell/breadcrumb/trail.test.ts does).
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(`tests/fixtures/catalogues/dcat/${name}`, 'utf8'));

const TODAY = '2026-12-07';

function scores(records: DcatDataset[]) {
  return records.map((record) => {
    const { mqa, udata } = assessQuality(record, TODAY);
    return { title: record.title, points: mqa.points, rating: mqa.rating, udata: udata.score };
  });
}

describe('ArcGIS Hub, Ville d’Évian (DCAT-US 1.1, as udata harvests it)', () => {
  const records = recordsFromDcatUs(fixture('arcgis-hub-evian-data.json') as { dataset: never[] });

  test('8 datasets read, 34 distributions', () => {
    expect(records).toHaveLength(8);
    expect(records.flatMap((record) => record.distributions)).toHaveLength(34);
  });

  test('the points the methodology gives each', () => {
    expect(scores(records)).toEqual([
      // kw 30 + th 30 + sp 20 | fmt 20 + mt 10 | lic 20 + cp 20 + pub 10 | iss 5 + mod 5 = 170.
      // udata: licence, spatial, an open format ("web page"), resources available = 4/9.
      { title: 'stationnement velos', points: 170, rating: 'sufficient', udata: 4 / 9 },
      { title: 'poubelles', points: 170, rating: 'sufficient', udata: 4 / 9 },
      { title: 'defibrillateurs', points: 170, rating: 'sufficient', udata: 4 / 9 },
      // No licence: 170 - 20 = 150. udata still counts its licence ("notspecified").
      { title: 'places de marche', points: 150, rating: 'sufficient', udata: 4 / 9 },
      { title: 'places PMR', points: 150, rating: 'sufficient', udata: 4 / 9 },
      // No licence, Hub's unfilled spatial template: 170 - 20 - 20 = 130. udata: no spatial, 3/9.
      { title: 'Publication actes dématérialisés', points: 130, rating: 'sufficient', udata: 3 / 9 },
      { title: 'Carte piéton concertation', points: 130, rating: 'sufficient', udata: 3 / 9 },
      { title: 'Carte vélo finale', points: 130, rating: 'sufficient', udata: 3 / 9 },
    ]);
  });

  test('indicator by indicator for the first', () => {
    const [first] = records;
    if (first === undefined) throw new Error('no record');
    const { mqa } = assessQuality(first, TODAY);
    expect(mqa.dimensions).toEqual({
      findability: { points: 80, max: 100 },
      accessibility: { points: 0, max: 100 },
      interoperability: { points: 30, max: 110 },
      reusability: { points: 50, max: 75 },
      contextuality: { points: 10, max: 20 },
    });
  });

  test('its first fixes: check the addresses, then a download URL', () => {
    const [first] = records;
    if (first === undefined) throw new Error('no record');
    const { fixes } = assessQuality(first, TODAY);
    expect(fixes.slice(0, 2).map((fix) => [fix.id, fix.mqaGain])).toEqual([
      ['repair_resource_links', 50],
      ['add_download_url', 50],
    ]);
    // 170 + every gain = 405.
    expect(170 + fixes.reduce((sum, fix) => sum + fix.mqaGain, 0)).toBe(405);
  });
});

describe('udata’s DCAT test catalogue (expanded JSON-LD)', () => {
  const records = recordsFromExpandedJsonLd(fixture('udata-flat.jsonld'));

  test('the points the methodology gives each', () => {
    expect(scores(records)).toEqual([
      // kw 30 + th 30 + sp 20 (a place's IRI) + tm 20 | fmt 20 | cp 20 + pub 10 | iss 5 + mod 5 = 160.
      // udata: licence, temporal coverage, open format (json), available, documented = 5/9.
      { title: 'Dataset 1', points: 160, rating: 'sufficient', udata: 5 / 9 },
      // No theme: 160 - 30 = 130.
      { title: 'Dataset 2', points: 130, rating: 'sufficient', udata: 5 / 9 },
      // No theme, no temporal coverage, no contact point: 160 - 30 - 20 - 20 = 90. udata: 4/9.
      { title: 'Dataset 3', points: 90, rating: 'bad', udata: 4 / 9 },
    ]);
  });

  test('the same dataset nested in its catalogue scores the same', () => {
    const [nested] = recordsFromExpandedJsonLd(fixture('udata-nested.jsonld'));
    const [flat] = records;
    if (nested === undefined || flat === undefined) throw new Error('no record');
    expect(assessQuality(nested, TODAY).mqa.points).toBe(assessQuality(flat, TODAY).mqa.points);
  });
});
