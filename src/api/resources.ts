import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { datasetKeys, resourceDatasetKeys, resourceKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { datasetTarget, type ScenarioRunOptions, scenarioRunBody } from './scenarios';

// The type-specific records behind a resource (file, link, sFTP, table, layer) are in resourceKinds.ts.

export { resourceDatasetKeys, resourceKeys } from './keys';
// The start's reference list and service checks live apart, so that the boot does not pull this module
// (issue 49, measure 1).
export {
  checkDatastoreAvailable,
  checkMapServerAvailable,
  dataFormatsQuery,
  listDataFormats,
} from './startRequests';

export type Resource = components['schemas']['Resource'];
export type ResourceInput = components['schemas']['ResourceInput'];
export type ResourcePatchInput = components['schemas']['ResourcePatchInput'];
export type ResourceType = components['schemas']['ResourceType'];
export type ProcessingEntry = components['schemas']['ProcessingEntry'];
export type ProcessingState = components['schemas']['ProcessingState'];
export type RelEntry = components['schemas']['RelEntry'];
export type DataSchema = components['schemas']['DataSchema'];
export type ResourceDataset = components['schemas']['ResourceDataset'];
export type ResourceDatasetInput = components['schemas']['ResourceDatasetInput'];
export type DataFormat = components['schemas']['DataFormat'];
export type ScenarioExecutionFrequency = components['schemas']['ScenarioExecutionFrequency'];
export type ScenarioExecutionFrequencyInput = components['schemas']['ScenarioExecutionFrequencyInput'];
export type ScenarioExecutionFrequencyPatchInput =
  components['schemas']['ScenarioExecutionFrequencyPatchInput'];

/** Resource type codes: the main resource and the annexes. */
export const MAIN_RESOURCE: ResourceType = 1;
export const ANNEX_RESOURCE: ResourceType = 2;

// Resources

export function getResource(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/resources/{id}/', { params: { path: { id } }, signal }));
}

export function resourceQuery(id: number) {
  return queryOptions({
    queryKey: resourceKeys.detail(id),
    queryFn: ({ signal }) => getResource(id, { signal }),
  });
}

export function createResource(body: ResourceInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/resources/', { body, signal }));
}

export function updateResource(id: number, body: ResourceInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/resource/resources/{id}/', { params: { path: { id } }, body, signal }));
}

export function patchResource(id: number, body: ResourcePatchInput, { signal }: RequestOptions = {}) {
  return call(http().PATCH('/resource/resources/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteResource(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/resource/resources/{id}/', { params: { path: { id } }, signal }));
}

/** Acknowledges failed operations of a resource (its `_processing` entries). */
export function acknowledgeProcessing(
  id: number,
  processingIds: readonly number[],
  { signal }: RequestOptions = {},
) {
  const _processing = processingIds.map((entryId) => ({ id: entryId, acknowledged: true as const }));
  return patchResource(id, { _processing }, { signal });
}

// Links between resources and datasets

export function listResourceDatasets(datasetId: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/resource-dataset/', { params: { query: { dataset_id: datasetId } }, signal }),
  );
}

export function getResourceDataset(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/resource/resource-dataset/{id}/', { params: { path: { id } }, signal }));
}

export function listResourceDatasetScenarios(id: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/resource/resource-dataset/{id}/_scenarios/', { params: { path: { id } }, signal }),
  );
}

/** Links a resource to a dataset as its main resource (1) or an annex (2). */
export function createResourceDataset(body: ResourceDatasetInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/resource/resource-dataset/', { body, signal }));
}

export async function deleteResourceDataset(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/resource/resource-dataset/{id}/', { params: { path: { id } }, signal }));
}

