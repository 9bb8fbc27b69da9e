import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reading the server's source for the messages it writes, so that the message tests fail when a
 * message is added without its translations. Used by the tests only.
 */

export const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** The `.ts` files of a folder of the server, tests left out. */
export const sources = (dir: string): string[] =>
  readdirSync(join(serverDir, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(serverDir, dir, name));

/**
 * The model's files that write messages: its root, its aggregates' folders (issue 46 grouped the
 * flat folder by aggregate) and the harvest, with the two files that stood at its root before.
 */
export const modelSources = (): string[] => [
  ...[
    'model',
    'model/dataset',
    'model/resource',
    'model/task',
    'model/usergroup',
    'model/user',
    'model/harvest',
  ].flatMap(sources),
  join(serverDir, 'model/attention/index.ts'),
  join(serverDir, 'model/bulkEdit/rules.ts'),
];

/** The code without its comments, whose apostrophes would read as quotes. */
export const withoutComments = (code: string): string =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** A file of the server without its comments. */
export const readSource = (name: string): string =>
  withoutComments(readFileSync(join(serverDir, name), 'utf8'));

/** Stands for a value written right after a word (`fiche${s}`): a plural's ending. */
export const SUFFIX = '\u0001';

/**
 * String literals of a piece of code. A template's `${…}` (nested ones too) becomes `x`, or SUFFIX
 * right after a letter; a choice between two strings (`${n > 1 ? 's' : ''}`) gives both texts, the
 * same choice written twice taking the same branch.
 */
export function literals(code: string): string[] {
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
    // The literal as text and choices; a choice is named by its condition.
    const parts: (string | { condition: string; yes: string; no: string })[] = [''];
    const add = (text: string) => {
      const last = parts.at(-1);
      if (typeof last === 'string') parts[parts.length - 1] = last + text;
      else parts.push(text);
    };
    i += 1;
    while (i < code.length && code[i] !== quote) {
      if (code[i] === '\\') {
        add(code[i + 1] ?? '');
        i += 2;
      } else if (quote === '`' && code.startsWith('${', i)) {
        const start = i + 2;
        let depth = 0;
        for (; i < code.length; i += 1) {
          if (code[i] === '{') depth += 1;
          else if (code[i] === '}' && --depth === 0) break;
        }
        const choice = /^([^?'`]+)\?\s*'([^']*)'\s*:\s*'([^']*)'$/.exec(code.slice(start, i).trim());
        const before = parts.at(-1);
        if (choice)
          parts.push({ condition: (choice[1] ?? '').trim(), yes: choice[2] ?? '', no: choice[3] ?? '' });
        else add(typeof before === 'string' && /\p{L}$/u.test(before) ? SUFFIX : 'x');
        i += 1;
      } else {
        add(code[i] ?? '');
        i += 1;
      }
    }
    i += 1;
    if (skip) continue;
    const conditions = [
      ...new Set(parts.flatMap((part) => (typeof part === 'string' ? [] : [part.condition]))),
    ];
    for (let mask = 0; mask < 2 ** conditions.length; mask += 1) {
      const yes = (condition: string) => (mask >> conditions.indexOf(condition)) % 2 === 1;
      found.push(
        parts
          .map((part) => (typeof part === 'string' ? part : yes(part.condition) ? part.yes : part.no))
          .join(''),
      );
    }
  }
  return found;
}

/**
 * The literals inside each call that `trigger` finds (up to its closing parenthesis), kept when they
 * read like a message: a capital, a quote or a value first, and a space.
 */
export function calledMessages(file: string, trigger: RegExp): string[] {
  const text = withoutComments(readFileSync(file, 'utf8'));
  const messages: string[] = [];
  for (const match of text.matchAll(trigger)) {
    const window = text.slice(match.index, match.index + 600);
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

/**
 * A plural written with a value (`fiche${s}`) reads `fiche` + SUFFIX: the message in the singular
 * and in the plural (every such ending together; the jobs write the counts of one message alike).
 */
export const pluralForms = (message: string): string[] =>
  message.includes(SUFFIX) ? [message.split(SUFFIX).join(''), message.split(SUFFIX).join('s')] : [message];
