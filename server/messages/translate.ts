import type { ErrorBody } from './errors.ts';
import type { Localised } from './say.ts';

/**
 * A message the server writes, in the three interface languages. `{name}` marks a value taken from
 * the message as written (an id, a host, a count) and put back into the translation; every language
 * has the same placeholders. `{name:one|other}` writes a word in the singular or the plural by the
 * value of `{name}`, by the rule of each language (French: 0 and 1 are singular; English and
 * Italian: 1 only), so that "0 fiche" reads "0 records" and "1 fiche" "1 record".
 */
export type MessageEntry = Required<Localised>;

type Locale = keyof Localised;

/** How values are read back in another language; both are optional. */
export interface TranslatorOptions {
  /**
   * Placeholders whose value is itself a message of the table (a reason inside a reason, a
   * word chosen by the code), translated in turn. Other values are never translated: a dataset's
   * name or a cell of a file stays as written, even if it reads like a message.
   */
  nested?: ReadonlySet<string>;
  /** A value written in French (a file size, a large number) in the request's language. */
  localise?: (locale: Locale, name: string, value: string) => string;
}

interface Compiled {
  entry: MessageEntry;
  pattern: RegExp;
  names: string[];
  /**
   * When several patterns match, the one whose text starts with the longest literal wins (the outer
   * message, not one nested in its first value), then the one with the most literal characters
   * (the message with its hint rather than without).
   */
  prefix: number;
  literal: number;
  /** The literal text a message must start and end with: a cheap test before the pattern's. */
  head: string;
  tail: string;
}

const wins = (a: Compiled, b: Compiled): boolean =>
  a.prefix !== b.prefix ? a.prefix > b.prefix : a.literal > b.literal;

const PLACEHOLDER = /\{(\w+)\}/g;
const PLURAL = /\{(\w+):([^|{}]*)\|([^|{}]*)\}/g;
/** A placeholder or a plural choice, in the order they come. */
const TOKEN = /\{(\w+)\}|\{\w+:([^|{}]*)\|([^|{}]*)\}/g;
const HAS_TOKEN = /\{\w+(?::[^{}]*)?\}/;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(entry: MessageEntry, source: string): Compiled {
  const names: string[] = [];
  const prefix = source.search(TOKEN) < 0 ? source.length : source.search(TOKEN);
  const tail = /(?:\{[^{}]*\})?([^{}]*)$/.exec(source)?.[1] ?? '';
  let body = '';
  let literal = 0;
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const before = source.slice(last, match.index);
    body += escapeRegExp(before);
    literal += before.length;
    if (match[1] !== undefined) {
      names.push(match[1]);
      body += '([\\s\\S]+?)';
    } else {
      const forms = [match[2] ?? '', match[3] ?? ''].sort((a, b) => b.length - a.length);
      body += `(?:${forms.map(escapeRegExp).join('|')})`;
      literal += Math.min(...forms.map((form) => form.length));
    }
    last = (match.index ?? 0) + match[0].length;
  }
  body += escapeRegExp(source.slice(last));
  literal += source.length - last;
  return {
    entry,
    pattern: new RegExp(`^${body}$`),
    names,
    prefix,
    literal,
    head: source.slice(0, prefix),
    tail,
  };
}

/** Singular in French for 0 and 1, in English and Italian for 1 only. */
function singular(locale: Locale, value: string): boolean {
  const number = Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  if (!Number.isFinite(number)) return false;
  return locale === 'fr' ? Math.abs(number) < 2 : number === 1;
}

/**
 * Translated messages, as Django's gettext does with the English message ids of Django REST framework:
 * the code writes a message in one language (English for the API's own, French for the remote
 * catalogue reasons, the worker's and the data jobs'), and the answer carries it in the request's
 * language. Exact messages are found in a map, those with values by their pattern.
 */
export class MessageTranslator {
  private readonly exact = new Map<string, MessageEntry>();
  private readonly patterns: Compiled[] = [];

  constructor(
    readonly entries: readonly MessageEntry[],
    private readonly options: TranslatorOptions = {},
  ) {
    for (const entry of entries) {
      for (const source of [entry.en, entry.fr, entry.it]) {
        if (HAS_TOKEN.test(source)) this.patterns.push(compile(entry, source));
        else if (!this.exact.has(source)) this.exact.set(source, entry);
      }
    }
  }

  /** The message in `locale` (fr, en, it; French otherwise), or the message itself when unknown. */
  translate(locale: string, message: string): string {
    const target: Locale = locale === 'en' || locale === 'it' ? locale : 'fr';
    const entry = this.exact.get(message);
    if (entry) return entry[target];
    let best: { compiled: Compiled; match: RegExpExecArray } | null = null;
    for (const compiled of this.patterns) {
      if (best && !wins(compiled, best.compiled)) continue;
      if (!message.startsWith(compiled.head) || !message.endsWith(compiled.tail)) continue;
      const match = compiled.pattern.exec(message);
      if (match) best = { compiled, match };
    }
    if (!best) return message;
    const { compiled, match } = best;
    const values = new Map(
      compiled.names.map((name, index) => [name, this.value(target, name, match[index + 1] ?? '')]),
    );
    return compiled.entry[target]
      .replace(PLURAL, (whole, name: string, one: string, other: string) => {
        const value = values.get(name);
        return value === undefined ? whole : singular(target, value) ? one : other;
      })
      .replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }

  /** A value of a message in `locale`: a nested message translated, a French number localised. */
  private value(locale: Locale, name: string, value: string): string {
    if (this.options.nested?.has(name)) {
      // The code may write a nested message after a space (" Les coordonnées semblent…").
      const [, before = '', core = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/.exec(value) ?? [];
      return `${before}${this.translate(locale, core)}${after}`;
    }
    return this.options.localise?.(locale, name, value) ?? value;
  }

  /** True when the table knows the message (in any of its languages). */
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
