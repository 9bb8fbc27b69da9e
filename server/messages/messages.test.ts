import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { loginMessages } from '../login/messages.ts';
import {
  DATA_FORMAT_TRANSLATIONS,
  REFERENCE_TRANSLATIONS,
  seededReferenceLabels,
} from '../seed/referenceLabels.ts';
import { MESSAGES } from './messages.ts';
import { ACTIVITY_MESSAGES } from './tables/activity.ts';
import { API_MESSAGES } from './tables/api.ts';
import { DATA_MESSAGES } from './tables/data.ts';
import { HARVEST_MESSAGES } from './tables/harvest.ts';
import { JOB_MESSAGES } from './tables/jobs.ts';
import { REMOTE_MESSAGES } from './tables/remote.ts';
import { TASK_REPAIR_MESSAGES } from './tables/taskRepair.ts';
import { TASK_MESSAGES } from './tables/tasks.ts';
import { VALIDATION_MESSAGES } from './tables/validation.ts';
import {
  calledMessages,
  literals,
  modelSources,
  pluralForms,
  readSource,
  serverDir,
  sources,
  withoutComments,
} from './testing/sourceMessages.ts';
import { type MessageEntry, MessageTranslator } from './translate.ts';

const TABLES: Record<string, MessageEntry[]> = {
  api: API_MESSAGES,
  validation: VALIDATION_MESSAGES,
  remote: REMOTE_MESSAGES,
  tasks: TASK_MESSAGES,
  taskRepair: TASK_REPAIR_MESSAGES,
  data: DATA_MESSAGES,
  jobs: JOB_MESSAGES,
  harvest: HARVEST_MESSAGES,
  activity: ACTIVITY_MESSAGES,
};
const LOCALES = ['fr', 'en', 'it'] as const;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** The values a plural choice `{name:one|other}` depends on. */
const choices = (text: string) => [...text.matchAll(/\{(\w+):[^{}]*\}/g)].map((m) => m[1]);

