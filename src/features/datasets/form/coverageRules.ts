import type { Dataset, GeographicalCoverage } from '../../../api/datasets';

type ResourceWithRel = { rel: ReadonlyArray<{ app_label: string; class: string }> };

/** A resource that became a geographic layer carries the onegeo_geospatial/geographiclayer entry. */
export function isGeographic(resource: ResourceWithRel): boolean {
  return resource.rel.some(
    (entry) => entry.app_label === 'onegeo_geospatial' && entry.class === 'geographiclayer',
  );
}

export type CoverageError = 'noJurisdiction' | 'noGeoResource' | 'noBounds';

/**
 * The two rules of geographical coverage (specification section 5): 'territory of the organisation'
 * needs an organisation with a jurisdiction; 'calculated on the data' needs a geographic resource in
 * the dataset (a new dataset has none yet). Issue 45 adds a third: 'from the harvested record' needs the
 * bounds a harvest kept (the server answers 400 `no_bounds` otherwise).
 */
export function coverageError(
  coverage: GeographicalCoverage,
  organisationJurisdiction: number | null | undefined,
  dataset: Pick<Dataset, 'main_resource' | 'resource_annexes' | 'bounds'> | null,
): CoverageError | null {
  if (coverage === 'organisation' && !organisationJurisdiction) return 'noJurisdiction';
  if (coverage === 'data') {
    const resources = dataset ? [dataset.main_resource, ...dataset.resource_annexes] : [];
    if (!resources.some((resource) => resource !== null && isGeographic(resource))) return 'noGeoResource';
  }
  if (coverage === 'record' && !hasBounds(dataset)) return 'noBounds';
  return null;
}

/** Whether the dataset holds a harvested extent: only then is 'from the harvested record' offered. */
export function hasBounds(dataset: Pick<Dataset, 'bounds'> | null): boolean {
  return (dataset?.bounds?.length ?? 0) === 4;
}
