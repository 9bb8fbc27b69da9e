import { describe, expect, test } from 'vitest';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../contract/datasetBounds.ts';
import type { RemoteRecord } from '../../indexers/catalogueTypes.ts';
import { LICENCE_ALIASES } from '../../seed/licenceAliases.ts';
import { formatMatcher, matchFormat } from './formats.ts';
import { frequencyLabel } from './frequencies.ts';
import { licenceMatcher, matchLicence } from './licences.ts';
import { type HarvestReferences, planDataset } from './plan.ts';

// The harvest's matching and planning, without a database (issue 45).

const LABELS = Object.keys(LICENCE_ALIASES);
const licences = licenceMatcher([
  ...LABELS.map((label, i) => ({ id: i + 1, kind: 'title' as const, alias: label })),
  ...LABELS.flatMap((label, i) =>
    (['identifier', 'url', 'title'] as const).flatMap((kind) =>
      (LICENCE_ALIASES[label]?.[kind] ?? []).map((alias) => ({ id: i + 1, kind, alias })),
    ),
  ),
]);
const id = (label: string) => LABELS.indexOf(label) + 1;
const LO = id('Licence Ouverte / Open Licence version 2.0');
const ODBL = id('Open Database License (ODbL)');
const CC_BY = id('Creative Commons Attribution 4.0 (CC-BY 4.0)');
const CC0 = id('Creative Commons Zero (CC0 1.0)');

const formats = formatMatcher([
  { id: 1, label: 'CSV', extension: 'csv', mime_type: 'text/csv' },
  { id: 2, label: 'GeoJSON', extension: 'geojson', mime_type: 'application/geo+json' },
  { id: 3, label: 'Shapefile (zip)', extension: 'zip', mime_type: 'application/zip' },
  { id: 4, label: 'Flux WMS/WFS', extension: 'wms', mime_type: 'application/vnd.ogc.wms_xml' },
]);

describe('licence matching, as udata guesses', () => {
  test.each([
    [{ identifier: 'etalab-2.0', url: null, title: null }, LO],
    [{ identifier: 'lov2', url: null, title: null }, LO],
    [{ identifier: null, url: 'http://www.etalab.gouv.fr/licence-ouverte-open-licence/', title: null }, LO],
    [{ identifier: null, url: null, title: 'Licence Ouverte 2.0' }, LO],
    [{ identifier: 'odc-odbl', url: null, title: null }, ODBL],
    [{ identifier: null, url: 'https://opendatacommons.org/licenses/odbl/1-0/', title: null }, ODBL],
    [{ identifier: null, url: 'http://creativecommons.org/licenses/by/4.0/', title: null }, CC_BY],
    // CKAN's default licence list gives the Open Definition's page (a corpus answer held it).
    [{ identifier: null, url: 'http://www.opendefinition.org/licenses/cc-zero', title: null }, CC0],
    // One letter off a single licence's title: the small edit distance.
    [{ identifier: null, url: null, title: 'Licence Ouverte 2.O' }, LO],
  ])('%j', (licence, expected) => {
    expect(matchLicence(licences, licence)).toBe(expected);
  });

  test('an unknown licence is not guessed', () => {
    expect(
      matchLicence(licences, { identifier: 'licence-maison', url: null, title: 'Licence maison' }),
    ).toBeNull();
  });
});

describe('formats and frequencies', () => {
  const d = (url: string, format: string | null, mediaType: string | null = null) => ({
    key: url,
    title: null,
    description: null,
    url,
    format,
    mediaType,
    isData: true,
  });
  test('by media type, format name or extension', () => {
    expect(matchFormat(formats, d('https://x.org/a', null, 'text/csv; charset=utf-8'))).toBe(1);
    expect(matchFormat(formats, d('https://x.org/a', 'SHP'))).toBe(3);
    expect(matchFormat(formats, d('https://x.org/a.geojson?x=1', null))).toBe(2);
    expect(matchFormat(formats, d('https://x.org/a', 'WFS'))).toBe(4);
    expect(matchFormat(formats, d('https://x.org/a', 'PDF'))).toBeNull();
  });
  test.each([
    ['http://publications.europa.eu/resource/authority/frequency/ANNUAL', 'Annuelle'],
    ['http://publications.europa.eu/resource/authority/frequency/ANNUAL_2', 'Semestrielle'],
    ['R/P1M', 'Mensuelle'],
    ['R/P3M', 'Trimestrielle'],
    ['weekly', 'Hebdomadaire'],
    ['asNeeded', 'Irrégulière'],
    ['notPlanned', 'Non planifiée'],
    ['continual', 'En continu'],
    ['whenever', null],
  ])('%s → %s', (code, label) => {
    expect(frequencyLabel(code)).toBe(label);
  });
});

