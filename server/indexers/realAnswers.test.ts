import { describe, expect, test } from 'vitest';
import { answer, answerJson, json, pycswPage, xml } from '../../tests/fixtures/catalogues/serve.ts';
import { MESSAGES } from '../messages/messages.ts';
import { ckanClient, type RemoteRecord } from './catalogues.ts';
import { firstPage, harvest, NONE, servedForTheFile, trial } from './testing/realAnswersHarness.ts';
import { unreadReason } from './trial.ts';

// The corpus of real answers (tests/fixtures/catalogues/SOURCES.md), served offline.

type CkanAnswer = { result: { count: number; results: Record<string, unknown>[] } };

const CKAN_ORG = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');

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

const { at, requestsTo } = servedForTheFile((url) => {
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
    expect(requestsTo('/ckan-capped').map((r) => new URL(r, at('')).searchParams.get('start'))).toEqual([
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
