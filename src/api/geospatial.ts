import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { geographicLayerKeys, taskKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { geographicLayerTarget, type ScenarioRunOptions, scenarioRunBody } from './scenarios';

export { geographicLayerKeys } from './keys';

export type Style = components['schemas']['Style'];
export type StyleInput = components['schemas']['StyleInput'];
export type StyleConfigInput = components['schemas']['StyleConfigInput'];
export type StyleConfig = StyleConfigInput['config'];

// Geographic layers (the `rel` entry of a resource with app label onegeo_geospatial)

export function listGeographicLayerScenarios(id: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/geospatial/geographiclayer/{id}/_scenarios/', { params: { path: { id } }, signal }),
  );
}

export function geographicLayerScenariosQuery(id: number) {
  return queryOptions({
    queryKey: geographicLayerKeys.scenarios(id),
    queryFn: ({ signal }) => listGeographicLayerScenarios(id, { signal }),
  });
}

/** Runs a scenario of a geographic layer; the back-office waits for it (`asynchrone=false`) by default. */
export function runGeographicLayerScenario(
  id: number,
  scenarioId: number,
  { asynchrone = false, data }: ScenarioRunOptions = {},
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/geospatial/geographiclayer/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { id, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(geographicLayerTarget(id), data),
      signal,
    }),
  );
}

// Styles of a geographic layer

export function listStyles(layerId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/geospatial/geographiclayer/{id}/styles/', { params: { path: { id: layerId } }, signal }),
  );
}

export function getStyle(layerId: number, styleId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/geospatial/geographiclayer/{id}/styles/{styleId}/', {
      params: { path: { id: layerId, styleId } },
      signal,
    }),
  );
}

export function listStyleScenarios(layerId: number, styleId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/geospatial/geographiclayer/{id}/styles/{styleId}/_scenarios/', {
      params: { path: { id: layerId, styleId } },
      signal,
    }),
  );
}

export function stylesQuery(layerId: number) {
  return queryOptions({
    queryKey: geographicLayerKeys.styles(layerId),
    queryFn: ({ signal }) => listStyles(layerId, { signal }),
  });
}

export function createStyle(layerId: number, body: StyleInput, { signal }: RequestOptions = {}) {
  return call(
    http().POST('/geospatial/geographiclayer/{id}/styles/', {
      params: { path: { id: layerId } },
      body,
      signal,
    }),
  );
}

export function updateStyle(
  layerId: number,
  styleId: number,
  body: StyleInput,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PUT('/geospatial/geographiclayer/{id}/styles/{styleId}/', {
      params: { path: { id: layerId, styleId } },
      body,
      signal,
    }),
  );
}

export async function deleteStyle(
  layerId: number,
  styleId: number,
  { signal }: RequestOptions = {},
): Promise<void> {
  await call(
    http().DELETE('/geospatial/geographiclayer/{id}/styles/{styleId}/', {
      params: { path: { id: layerId, styleId } },
      signal,
    }),
  );
}

/** Stores the style editor's configuration. */
export function updateStyleConfig(
  layerId: number,
  styleId: number,
  config: StyleConfig,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PUT('/geospatial/geographiclayer/{id}/styles/{styleId}/config/', {
      params: { path: { id: layerId, styleId } },
      body: { config },
      signal,
    }),
  );
}

/**
 * Applies a style by running its scenario (`create` for a new style, `update` for an existing one) with
 * the SLD, queued (`asynchrone=true`). The contract does not name the target of a style run: the
 * geographic layer the style belongs to is sent.
 */
export function runStyleScenario(
  layerId: number,
  styleId: number,
  scenarioId: number,
  { sld, asynchrone = true }: { sld: string; asynchrone?: boolean },
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/geospatial/geographiclayer/{id}/styles/{styleId}/_scenarios/{scenarioId}/run/', {
      params: { path: { id: layerId, styleId, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(geographicLayerTarget(layerId), { sld }),
      signal,
    }),
  );
}

// Mutation options for components (the style save itself is a machine: create, config, scenario)

export function runGeographicLayerScenarioMutation() {
  return invalidatingMutation({
    mutationKey: [...geographicLayerKeys.all, 'run-scenario'],
    mutationFn: ({ id, scenarioId, ...run }: { id: number; scenarioId: number } & ScenarioRunOptions) =>
      runGeographicLayerScenario(id, scenarioId, run),
    invalidates: ({ id }) => [geographicLayerKeys.detail(id), taskKeys.all],
  });
}

export function updateStyleMutation() {
  return invalidatingMutation({
    mutationKey: [...geographicLayerKeys.all, 'update-style'],
    mutationFn: ({ layerId, styleId, body }: { layerId: number; styleId: number; body: StyleInput }) =>
      updateStyle(layerId, styleId, body),
    invalidates: ({ layerId }) => [geographicLayerKeys.styles(layerId)],
  });
}

export function deleteStyleMutation() {
  return invalidatingMutation({
    mutationKey: [...geographicLayerKeys.all, 'delete-style'],
    mutationFn: ({ layerId, styleId }: { layerId: number; styleId: number }) => deleteStyle(layerId, styleId),
    invalidates: ({ layerId }) => [geographicLayerKeys.styles(layerId)],
  });
}
