import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules the RGAA builds on. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Every WCAG 2.1 A/AA violation axe finds on the whole page, as 'rule: target (summary)' lines. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Only violations are collected: gathering every passing node triples the time on long tables.
  // (options() replaces what withTags() set, so the tags are given here.)
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
}

/**
 * Client-side navigation, as a link of the application does it: the router patches history.pushState
 * and follows it without reloading the page (so the page's own focus management is what is checked).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((path) => {
    const state = (window.history.state ?? {}) as { __TSR_index?: number };
    window.history.pushState(
      { ...state, __TSR_index: (state.__TSR_index ?? 0) + 1, key: Math.random().toString(36).slice(2) },
      '',
      path,
    );
  }, path);
}

/**
 * Waits until the screen has replaced the previous one and has its data: a heading not seen on the
 * previous screen, no spinner and nothing marked busy. Marks the heading, for the next screen's wait.
 */
export async function settled(page: Page): Promise<void> {
  await page.locator('main h1:not([data-checked-screen])').first().waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => document.querySelectorAll('main [aria-busy="true"], main .motion-safe\\:animate-spin').length === 0,
    undefined,
    { timeout: 15_000 },
  );
  await page
    .locator('main h1')
    .first()
    .evaluate((heading) => heading.setAttribute('data-checked-screen', ''));
}

const CONTROL_ROLES = new Set([
  'button',
  'checkbox',
  'combobox',
  'listbox',
  'radio',
  'searchbox',
  'slider',
  'spinbutton',
  'switch',
  'textbox',
  'menuitem',
  'tab',
]);

type AXValue = { value?: unknown };
type AXNode = { ignored: boolean; role?: AXValue; name?: AXValue; backendDOMNodeId?: number };

/**
 * The form controls with no accessible name, read from Chromium's accessibility tree (what a screen
 * reader is given): an unnamed control cannot be found by voice or understood when reached.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const unnamed = nodes.filter(
      (node) =>
        !node.ignored &&
        CONTROL_ROLES.has(String(node.role?.value ?? '')) &&
        String(node.name?.value ?? '').trim() === '',
    );
    const described: string[] = [];
    for (const node of unnamed) {
      const { object } = await session.send('DOM.resolveNode', { backendNodeId: node.backendDOMNodeId });
      const html = await session.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: 'function () { return this.outerHTML.slice(0, 120); }',
        returnByValue: true,
      });
      described.push(`${String(node.role?.value)}: ${String(html.result.value)}`);
    }
    return described;
  } finally {
    await session.detach();
  }
}
