import { type Messages, setupI18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogLoader, localeActivation } from './i18n';

const catalogue =
  (greeting: string): CatalogLoader =>
  async () => ({ messages: { hello: greeting } as Messages });
const unreachable = (): CatalogLoader => vi.fn(() => Promise.reject(new TypeError('Failed to fetch module')));

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
      i18n,
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
      { fr: catalogue('Bonjour'), en: unreachable(), it: catalogue('Ciao') },
      i18n,
    );

    // The first render and the route's check ask at once: one request, one warning.
    const activated = await Promise.all([activate('en'), activate('en')]);

    expect(activated).toEqual(['fr', 'fr']);
    expect(i18n.locale).toBe('fr');
    expect(i18n._('hello')).toBe('Bonjour');
    expect(document.documentElement.lang).toBe('fr');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('en catalogue');
  });

  it('fetches a failed catalogue again on the next activation, and keeps it once loaded', async () => {
    const i18n = setupI18n();
    const english = vi
      .fn<CatalogLoader>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch module'))
      .mockResolvedValue({ messages: { hello: 'Hello' } as Messages });
    const activate = localeActivation({ fr: catalogue('Bonjour'), en: english, it: catalogue('Ciao') }, i18n);

    await expect(activate('en')).resolves.toBe('fr');
    await expect(activate('en')).resolves.toBe('en');
    await expect(activate('en')).resolves.toBe('en');

    expect(i18n._('hello')).toBe('Hello');
    expect(document.documentElement.lang).toBe('en');
    expect(english).toHaveBeenCalledTimes(2);
  });
});
