/**
 * Values a catalogue gives in several languages, as language maps (`{"fr": "…", "de": "…"}`, as
 * opendata.swiss and ckanext-fluent serve them) or as plain values.
 */

/**
 * The languages a harvested record is written in, best first: the platform's default language
 * (fr), then the interface's other languages (en, it); any other language of the map comes after.
 */
export const PREFERRED_LANGUAGES = ['fr', 'en', 'it'] as const;

const isMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The map's values, preferred languages first, then the others in the answer's order. */
function byPreference(map: Record<string, unknown>): unknown[] {
  const keys = Object.keys(map);
  const lower = (key: string) => key.toLowerCase().split(/[-_]/)[0] ?? key;
  const ranked = [
    ...PREFERRED_LANGUAGES.flatMap((language) => keys.filter((key) => lower(key) === language)),
    ...keys.filter((key) => !(PREFERRED_LANGUAGES as readonly string[]).includes(lower(key))),
  ];
  return ranked.map((key) => map[key]);
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null;

/** A text, or the text of the preferred language a language map holds (an empty one is passed over). */
export function inLanguage(value: unknown): string | null {
  if (!isMap(value)) return text(value);
  for (const candidate of byPreference(value)) {
    const found = text(candidate);
    if (found) return found;
  }
  return null;
}

/** A list, or the list of the preferred language a language map holds (an empty one is passed over). */
export function listInLanguage(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isMap(value)) return null;
  for (const candidate of byPreference(value)) {
    if (Array.isArray(candidate) && candidate.length > 0) return candidate;
  }
  return null;
}
