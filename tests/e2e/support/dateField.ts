import type { Page } from '@playwright/test';

// The date fields show a date in the interface's language, one spin button per part (React Aria):
// a test types the digits as a person would, in the order the language writes a date.

/** Where the day, month and year go in each interface language's short date. */
type Part = 'day' | 'month' | 'year';
const dayFirst: readonly Part[] = ['day', 'month', 'year'];
const partOrder: Record<string, readonly Part[]> = {
  fr: dayFirst,
  it: dayFirst,
  en: ['month', 'day', 'year'],
};

/** The date field labelled `label`: the group of its parts. */
export function dateField(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true });
}

/** What the date field shows, as a person reads it ('26/11/2026'), without bidi marks. */
export async function dateShown(page: Page, label: string): Promise<string> {
  const text = (await dateField(page, label).textContent()) ?? '';
  return text.replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();
}

/** Types the ISO date `iso` ('2026-11-26') into the date field, part by part, in the interface's order. */
export async function fillDate(page: Page, label: string, iso: string, locale = 'fr'): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const digits = { day, month, year };
  const order = partOrder[locale] ?? dayFirst;
  await dateField(page, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(order.map((part) => digits[part]).join(''));
}
