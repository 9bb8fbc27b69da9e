import { describe, expect, test } from 'vitest';
import { type DcatContext, type DcatSource, type DistributionFacts, datasetToDcat } from './fromDataset.ts';
import {
  accessRightOf,
  fileTypeOf,
  frequencyOf,
  licenceOf,
  mediaTypeOf,
  normaliseLabel,
  themeOf,
} from './vocabularies.ts';

// datasetToDcat on hand-built datasets (issue 51): every mapping, and values outside the vocabularies.

const EU = 'http://publications.europa.eu/resource/authority/';
const BASE = 'https://data.example.org/fr';

const labels: DcatContext['labels'] = {
  categories: new Map([
    [1, 'Environnement'],
    [2, 'Transports'],
    [3, 'Culture locale'],
  ]),
  licences: new Map([
    [1, 'Licence Ouverte / Open Licence version 2.0'],
    [2, 'Licence propriétaire'],
  ]),
  updateFrequencies: new Map([
    [1, 'Mensuelle'],
    [2, 'Au gré du vent'],
  ]),
  restrictions: new Map([
    [1, 'Aucune restriction'],
    [2, 'Secret statistique'],
  ]),
  granularities: new Map([[1, 'Commune']]),
  contactRoles: new Map([
    [1, 'Auteur'],
    [2, 'Point de contact'],
  ]),
  dataFormats: new Map([
    [1, { label: 'CSV', extension: 'csv', mime: 'text/csv' }],
    [2, { label: 'Flux WMS/WFS', extension: 'wms', mime: 'application/vnd.ogc.wms_xml' }],
    [3, { label: 'Tableur maison', extension: 'tbm', mime: 'application/x-maison' }],
  ]),
};

const source = (changes: Partial<DcatSource> = {}): DcatSource => ({
  id: 7,
  display_name: 'Arrêts de bus',
  description: '<p>Les arrêts <strong>du réseau</strong> &amp; leurs horaires.</p><p>Mis à jour.</p>',
  tags: ['bus', 'mobilité'],
  categories: [2, 1, 3, 99],
  restrictions: [],
  usergroup: 4,
  usergroup_display_name: 'Agglomération',
  license: 1,
  granularity: 1,
  bounds: [-54.6, 2.1, -51.6, 5.8],
  publication_date: '2024-03-01',
  last_update_date: '2025-01-15',
  update_frequency: 1,
  vintage_year: 2023,
  default_permission_level: 'download',
  contact_roles: [
    { role: 1, contact: { name: 'Autrice', email: 'autrice@example.org' } },
    { role: 2, contact: { name: 'Cellule données', email: 'donnees@example.org' } },
  ],
  main_resource: {
    id: 11,
    display_name: 'Arrêts',
    description: '<p>Le fichier</p>',
    dataformat_id: 1,
    hidden: false,
    last_update: '2025-01-10',
  },
  resource_annexes: [
    { id: 12, display_name: 'Carte', description: null, dataformat_id: 2, hidden: false },
    { id: 13, display_name: 'Brouillon', description: null, dataformat_id: 1, hidden: true },
    { id: 14, display_name: 'Export', description: null, dataformat_id: 3, hidden: false },
  ],
  ...changes,
});

const facts = (resourceId: number, changes: Partial<DistributionFacts> = {}): DistributionFacts => ({
  resourceId,
  downloadUrl: `${BASE}/dataset/datasets/7/resource/${resourceId}/download/`,
  accessUrlReachable: true,
  downloadUrlReachable: true,
  byteSize: 2048,
  mediaType: null,
  ...changes,
});

const context = (
  distributions: DistributionFacts[] = [
    facts(11),
    facts(12, {
      downloadUrl: 'https://geo.example.org/wms',
      downloadUrlReachable: false,
      accessUrlReachable: false,
      byteSize: null,
    }),
    facts(14),
  ],
): DcatContext => ({
  baseUrl: BASE,
  labels,
  distributions: new Map(distributions.map((f) => [f.resourceId, f])),
});

