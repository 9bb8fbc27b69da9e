import type { Locator, Page } from '@playwright/test';
import { tx } from './locale.ts';

/** Opens a list's filter fold (audit U1: filters fold behind one button); a no-op once open. */
export async function openFilters(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`^${tx('Filters', 'Filtres')}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * The entry `action` of the row menu of `name` (audit U2: one primary action, the others in the
 * menu), the menu opened: e.g. rowMenuItem(page, name, `Supprimer ${name}`).
 */
export async function rowMenuItem(page: Page, name: string, action: string): Promise<Locator> {
  await page
    .getByRole('button', { name: `${tx('Actions for', 'Actions pour')} ${name}`, exact: true })
    .click();
  return page.getByRole('menuitem', { name: action, exact: true });
}
