/**
 * How licence names are compared (issue 45, as udata guesses a licence): identifiers and titles by
 * their slug (case, accents, spaces and punctuation left out), addresses without their scheme,
 * `www.`, trailing slash or `.html`, so that `http://creativecommons.org/licenses/by/4.0/` and
 * `https://creativecommons.org/licenses/by/4.0` are one address.
 */

export type AliasKind = 'identifier' | 'url' | 'title';

export const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function normaliseUrl(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[#?].*$/, '')
    .replace(/\.html?$/, '')
    .replace(/\/+$/, '');
}

export const normaliseAlias = (kind: AliasKind, text: string): string =>
  kind === 'url' ? normaliseUrl(text) : slug(text);

/** Levenshtein distance, stopping early once beyond `max` (the names compared are short). */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}