describe('datasetToDcat', () => {
  const record = datasetToDcat(source(), context());

  test('the dataset: identity, texts, keywords, dates, period', () => {
    expect(record).toMatchObject({
      datasetId: 7,
      iri: `${BASE}/dataset/datasets/7/`,
      identifier: `${BASE}/dataset/datasets/7/`,
      title: 'Arrêts de bus',
      description: 'Les arrêts du réseau & leurs horaires. Mis à jour.',
      keywords: ['bus', 'mobilité'],
      issued: '2024-03-01',
      modified: '2025-01-15',
      temporal: { start: '2023-01-01', end: '2023-12-31' },
      granularity: 'Commune',
      bbox: [-54.6, 2.1, -51.6, 5.8],
      places: [],
      landingPage: null,
    });
  });

  test('categories become EU data themes; an unknown label or id is left out, as the export leaves it', () => {
    expect(record.themes).toEqual([
      { label: 'Transports', iri: `${EU}data-theme/TRAN` },
      { label: 'Environnement', iri: `${EU}data-theme/ENVI` },
    ]);
  });

  test('frequency, publisher, contact point, access rights', () => {
    expect(record.accrualPeriodicity).toEqual({ label: 'Mensuelle', iri: `${EU}frequency/MONTHLY` });
    expect(record.publisher).toEqual({
      name: 'Agglomération',
      iri: `${BASE}/organisation/organisations/4/public/`,
    });
    // The "Point de contact" role is the contact point, whoever comes first.
    expect(record.contactPoint).toEqual({ name: 'Cellule données', email: 'donnees@example.org' });
    expect(record.accessRights).toEqual({ label: 'download', iri: `${EU}access-right/PUBLIC` });
  });

  test('distributions: the main resource and the visible annexes, with their facts', () => {
    expect(record.distributions.map((d) => d.resourceId)).toEqual([11, 12, 14]);
    const [main, wms, other] = record.distributions;
    expect(main).toEqual({
      resourceId: 11,
      title: 'Arrêts',
      description: 'Le fichier',
      accessUrl: `${BASE}/dataset/datasets/7/resource/11/download/`,
      downloadUrl: `${BASE}/dataset/datasets/7/resource/11/download/`,
      accessUrlReachable: true,
      downloadUrlReachable: true,
      format: { label: 'CSV', iri: `${EU}file-type/CSV` },
      mediaType: { label: 'text/csv', iri: 'https://www.iana.org/assignments/media-types/text/csv' },
      licence: { label: 'Licence Ouverte / Open Licence version 2.0', iri: `${EU}licence/ETALAB_2_0` },
      rights: null,
      byteSize: 2048,
      issued: null,
      modified: '2025-01-10',
    });
    expect(wms).toMatchObject({
      accessUrl: 'https://geo.example.org/wms',
      downloadUrl: 'https://geo.example.org/wms',
      downloadUrlReachable: false,
      format: { label: 'Flux WMS/WFS', iri: `${EU}file-type/WMS_SRVC` },
      // OGC's type is not registered at IANA: the export writes no media type.
      mediaType: null,
      byteSize: null,
    });
    expect(other).toMatchObject({
      format: { label: 'Tableur maison', iri: null, labelledNode: true },
      mediaType: null,
    });
  });

  test('without facts or public download: the download route as access address, nothing reachable known', () => {
    const closed = datasetToDcat(source({ default_permission_level: 'consultation' }), context([]));
    expect(closed.accessRights?.iri).toBe(`${EU}access-right/RESTRICTED`);
    expect(closed.distributions[0]).toMatchObject({
      accessUrl: `${BASE}/dataset/datasets/7/resource/11/download/`,
      downloadUrl: null,
      accessUrlReachable: null,
      downloadUrlReachable: null,
      byteSize: null,
    });
  });

  test('restrictions other than "none" are the distributions’ rights; an unknown licence is a labelled node, an unknown frequency left out', () => {
    const other = datasetToDcat(source({ restrictions: [1, 2], license: 2, update_frequency: 2 }), context());
    expect(other.distributions[0]?.rights).toBe('Secret statistique');
    expect(other.distributions[0]?.licence).toEqual({
      label: 'Licence propriétaire',
      iri: null,
      labelledNode: true,
    });
    expect(other.accrualPeriodicity).toBeNull();
    expect(datasetToDcat(source({ restrictions: [1] }), context()).distributions[0]?.rights).toBeNull();
  });

  test('what a dataset may lack: no licence, frequency, year, bounds, contact, resources', () => {
    const bare = datasetToDcat(
      source({
        description: '',
        license: null,
        update_frequency: null,
        vintage_year: null,
        bounds: null,
        granularity: null,
        contact_roles: [],
        categories: [],
        main_resource: null,
        resource_annexes: [],
      }),
      context([]),
    );
    expect(bare).toMatchObject({
      description: '',
      accrualPeriodicity: null,
      temporal: null,
      bbox: null,
      granularity: null,
      contactPoint: null,
      themes: [],
      distributions: [],
    });
  });
});

