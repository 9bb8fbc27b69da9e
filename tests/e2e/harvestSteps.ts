import type { Locator, Page } from '@playwright/test';
import { apiRequest, type ContractClient, expect, indexerTypeId, type Made } from './fixtures';

/** The Mobility group (user-group type), where the account administrator holds role 2. */
export const GROUP = 12;

/** The interface languages the harvest screens are checked in, each in its own test. */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The text a person reads, in the test's language. */
export const inLanguage = (language: Language, fr: string, en: string) => (language === 'fr' ? fr : en);

export const indexerPath = (language: Language, id: number) =>
  `/publish/${language}/accounts/usergroup/${GROUP}/indexer/${id}/`;
export const datasetPath = (language: Language, id: number) => `/publish/${language}/data/datasets/${id}/`;

/**
 * A CKAN indexer of the Mobility group on the test's catalogue, without URL pattern: the records then
 * link to their own landing page. Deleted when the test ends.
 */
export async function createCkanIndexer(make: Made, api: ContractClient, name: string, url: string) {
  return make.indexer({
    type: await indexerTypeId(api, 'ckan'),
    name,
    url,
    command: 'harvest',
    scheduler: 1,
    url_pattern: null,
    usergroup_id: GROUP,
    publish_datasets: true,
    default_permission_level: 'download',
  });
}

/** Runs a harvest now and waits for its end, which must be a success. */
export async function harvestNow(page: Page, indexerId: number): Promise<void> {
  const response = await apiRequest(
    page,
    'POST',
    `/indexer/remote-api-indexes/${indexerId}/run/?asynchrone=false`,
  );
  expect(response.status(), await response.text()).toBe(202);
  expect(((await response.json()) as { status: string }).status).toBe('SUCCESS');
}

/**
 * The dataset a harvest made of a record, found by a word of its own (the test's unique suffix: the
 * search does not take a phrase with a typographic apostrophe) then by its title; deleted when the
 * test ends.
 */
export async function harvestedDataset(page: Page, make: Made, title: string, word: string): Promise<number> {
  const response = await apiRequest(page, 'GET', `/dataset/datasets/?search=${encodeURIComponent(word)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; display_name: string }[] };
  const dataset = results.find((candidate) => candidate.display_name === title);
  if (!dataset) throw new Error(`No harvested dataset titled ${title}`);
  make.track('dataset', dataset.id);
  return dataset.id;
}

/**
 * Whether a part of the screen reflows at the viewport's width (WCAG 1.4.10 at 320 CSS px): it ends
 * within the viewport and nothing in it is cut or scrolls sideways. Checked on the part a test is
 * about: wide data tables elsewhere on a page scroll in their own container, as WCAG allows.
 */
export function reflows(part: Locator): Promise<boolean> {
  return part.evaluate(
    (element) =>
      element.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5 &&
      element.scrollWidth <= element.clientWidth,
  );
}
