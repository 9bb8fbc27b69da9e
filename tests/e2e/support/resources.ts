import type { Page } from '@playwright/test';
import type { components } from '../../../contract/schema.gen.ts';
import { contractClient, expectAnswer } from './contract.ts';
import { createHrefResource } from './creators.ts';
import { recordMade } from './made.ts';

// Resources as the tests read and make them through the contract.

export type ApiResource = components['schemas']['Resource'];
type Processing = components['schemas']['ProcessingEntry'];

/** A file for setInputFiles. */
export function csvFile(name: string, text: string, encoding: 'utf8' | 'latin1' = 'utf8') {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(text, encoding) };
}

export async function getResource(page: Page, id: number): Promise<ApiResource> {
  return expectAnswer(
    contractClient(page).GET('/resource/resources/{id}/', { params: { path: { id } } }),
    200,
  );
}

/** The processing entries of a resource, as the API answers them. */
export async function processingOf(page: Page, resourceId: number): Promise<Processing[]> {
  return (await getResource(page, resourceId))._processing;
}

/** The main resource of a dataset, then its annexes. */
export async function datasetResources(page: Page, datasetId: number): Promise<ApiResource[]> {
  const dataset = await expectAnswer(
    contractClient(page).GET('/dataset/datasets/{id}/', { params: { path: { id: datasetId } } }),
    200,
  );
  return [...(dataset.main_resource ? [dataset.main_resource] : []), ...dataset.resource_annexes];
}

/** A URL-reference resource linked to a dataset (as a harvester makes one), made as the signed-in browser; deleted when its test (under fixtures.ts) ends. */
export async function createHrefResourceThroughApi(
  page: Page,
  datasetId: number,
  name: string,
  type: 1 | 2 = 2,
) {
  const id = await createHrefResource(contractClient(page), datasetId, name, type);
  recordMade(page, 'resource', id);
  return id;
}

/** A seeded dataset whose main resource has a geographic layer, with that resource and layer. */
export async function datasetWithGeographicLayer(
  page: Page,
): Promise<{ datasetId: number; resourceId: number; layerId: number }> {
  const api = contractClient(page);
  // Datasets made by tests come first in the default order: the seeded ones may be on later pages.
  for (let pageNumber = 1; pageNumber <= 50; pageNumber += 1) {
    const { results, next } = await expectAnswer(
      api.GET('/dataset/datasets/', { params: { query: { page: pageNumber, ordering: 'creation_date' } } }),
      200,
    );
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