describe('the vocabularies', () => {
  test('labels match whatever their case, accents and punctuation', () => {
    expect(normaliseLabel('  Économie  et FINANCES ')).toBe('economie et finances');
    expect(themeOf('ECONOMIE ET FINANCES').iri).toBe(`${EU}data-theme/ECON`);
    expect(themeOf('Economy and finance').iri).toBe(`${EU}data-theme/ECON`);
  });

  test('every seeded category is an EU data theme, in the seed’s order', () => {
    const seeded = [
      'Agriculture, pêche, sylviculture et alimentation',
      'Économie et finances',
      'Éducation, culture et sport',
      'Énergie',
      'Environnement',
      'Gouvernement et secteur public',
      'Justice, système juridique et sécurité publique',
      'Population et société',
      'Questions internationales',
      'Régions et villes',
      'Santé',
      'Science et technologie',
      'Transports',
    ];
    expect(seeded.map((label) => themeOf(label).iri?.replace(`${EU}data-theme/`, ''))).toEqual([
      'AGRI',
      'ECON',
      'EDUC',
      'ENER',
      'ENVI',
      'GOVE',
      'JUST',
      'SOCI',
      'INTR',
      'REGI',
      'HEAL',
      'TECH',
      'TRAN',
    ]);
  });

  test('the seeded licences and frequencies', () => {
    const licence = (label: string) => licenceOf(label).iri?.replace(`${EU}licence/`, '') ?? null;
    expect(licence('Creative Commons Attribution 4.0 (CC-BY 4.0)')).toBe('CC_BY_4_0');
    expect(
      licence('Creative Commons Attribution - Partage dans les mêmes conditions 4.0 (CC-BY-SA 4.0)'),
    ).toBe('CC_BYSA_4_0');
    expect(licence('Creative Commons Zero (CC0 1.0)')).toBe('CC0');
    expect(licence('Open Database License (ODbL)')).toBe('ODC_BL');
    expect(licence('Licence Ouverte / Open Licence version 2.0')).toBe('ETALAB_2_0');
    expect(licence('Licence propriétaire')).toBeNull();
    const frequency = (label: string) => frequencyOf(label).iri?.replace(`${EU}frequency/`, '') ?? null;
    expect(
      [
        'Annuelle',
        'En continu',
        'Hebdomadaire',
        'Irrégulière',
        'Mensuelle',
        'Non planifiée',
        'Ponctuelle',
        'Quotidienne',
        'Semestrielle',
        'Trimestrielle',
      ].map(frequency),
    ).toEqual([
      'ANNUAL',
      'UPDATE_CONT',
      'WEEKLY',
      'IRREG',
      'MONTHLY',
      'NOT_PLANNED',
      'NEVER',
      'DAILY',
      'ANNUAL_2',
      'QUARTERLY',
    ]);
  });

  test('formats by label, extension or media type; media types with parameters', () => {
    expect(
      fileTypeOf({ label: 'GeoPackage', extension: 'gpkg', mime: 'application/geopackage+sqlite3' }).iri,
    ).toBe(`${EU}file-type/GPKG`);
    expect(fileTypeOf({ label: 'Comma separated', extension: 'csv', mime: null }).iri).toBe(
      `${EU}file-type/CSV`,
    );
    expect(fileTypeOf({ label: 'Données', extension: null, mime: 'application/geo+json' }).iri).toBe(
      `${EU}file-type/GEOJSON`,
    );
    expect(fileTypeOf({ label: 'Inconnu', extension: 'zzz', mime: 'application/x-zzz' })).toEqual({
      label: 'Inconnu',
      iri: null,
    });
    expect(mediaTypeOf('Text/CSV; charset=utf-8')).toEqual({
      label: 'text/csv',
      iri: 'https://www.iana.org/assignments/media-types/text/csv',
    });
  });

  test('access levels', () => {
    expect(
      ['private', 'search', 'consultation', 'download'].map((l) =>
        accessRightOf(l).iri?.replace(`${EU}access-right/`, ''),
      ),
    ).toEqual(['NON_PUBLIC', 'RESTRICTED', 'RESTRICTED', 'PUBLIC']);
  });
});
