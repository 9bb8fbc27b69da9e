import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AnswerServer,
  answer,
  answerJson,
  json,
  PYCSW_TITLED,
  PYCSW_UNTITLED,
  pycswPage,
  serveAnswers,
  xml,
} from '../../tests/fixtures/catalogues/serve.ts';
import { MESSAGES } from '../http/catalogue/index.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { type CatalogueClient, ckanClient, cswClient, dcatClient, type RemoteRecord } from './catalogues.ts';
import { readCatalogue } from './readCatalogue.ts';
import { runTrial, unreadReason } from './trial.ts';

// The corpus of real answers (tests/fixtures/catalogues/SOURCES.md), served offline.
const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

type CkanAnswer = { result: { count: number; results: Record<string, unknown>[] } };

const CKAN_ORG = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');

/** What a record holds of issue 45's fields when its answer gives none of them. */
const NONE = { licence: null, bounds: null, distributions: [], contact: null, frequency: null } as const;

/** A CKAN 2.8 resource of that answer: its DataStore dump on the recording server. */
const dump = (key: string, title: string, description: string | null, format: string | null) => ({
  key,
  title,
  description,
  url: `http://127.0.0.1:5000/datastore/dump/${key}`,
  mediaType: null,
  format,
  isData: true,
});

/** A portal that answers at most `cap` entries a page whatever is asked, from a real answer's entries. */
function capped(entries: Record<string, unknown>[], start: number, asked: number, cap: number) {
  return entries.slice(start, start + Math.min(asked, cap));
}

let server: AnswerServer;
const at = (path: string) => `${server.base}${path}`;
const requestsTo = (path: string) => server.requests.filter((r) => r.startsWith(path));

beforeAll(async () => {
  server = await serveAnswers((url) => {
    const [, kind, name] = url.pathname.split('/');
    const q = (key: string, fallback: string) => Number(url.searchParams.get(key) ?? fallback);
    if (kind === 'ckan' && url.pathname.endsWith('/api/3/action/package_search')) {
      return { type: 'application/json', body: answer(`ckan/${name}.json`) };
    }
    if (kind === 'ckan-capped') {
      const results = capped(CKAN_ORG.result.results, q('start', '0'), q('rows', '10'), 2);
      return json({ ...CKAN_ORG, result: { ...CKAN_ORG.result, results } });
    }
    if (kind === 'csw') return xml(answer(`csw/${name}`));
    if (kind === 'pycsw') return pycswPage(url);
    if (kind === 'dcat') return { type: 'application/json', body: answer(`dcat/${name}`) };
    return undefined;
  });
});

afterAll(async () => {
  await server.close();
});

const firstPage = (client: CatalogueClient, url: string, offset = 0) =>
  client({ url, organisationFilter: null, offset, limit: 10, remote: loopback });

const harvest = (client: CatalogueClient, url: string, pageSize?: number) =>
  readCatalogue(client, { url, organisationFilter: null, remote: loopback }, pageSize ? { pageSize } : {});

const trial = (implementation_type: string, url: string) =>
  runTrial({ id: 1, implementation_type, url, organisation_filter: null, url_pattern: null }, loopback);

