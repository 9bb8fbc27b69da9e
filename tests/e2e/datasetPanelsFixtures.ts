import type { Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';

/** Names unique to this run: the database outlives one test. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

type Processing = { id: number; state: string; task_id: number | null; acknowledged: boolean };
type ResourceSummary = { id: number; display_name: string; _processing: Processing[] };
type DatasetWithResources = {
  id: number;
  display_name: string;
  main_resource: ResourceSummary | null;
  resource_annexes: ResourceSummary[];
};

/**
 * A seeded dataset whose main resource has a failure nobody acknowledged yet. The reference backend has
 * no worker yet (issue 9), so failures only come from the seed: each run acknowledges one of them.
 */
export async function datasetWithUnacknowledgedFailure(page: Page) {
  const response = await apiRequest(page, 'GET', '/dataset/datasets/?page_size=100');
  expect(response.status()).toBe(200);
  const datasets = ((await response.json()) as { results: DatasetWithResources[] }).results;
  for (const dataset of datasets) {
    const resource = dataset.main_resource;
    const failure = resource?._processing.find((entry) => entry.state === 'FAILURE' && !entry.acknowledged);
    if (resource && failure) return { dataset, resource, failure };
  }
  throw new Error('No seeded resource left with an unacknowledged failure: start the server with --reset');
}

/** Runs one of the dataset's scenarios through the API; resolves with the id of the queued task. */
export async function runDatasetScenario(page: Page, datasetId: number): Promise<number> {
  const scenarios = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/_scenarios/`);
  expect(scenarios.status()).toBe(200);
  const [scenario] = (await scenarios.json()) as { id: number }[];
  if (!scenario) throw new Error(`Dataset ${datasetId} has no scenario`);
  const run = await apiRequest(
    page,
    'POST',
    `/dataset/datasets/${datasetId}/_scenarios/${scenario.id}/run/?asynchrone=true`,
    { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: datasetId } } },
  );
  expect(run.status(), await run.text()).toBe(202);
  return ((await run.json()) as { task_id: number }).task_id;
}

/** A contact of the organisation `usergroup`, made through the API, with an email made from its name. */
export async function createContactThroughApi(
  page: Page,
  name: string,
  usergroup = 2,
): Promise<{ id: number; email: string }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`;
  const response = await apiRequest(page, 'POST', '/dataset/contacts/', { name, email, usergroup });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: number }).id, email };
}
