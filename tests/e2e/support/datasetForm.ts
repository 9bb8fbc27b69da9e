import type { Page } from '@playwright/test';
import { fillDate } from './dateField.ts';

/** The organisation a dataset made through the form belongs to unless a test says otherwise. */
const CACL = "Communauté d'Agglomération du Centre Littoral";

/** What a test types into the required fields of the dataset form; the other choices are the same for all. */
export interface DatasetFields {
  /** Typed into 'Nom'; left as it is when absent (the test typed it itself). */
  name?: string;
  description: string;
  /** The one keyword added. */
  keyword: string;
  /** The label of the organisation chosen (default: the CACL). */
  organisation?: string;
}

/**
 * Fills every required field of the dataset form (add or edit) so that it can be saved: name,
 * description, a keyword, the topic 'Eaux intérieures', the type 'Données brutes', the organisation,
 * the publication and last update dates and a monthly update frequency.
 */
export async function fillDatasetFields(
  page: Page,
  { name, description, keyword, organisation = CACL }: DatasetFields,
): Promise<void> {
  if (name !== undefined) await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  const keywords = page.getByRole('combobox', { name: 'Mots-clés' });
  await keywords.fill(keyword);
  await keywords.press('Enter');
  await page
    .getByRole('group', { name: 'Thématiques' })
    .getByRole('checkbox', { name: 'Eaux intérieures' })
    .check();
  await page.getByRole('group', { name: 'Types' }).getByRole('checkbox', { name: 'Données brutes' }).check();
  await page
    .getByRole('combobox', { name: 'Organisation', exact: true })
    .selectOption({ label: organisation });
  await fillDate(page, 'Date de publication', '2026-03-01');
  await fillDate(page, 'Date de dernière mise à jour', '2026-03-02');
  await page.getByRole('combobox', { name: 'Fréquence de mise à jour' }).selectOption({ label: 'Mensuelle' });
}
