import type { components } from '../../contract/schema.gen';

export type Scenario = components['schemas']['Scenario'];
export type ScenarioAction = Scenario['action'];
export type ScenarioRunInput = components['schemas']['ScenarioRunInput'];
export type ScenarioRunResult = components['schemas']['ScenarioRunResult'];
export type ScenarioTarget = components['schemas']['ScenarioTarget'];
/** Scenario-specific values of a run (`{ sld }` for a style, `{ file_path }` for an sFTP resource). */
export type ScenarioData = NonNullable<ScenarioRunInput['data']>;

/** How a scenario runs: queued by default (`asynchrone=true`), with optional scenario data. */
export type ScenarioRunOptions = { asynchrone?: boolean; data?: ScenarioData };

/** The dataset a scenario works on (dataset runs and resource-dataset runs). */
export function datasetTarget(pk: number): ScenarioTarget {
  return { model: 'dataset', app_label: 'onegeo_dataset', pk };
}

/** A geographic layer (the `rel` entry of a resource with app label onegeo_geospatial). */
export function geographicLayerTarget(pk: number): ScenarioTarget {
  return { model: 'geographiclayer', app_label: 'onegeo_geospatial', pk };
}

/**
 * A resource, for the runs of its type-specific record. The contract does not name this target; this is
 * the client's reading of it (model `resource`, app label `onegeo_resource`).
 */
export function resourceTarget(pk: number): ScenarioTarget {
  return { model: 'resource', app_label: 'onegeo_resource', pk };
}

export function scenarioRunBody(target: ScenarioTarget, data?: ScenarioData): ScenarioRunInput {
  return data === undefined ? { kwargs: { target } } : { kwargs: { target }, data };
}
