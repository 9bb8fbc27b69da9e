import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { components, operations } from '../../../contract/schema.gen.ts';
import { type ContractClient, contractClient, expectAnswer } from './contract.ts';
import { createContact, createDataset } from './creators.ts';
import { recordMade } from './made.ts';

// Datasets, their scenarios, permissions and tasks, as the tests read and drive them through the
// contract.

export type ApiTask = components['schemas']['Task'];

/** A dataset in the organisation of id `usergroup`, made as the signed-in browser; deleted when its test (under fixtures.ts) ends. */
export async function createDatasetThroughApi(page: Page, name: string, usergroup = 2): Promise<number> {
  const id = await createDataset(contractClient(page), name, usergroup);
  recordMade(page, 'dataset', id);
  return id;
}

/** A contact of the organisation `usergroup`, made as the signed-in browser; deleted when its test (under fixtures.ts) ends. */
export async function createContactThroughApi(page: Page, name: string, usergroup = 2) {
  const contact = await createContact(contractClient(page), name, usergroup);
  recordMade(page, 'contact', contact.id);
  return contact;
}

const datasetTarget = (pk: number) => ({
  kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk } },
});

/** Runs a scenario of the dataset (the first, or the one of `codename`); answers the task's id. */
async function runScenario(api: ContractClient, datasetId: number, asynchrone: boolean, codename?: string) {
  const path = { id: datasetId };
  const scenarios = await expectAnswer(
    api.GET('/dataset/datasets/{id}/_scenarios/', { params: { path } }),
    200,
  );
  const scenario = codename ? scenarios.find((candidate) => candidate.codename === codename) : scenarios[0];
  if (!scenario) throw new Error(`Dataset ${datasetId} has no scenario ${codename ?? ''}`);
  const run = await expectAnswer(
    api.POST('/dataset/datasets/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { ...path, scenarioId: scenario.id }, query: { asynchrone } },
      body: datasetTarget(datasetId),
    }),
    202,
  );
  return run.task_id;
}

/** Runs one of the dataset's scenarios and waits for its end; resolves with the task's id. */
export function runDatasetScenario(page: Page, datasetId: number): Promise<number> {
  return runScenario(contractClient(page), datasetId, false);
}

/** Starts the dataset's unpublication scenario, as its publish switch does; resolves with the task id. */
export function startDatasetTask(page: Page, datasetId: number): Promise<number> {
  return runScenario(contractClient(page), datasetId, true, 'unpublish-dataset');
}

/**
 * A main resource of the dataset from a file-upload record whose creation scenario is run once
 * `beforeRun` has had the record (to deposit a file, or not). Resolves once its task has ended, in
 * the status expected.
 */
export async function mainResourceRun(
  page: Page,
  datasetId: number,
  name: string,
  options: {
    columns?: { x: string; y: string };
    beforeRun?: (uploadId: number) => Promise<void>;
    expectStatus?: 'SUCCESS' | 'FAILURE';
  } = {},
) {
  const api = contractClient(page);
  const columns = options.columns ?? { x: 'longitude', y: 'latitude' };
  const resource = await expectAnswer(
    api.POST('/resource/resources/', {
      body: { display_name: name, column_x: columns.x, column_y: columns.y, crs: 'EPSG:4326' },
    }),
    201,
  );
  await expectAnswer(
    api.POST('/resource/resource-dataset/', {
      body: { resource_id: resource.id, dataset_id: datasetId, type: 1 },
    }),
    201,
  );
  const formats = await expectAnswer(api.GET('/resource/data-format/'), 200);
  const csv = formats.find((format) => format.label === 'CSV');
  if (!csv) throw new Error('The reference backend has no CSV format');
  const upload = await expectAnswer(
    api.POST('/resource/file-upload/', { body: { resource_id: resource.id, dataformat_id: csv.id } }),
    201,
  );
  await options.beforeRun?.(upload.id);
  const path = { slug: 'file-upload', id: upload.id } as const;
  const scenarios = await expectAnswer(
    api.GET('/resource/{slug}/{id}/_scenarios/', { params: { path } }),
    200,
  );
  const create = scenarios.find((scenario) => scenario.action === 'create');
  if (!create) throw new Error('A file upload has no creation scenario');
  const run = await expectAnswer(
    api.POST('/resource/{slug}/{id}/_scenarios/{scenarioId}/run/', {
      params: { path: { ...path, scenarioId: create.id }, query: { asynchrone: false } },
      body: { kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: resource.id } } },
    }),
    202,
  );
  expect(run.status).toBe(options.expectStatus ?? 'FAILURE');
  return { resourceId: resource.id, uploadId: upload.id, taskId: run.task_id };
}

/**
 * A main resource whose processing failed, made the way the worker fails honestly: a file-upload record
 * whose creation scenario runs without any file deposited. Resolves once the task has ended in FAILURE.
 */
export const failedMainResource = (page: Page, datasetId: number, name: string) =>
  mainResourceRun(page, datasetId, name);

type PermissionPage = components['schemas']['DatasetPermissionPage'];
type PermissionFilters = Omit<operations['listDatasetPermissions']['parameters']['query'], 'dataset_id'>;

/** The permission rows of a dataset (100 a page), with the contract's filters. */
export async function permissionRows(
  page: Page,
  datasetId: number,
  filters: PermissionFilters = {},
): Promise<PermissionPage> {
  return expectAnswer(
    contractClient(page).GET('/dataset/usergroup-permissions/', {
      params: { query: { page_size: 100, ...filters, dataset_id: datasetId } },
    }),
    200,
  );
}

/**
 * Enough active user groups for the permissions table to have a second page. The seed has about ten; the
 * missing ones are made once, as user groups named for these tests, and reused by later runs.
 */
export async function ensureSecondPermissionPage(page: Page, datasetId: number): Promise<number> {
  const { count } = await permissionRows(page, datasetId);
  const api = contractClient(page);
  for (let n = count; n <= 20; n += 1) {
    const name = `Groupe de test des droits ${String(n).padStart(2, '0')}`;
    await expectAnswer(
      api.POST('/usergroup/user-groups/', { body: { name, usergroup_type: 'user-group' } }),
      201,
    );
  }
  return Math.max(count, 21);
}

type TaskFilters = NonNullable<operations['listTasks']['parameters']['query']>;

/** The task queue, with the contract's filters and ordering. */
export async function listTasksThroughApi(page: Page, query: TaskFilters) {
  return expectAnswer(contractClient(page).GET('/dashboard/task-queue-track/', { params: { query } }), 200);
}
