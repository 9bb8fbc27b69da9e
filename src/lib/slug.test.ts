import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it.each([
    ['Électricité & Gaz', 'electricite-gaz'],
    ['  Hello   World  ', 'hello-world'],
    ['--Déjà vu!--', 'deja-vu'],
    ['Cœur de ville', 'coeur-de-ville'],
    ['Saint-Laurent-du-Maroni', 'saint-laurent-du-maroni'],
    ['Réseau_routier 2024', 'reseau-routier-2024'],
    ["L'Île-de-France", 'l-ile-de-france'],
    ['ÀÉÎÕÜ', 'aeiou'],
    ['', ''],
    ['!!!', ''],
    ['abc123', 'abc123'],
  ])('%j gives %j', (input, expected) => {
    expect(slug(input)).toBe(expected);
  });
});
