// Measure 4: the list screens on the bench data (10,000 datasets, 2,000 users, 500 organisations,
// 5,000 tasks), next page and sort change: time from the person's click or choice to the new rows on
// screen, and from the list's answer to them.
import { rowLog, signedInPage, watchRows } from '../lib/browser.mjs';
import { round } from '../lib/stats.mjs';

/** A column's sort button in the table's header (the account and task lists sort by column). */
const sortByColumn = (name) => (page) =>
  page.getByRole('table').getByRole('columnheader', { name }).getByRole('button').click();

/**
 * Each list: its screen, the API path of its answer, and the sort change a person makes there. The
 * dataset list sorts with a select; the others by a column header. Each sort gives rows in another
 * order than the list's default one on the bench data.
 */
export const LISTS = {
  datasets: {
    screen: '/publish/fr/data/datasets/',
    answerPath: '/fr/dataset/datasets/',
    sort: (page) => page.getByLabel('Trier par').selectOption({ label: 'Nom, de A à Z' }),
  },
  users: {
    screen: '/publish/fr/accounts/users/',
    answerPath: '/fr/usergroup/users/',
    sort: sortByColumn(/^Nom d'utilisateur/),
  },
  organisations: {
    screen: '/publish/fr/accounts/organisations/',
    answerPath: '/fr/organisation/organisations/',
    sort: sortByColumn(/^Nom\b/),
  },
  tasks: {
    screen: '/publish/fr/data/tasks/',
    answerPath: '/fr/dashboard/task-queue-track/',
    sort: sortByColumn(/^Statut/),
  },
};

/** Records the time of the last click or change in the page's clock. */
const markInputs = (page) =>
  page.evaluate(() => {
    for (const type of ['click', 'change']) {
      window.addEventListener(type, () => (window.__inputAt = performance.now()), true);
    }
  });

async function timeChange(page, answerPath, act) {
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
  const timing = await page.evaluate((path) => {
    const list = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === path)
      .at(-1);
    return { inputAt: window.__inputAt, responseEnd: list?.responseEnd ?? null };
  }, answerPath);
  return {
    toRowsMs: round(shown.at - timing.inputAt, 1),
    answerToRowsMs: timing.responseEnd === null ? null : round(Math.max(0, shown.at - timing.responseEnd), 1),
  };
}

/** Next page, then a sort change, on one list screen of a fresh page. */
async function measureList(page, baseUrl, { screen, answerPath, sort }) {
  await page.goto(`${baseUrl}${screen}`);
  await page.getByRole('table').getByRole('rowheader').first().waitFor();
  await page.waitForLoadState('networkidle');
  await markInputs(page);
  await watchRows(page);
  const nextPage = await timeChange(page, answerPath, () =>
    page.getByRole('button', { name: 'Page suivante' }).first().click(),
  );
  return { nextPage, sort: await timeChange(page, answerPath, () => sort(page)) };
}

/**
 * The dataset list's figures at the top level (as before the other lists were measured), the
 * users', organisations' and tasks' under `lists`.
 */
export async function measureListPaging(baseUrl, session) {
  const { browser, page } = await signedInPage(baseUrl, session);
  try {
    const { datasets, ...others } = LISTS;
    const figures = await measureList(page, baseUrl, datasets);
    const lists = {};
    for (const [name, list] of Object.entries(others)) lists[name] = await measureList(page, baseUrl, list);
    return { ...figures, lists };
  } finally {
    await browser.close();
  }
}
