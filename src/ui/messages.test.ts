import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from '../lib/validateFile';
import { fieldMessages, fileErrorMessage, formMessages, withValues } from './messages';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const french = setupI18n({ locale: 'fr', messages: { fr: {} } });
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('shared messages', () => {
  it('use the wording of the specification', () => {
    expect(english._(fieldMessages.required)).toBe('This field is required');
    expect(english._(fieldMessages.phoneDigits)).toBe('Phone number must contain only digits');
    expect(english._(fieldMessages.additionalIdCharacters)).toBe(
      'Additional ID must contain only letters, digits and @/./+/-/_',
    );
    expect(english._(formMessages.fieldsNotFilledIn)).toBe('The following fields are not filled in');
  });

  it('take their values when translated', () => {
    expect(english._(withValues(fieldMessages.tooLong, { max: 255 }))).toBe('Enter at most 255 characters');
  });
});

describe('fileErrorMessage', () => {
  const rules = { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES };

  it('names the accepted formats of a refused type', () => {
    expect(fileErrorMessage(english, 'fileType', rules)).toBe(
      'This type of file is not accepted. Accepted formats: JPG or PNG',
    );
  });

  it('gives the size limit in the locale of the moment', () => {
    expect(plain(fileErrorMessage(english, 'fileTooLarge', rules))).toBe('The file must not exceed 2.0 Mo');
    expect(plain(fileErrorMessage(french, 'fileTooLarge', rules))).toBe('The file must not exceed 2,0 Mo');
  });
});
