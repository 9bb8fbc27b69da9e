import { describe, expect, it, vi } from 'vitest';
import { createLazyModule, failedModuleUrl } from './lazyModule';

describe('a module loaded on intent', () => {
  it('is imported once however many intents ask for it, and tells its subscribers when it arrives', async () => {
    const importModule = vi.fn(async () => ({ name: 'menus' }));
    const lazy = createLazyModule(importModule);
    const arrived = vi.fn();
    lazy.subscribe(arrived);
    expect(lazy.current()).toBeNull();
    const [first, second] = await Promise.all([lazy.load(), lazy.load()]);
    expect(first).toBe(second);
    expect(await lazy.load()).toBe(first);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(arrived).toHaveBeenCalledExactlyOnceWith(first);
    expect(lazy.current()).toBe(first);
  });

  it('is imported again by the next intent after a failed import', async () => {
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ name: 'menus' });
    const lazy = createLazyModule(importModule);
    const arrived = vi.fn();
    lazy.subscribe(arrived);
    await expect(lazy.load()).rejects.toThrow(/dynamically imported module/);
    expect(lazy.current()).toBeNull();
    expect(arrived).not.toHaveBeenCalled();
    expect(await lazy.load()).toEqual({ name: 'menus' });
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(arrived).toHaveBeenCalledOnce();
  });

  it('asks again for the address the failure named, under a new query, as the browser keeps the failure', async () => {
    const address = 'https://data.example.fr/publish/assets/HeaderDropdown-B8zDk5cC.js';
    const importModule = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValue(new TypeError(`Failed to fetch dynamically imported module: ${address}`));
    const importUrl = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError(`Failed to fetch dynamically imported module: ${address}?retry=1`))
      .mockResolvedValueOnce({ name: 'menus' });
    const lazy = createLazyModule(importModule, importUrl);
    await expect(lazy.load()).rejects.toThrow(TypeError);
    await expect(lazy.load()).rejects.toThrow(TypeError);
    expect(await lazy.load()).toEqual({ name: 'menus' });
    expect(importModule).toHaveBeenCalledOnce();
    expect(importUrl.mock.calls).toEqual([[`${address}?retry=1`], [`${address}?retry=2`]]);
    expect(lazy.current()).toEqual({ name: 'menus' });
  });

  it('reads the failed address from Chromium and Firefox messages, and none from Safari', () => {
    const address = 'http://localhost:8402/publish/assets/HeaderDropdown-B8zDk5cC.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${address}`))).toBe(
      address,
    );
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${address}?retry=3`)),
    ).toBe(address);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('offline')).toBeNull();
  });

  it('stops telling a subscriber that has left', async () => {
    const lazy = createLazyModule(async () => ({ name: 'menus' }));
    const arrived = vi.fn();
    const unsubscribe = lazy.subscribe(arrived);
    unsubscribe();
    await lazy.load();
    expect(arrived).not.toHaveBeenCalled();
  });
});