describe('CKAN package_search answers', () => {
  test('a CKAN 2.8 answer: every package and field, keyed on the id, linked by the name', async () => {
    const page = await firstPage(ckanClient, at('/ckan/ckan28-package-search-organization-5/api/3/'));
    const notes = CKAN_ORG.result.results.map((r) => String(r.notes).trim());
    const site = at('/ckan/ckan28-package-search-organization-5');
    const row = (
      i: number,
      [identifier, reference]: [string, string],
      title: string,
      issued: string,
      modified: string,
      resource: ReturnType<typeof dump>,
      licence: RemoteRecord['licence'] = { identifier: 'eds-license', url: null, title: 'eds-license' },
    ): RemoteRecord => ({
      identifier,
      reference,
      title,
      description: notes[i] ?? null,
      descriptionFormat: 'markdown',
      keywords: [],
      // Their `url` is empty: the page CKAN serves by name.
      url: `${site}/dataset/${reference}`,
      issued,
      modified,
      organisation: 'Test Organization',
      ...NONE,
      licence,
      distributions: [resource],
      contact: { name: 'Energinet', email: 'energidata@energinet.dk' },
    });
    expect(page).toEqual({
      records: [
        row(
          0,
          ['117ac751-b7af-47a6-95ae-1792f2baf8ff', 'capacityauctiondk-testttt7'],
          'Auction of Capacities, PTR DK1-Germany',
          '2019-05-28T16:01:26.309575',
          '2019-05-28T16:19:36.408364',
          dump('e232c9e2-4828-4945-b5e7-29bbfa1c6f0d', 'capacityauctiondk-testt7', null, null),
          null,
        ),
        row(
          1,
          ['c5667cec-c2c7-494e-ad8c-35dca768733a', 'capacityauctiondk1'],
          'Auction of Capacities',
          '2019-03-27T15:26:27.660896',
          '2019-05-27T08:46:08.969062',
          dump('bbda001e-1037-497c-ba86-e275b5ae2b6c', 'capacity-auction-dk', 'Heeey', null),
          {
            identifier: 'cc-by',
            url: 'http://www.opendefinition.org/licenses/cc-by',
            title: 'Creative Commons Attribution',
          },
        ),
        row(
          2,
          ['51906c35-5f1b-42c6-834d-47566424cc57', 'co2emis'],
          'CO2 Emission',
          '2019-04-30T17:17:41.906339',
          '2019-04-30T17:17:43.180581',
          dump(
            '6ed8a2fb-f432-43ce-bae7-17684cf8a6bf',
            'CO2 Emission Data',
            'This text has been added for test purposes by jsq',
            'Data',
          ),
        ),
        row(
          3,
          ['cfd0bad2-a630-47d4-a257-cd4cfdcf196d', 'gassystemrightnow4'],
          'Gas System Right Now',
          '2019-04-30T17:12:12.853109',
          '2019-04-30T17:12:13.368416',
          dump(
            '91ee0945-979e-46b4-9be3-6135b43e9338',
            'Gas System Right Now Data',
            'Real time data for the Danish Gas System',
            'Data',
          ),
        ),
        row(
          4,
          ['0741b4a1-d46c-42ed-bcb5-31b10aceab13', 'electricitybalancenonv'],
          'Electricity Balance Non-Validated',
          '2019-04-30T17:09:08.047495',
          '2019-04-30T17:09:08.940110',
          dump(
            '324a19d1-787f-4797-868b-2356587e4e60',
            'Electricity Balance Non-Validated\r\n Data',
            null,
            'Data',
          ),
        ),
      ],
      total: 5,
      skipped: 0,
      next: null,
    });
    expect(notes[4]).toMatch(/^Data represents the overall balance[\s\S]*with some delay\.$/);
  });

  test('a portal answering 2 packages a page whatever it is asked: the harvest keeps all 5', async () => {
    const read = await harvest(ckanClient, at('/ckan-capped/api/3/'));
    expect(read.records.map((r) => r.identifier)).toEqual(CKAN_ORG.result.results.map((r) => r.id));
    expect(read).toMatchObject({ total: 5, skipped: 0 });
    expect(requestsTo('/ckan-capped').map((r) => new URL(r, server.base).searchParams.get('start'))).toEqual([
      '0',
      '2',
      '4',
    ]);
  });

  test('opendata.swiss: title, description and keywords as language maps, read in French', async () => {
    const page = await firstPage(ckanClient, at('/ckan/opendata-swiss-multilingual/api/3/'));
    expect(page.records).toEqual([
      {
        identifier: 'test-dataset',
        reference: 'test-dataset',
        title: 'FR Test',
        description: 'Description FR',
        descriptionFormat: 'markdown',
        keywords: [],
        // Its own http(s) `url` (HV9).
        url: 'http://some_url/',
        issued: null,
        modified: null,
        organisation: null,
        ...NONE,
      },
    ]);
  });

  test('ckanext-fluent: the translated fields, in English when there is no French', async () => {
    const page = await firstPage(ckanClient, at('/ckan/ckanext-dcat-fluent-multilingual/api/3/'));
    expect(page.records).toEqual([
      {
        identifier: 'test-dataset-multilingual',
        reference: 'test-dataset-multilingual',
        title: 'Test DCAT dataset',
        description: 'Some description',
        descriptionFormat: 'markdown',
        keywords: ['Oaks', 'Pines'],
        url: 'http://example.org/ds1',
        issued: null,
        modified: null,
        organisation: null,
        ...NONE,
        // The first of its scheming `contact` list, named in English as its other fields.
        contact: { name: 'Contact 1', email: 'contact1@example.org' },
        // A resource without id: keyed on its address.
        distributions: [
          {
            key: 'https://example.com/data.csv',
            title: 'Resource 1',
            description: 'Some description',
            url: 'https://example.com/data.csv',
            mediaType: null,
            format: 'CSV',
            isData: true,
          },
        ],
      },
    ]);
  });
});

