import { removeAccents } from './removeAccents';

/**
 * A comparison key for searching and matching labels (specification section 5): accents and all
 * white space removed, lowercase, so 'Saint-Laurent du Maroni' and 'saint-laurentdumaroni' match.
 */
export function normaliseText(text: string): string {
  return removeAccents(text).replace(/\s+/g, '').toLowerCase();
}
