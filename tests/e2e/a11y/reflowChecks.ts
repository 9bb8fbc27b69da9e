import type { Page } from '@playwright/test';

/** The three ways people enlarge a screen (WCAG 1.4.10 and 1.4.4; RGAA 10.11 and 10.4). */
export type Enlargement = { name: string; viewport: { width: number; height: number }; textScale?: number };

export const ENLARGEMENTS: Enlargement[] = [
  { name: 'a phone, 320 × 640 CSS px', viewport: { width: 320, height: 640 } },
  // A 1280 × 800 screen zoomed to 200 %: the page lays out in 640 × 400 CSS px.
  { name: 'zoom 200 %', viewport: { width: 640, height: 400 } },
  // The browser's text-only zoom: every size in rem (all of Tailwind's text and spacing) doubles.
  { name: 'text 200 %', viewport: { width: 1280, height: 800 }, textScale: 2 },
];

/** Doubles the text from the first paint on, as the browser's text-size setting does. */
export async function enlargeText(page: Page, scale: number): Promise<void> {
  await page.addInitScript((percent) => {
    const style = document.createElement('style');
    style.textContent = `html { font-size: ${percent}% !important; }`;
    document.addEventListener('DOMContentLoaded', () => document.head.append(style));
  }, scale * 100);
}

/**
 * What an enlarged screen must not do: scroll the whole page sideways, or leave a control where a
 * person cannot reach it. A control inside a region that scrolls sideways on its own (a table's
 * scroller) is reachable by scrolling that region; any other control must lie within the viewport,
 * and within every ancestor that clips what overflows it; no text is cut by an ellipsis. Answers one
 * line per fault.
 */
export async function reflowFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, window.scrollY);
    const viewport = document.documentElement.clientWidth;
    const faults: string[] = [];
    const overflow = document.documentElement.scrollWidth - viewport;
    if (overflow > 1) faults.push(`the page scrolls sideways by ${overflow} px`);
    const nameOf = (element: Element) =>
      `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    const controls = document.querySelectorAll(
      'main a[href], main button, main input:not([type=hidden]), main select, main textarea, main [role=switch], [role=dialog] button',
    );
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      // Visually hidden (sr-only, or clipped as React Aria hides a date picker's form input) or not
      // drawn: nothing for the eye to reach.
      const style = getComputedStyle(control);
      const clipped = style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '');
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || clipped) continue;
      // The form input React Aria's date picker keeps its value in: out of the focus order, clipped
      // by the picker; the person uses the picker's segments.
      if (control.matches('input[tabindex="-1"][type=date]')) continue;
      let right = viewport;
      let left = 0;
      let scrolls = false;
      for (let parent = control.parentElement; parent; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX === 'auto' || parentStyle.overflowX === 'scroll') {
          scrolls = true;
          break;
        }
        if (parentStyle.overflowX === 'hidden' || parentStyle.overflowX === 'clip') {
          const clip = parent.getBoundingClientRect();
          right = Math.min(right, clip.right);
          left = Math.max(left, clip.left);
        }
      }
      if (scrolls) continue;
      if (box.right > right + 1 || box.left < left - 1) {
        faults.push(
          `${nameOf(control)} is out of reach (${Math.round(box.left)}–${Math.round(box.right)} px)`,
        );
      }
    }
    // Text cut with an ellipsis loses what it says (a municipality's name and INSEE code).
    for (const element of document.querySelectorAll('main *, [role=dialog] *')) {
      if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
      if (element.scrollWidth > element.clientWidth + 1)
        faults.push(`${nameOf(element)} is cut by an ellipsis`);
    }
    return faults;
  });
}