describe('CSW GetRecords answers (pycsw)', () => {
  // A cast: spreading a Partial widens each field to `| undefined`, which the record does not take.
  const dc = (identifier: string, title: string, more: Partial<RemoteRecord> = {}): RemoteRecord =>
    ({
      identifier,
      title,
      description: null,
      keywords: [],
      url: expect.stringMatching(
        new RegExp(`request=GetRecordById&elementSetName=full&id=${encodeURIComponent(identifier)}$`),
      ),
      issued: null,
      modified: null,
      organisation: null,
      ...NONE,
      ...more,
    }) as RemoteRecord;

  test('full Dublin Core records are asked for, and every field of a page is read', async () => {
    const page = await firstPage(cswClient, at('/csw/pycsw-dc-full-page1.xml'));
    expect(requestsTo('/csw/pycsw-dc-full-page1.xml').at(-1)).toMatch(/elementSetName=full/);
    expect(page).toEqual({
      records: [
        dc('urn:uuid:19887a8a-f6b0-4a63-ae56-7fba0e17801f', 'Lorem ipsum', {
          description:
            'Quisque lacus diam, placerat mollis, pharetra in, commodo sed, augue. Duis iaculis arcu vel arcu.',
          keywords: ['Tourism--Greece'],
        }),
        // No dc:title: titled by its identifier (HV3); its box is latitude first (EPSG:4326's axes).
        dc('urn:uuid:1ef30a8b-876d-4828-9246-c37ab4510bbd', 'urn:uuid:1ef30a8b-876d-4828-9246-c37ab4510bbd', {
          titledByIdentifier: true,
          description: 'Proin sit amet justo. In justo. Aenean adipiscing nulla id tellus.',
          bounds: [13.754, 60.042, 17.92, 68.41],
        }),
        dc('urn:uuid:66ae76b7-54ba-489b-a582-0f0633d96493', 'Maecenas enim', {
          description: 'Pellentesque tempus magna non sapien fringilla blandit.',
          keywords: ['Marine sediments'],
        }),
        dc('urn:uuid:6a3de50b-fa66-4b58-a0e6-ca146fdd18d4', 'Ut facilisis justo ut lacus', {
          keywords: ['Vegetation'],
        }),
        dc('urn:uuid:784e2afd-a9fd-44a6-9a92-a3848371c8ec', 'Aliquam fermentum purus quis arcu', {
          description:
            'Vestibulum quis ipsum sit amet metus imperdiet vehicula. Nulla scelerisque cursus mi.',
          keywords: ['Hydrography--Dictionaries'],
          issued: '2006-05-12',
        }),
      ],
      total: 12,
      skipped: 0,
      next: 5,
    });
  });

  test('the last page (nextRecord 0) ends the paging', async () => {
    const page = await firstPage(cswClient, at('/csw/pycsw-dc-full-end.xml'), 9);
    expect(page.records.map((r) => r.identifier)).toEqual([
      'urn:uuid:a06af396-3105-442d-8b40-22b57a90d2f2',
      'urn:uuid:ab42a8c4-95e8-4630-bf79-33e59241605a',
      'urn:uuid:e9330592-0932-474b-be34-c3a3bb67c7db',
    ]);
    expect(page.records[1]?.titledByIdentifier).toBe(true);
    expect(page.records[2]).toEqual(
      dc('urn:uuid:e9330592-0932-474b-be34-c3a3bb67c7db', 'Fuscé vitae ligulä', {
        description:
          'Morbi ultriçes, dui suscipit vestibulum prètium, velit ante pretium tortor, egët tincidunt pede odio ac nulla.',
        keywords: ['Land titles'],
        issued: '2003-05-09',
      }),
    );
    expect(page).toMatchObject({ total: 12, skipped: 0, next: null });
  });

  test('pycsw answering 10 records a page: the harvest follows nextRecord and keeps all 12, 3 titled by their identifier', async () => {
    const read = await harvest(cswClient, at('/pycsw'));
    expect(read.records.filter((r) => !r.titledByIdentifier).map((r) => r.title)).toEqual(PYCSW_TITLED);
    expect(read.records.filter((r) => r.titledByIdentifier).map((r) => r.title)).toEqual(PYCSW_UNTITLED);
    expect(read).toMatchObject({ total: 12, skipped: 0 });
    expect(
      requestsTo('/pycsw').map((r) => new URL(r, server.base).searchParams.get('startPosition')),
    ).toEqual(['1', '11']);
  });

  test('ISO 19139 records (gmd:MD_Metadata) are read: the resource citation, not the thesauri', async () => {
    const page = await firstPage(cswClient, at('/csw/pycsw-iso19139-page1.xml'));
    const link = (url: string) => ({
      key: url,
      url,
      title: null,
      description: null,
      mediaType: null,
      format: null,
      isData: true,
    });
    const aerial = (identifier: string) =>
      dc(identifier, 'Aerial Photos', {
        description: 'Aerial Photos',
        keywords: ['Orthoimagery'],
        issued: '2009-10-09',
        modified: '2009-10-09',
        organisation: 'YPAAT',
        licence: { identifier: null, url: null, title: 'no limitations' },
        bounds: [20, 38, 24, 40],
        distributions: [link('http://www.ypaat.gr/')],
        contact: { name: 'YPAAT', email: 'ypaat@ypaat.gr' },
      });
    expect(page).toEqual({
      records: [
        dc('3e9a8c05', 'test Title', {
          description: 'test Abstract',
          keywords: ['Geographic viewer (humanGeographicViewer)', 'administration'],
          issued: '2011-04-19',
          modified: '2011-04-18',
          organisation: 'NTUA',
          // The legal constraint, not the MD_Constraints' "Conditions unknown" before it.
          licence: { identifier: null, url: null, title: 'no limitation' },
          bounds: [19.37, 34.8, 29.61, 41.75],
          distributions: [link('http://aiolos.survey.ntua.gr/geoserver/wms')],
          contact: { name: 'NTUA', email: 'tzotsos@gmail.com' },
        }),
        aerial('366f6257-19eb-4f20-ba78-0698ac4aae77'),
        aerial('75a7eb5e-336e-453d-ab06-209b1070d396'),
        aerial('a7308c0a-b748-48e2-bab7-0a608a51d416'),
        aerial('0173e0d7-6ea9-4407-b846-f29d6bfa9903'),
      ],
      total: 18,
      skipped: 0,
      next: 5,
    });
  });

  test('an answer that counts 12 records but holds none ends the paging, and the trial says so', async () => {
    const page = await firstPage(cswClient, at('/csw/pycsw-dc-all-no-record.xml'));
    expect(page).toEqual({ records: [], total: 12, skipped: 0, next: null });
    expect(await trial('csw', at('/csw/pycsw-dc-all-no-record.xml'))).toEqual({
      status: 'FAILURE',
      err: 'Le catalogue annonce 12 fiches, mais sa réponse n’en contient aucune.',
    });
  });

  test('records in a schema the harvester does not read (FGDC) fail with the reason', async () => {
    expect(await trial('csw', at('/csw/pycsw-fgdc.xml'))).toEqual({
      status: 'FAILURE',
      err: 'La réponse CSW contient 2 fiches au format metadata, que le moissonneur ne lit pas (il lit Dublin Core csw:Record et ISO 19139 gmd:MD_Metadata).',
    });
  });
});

