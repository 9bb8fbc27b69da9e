// Hand-built DcatDataset records for the quality tests (issue 51): `completeRecord` meets every MQA
// indicator and every udata criterion, and the tests take one thing away at a time.

import type { DcatDataset, DcatDistribution } from './record.ts';

export const EU = 'http://publications.europa.eu/resource/authority/';
export const IANA = 'https://www.iana.org/assignments/media-types/';

/** A distribution meeting every distribution-level indicator. */
export function completeDistribution(overrides: Partial<DcatDistribution> = {}): DcatDistribution {
  return {
    resourceId: 11,
    title: 'Stations de mesure',
    description: 'Une ligne par station, avec ses coordonnées.',
    accessUrl: 'https://data.example.org/datasets/7/resources/11',
    downloadUrl: 'https://data.example.org/datasets/7/resources/11/download',
    accessUrlReachable: true,
    downloadUrlReachable: true,
    format: { label: 'CSV', iri: `${EU}file-type/CSV` },
    mediaType: { label: 'text/csv', iri: `${IANA}text/csv` },
    licence: { label: 'CC BY 4.0', iri: `${EU}licence/CC_BY_4_0` },
    rights: 'Réutilisation libre, mention de la source.',
    byteSize: 20_480,
    issued: '2024-03-01',
    modified: '2026-11-30',
    ...overrides,
  };
}

/** A dataset meeting every MQA indicator (405 points) and every udata criterion on 2026-12-07. */
export function completeRecord(overrides: Partial<DcatDataset> = {}): DcatDataset {
  return {
    datasetId: 7,
    iri: 'https://data.example.org/datasets/7',
    identifier: 'qualite-eau-2024',
    title: "Qualité de l'eau des rivières",
    description:
      "Mesures de la qualité de l'eau relevées chaque mois aux stations du réseau départemental : nitrates, phosphates, oxygène dissous.",
    keywords: ['eau', 'rivière'],
    themes: [{ label: 'Environnement', iri: `${EU}data-theme/ENVI` }],
    bbox: [5.8, 45.9, 6.9, 46.5],
    places: [],
    granularity: null,
    temporal: { start: '2024-01-01', end: '2024-12-31' },
    issued: '2024-03-01',
    modified: '2026-11-30',
    accrualPeriodicity: { label: 'Mensuelle', iri: `${EU}frequency/MONTHLY` },
    publisher: { name: 'Département', iri: 'https://data.example.org/organisations/3' },
    contactPoint: { name: 'Service eau', email: 'eau@example.org' },
    accessRights: { label: 'Public', iri: `${EU}access-right/PUBLIC` },
    landingPage: 'https://data.example.org/datasets/7',
    distributions: [completeDistribution()],
    ...overrides,
  };
}

/** The udata "today" the complete record is in time for. */
export const TODAY = '2026-12-07';
