import { describe, expect, test } from 'vitest';
import { inLanguage, listInLanguage } from './languages.ts';

describe('values in several languages', () => {
  test('a plain value is read as it is', () => {
    expect(inLanguage('  Titre  ')).toBe('Titre');
    expect(inLanguage(2024)).toBe('2024');
    expect(inLanguage('')).toBeNull();
    expect(listInLanguage(['a', 'b'])).toEqual(['a', 'b']);
    expect(listInLanguage('a')).toBeNull();
  });

  test('French first, then English and Italian, then the others in the answer’s order', () => {
    expect(inLanguage({ de: 'Titel', it: 'Titolo', fr: 'Titre', en: 'Title' })).toBe('Titre');
    expect(inLanguage({ de: 'Titel', it: 'Titolo', en: 'Title' })).toBe('Title');
    expect(inLanguage({ de: 'Titel', it: 'Titolo' })).toBe('Titolo');
    expect(inLanguage({ rm: 'Titel rumantsch', de: 'Titel' })).toBe('Titel rumantsch');
  });

  test('region tags count as their language; an empty translation is passed over', () => {
    expect(inLanguage({ 'de-CH': 'Titel', 'fr-CH': 'Titre' })).toBe('Titre');
    expect(inLanguage({ fr: '', de: 'Titel' })).toBe('Titel');
    expect(inLanguage({ fr: '', de: ' ' })).toBeNull();
    expect(listInLanguage({ fr: [], de: ['Wasser'], it: [] })).toEqual(['Wasser']);
    expect(listInLanguage({ en: ['water'], fr: ['eau'] })).toEqual(['eau']);
    expect(listInLanguage({ fr: [], de: [] })).toBeNull();
  });
});
