import jsonld, { type JsonLdDocument } from 'jsonld';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AnswerServer,
  answer,
  answerJson,
  json,
  serveAnswers,
} from '../../tests/fixtures/catalogues/serve.ts';
import { MESSAGES } from '../messages/messages.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { dcatClient } from './catalogues.ts';
import { readCatalogue } from './readCatalogue.ts';
import { runTrial } from './trial.ts';

// DCAT catalogues read as JSON-LD (issue 28 §2, §7), on the real answers of
// tests/fixtures/catalogues/dcat/ (SOURCES.md), served offline.
const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };
const DCAT_US = 'https://project-open-data.cio.gov/v1.1/schema/catalog.jsonld';
const HYDRA = { hydra: 'http://www.w3.org/ns/hydra/core#' };

type Doc = Record<string, unknown>;
const GRAPH = answerJson('dcat/ckanext-dcat-catalog-graph.jsonld');
const W3C = answerJson('dcat/w3c-dcat3-basic-example.jsonld');
const CATALOG = answerJson<{ dataset: Doc[] }>('dcat/ckanext-dcat-catalog.json');
const POD = answerJson<{ dataset: Doc[] }>('dcat/ckanext-dcat-catalog-pod.jsonld');
/** The real datasets of two ckanext-dcat examples: the three a paged catalogue serves. */
const PAGED = [...CATALOG.dataset, ...POD.dataset];

/** A fixture's `@graph` with its nodes changed by `change` (by `@id`). */
function withNodes(document: Doc, change: Record<string, (node: Doc) => Doc>): Doc {
  const graph = document['@graph'] as Doc[];
  return { ...document, '@graph': graph.map((n) => change[String(n['@id'])]?.(n) ?? n) };
}

let server: AnswerServer;
const at = (path: string) => `${server.base}${path}`;
/** Documents the tests serve under /doc/<name>. */
const docs = new Map<string, unknown>();

beforeAll(async () => {
  server = await serveAnswers((url) => {
    const [, kind, name] = url.pathname.split('/');
    if (kind === 'dcat') return { type: 'application/ld+json', body: answer(`dcat/${name}`) };
    if (kind === 'doc' && docs.has(name ?? '')) return json(docs.get(name ?? ''));
    if (kind === 'hydra') {
      // ckanext-dcat's paging: one dataset a page, a hydra:PagedCollection whose links are literals.
      const page = Number(url.searchParams.get('page') ?? '1');
      const last = PAGED.length;
      const link = (n: number) => `${server.base}/hydra/catalog.jsonld?page=${n}`;
      return json({
        '@context': [DCAT_US, HYDRA],
        '@graph': [
          { '@type': 'dcat:Catalog', dataset: PAGED.slice(page - 1, page) },
          {
            '@id': link(page),
            '@type': 'hydra:PagedCollection',
            'hydra:firstPage': link(1),
            'hydra:lastPage': link(last),
            ...(page < last
              ? { 'hydra:nextPage': name === 'away' ? 'http://localhost:9/x' : link(page + 1) }
              : {}),
            'hydra:itemsPerPage': 1,
            'hydra:totalItems': last,
          },
        ],
      });
    }
    return undefined;
  });
});

afterAll(async () => {
  await server.close();
});

const firstPage = (url: string) =>
  dcatClient({ url, organisationFilter: null, offset: 0, limit: 10, remote: loopback });
const serve = (name: string, document: unknown) => {
  docs.set(name, document);
  return at(`/doc/${name}`);
};
const trial = (url: string) =>
  runTrial(
    { id: 1, implementation_type: 'dcat', url, organisation_filter: null, url_pattern: null },
    loopback,
  );

