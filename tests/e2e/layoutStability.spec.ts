import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 49, bench measure 2: on a phone, what arrives after the frame does not push what is already
// read (Lighthouse weighs the cumulative layout shift a quarter of its score). The home screen's cards
// were pushed off the screen by the attention panel's report (0.43); the dataset list's search and
// rows by its counts, and the footer by the rows (0.12). Google's "good" is under 0.1.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** Records every layout shift from the page's start, as the browser reports them. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts so far, once two frames have painted what has arrived. */
async function cumulativeShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve(
              (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
            ),
          ),
        ),
      ),
  );
}

test('the home screen keeps its cards in place while what needs attention arrives (admin)', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await recordShifts(page);
  await page.goto('/publish/fr/home/');
  const panel = page.getByRole('region', { name: 'À traiter' });
  // The report has arrived: its entries, or its word that nothing needs attention.
  await expect(
    panel.getByRole('list', { name: 'Points à traiter' }).or(panel.getByText('Rien à traiter.')),
  ).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThan(0.1);
});

test('the dataset list keeps its search and rows in place while its counts and rows arrive (admin)', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  await recordShifts(page);
  await page.goto('/publish/fr/data/datasets/');
  const counts = page.getByRole('definition');
  await expect(counts.first()).toHaveText(/^\d+$/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  expect(await cumulativeShift(page)).toBeLessThan(0.1);
});