const references: HarvestReferences = {
  licences,
  formats,
  frequencies: {
    byLabel: new Map([
      ['Mensuelle', 5],
      ['Irrégulière', 4],
    ]),
    fallback: 4,
  },
};
const indexer = {
  name: 'Moissonneur',
  url: 'https://catalogue.example.org/api/3/',
  url_pattern: null,
  publish_datasets: true,
  default_permission_level: 'download' as const,
};
const record = (changes: Partial<RemoteRecord> = {}): RemoteRecord => ({
  identifier: 'r1',
  title: 'Jeu',
  description: null,
  keywords: [' eau ', 'eau', 'air'],
  url: 'https://catalogue.example.org/dataset/r1',
  issued: '2024-01-02T10:00:00Z',
  modified: null,
  organisation: 'https://example.org/org/1',
  licence: null,
  bounds: null,
  distributions: [],
  contact: null,
  frequency: 'R/P1M',
  ...changes,
});

describe('planDataset', () => {
  test('a title and a description longer than a save allows are kept cut, and said so', async () => {
    const plan = await planDataset(
      record({ title: 'T'.repeat(25_000), description: 'Mot '.repeat(20_000), descriptionFormat: undefined }),
      references,
      indexer,
    );
    expect(Array.from(plan.fields.display_name)).toHaveLength(MAX_NAME_LENGTH);
    expect(plan.fields.display_name.endsWith('…')).toBe(true);
    expect(plan.fields.description.length).toBeLessThanOrEqual(MAX_DESCRIPTION_LENGTH);
    expect(plan.fields.description).toMatch(/^<p>Mot Mot .*…<\/p>$/);
    expect(plan.warnings.filter((w) => w.code === 'text_cut').map((w) => w.value)).toEqual([
      'display_name',
      'description',
    ]);
    const short = await planDataset(record(), references, indexer);
    expect(short.warnings.map((w) => w.code)).not.toContain('text_cut');
  });

  test('main resource is the first data distribution; invalid addresses and beyond 50 are counted', async () => {
    const distributions = [
      {
        key: 'doc',
        title: 'Notice',
        description: null,
        url: 'https://x.org/notice.pdf',
        mediaType: null,
        format: 'PDF',
        isData: false,
      },
      {
        key: 'ftp',
        title: 'FTP',
        description: null,
        url: 'ftp://x.org/a.csv',
        mediaType: null,
        format: 'CSV',
        isData: true,
      },
      ...Array.from({ length: 52 }, (_, i) => ({
        key: `k${i}`,
        title: null,
        description: null,
        url: `https://x.org/file${i}.csv`,
        mediaType: null,
        format: null,
        isData: true,
      })),
    ];
    const plan = await planDataset(record({ distributions }), references, indexer);
    expect(plan.resources).toHaveLength(50);
    expect(plan.resources[0]).toMatchObject({
      key: 'k0',
      type: 1,
      dataformat_id: 1,
      display_name: 'file0.csv',
    });
    expect(plan.resources.filter((r) => r.type === 1)).toHaveLength(1);
    expect(plan.counts.distributions).toEqual({ held: 54, kept: 50, invalid: 4 });
    expect(plan.warnings.map((w) => w.code)).toEqual(['distribution_invalid', 'distributions_capped']);
    expect(plan.creation.default_permission_level).toBe('download');
    expect(plan.fields.tags).toEqual(['eau', 'air']);
    expect(plan.fields.update_frequency).toBe(5);
    expect(plan.fields.extras).toMatchObject({ organisation_distante: 'https://example.org/org/1' });
  });

  test('HV2: nothing to download is consultation, with a warning; an unknown licence is kept as text', async () => {
    const plan = await planDataset(
      record({ licence: { identifier: null, url: null, title: 'Licence maison' }, bounds: [10, 50, 5, 60] }),
      references,
      indexer,
    );
    expect(plan.creation.default_permission_level).toBe('consultation');
    expect(plan.fields.license).toBeNull();
    expect(plan.fields.extras.licence_distante).toBe('Licence maison');
    expect(plan.fields.bounds).toBeNull();
    expect(plan.warnings.map((w) => w.code)).toEqual(['licence_unknown', 'bounds_invalid', 'no_download']);
    expect(plan.counts).toMatchObject({
      licence: { held: 1, kept: 0, unknown: 1 },
      bounds: { held: 1, kept: 0, invalid: 1 },
    });
  });
});