describe('DCAT JSON-LD fixtures, every record and field', () => {
  test('ckanext-dcat’s @graph with dcterms: keys; the catalogue’s publisher given by @id', async () => {
    expect(await firstPage(at('/dcat/ckanext-dcat-catalog-graph.jsonld'))).toEqual({
      records: [
        {
          identifier: 'https://ckan.example.org/dataset/d4ce4e6e-ab89-44cb-bf5c-33a162c234de#dataset',
          title: 'Title dataset',
          description: 'Description distribution',
          keywords: [],
          // No landing page: the dataset's own IRI, not the catalogue file (§7).
          url: 'https://ckan.example.org/dataset/d4ce4e6e-ab89-44cb-bf5c-33a162c234de#dataset',
          issued: null,
          modified: null,
          organisation: 'Organization example.org',
          licence: { identifier: null, url: 'http://www.opendefinition.org/licenses/cc-zero', title: null },
          bounds: null,
          // Keyed on the distribution's IRI; its address is the downloadURL.
          distributions: [
            {
              key: 'https://ckan.example.org/dataset/d4ce4e6e-ab89-44cb-bf5c-33a162c234de/resource/a289c289-55c9-410f-b4c7-f88e5f6f4e47#distribution',
              title: 'download.zip',
              description: null,
              url: 'http://example2.org/files/download.zip',
              mediaType: null,
              format: null,
              isData: true,
            },
          ],
          contact: { name: 'Jane Doe', email: 'jane.doe@agency.gov' },
          frequency: null,
        },
      ],
      total: 1,
      skipped: 0,
      next: null,
    });
  });

  test('the W3C DCAT 3 example: language-tagged title and keywords, compact IRIs', async () => {
    expect(await firstPage(at('/dcat/w3c-dcat3-basic-example.jsonld'))).toEqual({
      records: [
        {
          identifier: 'https://dcat.example.org/dataset-001',
          title: 'Imaginary dataset',
          description: null,
          keywords: ['accountability', 'payments', 'transparency'],
          url: 'https://dcat.example.org/dataset-001',
          issued: '2011-12-05',
          modified: '2011-12-15',
          // Its publisher ex:finance-ministry is given by @id and not described: its IRI (HV5).
          organisation: 'https://dcat.example.org/finance-ministry',
          licence: null,
          // A GeoNames place: an extent without a box.
          bounds: null,
          invalidBounds: 'http://sws.geonames.org/6695072/',
          distributions: [
            {
              key: 'https://dcat.example.org/dataset-001-csv',
              title: 'CSV distribution of imaginary dataset 001',
              description: null,
              url: 'http://dcat.example.org/files/001.csv',
              mediaType: 'text/csv',
              format: null,
              isData: true,
              byteSize: 5120,
            },
          ],
          // The contact point is given by @id and not described.
          contact: null,
          frequency: 'http://purl.org/linked-data/sdmx/2009/code#freq-W',
          // Read since issue 51 (the DCAT-AP export's round trip): the period it covers.
          temporal: { start: '2011-07-01', end: '2011-09-30' },
        },
      ],
      total: 1,
      // ex:dataset-002 and ex:dataset-003 are listed by the catalogue but never described on any
      // page: finally not read (HV7).
      skipped: 2,
      next: null,
    });
  });

  test.each([
    ['/dcat/ckanext-dcat-catalog-graph.jsonld', 1],
    ['/dcat/w3c-dcat3-basic-example.jsonld', 1],
    ['/dcat/ckanext-dcat-catalog-pod.jsonld', 1],
  ])('the trial of %s succeeds with its %i record', async (path, count) => {
    const result = await trial(at(path));
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results).toHaveLength(count);
  });
});

