// Measure 4: the list screens on the bench data (10,000 datasets, 2,000 users, 500 organisations,
// 5,000 tasks), next page and sort change: time from the person's click or choice to the new rows on
// screen, and from the list's answer to them. Each change is made three times (pages 2, 3 and 4; three
// sort orders) and its median reported: one sample on the shared machine moved by tens of
// milliseconds from one run to the next.
import { rowLog, signedInPage, watchRows } from '../lib/browser.mjs';
import { median, round } from '../lib/stats.mjs';

const TIMES = 3;

/** Sorts by each of these columns in turn, by its button in the table's header. */
const sortByColumns =
  (...names) =>
  (page, time) =>
    page.getByRole('table').getByRole('columnheader', { name: names[time] }).getByRole('button').click();

/**
 * Each list: its screen, the API path of its answer, and the sort changes a person makes there, a
 * different order each time (one already seen would come from the query cache, with no answer to
 * wait for). The dataset list sorts with a select; the others by a column header.
 */
export const LISTS = {
  datasets: {
    screen: '/publish/fr/data/datasets/',
    answerPath: '/fr/dataset/datasets/',
    sort: (page, time) =>
      page.getByLabel('Trier par').selectOption({
        label: ['Nom, de A à Z', 'Nom, de Z à A', "Date de création, plus ancien d'abord"][time],
      }),
  },
  users: {
    screen: '/publish/fr/accounts/users/',
    answerPath: '/fr/usergroup/users/',
    sort: sortByColumns(/^Nom d'utilisateur/, /^Courriel/, /^Date d'inscription/),
  },
  organisations: {
    screen: '/publish/fr/accounts/organisations/',
    answerPath: '/fr/organisation/organisations/',
    sort: sortByColumns(/^Nom\b/, /^Utilisateurs/, /^Date de création/),
  },
  tasks: {
    screen: '/publish/fr/data/tasks/',
    answerPath: '/fr/dashboard/task-queue-track/',
    sort: sortByColumns(/^Statut/, /^Action/, /^Tâche/),
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
  if (timing.responseEnd !== null && timing.responseEnd < timing.inputAt)
    throw new Error(`${answerPath}: the rows came from the cache, not from an answer to this change`);
  return {
    toRowsMs: round(shown.at - timing.inputAt, 1),
    answerToRowsMs: timing.responseEnd === null ? null : round(Math.max(0, shown.at - timing.responseEnd), 1),
  };
}

/** A change made TIMES times: the median of each figure, and the samples. */
async function timeChanges(page, answerPath, act) {
  const samples = [];
  for (let time = 0; time < TIMES; time += 1)
    samples.push(await timeChange(page, answerPath, () => act(time)));
  const answered = samples.map((sample) => sample.answerToRowsMs).filter((value) => value !== null);
  return {
    toRowsMs: round(median(samples.map((sample) => sample.toRowsMs)), 1),
    answerToRowsMs: answered.length === TIMES ? round(median(answered), 1) : null,
    samples,
  };
}

/** Next pages, then sort changes, on one list screen of a fresh page. */
async function measureList(page, baseUrl, { screen, answerPath, sort }) {
  await page.goto(`${baseUrl}${screen}`);
  await page.getByRole('table').getByRole('rowheader').first().waitFor();
  await page.waitForLoadState('networkidle');
  await markInputs(page);
  await watchRows(page);
  const nextPage = await timeChanges(page, answerPath, () =>
    page.getByRole('button', { name: 'Page suivante' }).first().click(),
  );
  return { nextPage, sort: await timeChanges(page, answerPath, (time) => sort(page, time)) };
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
