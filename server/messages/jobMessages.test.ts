import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  calledMessages,
  literals,
  modelSources,
  pluralForms,
  readSource,
  serverDir,
  sources,
} from './testing/sourceMessages.ts';

/**
 * The data jobs' messages (decision 0013, amended): every reason, step and warning the readers of
 * `data/` and the jobs of `worker/jobs/` write, and every dataset activity description, has its
 * entry in the three languages. Read from the source, so that a message added without its
 * translations fails here.
 */

/** Literals that read like a message of a job: a capital, a value or « first, a space, a stop. */
const jobMessages = (file: string): string[] =>
  literals(readSource(file)).filter(
    (m) =>
      /^[A-ZÉ«x…\d]/.test(m) &&
      m.includes(' ') &&
      /[.:)?]\s*x?$/.test(m) &&
      !/^(select|update|insert|delete|with)\b/i.test(m),
  );

const unknownOf = (messages: string[]): string[] =>
  messages.filter((m) => pluralForms(m).some((form) => !MESSAGES.knows(form)));

describe('the data jobs write every message in the message table', () => {
  test.each([
    'data/csv.ts',
    'data/text.ts',
    'data/layer.ts',
    'worker/jobs/resourceData.ts',
    'worker/jobs/geographicLayer.ts',
    'worker/jobs/databaseLayers.ts',
    'worker/jobs/geospatial.ts',
    'worker/jobs/harvest.ts',
    'worker/jobs/harvestTally.ts',
  ])('%s', (file) => {
    const messages = jobMessages(file);
    expect(messages.length).toBeGreaterThan(1);
    expect(unknownOf(messages)).toEqual([]);
  });

  test('the SLD reasons, read with the subject parseXml gives them', () => {
    const messages = jobMessages('data/xml.ts').flatMap((m) =>
      m.startsWith('x ') ? [`Le SLD${m.slice(1)}`, `La réponse du catalogue CSW${m.slice(1)}`] : [m],
    );
    expect(messages.length).toBeGreaterThan(7);
    expect(unknownOf(messages)).toEqual([]);
  });

  test('the words a reason takes from the code: coordinates, JSON syntax, delimiter', () => {
    const crs = readSource('data/crs.ts');
    const implausibility = crs.slice(crs.indexOf('export function implausibility'));
    const words = literals(implausibility)
      .map((m) => m.trim())
      .filter((m) => m.includes(' '));
    const expected = [...readSource('data/text.ts').matchAll(/new Fault\(i, '([^']+)'\)/g)].map(
      (m) => m[1] ?? '',
    );
    expect(words.length).toBeGreaterThan(7);
    expect(expected.length).toBeGreaterThan(7);
    expect(readSource('data/csv.ts')).toContain("'tabulation'");
    expect([...words, ...expected, 'tabulation'].filter((m) => !MESSAGES.knows(m))).toEqual([]);
  });
});

describe('every dataset activity description is in the message table', () => {
  test('written by the handlers and the model, the worker and the harvest', () => {
    // The harvest writes through the model too (model/harvest/, decision 0026).
    const writers = [...sources('handlers'), ...modelSources()];
    const jobs = ['worker/jobs/publication.ts'].map((name) => join(serverDir, name));
    const handlers = [...writers, ...jobs].flatMap((file) => calledMessages(file, /\baddActivity\(/g));
    const inserts = [
      ...writers,
      join(serverDir, 'worker/jobs/publication.ts'),
      join(serverDir, 'worker/jobs/harvest.ts'),
    ].flatMap((file) => calledMessages(file, /\.query\(\s*'insert into activity/g));
    const messages = [...handlers, ...inserts].filter((m) => !/^insert into/i.test(m));
    expect(messages.length).toBeGreaterThan(9);
    expect(unknownOf(messages)).toEqual([]);
  });

  test('written by the seed', () => {
    const seed = readSource('seed/stages/datasets.ts');
    const block = seed.slice(
      seed.indexOf("'activity',"),
      seed.indexOf('insertRows', seed.indexOf("'activity',")),
    );
    const messages = literals(block).filter((m) => /^[A-ZÉ]/.test(m) && m.includes(' '));
    expect(messages.length).toBeGreaterThan(3);
    expect(unknownOf(messages)).toEqual([]);
  });
});
