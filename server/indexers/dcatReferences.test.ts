import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { dcatClient } from './catalogues.ts';
import { CORPUS, type CorpusServer, serveCorpus } from './corpus.ts';
import { readCatalogue } from './readCatalogue.ts';

// Datasets a JSON-LD page only refers to (issue 45, HV7) and publishers given by IRI (HV5), on
// udata's and the W3C's answers (SOURCES.md).

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

let server: CorpusServer;

beforeAll(async () => {
  server = await serveCorpus();
});

afterAll(async () => {
  await server.close();
});

const urlOf = (file: string) => {
  const found = CORPUS.find((a) => a.file === file);
  if (!found) throw new Error(file);
  return server.urlOf(found);
};

describe('datasets referred to by IRI', () => {
  test('a hydra collection listing on each page the datasets both describe: all 4 read, none skipped', async () => {
    const read = await readCatalogue(
      dcatClient,
      { url: urlOf('dcat/udata-paged-collection-1.jsonld'), organisationFilter: null, remote: loopback },
      { pageSize: 1 },
    );
    expect(read.records.map((r) => r.identifier).sort()).toEqual(['1', '2', '3', '4']);
    expect(read.skipped).toBe(0);
    expect(server.requests.filter((r) => r.startsWith('/corpus/dcat/udata-paged-collection-2'))).toHaveLength(
      1,
    );
  });

  test('blank-node datasets: the label the catalogue lists is not a skipped record', async () => {
    const page = await dcatClient({
      url: urlOf('dcat/udata-bnodes.jsonld'),
      organisationFilter: null,
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.records.map((r) => r.title)).toEqual(['Dataset 1', 'Dataset 2', 'Dataset 3']);
    expect(page.skipped).toBe(0);
  });

  test('datasets listed and never described are counted skipped once, when the last page is read', async () => {
    const read = await readCatalogue(
      dcatClient,
      { url: urlOf('dcat/w3c-dcat3-basic-example.jsonld'), organisationFilter: null, remote: loopback },
      { pageSize: 1 },
    );
    expect(read).toMatchObject({ skipped: 2 });
    // Its publisher is given by IRI, with no node naming it: the IRI is kept (HV5).
    expect(read.records[0]?.organisation).toBe('https://dcat.example.org/finance-ministry');
  });
});
