import type { Page } from '@playwright/test';
import { accessibilityViolations, apiRequest, expect, test, uniqueName } from './fixtures';

// Jurisdictions checked against the official municipality list (issue 33, part 3), against the
// reference backend, whose seed keeps communes merged into Annecy in 2017 as an old platform's
// municipality table has them (Annecy-le-Vieux 74011, Cran-Gevrier 74093, Meythet 74182).

const WORDS = {
  fr: {
    search: 'Rechercher des territoires de compétence',
    demoBadge: '3 anciennes communes',
    badge: '2 anciennes communes',
    flag: 'Ancienne commune Annecy-le-Vieux (74011), désormais rattachée à Annecy (74010)',
    kept: 'Ancienne commune Cran-Gevrier (74093), désormais rattachée à Annecy (74010)',
    replace: 'Remplacer Annecy-le-Vieux (74011) par Annecy (74010)',
    unknown: 'Code inconnu 99999',
    selected: (count: number) => `Communes sélectionnées (${count})`,
    codes: 'Codes INSEE, séparés par des virgules',
    save: 'Enregistrer',
    name: 'Nom affiché',
    selectionFlags: 'Communes sélectionnées signalées par la liste officielle',
    pastedFlags: 'Codes collés signalés par la liste officielle',
  },
  en: {
    search: 'Search jurisdictions',
    demoBadge: '3 former communes',
    badge: '2 former communes',
    flag: 'Former commune Annecy-le-Vieux (74011), now part of Annecy (74010)',
    kept: 'Former commune Cran-Gevrier (74093), now part of Annecy (74010)',
    replace: 'Replace Annecy-le-Vieux (74011) with Annecy (74010)',
    unknown: 'Unknown code 99999',
    selected: (count: number) => `Selected municipalities (${count})`,
    codes: 'INSEE codes, separated by commas',
    save: 'Save',
    name: 'Display name',
    selectionFlags: 'Selected municipalities flagged by the official list',
    pastedFlags: 'Pasted codes flagged by the official list',
  },
} as const;

/** A list item's text starts with the flag (its Replace button follows). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const searchUrl = (locale: string, text: string) =>
  `/publish/${locale}/jurisdictions/?search=${encodeURIComponent(JSON.stringify(text))}`;

async function municipalitiesOf(page: Page, id: number): Promise<string[]> {
  const response = await apiRequest(page, 'GET', `/organisation/jurisdictions/${id}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { municipalities: string[] }).municipalities;
}

for (const locale of ['fr', 'en'] as const) {
  const words = WORDS[locale];

  test.describe(`the municipality check, in ${locale}`, () => {
    // Each test opens the list and the form (which loads the map library), checks the page and saves
    // or runs axe: about 12 s alone, 27 s seen with four suites sharing two cores.
    test.setTimeout(60_000);

    test.beforeEach(async ({ signInAs }) => {
      await signInAs('admin');
    });

    test('the list flags former communes, the form names who took them over, Replace is saved', async ({
      make,
      page,
    }) => {
      // The seed's demonstration jurisdiction carries its badge on the list.
      await page.goto(searchUrl(locale, 'annécien'));
      await expect(page.getByRole('link', { name: words.demoBadge })).toBeVisible();

      const name = uniqueName(`Annecy ${locale}`);
      const id = await make.jurisdiction(name, ['74010', '74011', '74093']);
      await page.goto(searchUrl(locale, name));
      await page.getByRole('link', { name: words.badge }).click();
      await expect(page).toHaveURL(new RegExp(`/jurisdictions/${id}/$`));

      const flags = page.getByRole('region', { name: words.selectionFlags, exact: true });
      await expect(flags.getByRole('listitem')).toHaveText([
        startingWith(words.flag),
        startingWith(words.kept),
      ]);
      await expect(page.getByRole('heading', { name: words.selected(3) })).toBeVisible();
      await page.getByRole('button', { name: words.replace, exact: true }).click();
      // The flag goes, the other stays; Annecy was already selected: two municipalities are left.
      await expect(flags.getByRole('listitem')).toHaveText([startingWith(words.kept)]);
      await expect(page.getByRole('heading', { name: words.selected(2) })).toBeVisible();
      await expect(page.getByLabel(words.codes)).toHaveValue('74010, 74093');

      await page.getByRole('button', { name: words.save }).click();
      await expect(page).toHaveURL(/\/jurisdictions\/$/);
      expect(await municipalitiesOf(page, id)).toEqual(['74010', '74093']);
    });

    test('pasted codes are flagged before Recalculate, a former and an unknown one', async ({ page }) => {
      await page.goto(`/publish/${locale}/jurisdictions/new/`);
      await expect(page.getByLabel(words.name)).toBeVisible();
      await page.getByLabel(words.codes).fill('97302, 74011, 99999');
      const flags = page.getByRole('region', { name: words.pastedFlags, exact: true });
      await expect(flags.getByRole('listitem')).toHaveText([startingWith(words.flag), words.unknown]);
      expect(await accessibilityViolations(page, 'main')).toEqual([]);
      // Nothing was applied yet: the selection is still empty, the typed text as typed.
      await expect(page.getByRole('heading', { name: words.selected(0) })).toBeVisible();
      await page.getByRole('button', { name: words.replace, exact: true }).click();
      await expect(page.getByLabel(words.codes)).toHaveValue('97302, 74010, 99999');
      await expect(flags.getByRole('listitem')).toHaveText([words.unknown]);
    });
  });
}
