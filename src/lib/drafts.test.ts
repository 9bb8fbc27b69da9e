import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, draftNamesAt, draftPlaceOf, readDraft, saveDraft } from './drafts';

beforeEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('are keyed by form and place, the place naming the edited object whatever the locale', () => {
    expect(draftKey('dataset', '/data/datasets/12/')).toBe('publish.draft:dataset:/data/datasets/12/');
    expect(draftKey('dataset', '/data/datasets/12/')).not.toBe(draftKey('user', '/data/datasets/12/'));
    expect(draftPlaceOf({ pathname: '/publish/fr/data/datasets/4/', search: '?resource=7' })).toBe(
      '/data/datasets/4/?resource=7',
    );
    expect(draftPlaceOf({ pathname: '/publish/it/accounts/users/3/', search: '' })).toBe(
      '/accounts/users/3/',
    );
  });

  it('leave files out: they cannot be stored and must be chosen again', () => {
    const key = draftKey('organisation', '/accounts/organisations/2/');
    saveDraft(key, 'admin', { display_name: 'Ville', logo: new File(['x'], 'logo.png') });
    expect(readDraft(key, 'admin')?.values).toEqual({ display_name: 'Ville', logo: null });
  });

  it('give back what was saved, to the person who saved it', () => {
    const key = draftKey('dataset', '/data/datasets/12/');
    saveDraft(
      key,
      'producteur',
      { display_name: 'Routes', tags: ['a', 'b'] },
      'session-end',
      sessionStorage,
      1000,
    );
    expect(readDraft(key, 'producteur')).toEqual({
      owner: 'producteur',
      savedAt: 1000,
      values: { display_name: 'Routes', tags: ['a', 'b'] },
      reason: 'session-end',
    });
  });

  it('are not given to someone else signing in on the same tab, and are dropped then', () => {
    const key = draftKey('user', '/accounts/users/3/');
    saveDraft(key, 'gestionnaire', { first_name: 'Ana' });
    expect(readDraft(key, 'admin')).toBeNull();
    expect(readDraft(key, 'gestionnaire')).toBeNull();
  });

  it('are gone once cleared', () => {
    const key = draftKey('indexer', '/accounts/indexers/5/');
    saveDraft(key, 'admin', { url: 'https://example.org' });
    clearDraft(key);
    expect(readDraft(key, 'admin')).toBeNull();
  });

  it('ignore and remove an unreadable entry', () => {
    const key = draftKey('style', '/x/');
    sessionStorage.setItem(key, '{not json');
    expect(readDraft(key, 'admin')).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('survive a storage that refuses to write without failing the page', () => {
    const full = {
      ...sessionStorage,
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() =>
      saveDraft(draftKey('contact', '/x/'), 'admin', { name: 'x' }, 'session-end', full),
    ).not.toThrow();
  });

  it('name the forms of a place their owner left a draft of, among those of a prefix', () => {
    const place = '/data/datasets/4/?resource=7&resourceTab=styles';
    saveDraft(draftKey('style-12', place), 'admin', { name: 'Bleu' });
    saveDraft(draftKey('style-new', place), 'gestionnaire', { name: 'Vert' });
    saveDraft(draftKey('style-13', '/data/datasets/5/?resource=8&resourceTab=styles'), 'admin', {});
    saveDraft(draftKey('resource', place), 'admin', {});
    expect(draftNamesAt('style-', place, 'admin')).toEqual(['style-12']);
    // Someone else's draft is dropped on the way, as readDraft does.
    expect(sessionStorage.getItem(draftKey('style-new', place))).toBeNull();
    expect(draftNamesAt('contact-', place, 'admin')).toEqual([]);
  });
});
