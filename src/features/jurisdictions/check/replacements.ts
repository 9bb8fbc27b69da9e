import type { Replacement } from '../../../../machines/municipalitySelection.machine';

export type { Replacement };

/**
 * The pasted text with each replaced code written as its current commune, everything else (other
 * codes, separators, spaces, even text that is no code) as typed.
 */
export function replaceInText(text: string, replacements: readonly Replacement[]): string {
  const by = new Map(replacements.map((r) => [r.code, r.by]));
  return text
    .split(',')
    .map((entry) => {
      const code = entry.trim();
      const current = by.get(code);
      return current === undefined ? entry : entry.replace(code, current);
    })
    .join(',');
}