/** Runs a scenario of a resource-dataset link (publish or unpublish); its target is the dataset. */
export function runResourceDatasetScenario(
  id: number,
  scenarioId: number,
  { datasetId, asynchrone = true, data }: ScenarioRunOptions & { datasetId: number },
  { signal }: RequestOptions = {},
) {
  return call(
    http().POST('/resource/resource-dataset/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { id, scenarioId }, query: { asynchrone } },
      body: scenarioRunBody(datasetTarget(datasetId), data),
      signal,
    }),
  );
}

// Data formats

// Automatic updates of a resource (how often its scenario runs)

export function createScenarioExecutionFrequency(
  body: ScenarioExecutionFrequencyInput,
  { signal }: RequestOptions = {},
) {
  return call(http().POST('/resource/scenario-execution-frequency/', { body, signal }));
}

export function patchScenarioExecutionFrequency(
  id: number,
  body: ScenarioExecutionFrequencyPatchInput,
  { signal }: RequestOptions = {},
) {
  return call(
    http().PATCH('/resource/scenario-execution-frequency/{id}/', { params: { path: { id } }, body, signal }),
  );
}

export async function deleteScenarioExecutionFrequency(
  id: number,
  { signal }: RequestOptions = {},
): Promise<void> {
  await call(
    http().DELETE('/resource/scenario-execution-frequency/{id}/', { params: { path: { id } }, signal }),
  );
}

// Availability of the datastore and of the map server (app start)

// Mutation options for components

/*
 * A dataset embeds its main resource and annexes (with their processing states): resource changes
 * refresh the dataset details and lists, and the links of datasets to resources.
 */
const resourceViews = (id: number) =>
  [resourceKeys.detail(id), resourceDatasetKeys.all, datasetKeys.details(), datasetKeys.lists()] as const;

/** The links of a dataset to its resources (main and annexes), with their publication state. */
export function resourceLinksQuery(datasetId: number) {
  return queryOptions({
    queryKey: resourceDatasetKeys.list({ dataset_id: datasetId }),
    queryFn: ({ signal }) => listResourceDatasets(datasetId, { signal }),
  });
}

/** Deletes a resource: its links to datasets go with it (section 7, `DELETE resources/{id}/`). */
export function deleteResourceMutation() {
  return invalidatingMutation({
    mutationKey: [...resourceKeys.all, 'delete'],
    mutationFn: ({ id }: { id: number }) => deleteResource(id),
    invalidates: ({ id }) => resourceViews(id),
  });
}

/** Detaches a resource from a dataset (section 7, `DELETE resource-dataset/{id}/`): the resource stays. */
export function detachResourceMutation() {
  return invalidatingMutation({
    mutationKey: [...resourceDatasetKeys.all, 'delete'],
    mutationFn: ({ linkId }: { linkId: number; resourceId: number }) => deleteResourceDataset(linkId),
    invalidates: ({ resourceId }) => resourceViews(resourceId),
  });
}

export function acknowledgeProcessingMutation() {
  return invalidatingMutation({
    mutationKey: [...resourceKeys.all, 'acknowledge'],
    mutationFn: ({ id, processingIds }: { id: number; processingIds: readonly number[] }) =>
      acknowledgeProcessing(id, processingIds),
    invalidates: ({ id }) => resourceViews(id),
  });
}

export function createScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'create'],
    mutationFn: (body: ScenarioExecutionFrequencyInput) => createScenarioExecutionFrequency(body),
    invalidates: ({ resource_id }) => resourceViews(resource_id),
  });
}

export function patchScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'patch'],
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      resourceId: number;
      body: ScenarioExecutionFrequencyPatchInput;
    }) => patchScenarioExecutionFrequency(id, body),
    invalidates: ({ resourceId }) => resourceViews(resourceId),
  });
}

export function deleteScenarioExecutionFrequencyMutation() {
  return invalidatingMutation({
    mutationKey: ['resource', 'scenario-execution-frequency', 'delete'],
    mutationFn: ({ id }: { id: number; resourceId: number }) => deleteScenarioExecutionFrequency(id),
    invalidates: ({ resourceId }) => resourceViews(resourceId),
  });
}
