import type { Page } from '@playwright/test';
import { TASK_ACTIONS, TASK_STATUSES, TASK_STEPS } from '../../src/domain/tasks/taskCodes.ts';
import { navigateInApp, settled } from './a11y/screenChecks';
import { createScreenData, type ScreenData } from './a11y/screenData';
import { screens } from './a11y/screens';
import { expect, signIn, test } from './fixtures';

// Issue 48, "Words, not codes": people read what the platform did in their language. Every screen, in
// each interface language, is searched for a code the server sends (a task action or scenario, a
// step, a status: read from the code tables, not retyped) shown where its label is due. The code a
// person may open for support (`[data-support-code]`) is left out.

const CODES: readonly string[] = [...TASK_ACTIONS, ...TASK_STEPS, ...TASK_STATUSES];

/** The visible texts that are a code, or that quote one ("read", « read », “read”). */
function codesShown(page: Page): Promise<{ code: string; text: string }[]> {
  return page.evaluate((codes) => {
    const found: { code: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[data-support-code], script, style, noscript')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true })) continue;
      const text = (node.textContent ?? '').trim();
      for (const code of codes) {
        const quoted = [`"${code}"`, `« ${code} »`, `«${code}»`, `“${code}”`, `'${code}'`];
        if (text === code || quoted.some((form) => text.includes(form))) found.push({ code, text });
      }
    }
    return found;
  }, CODES);
}

let data: ScreenData;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'admin');
  data = await createScreenData(page);
  await page.close();
});

for (const locale of ['fr', 'en', 'it'] as const) {
  test(`every screen in ${locale} names actions, steps, scenarios and states in words`, async ({ page }) => {
    test.setTimeout(300_000);
    await signIn(page, 'admin');
    const seen: string[] = [];
    for (const [index, screen] of screens.entries()) {
      const path = `/publish/${locale}/${screen.path(data)}`;
      if (index === 0 || screen.reload) await page.goto(path);
      else await navigateInApp(page, path);
      await settled(page);
      for (const { code, text } of await codesShown(page)) seen.push(`${screen.name}: ${code} in "${text}"`);
    }
    // The task page of a harvest: its action and steps.
    const harvests = await page.request.get(
      '/fr/dashboard/task-queue-track/?object_class=remoteapiindex&page_size=1',
    );
    const harvest = ((await harvests.json()) as { results: { id: number }[] }).results[0];
    if (harvest) {
      await navigateInApp(page, `/publish/${locale}/data/tasks/${harvest.id}/`);
      await settled(page);
      for (const { code, text } of await codesShown(page)) seen.push(`harvest task: ${code} in "${text}"`);
    }
    expect(seen).toEqual([]);
  });
}
