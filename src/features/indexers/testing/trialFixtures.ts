import type { TrialSuccess } from '../../../../machines/indexerTest.machine';
import type { TrialRecord } from '../../../api/indexers';

/** A record of a trial as GET remote-api-indexes/{id}/trial/ answers it: a creation by default. */
export function aTrialRecord(overrides: Partial<TrialRecord> = {}): TrialRecord {
  return {
    title: 'Qualité de l’air',
    identifier: 'qualite-air',
    url: 'https://portail.example.fr/jeux/qualite-air',
    outcome: 'create',
    dataset: null,
    changes: [],
    resource_changes: [],
    warnings: [],
    ...overrides,
  };
}

/**
 * A trial with one record of each outcome: a creation with an unknown licence, an update of dataset 31
 * (its name and licence, a resource added and one removed), a record without a page of its own left
 * unchanged; one dataset no longer found remotely.
 */
export function aTrial(overrides: Partial<TrialSuccess> = {}): TrialSuccess {
  return {
    status: 'SUCCESS',
    results: [
      aTrialRecord({
        warnings: [{ code: 'licence_unknown', value: 'Licence maison', count: 1 }],
      }),
      aTrialRecord({
        title: 'Arrêts de bus',
        identifier: 'arrets-bus',
        url: 'https://portail.example.fr/jeux/arrets-bus',
        outcome: 'update',
        dataset: { id: 31, display_name: 'Arrêts de bus (réseau)' },
        changes: [
          { field: 'display_name', before: 'Arrêts de bus (réseau)', after: 'Arrêts de bus' },
          { field: 'license', before: null, after: 'Licence Ouverte v2.0' },
        ],
        resource_changes: [
          { change: 'add', display_name: 'arrets.csv', href: 'https://data.example.fr/arrets.csv' },
          { change: 'remove', display_name: 'ancien.zip', href: 'https://data.example.fr/ancien.zip' },
        ],
        warnings: [{ code: 'distribution_invalid', value: 'ftp://data.example.fr/arrets.shp', count: 2 }],
      }),
      aTrialRecord({
        title: 'Captages',
        identifier: 'captages',
        url: null,
        outcome: 'unchanged',
        dataset: { id: 32, display_name: 'Captages' },
      }),
    ],
    total: 3,
    summary: { create: 1, update: 1, unchanged: 1 },
    not_found: [{ id: 40, display_name: 'Ancienne couche' }],
    warnings: [],
    ...overrides,
  };
}
