import { describe, expect, it } from 'vitest';
import { formatCurrency } from './formatCurrency';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCurrency', () => {
  it.each([
    [1234.5, 'fr', '1 234,50 €'],
    [1234.5, 'en', '€1,234.50'],
    [1234.5, 'it', '1234,50 €'],
    [0, 'fr', '0,00 €'],
    [-12, 'en', '-€12.00'],
    [1234567.891, 'fr', '1 234 567,89 €'],
  ])('%d in %s is %s', (amount, locale, expected) => {
    expect(plain(formatCurrency(amount, locale))).toBe(expected);
  });
});