describe('every message table has French, English and Italian', () => {
  for (const [name, entries] of Object.entries(TABLES)) {
    test(`${name}: each message in the three languages, with the same values`, () => {
      for (const entry of entries) {
        for (const locale of LOCALES) expect(entry[locale]?.trim(), `${entry.en} (${locale})`).toBeTruthy();
        expect(placeholders(entry.fr), entry.en).toEqual(placeholders(entry.en));
        expect(placeholders(entry.it), entry.en).toEqual(placeholders(entry.en));
        for (const locale of LOCALES) {
          for (const name of choices(entry[locale])) expect(placeholders(entry.en), entry.en).toContain(name);
        }
      }
    });
  }

  test('no message is given two different translations', () => {
    const seen = new Map<string, MessageEntry>();
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

describe('MessageTranslator', () => {
  const translator = new MessageTranslator([
    {
      en: 'Unknown INSEE code "{code}".',
      fr: 'Code INSEE « {code} » inconnu.',
      it: 'Codice INSEE "{code}" sconosciuto.',
    },
    { en: 'Not found.', fr: 'Pas trouvé.', it: 'Non trovato.' },
  ]);

  test('translates from any of its languages, keeping the values', () => {
    expect(translator.translate('it', 'Unknown INSEE code "97302".')).toBe(
      'Codice INSEE "97302" sconosciuto.',
    );
    expect(translator.translate('en', 'Code INSEE « 1 » inconnu.')).toBe('Unknown INSEE code "1".');
    expect(translator.translate('fr', 'Not found.')).toBe('Pas trouvé.');
    expect(translator.translate('de', 'Not found.')).toBe('Pas trouvé.');
  });

  test('a plural follows the value by the rule of each language', () => {
    const plural = new MessageTranslator([
      {
        fr: '{count} {count:fiche lue|fiches lues}.',
        en: '{count} {count:record|records} read.',
        it: '{count} {count:scheda letta|schede lette}.',
      },
    ]);
    expect(plural.translate('en', '0 fiche lue.')).toBe('0 records read.');
    expect(plural.translate('en', '1 fiche lue.')).toBe('1 record read.');
    expect(plural.translate('it', '2 fiches lues.')).toBe('2 schede lette.');
    expect(plural.translate('fr', '0 records read.')).toBe('0 fiche lue.');
    expect(plural.knows('2 fiches lues.')).toBe(true);
    expect(plural.knows('2 fiche lues.')).toBe(false);
  });

  test('values that are messages are translated in turn; the outer message wins', () => {
    const nested = new MessageTranslator(
      [
        { fr: 'Ligne {line} : {fault}', en: 'Line {line}: {fault}', it: 'Riga {line}: {fault}' },
        { fr: '{value} est trop grand.', en: '{value} is too large.', it: '{value} è troppo grande.' },
        {
          fr: '{value} est trop grand. {hint}',
          en: '{value} is too large. {hint}',
          it: '{value} è troppo grande. {hint}',
        },
        { fr: 'Vérifiez l’unité.', en: 'Check the unit.', it: 'Verifica l’unità.' },
        { fr: 'Fichier de {size}.', en: 'File of {size}.', it: 'File di {size}.' },
      ],
      { nested: new Set(['fault', 'hint']), localise: (locale, _name, value) => `${value}/${locale}` },
    );
    expect(nested.translate('en', 'Ligne 3 : 12 est trop grand. Vérifiez l’unité.')).toBe(
      'Line 3/en: 12/en is too large. Check the unit.',
    );
    expect(nested.translate('it', 'Ligne 3 : Vérifiez l’unité.')).toBe('Riga 3/it: Verifica l’unità.');
  });

  test('leaves unknown messages and codes as they are', () => {
    expect(translator.translate('it', 'Something else.')).toBe('Something else.');
    expect(
      translator.translateBody('it', { code: 'Not found.', detail: 'Not found.', name: ['Not found.'] }),
    ).toEqual({
      code: 'Not found.',
      detail: 'Non trovato.',
      name: ['Non trovato.'],
    });
  });
});

describe('every message the server writes is in the message table', () => {
  const REFUSAL = /\b(HttpError|forbidden|notFound|fieldError|badRequest)\(/g;
  // The model holds the rules, and so most refusals, since the handlers became thin (issue 29).
  const files = [
    ...sources('handlers'),
    ...modelSources(),
    ...sources('http'),
    // What was http/ before issue 46: the handlers' kit and the messages' own folder.
    ...sources('handlers/kit'),
    ...sources('messages'),
    ...sources('auth'),
    join(serverDir, 'app.ts'),
  ];

  test.each(files.map((file) => [file.slice(serverDir.length), file]))('%s', (_name, file) => {
    const unknown = calledMessages(file, REFUSAL).filter((message) => !MESSAGES.knows(message));
    expect(unknown).toEqual([]);
  });

  test('the reading of the source finds the refusals', () => {
    expect(files.flatMap((file) => calledMessages(file, REFUSAL)).length).toBeGreaterThan(60);
  });

  test('remote catalogue reasons (indexer trials, URL checks)', () => {
    const file = (name: string) => join(serverDir, name);
    const messages = [
      ...calledMessages(file('net/remoteFetch.ts'), /\bRemoteError\(/g),
      // Every catalogue client and the trial: each file of indexers/ but its tests.
      ...readdirSync(file('indexers'))
        .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
        .flatMap((name) => calledMessages(file(`indexers/${name}`), /\b(protocolError|RemoteError)\(/g)),
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
    const messages = [
      ...literals(readSource('worker/worker.ts')),
      ...literals(readSource('worker/jobs/publication.ts')),
      ...literals(readSource('tasks/taskQueue.ts')),
    ].filter(
      (m) =>
        /^[A-ZÉ]/.test(m) && m.includes(' ') && /[.:]\s*x?$/.test(m) && !/^(select|update|insert)/i.test(m),
    );
    expect(messages.length).toBeGreaterThan(12);
    const unknown = messages.filter((m) => pluralForms(m).some((form) => !MESSAGES.knows(form)));
    expect(unknown).toEqual([]);
  });

  test('validation messages', () => {
    const text = readSource('http/validation.ts');
    const messages = literals(
      text.slice(text.indexOf('const REQUIRED_MESSAGE'), text.indexOf('export function errorBody')),
    )
      .concat(literals(text.slice(text.indexOf('export function errorBody'))))
      .filter((m) => /^[A-Z]/.test(m) && m.includes(' ') && m.endsWith('.'));
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((message) => !MESSAGES.knows(message))).toEqual([]);
  });
});
