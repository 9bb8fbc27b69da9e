import type { Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';

/**
 * The interface locale of the permissions and tasks tests: French, as people use it. `E2E_LOCALE=en`
 * runs the same tests in English, which works before the French translations of new messages are merged.
 */
export const locale = process.env.E2E_LOCALE === 'en' ? 'en' : 'fr';

/** A text of the interface in the tested locale. */
export const say = (fr: string, en: string) => (locale === 'en' ? en : fr);

/** Where a screen is, in the tested locale. */
export const screenPath = (path: string) => `/publish/${locale}${path}`;

/** Names unique to this run: the database outlives one test. */
export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

type PermissionPage = { count: number; results: { id: number; name: string; type: string; level: string }[] };

export async function permissionRows(page: Page, datasetId: number, query = ''): Promise<PermissionPage> {
  const response = await apiRequest(
    page,
    'GET',
    `/dataset/usergroup-permissions/?dataset_id=${datasetId}&page_size=100${query}`,
  );
  expect(response.status()).toBe(200);
  return (await response.json()) as PermissionPage;
}

/**
 * Enough active user groups for the permissions table to have a second page. The seed has about ten; the
 * missing ones are made once, as user groups named for these tests, and reused by later runs.
 */
export async function ensureSecondPermissionPage(page: Page, datasetId: number): Promise<number> {
  const { count } = await permissionRows(page, datasetId);
  for (let n = count; n <= 20; n += 1) {
    const name = `Groupe de test des droits ${String(n).padStart(2, '0')}`;
    const response = await apiRequest(page, 'POST', '/usergroup/user-groups/', {
      name,
      usergroup_type: 'user-group',
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  return Math.max(count, 21);
}

/** Starts the dataset's unpublication scenario, as its publish switch does; resolves with the task id. */
export async function startDatasetTask(page: Page, datasetId: number): Promise<number> {
  const scenarios = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/_scenarios/`);
  expect(scenarios.status()).toBe(200);
  const scenario = ((await scenarios.json()) as { id: number; codename: string }[]).find(
    (candidate) => candidate.codename === 'unpublish-dataset',
  );
  if (!scenario) throw new Error(`Dataset ${datasetId} has no unpublish-dataset scenario`);
  const run = await apiRequest(
    page,
    'POST',
    `/dataset/datasets/${datasetId}/_scenarios/${scenario.id}/run/?asynchrone=true`,
    { kwargs: { target: { model: 'dataset', app_label: 'onegeo_dataset', pk: datasetId } } },
  );
  expect(run.status(), await run.text()).toBe(202);
  return ((await run.json()) as { task_id: number }).task_id;
}

export type ApiTask = {
  id: number;
  status: string;
  action: string;
  object_class: string;
  object_id: number;
  timeline: { step: string; message: string }[];
  warnings: string[];
  errors: string[];
};

export async function listTasksThroughApi(page: Page, query: string) {
  const response = await apiRequest(page, 'GET', `/dashboard/task-queue-track/?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { count: number; results: ApiTask[] };
}

/** The WCAG 2.1 A and AA violations axe finds on the screen shown, as 'rule: target' lines. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
