import { removeAccents } from './removeAccents';

/**
 * A URL- and identifier-safe form of a label (specification section 5): accents removed,
 * every run of other characters turned into one hyphen, no hyphen at either end, lowercase.
 */
export function slug(text: string): string {
  return removeAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
