// Chromium through Playwright, signed in, for the measures that watch the screens.
import { chromium } from '@playwright/test';
import { browserCookies } from './session.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without them Chromium keeps trying the closed network (see shared/TOOLCHAIN.md).
export const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function signedInPage(baseUrl, session) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: QUIET_FLAGS });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(session, baseUrl));
  const page = await context.newPage();
  return { browser, page };
}

/**
 * Records, in the page, each moment the rows of the first table change: their names and the
 * time of the next frame after the change (the rows are then on screen).
 */
export async function watchRows(page) {
  await page.evaluate(() => {
    const names = () =>
      [...document.querySelectorAll('table tbody tr th')].map((cell) => cell.textContent?.trim() ?? '');
    const log = [];
    window.__rowLog = log;
    let last = JSON.stringify(names());
    new MutationObserver(() => {
      const now = JSON.stringify(names());
      if (now === last) return;
      last = now;
      requestAnimationFrame(() => log.push({ names: JSON.parse(now), at: performance.now() }));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

export const rowLog = (page) => page.evaluate(() => window.__rowLog.splice(0));
