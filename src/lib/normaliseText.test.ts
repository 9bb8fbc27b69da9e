import { describe, expect, it } from 'vitest';
import { normaliseText } from './normaliseText';

describe('normaliseText', () => {
  it.each([
    ['Saint-Laurent du Maroni', 'saint-laurentdumaroni'],
    ['  Île\tde\nFrance  ', 'iledefrance'],
    ['ÉCOLE', 'ecole'],
    ['Cœur', 'coeur'],
    ['déjà-vu!', 'deja-vu!'],
    ['', ''],
    ['\u00a0Matoury\u00a0', 'matoury'],
  ])('%j gives %j', (input, expected) => {
    expect(normaliseText(input)).toBe(expected);
  });
});
