// Measure 3: a person types 12 characters 50 ms apart in the dataset search (10,000 datasets).
// Counts the list requests sent and aborted, which answers' rows were ever rendered (only the
// last text's may be), and the time from the last answer to its rows on screen.
import { rowLog, signedInPage, watchRows } from '../lib/browser.mjs';
import { round } from '../lib/stats.mjs';

export const TYPED = 'réseau cayen';
const isList = (url) => new URL(url).pathname === '/fr/dataset/datasets/';

export async function measureSearch(baseUrl, session) {
  const { browser, page } = await signedInPage(baseUrl, session);
  try {
    await page.goto(`${baseUrl}/publish/fr/data/datasets/`);
    await page.getByRole('table').getByRole('rowheader').first().waitFor();
    await watchRows(page);
    const sent = [];
    const aborted = [];
    const answers = [];
    page.on('request', (request) => {
      if (isList(request.url())) sent.push(request.url());
    });
    page.on('requestfailed', (request) => {
      if (isList(request.url())) aborted.push(request.url());
    });
    page.on('response', async (response) => {
      if (!isList(response.url())) return;
      const body = await response.json().catch(() => null);
      if (!body) return;
      const search = new URL(response.url()).searchParams.get('search') ?? '';
      answers.push({ search, url: response.url(), names: body.results.map((d) => d.display_name) });
    });

    const box = page.getByRole('searchbox', { name: 'Rechercher des jeux de données' });
    await box.pressSequentially(TYPED, { delay: 50 });
    await page.waitForFunction(
      (text) => {
        const names = [...document.querySelectorAll('table tbody tr th')].map((th) => th.textContent ?? '');
        return names.length > 0 && names.every((name) => name.toLowerCase().includes(text));
      },
      TYPED.split(' ')[0],
      { timeout: 60_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const renders = (await rowLog(page)).filter((entry) => entry.names.length > 0);
    const final = answers.filter((answer) => answer.search === TYPED).at(-1);
    if (!final) throw new Error('no answer for the full text');
    const same = (a, b) => a.length === b.length && a.every((name, i) => name === b[i]);
    const finalRender = renders.find((entry) => same(entry.names, final.names));
    // Any rendered set of rows other than the last answer's: an earlier text's results shown.
    const stale = renders.filter((entry) => !same(entry.names, final.names)).length;
    const responseEnd = await page.evaluate(
      (url) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name === url)
          .at(-1)?.responseEnd ?? null,
      final.url,
    );
    return {
      requestsSent: sent.length,
      requestsAborted: aborted.length,
      resultSetsRendered: renders.length,
      staleResultSetsRendered: stale,
      answerToRowsMs:
        finalRender && responseEnd !== null ? round(Math.max(0, finalRender.at - responseEnd), 1) : null,
    };
  } finally {
    await browser.close();
  }
}
