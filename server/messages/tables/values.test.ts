import { describe, expect, test } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { localiseValue } from './values.ts';

describe('values written in French inside a message', () => {
  test('file sizes take the units of the language', () => {
    expect(localiseValue('en', 'size', '1,5 Mo')).toBe('1.5 MB');
    expect(localiseValue('it', 'size', '1,5 Mo')).toBe('1,5 MB');
    expect(localiseValue('en', 'limit', '16 ko')).toBe('16 kB');
    expect(localiseValue('it', 'limit', '16 ko')).toBe('16 kB');
    expect(localiseValue('en', 'size', '300 octets')).toBe('300 bytes');
    expect(localiseValue('it', 'size', '300 octets')).toBe('300 byte');
    expect(localiseValue('fr', 'size', '1,5 Mo')).toBe('1,5 Mo');
  });

  test('large numbers and bounding boxes are written the way of the language', () => {
    expect(localiseValue('en', 'rows', '5 000 000')).toBe('5,000,000');
    expect(localiseValue('it', 'rows', '5 000 000')).toBe('5.000.000');
    expect(localiseValue('en', 'bbox', '[-52,3 ; 4,8 ; -52,2 ; 4,9]')).toBe('[-52.3, 4.8, -52.2, 4.9]');
    expect(localiseValue('it', 'bbox', '[-52,3 ; 4,8 ; -52,2 ; 4,9]')).toBe('[-52,3; 4,8; -52,2; 4,9]');
  });

  test('other values stay as written, even when they look like a size', () => {
    expect(localiseValue('en', 'value', '12 ko')).toBe('12 ko');
    expect(MESSAGES.translate('en', 'Ligne 4, colonne « x » (n° 2) : « 12 ko » n’est pas un nombre.')).toBe(
      'Line 4, column "x" (no. 2): "12 ko" is not a number.',
    );
  });

  test('a remote reason and a job reason read their sizes in the request’s language', () => {
    expect(MESSAGES.translate('en', 'La réponse annonce 2,0 Mo, au-delà de la limite de 16 ko.')).toBe(
      'The response announces 2.0 MB, beyond the limit of 16 kB.',
    );
    expect(
      MESSAGES.translate('it', 'Le fichier « a.csv » fait 250,0 Mo, au-delà de la limite de 200,0 Mo.'),
    ).toBe('Il file "a.csv" pesa 250,0 MB, oltre il limite di 200,0 MB.');
    expect(MESSAGES.translate('en', 'Le fichier compte plus de 5 000 000 lignes de données.')).toBe(
      'The file has more than 5,000,000 data rows.',
    );
  });
});