describe('JSON-LD read as JSON-LD', () => {
  test('a dataset’s publisher given as {"@id"} is the name the graph gives that node', async () => {
    const publisher = { '@id': 'https://www.example.org/impressum#publisher' };
    const document = withNodes(GRAPH, {
      'https://example.org#catalog': ({ 'dcterms:publisher': _, ...catalogue }) => catalogue,
      'https://ckan.example.org/dataset/d4ce4e6e-ab89-44cb-bf5c-33a162c234de#dataset': (node) => ({
        ...node,
        'dcterms:publisher': publisher,
      }),
    });
    const page = await firstPage(serve('publisher-by-id', document));
    expect(page.records.map((r) => r.organisation)).toEqual(['Organization example.org']);
  });

  test.each([
    [['en', 'fr', 'de'], 'Jeu imaginaire', ['fr-mot']],
    [['de', 'en'], 'Imaginary dataset', ['en-word']],
    [['de'], 'Imaginärer Datensatz', ['de-wort']],
  ])(
    'titles and keywords in %j: the preferred language’s (fr, en, it, then any)',
    async (languages, title, keywords) => {
      const text: Record<string, [string, string]> = {
        en: ['Imaginary dataset', 'en-word'],
        fr: ['Jeu imaginaire', 'fr-mot'],
        de: ['Imaginärer Datensatz', 'de-wort'],
      };
      const tagged = (i: 0 | 1) => languages.map((l) => ({ '@language': l, '@value': text[l]?.[i] }));
      const document = withNodes(W3C, {
        'ex:dataset-001': (node) => ({ ...node, 'dcterms:title': tagged(0), 'dcat:keyword': tagged(1) }),
      });
      const [record] = (await firstPage(serve(`languages-${languages.join('-')}`, document))).records;
      expect({ title: record?.title, keywords: record?.keywords }).toEqual({ title, keywords });
    },
  );

  test('the same graph in expanded form (an array of nodes, no context) reads the same', async () => {
    const expanded = await jsonld.expand(GRAPH as JsonLdDocument);
    expect(Array.isArray(expanded)).toBe(true);
    const page = await firstPage(serve('expanded', expanded));
    expect(page).toEqual(await firstPage(at('/dcat/ckanext-dcat-catalog-graph.jsonld')));
    expect(page.records).toHaveLength(1);
  });

  test('a data.json naming the DCAT-US context reads with the bundled context, as without any', async () => {
    const named = await firstPage(serve('dcat-us-named', { '@context': DCAT_US, ...CATALOG }));
    const plain = await firstPage(at('/dcat/ckanext-dcat-catalog.json'));
    expect(named).toEqual(plain);
    expect(named.records.map((r) => r.url)).toEqual([
      'https://data.some.org/catalog/datasets/1',
      'https://data.some.org/catalog/datasets/2',
    ]);
  });

  test('another remote context is refused with its reason, and never fetched', async () => {
    const context = at('/doc/context.jsonld');
    docs.set('context.jsonld', { '@context': { title: 'http://purl.org/dc/terms/title' } });
    const result = await trial(serve('remote-context', { '@context': context, ...CATALOG }));
    expect(result).toEqual({
      status: 'FAILURE',
      err: `Le catalogue DCAT renvoie au contexte JSON-LD ${context}, que le moissonneur ne télécharge pas : il ne connaît que celui de DCAT-US 1.1, les autres doivent être écrits dans la réponse.`,
    });
    expect(server.requests).not.toContain('/doc/context.jsonld');
  });

  test('an answer that is no valid JSON-LD fails with what jsonld says', async () => {
    const result = await trial(serve('invalid', { '@context': { title: 5 }, ...CATALOG }));
    expect(result.status === 'FAILURE' && result.err).toMatch(
      /^La réponse du catalogue DCAT n’est pas un JSON-LD valide : Invalid JSON-LD syntax; .+[^.]\.$/,
    );
  });

  test('an answer that is no DCAT catalogue still says so', async () => {
    await expect(firstPage(serve('not-dcat', { success: true, result: {} }))).rejects.toThrow(
      'La réponse n’est pas un catalogue DCAT en JSON (pas de tableau « dataset »).',
    );
  });
});

describe('hydra paging (ckanext-dcat’s catalog.jsonld?page=N)', () => {
  test('a harvest follows every next page, each read once, and keeps every record', async () => {
    const read = await readCatalogue(
      dcatClient,
      { url: at('/hydra/catalog.jsonld'), organisationFilter: null, remote: loopback },
      { pageSize: 2 },
    );
    expect(read.records.map((r) => r.title)).toEqual([
      'Example dataset 1',
      'Example dataset 2',
      'U.S. Widget Manufacturing Statistics',
    ]);
    expect(read).toMatchObject({ total: 3, skipped: 0 });
    expect(server.requests.filter((r) => r.startsWith('/hydra/'))).toEqual([
      '/hydra/catalog.jsonld',
      '/hydra/catalog.jsonld?page=2',
      '/hydra/catalog.jsonld?page=3',
    ]);
  });

  test('a next page on another server is not followed: the read fails with the reason', async () => {
    await expect(
      readCatalogue(dcatClient, { url: at('/hydra/away'), organisationFilter: null, remote: loopback }),
    ).rejects.toThrow(
      'La page suivante du catalogue DCAT (http://localhost:9/x) n’est pas sur le serveur du catalogue : elle n’est pas lue.',
    );
  });
});

test.each([
  [
    'Le catalogue DCAT renvoie au contexte JSON-LD https://w3id.org/x.jsonld, que le moissonneur ne télécharge pas : il ne connaît que celui de DCAT-US 1.1, les autres doivent être écrits dans la réponse.',
    'The DCAT catalogue refers to the JSON-LD context https://w3id.org/x.jsonld, which the harvester does not download: it knows only DCAT-US 1.1’s, others must be written in the response.',
  ],
  [
    'La réponse du catalogue DCAT n’est pas un JSON-LD valide : Invalid JSON-LD syntax.',
    'The DCAT catalogue’s response is not valid JSON-LD: Invalid JSON-LD syntax.',
  ],
])('the reason in English: %s', (fr, en) => {
  expect(MESSAGES.translate('en', fr)).toBe(en);
});
