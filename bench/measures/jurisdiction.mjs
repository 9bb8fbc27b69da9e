// Measure 5: the jurisdiction form of 'all of France' (every municipality, grid geometry seeded by
// the bench): Deselect all, then Select all; time from the click until the count, the list and
// the map are painted (two frames after the count changed: the main thread is free again and the
// map has drawn its feature states), and the page's JavaScript heap.
import { signedInPage } from '../lib/browser.mjs';
import { round } from '../lib/stats.mjs';

// The live count under the municipality tools ('35 014 communes sélectionnées').
const COUNT = 'fieldset p[aria-live="polite"]';
const countText = (page) => page.locator(COUNT).filter({ hasText: 'sélectionnée' });
const digits = (text) => Number(text.replace(/\D/g, ''));

export async function measureJurisdiction(baseUrl, session, jurisdictionId, municipalities) {
  const { browser, page } = await signedInPage(baseUrl, session);
  try {
    await page.goto(`${baseUrl}/publish/fr/jurisdictions/${jurisdictionId}`);
    await page.locator('figure[aria-busy="false"]').waitFor({ timeout: 180_000 });
    await page.waitForLoadState('networkidle', { timeout: 180_000 });
    const selectAll = page.getByRole('button', { name: 'Tout sélectionner' });
    await page.getByRole('button', { name: 'Tout désélectionner' }).click();
    await page.waitForFunction(
      (selector) =>
        [...document.querySelectorAll(selector)].some((p) => /^0\D.*sélectionnée/.test(p.textContent ?? '')),
      COUNT,
      { timeout: 120_000 },
    );
    await page.waitForTimeout(500);
    const elapsed = await selectAll.evaluate(
      (button, { total, selector }) =>
        new Promise((resolve) => {
          const count = [...document.querySelectorAll(selector)].find((p) =>
            p.textContent?.includes('sélectionnée'),
          );
          const start = performance.now();
          const done = () =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          new MutationObserver((_, observer) => {
            if (Number((count?.textContent ?? '').replace(/\D/g, '')) !== total) return;
            observer.disconnect();
            done();
          }).observe(count, { childList: true, subtree: true, characterData: true });
          button.click();
        }),
      { total: municipalities, selector: COUNT },
    );
    const selected = digits((await countText(page).textContent()) ?? '');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { selected, selectAllMs: round(elapsed, 0), heapMb: round(usedSize / 1024 / 1024, 1) };
  } finally {
    await browser.close();
  }
}
