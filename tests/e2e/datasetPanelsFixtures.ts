import type { Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';

/** Names unique to this run: the database outlives one test. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

type Processing = { id: number; state: string; task_id: number | null; acknowledged: boolean };

/**
 * A main resource whose processing failed, made the way the worker fails honestly: a file-upload record
 * whose creation scenario runs without any file deposited. Resolves once the task has ended in FAILURE.
 */
export async function failedMainResource(page: Page, datasetId: number, name: string) {
  const ok = async (response: Awaited<ReturnType<typeof apiRequest>>, status: number) => {
    expect(response.status(), await response.text()).toBe(status);
    return response.json();
  };
  const resource = (await ok(
    await apiRequest(page, 'POST', '/resource/resources/', {
      display_name: name,
      column_x: 'longitude',
      column_y: 'latitude',
      crs: 'EPSG:4326',
    }),
    201,
  )) as { id: number };
  await ok(
    await apiRequest(page, 'POST', '/resource/resource-dataset/', {
      resource_id: resource.id,
      dataset_id: datasetId,
      type: 1,
    }),
    201,
  );
  const formats = (await ok(await apiRequest(page, 'GET', '/resource/data-format/'), 200)) as {
    id: number;
    label: string;
  }[];
  const csv = formats.find((format) => format.label === 'CSV');
  const upload = (await ok(
    await apiRequest(page, 'POST', '/resource/file-upload/', {
      resource_id: resource.id,
      dataformat_id: csv?.id,
    }),
    201,
  )) as { id: number };
  const scenarios = (await ok(
    await apiRequest(page, 'GET', `/resource/file-upload/${upload.id}/_scenarios/`),
    200,
  )) as { id: number; action: string }[];
  const create = scenarios.find((scenario) => scenario.action === 'create');
  const run = (await ok(
    await apiRequest(
      page,
      'POST',
      `/resource/file-upload/${upload.id}/_scenarios/${create?.id}/run/?asynchrone=false`,
      {
        kwargs: { target: { model: 'resource', app_label: 'onegeo_resource', pk: resource.id } },
      },
    ),
    202,
  )) as { task_id: number; status: string };
  expect(run.status).toBe('FAILURE');
  return { resourceId: resource.id, taskId: run.task_id };
}

/** The processing entries of a resource, as the API answers them. */
export async function processingOf(page: Page, resourceId: number): Promise<Processing[]> {
  const response = await apiRequest(page, 'GET', `/resource/resources/${resourceId}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { _processing: Processing[] })._processing;
}

/** Runs one of the dataset's scenarios through the API and waits for its end; resolves with the task's id. */
export async function runDatasetScenario(page: Page, datasetId: number): Promise<number> {
  const scenarios = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/_scenarios/`);
  expect(scenarios.status()).toBe(200);
  const [scenario] = (await scenarios.json()) as { id: number }[];
  if (!scenario) throw new Error(`Dataset ${datasetId} has no scenario`);
  const run = await apiRequest(
    page,
    'POST',
    `/dataset/datasets/${datasetId}/_scenarios/${scenario.id}/run/?asynchrone=false`,
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

/** The WCAG 2.1 A and AA violations axe finds in the parts of the screen matched by `selector`. */
export async function accessibilityViolations(page: Page, selector: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
