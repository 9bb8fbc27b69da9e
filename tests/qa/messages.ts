import { readFileSync } from 'node:fs';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';
import PO from 'pofile';

// Tests name a catalogue message the way the code writes it (its English source, the msgid of
// locales/*/messages.po) and get its text in the page's language from the catalog the build compiles.
// A translation reworded in the catalog therefore moves the test with it, while a screen showing
// another message, or the right message in the wrong language, still fails.

export const LOCALES = ['fr', 'en', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
/** Values of a message's placeholders, as the code passes them (`{name}`, `{count, plural, …}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/** msgid -> msgstr of a .po file, read by the parser Lingui's own tools use. */
function parsePo(content: string): Map<string, string> {
  return new Map(PO.parse(content).items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

const loaded = new Map<Locale, { readonly i18n: I18n; readonly sources: ReadonlySet<string> }>();

/** The catalog of a locale, read once; messages are compiled here, whatever NODE_ENV the runner has. */
function catalogOf(locale: Locale) {
  const known = loaded.get(locale);
  if (known) return known;
  const url = new URL(`../../locales/${locale}/messages.po`, import.meta.url);
  const entries = parsePo(readFileSync(url, 'utf8'));
  // An empty translation falls back to the source, as the English catalog leaves some msgstr empty.
  const messages = Object.fromEntries(
    [...entries].map(([source, translation]) => [source, compileMessage(translation || source)]),
  );
  const catalog = {
    i18n: setupI18n({ locale, messages: { [locale]: messages } }),
    sources: new Set(entries.keys()),
  };
  loaded.set(locale, catalog);
  return catalog;
}

/**
 * The text of the catalogue message written `source` in the code, in `locale`, with its placeholders
 * filled. Throws when the catalog has no such message: a test naming a message the code no longer
 * shows fails at once instead of waiting for a text that cannot come.
 */
export function messageIn(locale: Locale, source: string, values?: MessageValues): string {
  const { i18n, sources } = catalogOf(locale);
  if (!sources.has(source))
    throw new Error(`No catalogue message is written "${source}" (locales/${locale})`);
  return i18n._(source, values);
}

/** The language of the page, from its address (`/publish/<locale>/…`); French, the default, otherwise. */
export function localeOf(page: Page): Locale {
  const segment = new URL(page.url()).pathname.split('/')[2];
  return LOCALES.find((locale) => locale === segment) ?? 'fr';
}

/** The text of a catalogue message in the page's language (see messageIn). */
export function message(page: Page, source: string, values?: MessageValues): string {
  return messageIn(localeOf(page), source, values);
}

/** The text, as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Matches a text that begins with the message, e.g. an accessible name the message starts. */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}
