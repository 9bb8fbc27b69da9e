import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** What a screen reader says of the focused element: its aria snapshot, e.g. '- textbox "Nom"'. */
export async function focusedDescription(page: Page): Promise<string> {
  const focused = page.locator(':focus');
  if ((await focused.count()) === 0) return '(nothing focused)';
  return (await focused.first().ariaSnapshot()).split('\n')[0] ?? '';
}

/**
 * The focused element shows a focus indicator a sighted keyboard user can see: it matches
 * :focus-visible and draws an outline or a ring (box shadow) around itself.
 */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const ringed = style.boxShadow !== 'none';
    if (!element.matches(':focus-visible')) return `${element.outerHTML.slice(0, 100)} is not :focus-visible`;
    return outlined || ringed ? 'visible' : `${element.outerHTML.slice(0, 100)} has no outline nor ring`;
  });
  expect(indicator, 'the focused element shows its focus').toBe('visible');
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's description matches `target`, checking at
 * every stop that focus is visible. Fails after `max` presses: the control is not reachable.
 */
export async function tabTo(
  page: Page,
  target: RegExp,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  const seen: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const description = await focusedDescription(page);
    seen.push(description);
    if (description === '(nothing focused)') continue;
    await expectVisibleFocus(page);
    if (target.test(description)) return;
  }
  throw new Error(`${target} not reached with the keyboard; focus went through:\n${seen.join('\n')}`);
}
