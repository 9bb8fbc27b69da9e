import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

// Intl uses no-break spaces (U+00A0, U+202F) whose choice varies with the ICU version.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const KO = 1024;
const MO = KO * 1024;
const GO = MO * 1024;
const TO = GO * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, 'fr', '0 octets'],
    [1, 'fr', '1 octets'],
    [1023, 'en', '1,023 octets'],
    [1023, 'fr', '1 023 octets'],
    [KO, 'fr', '1 ko'],
    [1536, 'fr', '2 ko'],
    [500 * KO, 'en', '500 ko'],
    [MO - 1, 'fr', '1,0 Mo'],
    [MO, 'fr', '1,0 Mo'],
    [1.5 * MO, 'fr', '1,5 Mo'],
    [1.5 * MO, 'en', '1.5 Mo'],
    [1.5 * MO, 'it', '1,5 Mo'],
    [2 * MO, 'en', '2.0 Mo'],
    [GO, 'fr', '1,00 Go'],
    [1.256 * GO, 'en', '1.26 Go'],
    [3.5 * TO, 'fr', '3,50 To'],
    [2048 * TO, 'en', '2,048.00 To'],
  ])('%d bytes in %s is %s', (bytes, locale, expected) => {
    expect(plain(formatFileSize(bytes, locale))).toBe(expected);
  });

  it('keeps the number and its unit together on one line', () => {
    expect(formatFileSize(KO, 'en')).toBe('1\u00a0ko');
  });

  it.each([[-1], [Number.NaN], [Number.POSITIVE_INFINITY]])('shows nothing for %d', (bytes) => {
    expect(formatFileSize(bytes, 'fr')).toBe('');
  });
});
