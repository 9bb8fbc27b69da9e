import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatFileSize } from '../lib/formatFileSize';
import { acceptedFormats, type FileErrorCode, type FileRules } from '../lib/validateFile';

/**
 * Field error messages shared by every form, defined once (specification section 5). Schemas
 * translate them when they validate, e.g. `v.nonEmpty(() => i18n._(fieldMessages.required))`; those
 * with a placeholder take their values then: `i18n._(withValues(fieldMessages.tooLong, { max }))`.
 */
export const fieldMessages = {
  required: msg`This field is required`,
  invalidEmail: msg`Enter a valid email address`,
  invalidUrl: msg`Enter a valid URL`,
  invalidDate: msg`Enter a valid date`,
  tooLong: msg({ message: 'Enter at most {max} characters' }),
  phoneDigits: msg`Phone number must contain only digits`,
  additionalIdCharacters: msg`Additional ID must contain only letters, digits and @/./+/-/_`,
  fileType: msg({ message: 'This type of file is not accepted. Accepted formats: {formats}' }),
  fileTooLarge: msg({ message: 'The file must not exceed {maxSize}' }),
};

/** Titles of the error summary shown at the top of a form whose submission failed. */
export const formMessages = {
  /** The add-dataset screen's wording (specification section 5). */
  fieldsNotFilledIn: msg`The following fields are not filled in`,
};

/**
 * A shared descriptor with the values of its placeholders. Written as a call because Lingui's
 * extractor fails on a spread inside `i18n._({ ... })`.
 */
export function withValues(
  descriptor: MessageDescriptor,
  values: Record<string, unknown>,
): MessageDescriptor {
  return { ...descriptor, values };
}

/** The message for a file refused by `validateFile` or `validateImageFile`. */
export function fileErrorMessage(i18n: I18n, code: FileErrorCode, rules: FileRules): string {
  if (code === 'fileTooLarge') {
    const maxSize = formatFileSize(rules.maxBytes ?? 0, i18n.locale);
    return i18n._(withValues(fieldMessages.fileTooLarge, { maxSize }));
  }
  return i18n._(
    withValues(fieldMessages.fileType, { formats: acceptedFormats(rules.accept ?? '', i18n.locale) }),
  );
}
