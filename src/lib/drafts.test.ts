import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, saveDraft } from './drafts';

beforeEach(() => sessionStorage.clear());

describe('form drafts', () => {
  it('are keyed by form and edited object, new objects as "new"', () => {
    expect(draftKey('dataset', 12)).toBe('publish.draft:dataset:12');
    expect(draftKey('dataset', null)).toBe('publish.draft:dataset:new');
    expect(draftKey('dataset', 12)).not.toBe(draftKey('user', 12));
  });

  it('give back what was saved, to the person who saved it', () => {
    const key = draftKey('dataset', 12);
    saveDraft(key, 'producteur', { display_name: 'Routes', keywords: ['a', 'b'] }, sessionStorage, 1000);
    expect(readDraft(key, 'producteur')).toEqual({
      owner: 'producteur',
      savedAt: 1000,
      values: { display_name: 'Routes', keywords: ['a', 'b'] },
    });
  });

  it('are not given to someone else signing in on the same tab, and are dropped then', () => {
    const key = draftKey('user', 3);
    saveDraft(key, 'gestionnaire', { first_name: 'Ana' });
    expect(readDraft(key, 'admin')).toBeNull();
    expect(readDraft(key, 'gestionnaire')).toBeNull();
  });

  it('are gone once cleared', () => {
    const key = draftKey('indexer', 5);
    saveDraft(key, 'admin', { url: 'https://example.org' });
    clearDraft(key);
    expect(readDraft(key, 'admin')).toBeNull();
  });

  it('ignore and remove an unreadable entry', () => {
    const key = draftKey('style', 1);
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
    expect(() => saveDraft(draftKey('contact', 2), 'admin', { name: 'x' }, full)).not.toThrow();
  });
});
