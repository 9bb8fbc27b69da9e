import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { clientFor } from './catalogues.ts';
import type { RemotePage } from './catalogueTypes.ts';
import { CORPUS, type CorpusServer, type Holdings, serveCorpus } from './corpus.ts';

// Every answer of the corpus through its client: what it holds (counted apart, corpus.ts) is what
// the client read, kept or reported as unreadable. Nothing lost silently (issue 45, HV1).

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 5_000, maxBytes: 8 * 1024 * 1024 };

let server: CorpusServer;

beforeAll(async () => {
  server = await serveCorpus();
});

afterAll(async () => {
  await server.close();
});

/** What a page of records carries, counted from the records the client gave. */
function carried(page: RemotePage): Holdings & { keptDistributions: number; invalidDistributions: number } {
  const kept = page.records.reduce((n, r) => n + r.distributions.length, 0);
  const invalid = page.records.reduce((n, r) => n + (r.invalidDistributions?.length ?? 0), 0);
  return {
    records: page.records.length,
    licences: page.records.filter((r) => r.licence !== null).length,
    extents: page.records.filter((r) => r.bounds !== null || r.invalidBounds !== undefined).length,
    distributions: kept + invalid,
    keptDistributions: kept,
    invalidDistributions: invalid,
  };
}

describe('the corpus of real answers, read by the clients', () => {
  test.each(CORPUS.map((a) => [a.file, a] as const))(
    '%s: its licences, extents and distributions, all accounted for',
    async (_, corpusAnswer) => {
      const page = await clientFor(corpusAnswer.type)({
        url: server.urlOf(corpusAnswer),
        organisationFilter: null,
        offset: 0,
        limit: 100,
        remote: loopback,
      });
      const read = carried(page);
      expect({
        records: read.records,
        licences: read.licences,
        extents: read.extents,
        distributions: read.distributions,
      }).toEqual(corpusAnswer.holds);
      // Every record read: untitled ones are titled by their identifier (HV3); skipped are only the
      // datasets an answer lists and never describes (HV7).
      expect(page.skipped).toBe(corpusAnswer.skipped ?? 0);
      for (const record of page.records) {
        if (record.bounds) {
          const [west, south, east, north] = record.bounds;
          expect(west).toBeLessThanOrEqual(east);
          expect(south).toBeLessThanOrEqual(north);
        }
        for (const distribution of record.distributions) expect(distribution.url).toMatch(/^https?:\/\//);
        // A record link opens the record, never the catalogue answer itself (HV6).
        expect(record.url).not.toBe(server.urlOf(corpusAnswer));
      }
    },
  );

  test('the corpus holds what issue 45 is about, in every kind', () => {
    for (const kind of ['ckan', 'csw', 'dcat', 'opendatasoft'] as const) {
      const answers = CORPUS.filter((a) => a.type === kind);
      expect(answers.some((a) => a.holds.licences > 0)).toBe(true);
      expect(answers.some((a) => a.holds.distributions > 0)).toBe(true);
      if (kind !== 'opendatasoft') expect(answers.some((a) => a.holds.extents > 0)).toBe(true);
    }
  });
});
