// Measure 2: Lighthouse with its default mobile emulation (the desktop preset scores every small
// app 100), signed in through the session cookie, median of 3 runs per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, QUIET_FLAGS } from '../lib/browser.mjs';
import { median, round } from '../lib/stats.mjs';

const RUNS = 3;

async function audit(port, url, cookieHeader) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookieHeader ? { extraHeaders: { Cookie: cookieHeader } } : {}),
  });
  const { audits, categories, runtimeError } = result.lhr;
  return {
    ...(runtimeError ? { error: runtimeError.code } : {}),
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    // A quarter of the score: what arrives after the frame moving what is already read (decision 0044).
    cls: audits['cumulative-layout-shift'].numericValue,
    // The tasks behind TBT (issue 49: none over 50 ms while a list or the form comes up).
    ...longTasks(audits['long-tasks']),
  };
}

/** How many main-thread tasks Lighthouse found over 50 ms, and the longest (simulated throttling). */
function longTasks(audit) {
  const durations = (audit?.details?.items ?? []).map((item) => item.duration);
  return { longTasks: durations.length, longestTaskMs: Math.max(0, ...durations) };
}

/** Median of each figure over RUNS runs of one page. */
async function medianAudit(port, url, cookieHeader) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(port, url, cookieHeader));
  // A run Lighthouse could not finish (its runtimeError) has no figures: left out, and said.
  const figures = (key) => runs.map((run) => run[key]).filter((value) => Number.isFinite(value));
  const pick = (key, digits) => (figures(key).length ? round(median(figures(key)), digits) : null);
  const range = (key) => figures(key).map((value) => round(value, 0));
  return {
    score: pick('score', 0),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls', 3),
    longTasks: pick('longTasks', 0),
    longestTaskMs: pick('longestTaskMs'),
    // Each run's figures: TBT moves by hundreds of milliseconds between runs on a loaded machine.
    runs: { tbtMs: range('tbtMs'), longTasks: range('longTasks'), longestTaskMs: range('longestTaskMs') },
    errors: runs.map((run) => run.error).filter(Boolean),
  };
}

/** `pages`: {name: url}; `baselineUrl`: the minimal page, audited the same way. */
export async function measureLighthouse(pages, cookieHeader, baselineUrl) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...QUIET_FLAGS],
  });
  try {
    const results = { baseline: await medianAudit(chrome.port, baselineUrl, null) };
    for (const [name, url] of Object.entries(pages)) {
      results[name] = await medianAudit(chrome.port, url, cookieHeader);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
