import { expect, signIn, test } from '../fixtures';
import { getThroughApi } from '../support/accounts';
import { ENLARGEMENTS, enlargeText, reflowFaults } from './reflowChecks';
import { navigateInApp, settled } from './screenChecks';
import { createScreenData, type ScreenData } from './screenData';
import { type Screen, screens } from './screens';

// Issue 47: every screen at 320 CSS px, at 200 % zoom and with text alone at 200 %: no page-level
// sideways scrolling, no control cut or out of reach (tables may scroll inside their own region).
// Beside the screens of section 2, the seed's richest datasets: their panels held the widest tables.

let data: ScreenData;
let seeded: Screen[] = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  data = await createScreenData(page);
  const list = await getThroughApi<{ results: { id: number }[] }>(
    page,
    '/dataset/datasets/?ordering=id&page_size=3',
  );
  seeded = list.results.map(({ id }) => ({
    name: `seeded dataset ${id}`,
    path: () => `data/datasets/${id}/`,
  }));
  await page.close();
});

for (const enlargement of ENLARGEMENTS) {
  test(`every screen, ${enlargement.name}: nothing scrolls the page sideways, every control within reach`, async ({
    page,
  }) => {
    // About a minute; generous because the machine running the suite may be busy.
    test.setTimeout(300_000);
    await page.setViewportSize(enlargement.viewport);
    if (enlargement.textScale) await enlargeText(page, enlargement.textScale);
    await signIn(page, 'admin');
    for (const [index, screen] of [...screens, ...seeded].entries()) {
      const path = `/publish/fr/${screen.path(data)}`;
      if (index === 0 || screen.reload) await page.goto(path);
      else await navigateInApp(page, path);
      await settled(page);
      if (screen.dialog) await expect(page.getByRole('dialog')).toBeVisible();
      expect.soft(await reflowFaults(page), `${screen.name}, ${enlargement.name}`).toEqual([]);
    }
  });
}
