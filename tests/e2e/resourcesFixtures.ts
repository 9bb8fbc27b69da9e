import type { Page } from '@playwright/test';
import { apiRequest, expect } from './fixtures';

export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A file for setInputFiles. */
export function csvFile(name: string, text: string, encoding: 'utf8' | 'latin1' = 'utf8') {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, encoding) };
}

type ApiResource = {
  id: number;
  display_name: string;
  kind: string | null;
  kind_id: number | null;
  rel: { app_label: string; class: string; id: number; uri: string | null }[];
  _processing: { id: number; state: string; task_id: number | null; acknowledged: boolean }[];
};

export async function getResource(page: Page, id: number): Promise<ApiResource> {
  const response = await apiRequest(page, 'GET', `/resource/resources/${id}/`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiResource;
}

export async function datasetResources(page: Page, datasetId: number): Promise<ApiResource[]> {
  const response = await apiRequest(page, 'GET', `/dataset/datasets/${datasetId}/`);
  const dataset = (await response.json()) as {
    main_resource: ApiResource | null;
    resource_annexes: ApiResource[];
  };
  return [...(dataset.main_resource ? [dataset.main_resource] : []), ...dataset.resource_annexes];
}

/** A URL-reference resource linked to a dataset, made through the API as a harvester would. */
export async function createHrefResourceThroughApi(
  page: Page,
  datasetId: number,
  name: string,
  type: 1 | 2 = 2,
): Promise<number> {
  const created = await apiRequest(page, 'POST', '/resource/resources/', { display_name: name, type });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = await apiRequest(page, 'POST', '/resource/resource-dataset/', {
    resource_id: id,
    dataset_id: datasetId,
    type,
  });
  expect(link.status(), await link.text()).toBe(201);
  const record = await apiRequest(page, 'POST', '/resource/href/', {
    resource_id: id,
    href: 'https://data.example.org/horaires.json',
  });
  expect(record.status(), await record.text()).toBe(201);
  return id;
}

/** A seeded dataset whose main resource has a geographic layer, with that resource and layer. */
export async function datasetWithGeographicLayer(
  page: Page,
): Promise<{ datasetId: number; resourceId: number; layerId: number }> {
  // Datasets made by tests come first in the default order: the seeded ones may be on later pages.
  for (let pageNumber = 1; pageNumber <= 50; pageNumber += 1) {
    const response = await apiRequest(
      page,
      'GET',
      `/dataset/datasets/?page=${pageNumber}&ordering=creation_date`,
    );
    const { results, next } = (await response.json()) as {
      results: { id: number; main_resource: ApiResource | null }[];
      next: string | null;
    };
    for (const dataset of results) {
      const layer = dataset.main_resource?.rel.find(
        (entry) => entry.app_label === 'onegeo_geospatial' && entry.class === 'geographiclayer',
      );
      if (dataset.main_resource && layer)
        return { datasetId: dataset.id, resourceId: dataset.main_resource.id, layerId: layer.id };
    }
    if (!next) break;
  }
  throw new Error('No seeded dataset with a geographic layer');
}

/** The WCAG 2.1 A and AA violations axe finds in the open dialog. */
export async function dialogViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
}
