import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loginMessages } from '../../login/messages.ts';
import {
  DATA_FORMAT_TRANSLATIONS,
  REFERENCE_TRANSLATIONS,
  seededReferenceLabels,
} from '../../seed/referenceLabels.ts';
import { type CatalogueEntry, MessageCatalogue } from '../translate.ts';
import { API_MESSAGES } from './api.ts';
import { MESSAGES } from './index.ts';
import { REMOTE_MESSAGES } from './remote.ts';
import { TASK_MESSAGES } from './tasks.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

const TABLES: Record<string, CatalogueEntry[]> = {
  api: API_MESSAGES,
  validation: VALIDATION_MESSAGES,
  remote: REMOTE_MESSAGES,
  tasks: TASK_MESSAGES,
};
const LOCALES = ['fr', 'en', 'it'] as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('every message table has French, English and Italian', () => {
  for (const [name, entries] of Object.entries(TABLES)) {
    test(`${name}: each message in the three languages, with the same values`, () => {
      for (const entry of entries) {
        for (const locale of LOCALES) expect(entry[locale]?.trim(), `${entry.en} (${locale})`).toBeTruthy();
        expect(placeholders(entry.fr), entry.en).toEqual(placeholders(entry.en));
        expect(placeholders(entry.it), entry.en).toEqual(placeholders(entry.en));
      }
    });
  }

  test('no message is given two different translations', () => {
    const seen = new Map<string, CatalogueEntry>();
    for (const entry of Object.values(TABLES).flat()) {
      for (const locale of LOCALES) {
        const other = seen.get(entry[locale]);
        if (other) expect(other, entry[locale]).toEqual(entry);
        seen.set(entry[locale], entry);
      }
    }
  });

  test('the login pages have every wording in the three languages', () => {
    const fr = loginMessages('fr');
    for (const locale of ['en', 'it']) {
      const table = loginMessages(locale);
      expect(table.lang).toBe(locale);
      expect(Object.keys(table).sort()).toEqual(Object.keys(fr).sort());
      for (const [key, value] of Object.entries(table)) {
        if (key !== 'lang' && key !== 'demoAccounts')
          expect(value, key).not.toEqual(fr[key as keyof typeof fr]);
      }
    }
  });

  test('every seeded reference label has its English and Italian label', () => {
    for (const { list, label } of seededReferenceLabels()) {
      const translation = REFERENCE_TRANSLATIONS[list]?.[label];
      expect(translation, `${list}: ${label}`).toBeDefined();
      expect(translation?.en.trim(), `${list}: ${label}`).toBeTruthy();
      expect(translation?.it.trim(), `${list}: ${label}`).toBeTruthy();
    }
    for (const [label, translation] of Object.entries(DATA_FORMAT_TRANSLATIONS)) {
      expect(translation.en && translation.it, label).toBeTruthy();
    }
  });
});

describe('MessageCatalogue', () => {
  const catalogue = new MessageCatalogue([
    {
      en: 'Unknown INSEE code "{code}".',
      fr: 'Code INSEE « {code} » inconnu.',
      it: 'Codice INSEE "{code}" sconosciuto.',
    },
    { en: 'Not found.', fr: 'Pas trouvé.', it: 'Non trovato.' },
  ]);

  test('translates from any of its languages, keeping the values', () => {
    expect(catalogue.translate('it', 'Unknown INSEE code "97302".')).toBe(
      'Codice INSEE "97302" sconosciuto.',
    );
    expect(catalogue.translate('en', 'Code INSEE « 1 » inconnu.')).toBe('Unknown INSEE code "1".');
    expect(catalogue.translate('fr', 'Not found.')).toBe('Pas trouvé.');
    expect(catalogue.translate('de', 'Not found.')).toBe('Pas trouvé.');
  });

  test('leaves unknown messages and codes as they are', () => {
    expect(catalogue.translate('it', 'Something else.')).toBe('Something else.');
    expect(
      catalogue.translateBody('it', { code: 'Not found.', detail: 'Not found.', name: ['Not found.'] }),
    ).toEqual({
      code: 'Not found.',
      detail: 'Non trovato.',
      name: ['Non trovato.'],
    });
  });
});

/**
 * The string literals written where the server refuses a request, `${…}` standing for a value. Read
 * from the source so that a message added without its translations fails here.
 */
function thrownMessages(file: string, trigger: RegExp): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const messages: string[] = [];
  for (const match of text.matchAll(trigger)) {
    const window = text.slice(match.index, match.index + 400);
    let depth = 0;
    let end = window.length;
    for (let i = 0; i < window.length; i += 1) {
      const c = window[i];
      if (c === '(') depth += 1;
      else if (c === ')' && --depth === 0) {
        end = i;
        break;
      }
    }
    messages.push(...literals(window.slice(0, end)));
  }
  return messages.filter((m) => /^[A-Z«x]/.test(m) && m.includes(' ') && !/^(fr|en|it):/.test(m));
}

