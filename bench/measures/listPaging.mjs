// Measure 4: dataset list (10,000 datasets), next page and sort change: time from the person's
// click or choice to the new rows on screen, and from the list's answer to them.
import { rowLog, signedInPage, watchRows } from '../lib/browser.mjs';
import { round } from '../lib/stats.mjs';

/** Records the time of the last click or change in the page's clock. */
const markInputs = (page) =>
  page.evaluate(() => {
    for (const type of ['click', 'change']) {
      window.addEventListener(type, () => (window.__inputAt = performance.now()), true);
    }
  });

async function timeChange(page, act) {
  await rowLog(page);
  const before = await page.getByRole('table').getByRole('rowheader').allInnerTexts();
  await act();
  await page.waitForFunction(
    (old) => {
      const names = [...document.querySelectorAll('table tbody tr th')].map((th) => th.textContent?.trim());
      return names.length > 0 && JSON.stringify(names) !== JSON.stringify(old);
    },
    before,
    { timeout: 60_000 },
  );
  await page.waitForTimeout(300);
  const renders = (await rowLog(page)).filter((entry) => entry.names.length > 0);
  const shown = renders.at(-1);
  const timing = await page.evaluate(() => {
    const list = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/fr/dataset/datasets/')
      .at(-1);
    return { inputAt: window.__inputAt, responseEnd: list?.responseEnd ?? null };
  });
  return {
    toRowsMs: round(shown.at - timing.inputAt, 1),
    answerToRowsMs: timing.responseEnd === null ? null : round(Math.max(0, shown.at - timing.responseEnd), 1),
  };
}

export async function measureListPaging(baseUrl, session) {
  const { browser, page } = await signedInPage(baseUrl, session);
  try {
    await page.goto(`${baseUrl}/publish/fr/data/datasets/`);
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    await page.waitForLoadState('networkidle');
    await markInputs(page);
    await watchRows(page);
    const nextPage = await timeChange(page, () =>
      page.getByRole('button', { name: 'Page suivante' }).first().click(),
    );
    const sort = await timeChange(page, () =>
      page.getByLabel('Trier par').selectOption({ label: 'Nom, de A à Z' }),
    );
    return { nextPage, sort };
  } finally {
    await browser.close();
  }
}