// OpenDataSoft: odsRealAnswers.test.ts.

describe('DCAT catalogues in JSON and JSON-LD', () => {
  test('ckanext-dcat’s JSON catalogue: every dataset and field', async () => {
    const page = await firstPage(dcatClient, at('/dcat/ckanext-dcat-catalog.json'));
    expect(page).toEqual({
      records: [
        {
          identifier: 'https://data.some.org/catalog/datasets/1',
          title: 'Example dataset 1',
          description:
            'A longer description of dataset 1: includes three distributions, a CSV file, a PDF file and an API. Some special characters: Θεσσαλονίκη.',
          keywords: ['stats', 'pollution'],
          // An empty landingPage: the http(s) identifier (issue 28 §7).
          url: 'https://data.some.org/catalog/datasets/1',
          issued: '2013-04-26T00:00:00Z',
          modified: '2013-04-26T00:00:00Z',
          organisation: 'Publishing Organization for dataset 1',
          ...NONE,
          licence: { identifier: null, url: 'https://data.some.org/link/to/license', title: null },
          // The API's empty downloadURL gives way to its accessURL, the others' empty accessURL
          // never becomes the catalogue file's address.
          distributions: [
            {
              key: 'https://data.some.org/the/actual/catalog/datasets/1/resources/1.csv',
              title: 'A distribution for this dataset in CSV format',
              description: 'A longer description for the distribution',
              url: 'https://data.some.org/the/actual/catalog/datasets/1/resources/1.csv',
              mediaType: null,
              format: 'text/csv',
              isData: true,
            },
            {
              key: 'https://data.some.org/the/actual/catalog/datasets/1/resources/2.pdf',
              title: 'A distribution for this dataset in PDF format',
              description: 'A longer description for the distribution',
              url: 'https://data.some.org/the/actual/catalog/datasets/1/resources/2.pdf',
              mediaType: null,
              format: 'application/pdf',
              isData: true,
            },
            {
              key: 'https://data.some.org/the/actual/catalog/link/to/an/api',
              title: 'A distribution for this dataset as an API',
              description: 'A longer description for the distribution',
              url: 'https://data.some.org/the/actual/catalog/link/to/an/api',
              mediaType: null,
              format: null,
              isData: true,
            },
          ],
        },
        {
          identifier: 'https://data.some.org/catalog/datasets/2',
          title: 'Example dataset 2',
          description:
            'A longer description of dataset 2: with two distributions, a website and a PDF file. Some special characters: Łódź',
          keywords: ['stats', 'education', 'sloths'],
          // An empty landingPage: the http(s) identifier (issue 28 §7).
          url: 'https://data.some.org/catalog/datasets/2',
          issued: '2012-06-21',
          modified: '2013-04-01',
          organisation: 'Publishing Organization for dataset 2',
          ...NONE,
          distributions: [
            {
              key: 'https://external.site.org/',
              title: 'A distribution for this dataset as an external website',
              description: 'A longer description for the distribution',
              url: 'https://external.site.org/',
              mediaType: null,
              format: 'html',
              isData: true,
            },
            {
              key: 'https://data.some.org/the/actual/catalog/datasets/2/resources/2.pdf',
              title: 'A distribution for this dataset in PDF format',
              description: 'A longer description for the distribution',
              url: 'https://data.some.org/the/actual/catalog/datasets/2/resources/2.pdf',
              mediaType: null,
              format: 'application/pdf',
              isData: true,
            },
          ],
        },
      ],
      total: 2,
      skipped: 0,
      next: null,
    });
  });

  test('a harvest reads the file once, whatever the number of pages', async () => {
    const read = await harvest(dcatClient, at('/dcat/ckanext-dcat-catalog.json?harvest'), 1);
    expect(read.records.map((r) => r.title)).toEqual(['Example dataset 1', 'Example dataset 2']);
    expect(requestsTo('/dcat/ckanext-dcat-catalog.json?harvest')).toHaveLength(1);
  });

  test('a DCAT-US data.json with JSON-LD contexts (Project Open Data 1.1)', async () => {
    const page = await firstPage(dcatClient, at('/dcat/ckanext-dcat-catalog-pod.jsonld'));
    expect(page.records).toEqual([
      {
        identifier: 'widgets-0001',
        title: 'U.S. Widget Manufacturing Statistics',
        description: 'This dataset provides national statistics on the production of widgets',
        keywords: ['widget', 'manufacturing', 'factory'],
        url: 'http://agency.gov/widgets/data',
        issued: '2011-11-22',
        modified: '2011-11-19T12:00:00Z',
        organisation: 'Widget Services',
        ...NONE,
        // Its context maps `license` to `dct:#license`, read as dct:license.
        licence: { identifier: null, url: 'http://creativecommons.org/publicdomain/zero/1.0/', title: null },
        // A place name: an extent, but no box to read.
        invalidBounds: 'United States',
        distributions: [
          {
            key: 'https://data.agency.gov/datasets/widgets-statistics/widgets.csv',
            title: 'widgets.csv',
            description: 'Widgets data as a CSV file',
            url: 'https://data.agency.gov/datasets/widgets-statistics/widgets.csv',
            mediaType: 'text/csv',
            format: 'CSV',
            isData: true,
          },
          {
            key: 'https://data.agency.gov/datasets/widgets-statistics/widgets-all.zip',
            title: 'widgets-all.zip',
            description: 'Widgets data as a zipped CSV file with attached data dictionary',
            url: 'https://data.agency.gov/datasets/widgets-statistics/widgets-all.zip',
            mediaType: 'application/zip',
            format: 'Zipped CSV',
            isData: true,
          },
          {
            key: 'http://www.agency.gov/feeds/widgets-all.json',
            title: 'widgets-all.json',
            description: 'Widget data as a JSON feed',
            url: 'http://www.agency.gov/feeds/widgets-all.json',
            mediaType: 'application/json',
            format: 'JSON',
            isData: true,
          },
          {
            key: 'https://data.agency.gov/api/widgets-statistics/',
            title: 'Widgets REST API',
            description: 'A fully queryable REST API with JSON and XML output',
            url: 'https://data.agency.gov/api/widgets-statistics/',
            mediaType: null,
            format: 'API',
            isData: true,
          },
        ],
        frequency: 'R/P1Y',
      },
    ]);
  });
  // The JSON-LD answers: dcatRealAnswers.test.ts.
});

