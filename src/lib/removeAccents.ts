// Ligatures have no Unicode decomposition, so NFD alone would turn 'cœur' into 'cur'; French text
// uses them, so they are spelled out first.
const ligatures: Record<string, string> = { œ: 'oe', Œ: 'OE', æ: 'ae', Æ: 'AE', ß: 'ss' };

/** The text with its diacritics removed ('Électricité' → 'Electricite'), ligatures spelled out. */
export function removeAccents(text: string): string {
  return text
    .replace(/[œŒæÆß]/g, (ligature) => ligatures[ligature] ?? ligature)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}
