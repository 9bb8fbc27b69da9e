import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from './menuEntries';

// The loaded menu code is shared by every header menu of the page: each test starts from a page
// that has not fetched it yet.
let LazyHeaderMenu: typeof import('./LazyHeaderMenu').LazyHeaderMenu;
beforeEach(async () => {
  vi.resetModules();
  ({ LazyHeaderMenu } = await import('./LazyHeaderMenu'));
});

const switched = vi.fn();
const languages: MenuEntry[] = [
  { key: 'fr', label: 'Français', lang: 'fr', current: true, onSelect: () => switched('fr') },
  { key: 'en', label: 'English', lang: 'en', onSelect: () => switched('en') },
  { key: 'it', label: 'Italiano', lang: 'it', onSelect: () => switched('it') },
];

function renderLanguageMenu() {
  return render(
    <LazyHeaderMenu
      button={{ label: 'Language: Français', content: <span aria-hidden="true">FR</span> }}
      entries={languages}
    />,
  );
}

const languageButton = () => screen.getByRole('button', { name: 'Language: Français' });
/** Headless UI's own button, as opposed to the placeholder that stands for it before it loads. */
const realButtonLoaded = () => languageButton().id.startsWith('headlessui-menu-button');

describe('a header menu before its code has loaded', () => {
  it('is a plain button named, styled and announced as the real one', async () => {
    renderLanguageMenu();
    const placeholder = languageButton();
    expect(placeholder.getAttribute('type')).toBe('button');
    expect(placeholder.getAttribute('aria-haspopup')).toBe('menu');
    expect(placeholder.getAttribute('aria-expanded')).toBe('false');
    const placeholderClasses = placeholder.className;
    // Without any intent, nothing is fetched: the placeholder stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(realButtonLoaded()).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerEnter(placeholder);
    await waitFor(() => expect(realButtonLoaded()).toBe(true));
    // Pointing at it only fetched the code: the menu stays closed, and looks the same.
    expect(languageButton().className).toBe(placeholderClasses);
    expect(languageButton().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with its items when clicked, and a chosen item runs', async () => {
    const user = userEvent.setup();
    renderLanguageMenu();
    const placeholder = languageButton();
    // A mouse click, all of it on the placeholder (the code cannot arrive within one task).
    act(() => {
      fireEvent.pointerEnter(placeholder);
      fireEvent.pointerDown(placeholder, { pointerType: 'mouse', button: 0 });
      fireEvent.pointerUp(placeholder, { pointerType: 'mouse', button: 0 });
      fireEvent.click(placeholder);
    });
    expect(realButtonLoaded()).toBe(false);
    const english = await screen.findByRole('menuitem', { name: 'English' });
    expect(realButtonLoaded()).toBe(true);
    expect(languageButton().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Français',
      'English',
      'Italiano',
    ]);
    await user.click(english);
    expect(switched).toHaveBeenCalledWith('en');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens on a click without a pointer (a screen reader activating it)', async () => {
    renderLanguageMenu();
    act(() => {
      fireEvent.click(languageButton());
    });
    expect(await screen.findAllByRole('menuitem')).toHaveLength(3);
  });

  it('stays closed after a second click before the code arrived, as the real menu would', async () => {
    renderLanguageMenu();
    const placeholder = languageButton();
    act(() => {
      fireEvent.click(placeholder);
      fireEvent.click(placeholder);
    });
    await waitFor(() => expect(realButtonLoaded()).toBe(true));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on ArrowDown with the first item active; Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    renderLanguageMenu();
    const placeholder = languageButton();
    // Focus and key in one go, so that the key certainly reaches the placeholder, not the real button.
    act(() => {
      placeholder.focus();
      fireEvent.keyDown(placeholder, { key: 'ArrowDown' });
    });
    expect(realButtonLoaded()).toBe(false);
    const menu = await screen.findByRole('menu');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBe(items[0]?.id));
    expect(menu.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(document.activeElement).toBe(languageButton());
    expect(realButtonLoaded()).toBe(true);
  });

  it('opens on ArrowUp with the last item active', async () => {
    renderLanguageMenu();
    const placeholder = languageButton();
    act(() => {
      placeholder.focus();
      fireEvent.keyDown(placeholder, { key: 'ArrowUp' });
    });
    const menu = await screen.findByRole('menu');
    const items = await screen.findAllByRole('menuitem');
    await waitFor(() => expect(menu.getAttribute('aria-activedescendant')).toBe(items.at(-1)?.id));
  });

  it('keeps the focus on the button when the code arrives after a Tab to it, without opening', async () => {
    renderLanguageMenu();
    act(() => languageButton().focus());
    await waitFor(() => expect(realButtonLoaded()).toBe(true));
    expect(document.activeElement).toBe(languageButton());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('leaves a Tab pressed while the code came to the person: the menu stays closed, the focus where it went', async () => {
    render(
      <>
        <LazyHeaderMenu
          button={{ label: 'Language: Français', content: <span aria-hidden="true">FR</span> }}
          entries={languages}
        />
        <a href="/next">Next</a>
      </>,
    );
    const next = screen.getByRole('link', { name: 'Next' });
    act(() => {
      languageButton().focus();
      fireEvent.keyDown(languageButton(), { key: 'Enter' });
      // The Tab that follows, before the code has arrived.
      next.focus();
    });
    expect(realButtonLoaded()).toBe(false);
    await waitFor(() => expect(realButtonLoaded()).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(next);
  });

  it('swaps every header menu once one of them has fetched the code', async () => {
    render(
      <>
        <LazyHeaderMenu
          button={{ content: 'Services' }}
          entries={[{ key: 'p', label: 'Portal', href: '/p' }]}
        />
        <LazyHeaderMenu
          button={{ label: 'Language: Français', content: <span aria-hidden="true">FR</span> }}
          entries={languages}
        />
      </>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Services' }));
    await waitFor(() => expect(realButtonLoaded()).toBe(true));
    expect(screen.getByRole('button', { name: 'Services' }).id).toMatch(/^headlessui-menu-button/);
  });
});
