import { describe, expect, it } from 'vitest';
import { coverageError } from './coverageRules';

const layer = {
  rel: [
    { app_label: 'onegeo_resource', class: 'resource' },
    { app_label: 'onegeo_geospatial', class: 'geographiclayer' },
  ],
};
const pdf = { rel: [{ app_label: 'onegeo_resource', class: 'resource' }] };
// The rules read only `rel` of the resources.
const datasetWith = (main: typeof layer | null, annexes: (typeof layer)[] = []) =>
  ({ main_resource: main, resource_annexes: annexes, bounds: null }) as never;

describe('geographical coverage rules', () => {
  it('needs a jurisdiction for the territory of the organisation', () => {
    expect(coverageError('organisation', null, null)).toBe('noJurisdiction');
    expect(coverageError('organisation', 3, null)).toBeNull();
  });

  it('needs a geographic resource for coverage calculated on the data', () => {
    expect(coverageError('data', 3, null)).toBe('noGeoResource');
    expect(coverageError('data', 3, datasetWith(pdf, [pdf]))).toBe('noGeoResource');
    expect(coverageError('data', null, datasetWith(pdf, [layer]))).toBeNull();
  });

  it('needs the harvested bounds for coverage from the record', () => {
    expect(coverageError('record', 3, null)).toBe('noBounds');
    expect(coverageError('record', 3, datasetWith(layer))).toBe('noBounds');
    const harvested = { main_resource: null, resource_annexes: [], bounds: [-54.6, 2.1, -51.6, 5.8] };
    expect(coverageError('record', null, harvested as never)).toBeNull();
  });

  it('has nothing to check without coverage', () => {
    expect(coverageError(null, null, null)).toBeNull();
  });
});