describe('trials on real answers', () => {
  test.each([
    ['ckan', '/ckan/ckan28-package-search-organization-5/api/3/', 5],
    ['csw', '/csw/pycsw-dc-full-page1.xml', 5],
    ['csw', '/csw/pycsw-iso19139-page1.xml', 5],
    ['dcat', '/dcat/ckanext-dcat-catalog.json', 2],
  ])('%s %s: SUCCESS with its %i records', async (type, path, count) => {
    const result = await trial(type, at(path));
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results).toHaveLength(count);
    for (const record of result.results) expect(record.url).toMatch(/^https?:\/\//);
  });
});

describe('the reasons are in the message catalogue', () => {
  test.each([
    ['fr', 'Le catalogue annonce 12 fiches, mais sa réponse n’en contient aucune.'],
    ['en', 'The catalogue announces 12 records, but its response holds none.'],
    ['it', 'Il catalogo annuncia 12 schede, ma la sua risposta non ne contiene nessuna.'],
  ])('%s', (locale, expected) => {
    expect(
      MESSAGES.translate(locale, 'Le catalogue annonce 12 fiches, mais sa réponse n’en contient aucune.'),
    ).toBe(expected);
  });

  test('every reason of an unread answer', () => {
    for (const reason of [
      unreadReason(0, 1, null),
      unreadReason(0, 3, 3),
      unreadReason(0, 0, 1),
      'La réponse CSW contient 1 fiche au format metadata, que le moissonneur ne lit pas (il lit Dublin Core csw:Record et ISO 19139 gmd:MD_Metadata).',
    ]) {
      expect(MESSAGES.translate('en', reason ?? '')).not.toBe(reason);
    }
    expect(unreadReason(2, 1, 3)).toBeNull();
    expect(unreadReason(0, 0, 0)).toBeNull();
  });
});
