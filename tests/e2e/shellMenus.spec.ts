import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 31: the header menus' code (Headless UI's menu) is not part of the first screen; it comes on the
// first intent to open a menu, and a menu opened before it arrived opens as it would have.

// A retry after a failed load asks for the same file under a query of its own (see lazyModule.ts).
const menuCode = /\/assets\/HeaderDropdown-[^/?]+\.js(\?retry=\d+)?$/;

/** The JavaScript files the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/** Holds the menu code back until `release` is called: the person acts on the placeholder first. */
async function holdMenuCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(menuCode, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the first screen does not fetch the menus, pointing at one does', async ({ page, signInAs }) => {
  await signInAs('admin');
  const scripts = scriptsRequested(page);
  await page.goto('/publish/fr/home/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.filter((url) => menuCode.test(url))).toEqual([]);

  const services = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', {
    name: 'Services',
  });
  await expect(services).toHaveAttribute('aria-haspopup', 'menu');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  const fetched = page.waitForRequest(menuCode);
  await services.hover();
  await fetched;
  await expect(page.getByRole('menu')).toHaveCount(0);
});

const openingKeys = [
  { key: 'ArrowDown', active: 'Français' },
  { key: 'Enter', active: 'Français' },
  { key: 'Space', active: 'Français' },
  { key: 'ArrowUp', active: 'Italiano' },
] as const;

for (const { key, active } of openingKeys) {
  test(`${key} on a menu button before its code arrived opens it on ${active}`, async ({
    page,
    signInAs,
  }) => {
    await signInAs('admin');
    const release = await holdMenuCode(page);
    await page.goto('/publish/fr/home/');
    const language = page.getByRole('banner').getByRole('button', { name: /Langue/ });
    await language.focus();
    await page.keyboard.press(key);
    await expect(page.getByRole('menu')).toHaveCount(0);
    release();

    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const item = page.getByRole('menuitem', { name: active });
    await expect(menu).toHaveAttribute('aria-activedescendant', (await item.getAttribute('id')) ?? '');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(language).toBeFocused();
    await expect(language).toHaveAttribute('aria-expanded', 'false');
  });
}

test('a click before the code arrived opens the menu once it has', async ({ page, signInAs }) => {
  await signInAs('producteur');
  const release = await holdMenuCode(page);
  await page.goto('/publish/fr/home/');
  await page.getByRole('banner').getByRole('button', { name: /Paul/ }).click();
  release();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
});

test('a menu whose code failed to load stays a button, and the next try loads it', async ({
  page,
  signInAs,
}) => {
  await signInAs('admin');
  let failures = 0;
  await page.route(menuCode, (route) => {
    failures += 1;
    return route.abort('internetdisconnected');
  });
  await page.goto('/publish/fr/home/');
  const services = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', {
    name: 'Services',
  });
  await services.click();
  await expect.poll(() => failures).toBeGreaterThan(0);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(services).toHaveAttribute('aria-expanded', 'false');

  // Back online: pointing at the button fetches the code without opening the menu the failed click
  // asked for; the next click opens it.
  await page.unroute(menuCode);
  const fetched = page.waitForResponse(menuCode);
  await page.mouse.move(0, 0);
  await services.hover();
  await fetched;
  await expect(services).toHaveAttribute('id', /^headlessui-menu-button/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await services.click();
  await expect(page.getByRole('menuitem', { name: 'Portail de données' })).toBeVisible();
});
