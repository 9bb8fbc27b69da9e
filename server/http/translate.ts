import type { ErrorBody } from './errors.ts';
import type { Localised } from './messages.ts';

/**
 * A message the server writes, in the three interface languages. `{name}` marks a value taken from
 * the message as written (an id, a host, a count) and put back into the translation unchanged; every
 * language has the same placeholders.
 */
export type CatalogueEntry = Required<Localised>;

interface Compiled {
  entry: CatalogueEntry;
  pattern: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entry: CatalogueEntry, source: string): Compiled {
  const names = [...source.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const body = source
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 1 ? '([\\s\\S]+?)' : escapeRegExp(part)))
    .join('');
  return { entry, pattern: new RegExp(`^${body}$`), names };
}

/**
 * Message catalogues, as Django's gettext does with the English message ids of Django REST framework:
 * the code writes a message in one language (English for the API's own, French for the remote
 * catalogue reasons and the worker's), and the answer carries it in the request's language.
 * Exact messages are found in a map, those with values by their pattern.
 */
export class MessageCatalogue {
  private readonly exact = new Map<string, CatalogueEntry>();
  private readonly patterns: Compiled[] = [];

  constructor(readonly entries: readonly CatalogueEntry[]) {
    for (const entry of entries) {
      for (const source of [entry.en, entry.fr, entry.it]) {
        if (HAS_PLACEHOLDER.test(source)) this.patterns.push(compile(entry, source));
        else if (!this.exact.has(source)) this.exact.set(source, entry);
      }
    }
  }

  /** The message in `locale` (fr, en, it; French otherwise), or the message itself when unknown. */
  translate(locale: string, message: string): string {
    const target = locale === 'en' || locale === 'it' ? locale : 'fr';
    const entry = this.exact.get(message);
    if (entry) return entry[target];
    for (const { entry: candidate, pattern, names } of this.patterns) {
      const match = pattern.exec(message);
      if (!match) continue;
      const values = new Map(names.map((name, index) => [name, match[index + 1] ?? '']));
      return candidate[target].replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return message;
  }

  /** True when the catalogue knows the message (in any of its languages). */
  knows(message: string): boolean {
    return this.exact.has(message) || this.patterns.some(({ pattern }) => pattern.test(message));
  }

  /** An error body with its `detail` and field messages (nested ones too) in `locale`; codes stay. */
  translateBody(locale: string, body: ErrorBody): ErrorBody {
    const walk = (value: unknown, key: string | null): unknown => {
      if (typeof value === 'string') return key === 'code' ? value : this.translate(locale, value);
      if (Array.isArray(value)) return value.map((item) => walk(item, null));
      if (value !== null && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(item, name)]));
      }
      return value;
    };
    return walk(body, null) as ErrorBody;
  }
}
