import { type Messages, setupI18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogLoader, localeActivation } from './i18n';

const catalogue =
  (greeting: string): CatalogLoader =>
  async () => ({ messages: { hello: greeting } as Messages });
const unreachable = vi.fn<CatalogLoader>(() => Promise.reject(new TypeError('Failed to fetch module')));

describe('localeActivation', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    document.documentElement.lang = '';
  });

  it('activates the asked locale with its catalogue', async () => {
    const i18n = setupI18n();
    const activate = localeActivation(
      { fr: catalogue('Bonjour'), en: catalogue('Hello'), it: catalogue('Ciao') },
      { target: i18n },
    );

    await expect(activate('it')).resolves.toBe('it');

    expect(i18n.locale).toBe('it');
    expect(i18n._('hello')).toBe('Ciao');
    expect(document.documentElement.lang).toBe('it');
    expect(warn).not.toHaveBeenCalled();
  });

  it('goes on in French, with one warning naming the locale, when the catalogue fails to load', async () => {
    const i18n = setupI18n();
    const activate = localeActivation(
      { fr: catalogue('Bonjour'), en: unreachable, it: catalogue('Ciao') },
      { target: i18n },
    );

    // Two asking at once share one request; the route's check after the first render does not ask again.
    const activated = await Promise.all([activate('en'), activate('en')]);
    await expect(activate('en')).resolves.toBe('fr');

    expect(activated).toEqual(['fr', 'fr']);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('hello')).toBe('Bonjour');
    expect(document.documentElement.lang).toBe('fr');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('en catalogue');
    expect(unreachable).toHaveBeenCalledTimes(1);
  });

  it('fetches a failed catalogue again on the next navigation, and keeps it once loaded', async () => {
    const i18n = setupI18n();
    let place = '/publish/en/home/';
    const english = vi
      .fn<CatalogLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
      .mockResolvedValue({ messages: { hello: 'Hello' } as Messages });
    const activate = localeActivation(
      { fr: catalogue('Bonjour'), en: english, it: catalogue('Ciao') },
      { target: i18n, place: () => place },
    );

    await expect(activate('en')).resolves.toBe('fr');
    place = '/publish/en/data/datasets/';
    await expect(activate('en')).resolves.toBe('en');
    await expect(activate('en')).resolves.toBe('en');

    expect(i18n._('hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    expect(english).toHaveBeenCalledTimes(2);
  });
});
