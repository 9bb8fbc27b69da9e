import type { Page } from '@playwright/test';
import { expect, signIn, test } from '../fixtures';
import { navigateInApp, settled, unnamedControls, wcagViolations } from './screenChecks';
import { createScreenData, type ScreenData } from './screenData';
import { screens } from './screens';

/**
 * A sortable header says its order (aria-sort) and a change of order is announced in a live region.
 * The sort button is reached by focus and pressed with Enter, as a keyboard user does.
 */
async function sortIsAnnounced(page: Page) {
  const header = page.locator('main th[aria-sort]').nth(1);
  const button = header.getByRole('button');
  const column = (await button.textContent())?.replace(/[▲▼↕]/g, '').trim() ?? '';
  await button.focus();
  await page.keyboard.press('Enter');
  await expect.soft(header).toHaveAttribute('aria-sort', 'ascending');
  await expect
    .soft(page.locator('main [aria-live=polite]').filter({ hasText: column }))
    .toHaveText(
      new RegExp(
        `(Trié par|Sorted by|Ordinato per) ${column}, (ordre croissant|ascending|in ordine crescente)`,
      ),
    );
}

/**
 * Sent empty, a form summarises its errors at the top (focused, announced) and each line links to
 * its field, which is marked invalid and described by its own message; the error state has no violation.
 */
async function errorsAreSummarisedAndLinked(page: Page) {
  await page.locator('main button[type=submit]').first().focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('main [role=alert][tabindex="-1"]');
  await expect.soft(summary, 'the error summary takes the focus').toBeFocused();
  const links = summary.getByRole('link');
  expect.soft(await links.count(), 'the summary links to the fields in error').toBeGreaterThan(0);
  for (const link of await links.all()) {
    const fieldId = (await link.getAttribute('href'))?.replace(/^#/, '') ?? '';
    const field = page.locator(`[id="${fieldId}"]`);
    await expect.soft(field, `${fieldId} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    const description = await page.evaluate(
      (ids) =>
        ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      describedBy,
    );
    expect.soft(description.trim(), `${fieldId} is described by its error`).not.toBe('');
  }
  expect.soft(await wcagViolations(page), 'form in error: axe violations').toEqual([]);
}

/** The map of a jurisdiction points (aria-details) at its text alternative: the selected municipalities. */
async function mapHasTextAlternative(page: Page) {
  const figure = page.getByRole('figure');
  const listId = await figure.getAttribute('aria-details');
  const list = page.locator(`[id="${listId}"]`).getByRole('listitem');
  await expect
    .soft(list, 'the map is described by the list of its selected municipalities')
    .toHaveText([/\(97302\)/, /\(97307\)/]);
}

/**
 * A second way to find a screen (RGAA 12.1): below the top level, a breadcrumb whose links lead up
 * from home and whose last step, the current page, reads as the heading.
 */
async function breadcrumbLeadsUp(page: Page, topLevel: boolean, heading: string, name: string) {
  const trail = page.getByRole('navigation', { name: /^(Fil d'Ariane|Breadcrumb|Percorso di navigazione)$/ });
  if (topLevel) {
    await expect.soft(trail, `${name}: no breadcrumb at the top level`).toHaveCount(0);
    return;
  }
  await expect
    .soft(trail.locator('[aria-current=page]'), `${name}: the breadcrumb ends here`)
    .toHaveText(heading);
  await expect
    .soft(trail.getByRole('link').first(), `${name}: the breadcrumb starts at home`)
    .toHaveAttribute('href', /\/(fr|en|it)\/home\/$/);
}

/** What else a person relies on, on some screens. */
const also: Record<string, (page: Page) => Promise<void>> = {
  'user list': sortIsAnnounced,
  'new group': errorsAreSummarisedAndLinked,
  jurisdiction: mapHasTextAlternative,
};

let data: ScreenData;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  data = await createScreenData(page);
  await page.close();
});

// Every locale of the interface: a translation can break a name, a title or a contrast (a longer word).
for (const locale of ['fr', 'en', 'it'] as const) {
  test(`every screen in ${locale}: no WCAG 2.1 A/AA violation, named controls, own title, focus on its heading`, async ({
    page,
  }) => {
    // About 2 minutes; generous because the machine running the suite may be busy.
    test.setTimeout(420_000);
    await signIn(page, 'admin');
    const titles = new Map<string, string>();
    for (const [index, screen] of screens.entries()) {
      const path = `/publish/${locale}/${screen.path(data)}`;
      // The first screen is loaded; every other one is reached as a link reaches it, without a reload.
      if (index === 0 || screen.reload) await page.goto(path);
      else await navigateInApp(page, path);
      await settled(page);
      const heading = page.locator('main h1').first();
      if (screen.dialog) {
        await expect(page.getByRole('dialog')).toBeVisible();
        // The dialog itself or a control in it: either way a screen reader starts inside the dialog.
        const inDialog = await page.evaluate(() => document.activeElement?.closest('[role=dialog]') != null);
        expect.soft(inDialog, `${screen.name}: focus in the dialog`).toBe(true);
      } else {
        await expect.soft(heading, `${screen.name}: focus on the heading after navigation`).toBeFocused();
      }
      const title = await page.title();
      const headingText = (await heading.textContent())?.trim() ?? '';
      expect.soft(title, `${screen.name}: the page title names the screen`).toContain(headingText);
      // Every table is named by a caption; every sortable header says its order.
      await expect
        .soft(page.locator('main table:not(:has(> caption))'), `${screen.name}: tables without a caption`)
        .toHaveCount(0);
      await expect
        .soft(
          page.locator('main th:has(> button):not([aria-sort])'),
          `${screen.name}: sortable headers without aria-sort`,
        )
        .toHaveCount(0);
      if (!screen.dialog) await breadcrumbLeadsUp(page, screen.topLevel === true, headingText, screen.name);
      if (!screen.dialog && !screen.reload) titles.set(screen.name, title);
      expect.soft(await unnamedControls(page), `${screen.name}: controls without a name`).toEqual([]);
      expect.soft(await wcagViolations(page), `${screen.name} (${locale}): axe violations`).toEqual([]);
      await also[screen.name]?.(page);
    }
    // Two screens never share a title, so the browser's history and tabs tell them apart.
    const shared = [...titles].filter(
      ([, title]) => [...titles.values()].filter((other) => other === title).length > 1,
    );
    expect.soft(shared, 'screens sharing a page title').toEqual([]);
  });
}
