import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it, vi } from 'vitest';
import { catalogLoaders, localeActivation } from './i18n';
import { registerMessages } from './moduleMessages';

// Decision 0034: each module brings its French messages into the registry that is the French catalogue.
describe('French messages that come with their modules', () => {
  it('translates the words of a module once it is loaded, as the bundler would load its chunk', async () => {
    const i18n = setupI18n();
    await localeActivation(catalogLoaders, { target: i18n })('fr');
    const title = msg`Page not found`;

    await import('../shell/NotFoundView');

    expect(i18n._(title)).toBe('Page introuvable');
  });

  it('finds words registered after the activation, without rendering the tree again, and after a switch back from English', async () => {
    const i18n = setupI18n();
    const activate = localeActivation(catalogLoaders, { target: i18n });
    await activate('fr');
    const changes = vi.fn();
    i18n.on('change', changes);

    registerMessages({ 'lazy-chunk-word': 'Mot d’un écran chargé plus tard' });

    expect(i18n._('lazy-chunk-word')).toBe('Mot d’un écran chargé plus tard');
    expect(changes).not.toHaveBeenCalled();
    await activate('en');
    expect(i18n._(msg`Page not found`)).toBe('Page not found');
    registerMessages({ 'word-of-a-chunk-loaded-in-english': 'Chargé pendant l’anglais' });
    await activate('fr');
    expect(i18n._('lazy-chunk-word')).toBe('Mot d’un écran chargé plus tard');
    expect(i18n._('word-of-a-chunk-loaded-in-english')).toBe('Chargé pendant l’anglais');
  });
});