/** The code without its comments, whose apostrophes would read as quotes. */
const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** String literals of a piece of code; a template's `${…}` (nested ones too) becomes `x`. */
function literals(code: string): string[] {
  const found: string[] = [];
  let i = 0;
  const localised = () => /\b(fr|en|it):\s*$/.test(code.slice(Math.max(0, i - 12), i));
  while (i < code.length) {
    const quote = code[i];
    if (quote !== "'" && quote !== '"' && quote !== '`') {
      i += 1;
      continue;
    }
    const skip = localised();
    let value = '';
    i += 1;
    while (i < code.length && code[i] !== quote) {
      if (code[i] === '\\') {
        value += code[i + 1];
        i += 2;
      } else if (quote === '`' && code.startsWith('${', i)) {
        let depth = 0;
        for (; i < code.length; i += 1) {
          if (code[i] === '{') depth += 1;
          else if (code[i] === '}' && --depth === 0) break;
        }
        value += 'x';
        i += 1;
      } else {
        value += code[i];
        i += 1;
      }
    }
    i += 1;
    if (!skip) found.push(value);
  }
  return found;
}

const serverDir = fileURLToPath(new URL('../../', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(serverDir, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(serverDir, dir, name));

describe('every message the server writes is in the catalogue', () => {
  const REFUSAL = /\b(HttpError|forbidden|notFound|fieldError|badRequest)\(/g;
  const files = [...sources('handlers'), ...sources('http'), ...sources('auth'), join(serverDir, 'app.ts')];

  test.each(files.map((file) => [file.slice(serverDir.length), file]))('%s', (_name, file) => {
    const unknown = thrownMessages(file, REFUSAL).filter((message) => !MESSAGES.knows(message));
    expect(unknown).toEqual([]);
  });

  test('the reading of the source finds the refusals', () => {
    expect(files.flatMap((file) => thrownMessages(file, REFUSAL)).length).toBeGreaterThan(60);
  });

  test('remote catalogue reasons (indexer trials, URL checks)', () => {
    const file = (name: string) => join(serverDir, name);
    const messages = [
      ...thrownMessages(file('net/remoteFetch.ts'), /\bRemoteError\(/g),
      ...thrownMessages(file('indexers/catalogues.ts'), /\b(protocolError|RemoteError)\(/g),
      ...literals(
        withoutComments(readFileSync(file('net/remoteFetch.ts'), 'utf8')).match(
          /function networkMessage[\s\S]*?\n}/,
        )?.[0] ?? '',
      ),
    ].filter((m) => m.includes(' ') && m.endsWith('.'));
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !MESSAGES.knows(message))).toEqual([]);
  });

  test('the steps every task goes through and the publication jobs', () => {
    const read = (name: string) => withoutComments(readFileSync(join(serverDir, name), 'utf8'));
    const messages = [
      ...literals(read('worker/worker.ts')),
      ...literals(read('worker/jobs/publication.ts')),
      ...literals(read('tasks/taskQueue.ts')),
    ].filter(
      (m) =>
        /^[A-ZÉ]/.test(m) && m.includes(' ') && /[.:]\s*x?$/.test(m) && !/^(select|update|insert)/i.test(m),
    );
    expect(messages.length).toBeGreaterThan(12);
    // A plural written `word${n > 1 ? 's' : ''}` reads as 'wordx': both forms must be known.
    const forms = (m: string) =>
      /[a-z]x[.,]/.test(m)
        ? [m.replace(/([a-z])x([.,])/g, '$1$2'), m.replace(/([a-z])x([.,])/g, '$1s$2')]
        : [m];
    // The activity descriptions of publication.ts belong to the dataset's history, not to the task.
    const activity = new Set(['Publication du jeu de données.', 'Dépublication du jeu de données.']);
    const unknown = messages.filter(
      (m) => !activity.has(m) && forms(m).some((form) => !MESSAGES.knows(form)),
    );
    expect(unknown).toEqual([]);
  });

  test('validation messages', () => {
    const text = withoutComments(readFileSync(join(serverDir, 'http/validation.ts'), 'utf8'));
    const messages = literals(
      text.slice(text.indexOf('const REQUIRED_MESSAGE'), text.indexOf('export function errorBody')),
    )
      .concat(literals(text.slice(text.indexOf('export function errorBody'))))
      .filter((m) => /^[A-Z]/.test(m) && m.includes(' ') && m.endsWith('.'));
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !MESSAGES.knows(message))).toEqual([]);
  });
});
