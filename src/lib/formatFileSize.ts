import { numberFormat } from './keptIntl';

// Unit names and decimals are those of specification section 5; the French unit names are used
// in every locale, as the specification gives no others.
const units = [
  { name: 'octets', decimals: 0 },
  { name: 'ko', decimals: 0 },
  { name: 'Mo', decimals: 1 },
  { name: 'Go', decimals: 2 },
  { name: 'To', decimals: 2 },
] as const;

const STEP = 1024;

/**
 * A file size for people, e.g. 1572864 → '1,5 Mo' in French or '1.5 Mo' in English.
 * Sizes that are not a finite, non-negative number give an empty string, since a missing size
 * should show nothing rather than 'NaN'.
 */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let index = 0;
  let value = bytes;
  while (index < units.length - 1 && roundTo(value, units[index]?.decimals ?? 0) >= STEP) {
    value /= STEP;
    index += 1;
  }
  const unit = units[index] ?? units[0];
  const number = numberFormat(locale, {
    minimumFractionDigits: unit.decimals,
    maximumFractionDigits: unit.decimals,
  }).format(value);
  return `${number}\u00a0${unit.name}`;
}

// The unit is chosen on the rounded value, so 1048575 octets shows as '1,0 Mo', not '1 024 ko'.
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
