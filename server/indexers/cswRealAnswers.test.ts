import { describe, expect, test } from 'vitest';
import {
  answer,
  PYCSW_TITLED,
  PYCSW_UNTITLED,
  pycswPage,
  xml,
} from '../../tests/fixtures/catalogues/serve.ts';
import { cswClient, type RemoteRecord } from './catalogues.ts';
import { firstPage, harvest, NONE, servedForTheFile, trial } from './testing/realAnswersHarness.ts';

// The CSW answers of the corpus of real answers (tests/fixtures/catalogues/SOURCES.md), served
// offline; the CKAN ones are in realAnswers.test.ts.

const { at, requestsTo } = servedForTheFile((url) => {
  const [, kind, name] = url.pathname.split('/');
  if (kind === 'csw') return xml(answer(`csw/${name}`));
  if (kind === 'pycsw') return pycswPage(url);
  return undefined;
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
    expect(requestsTo('/pycsw').map((r) => new URL(r, at('')).searchParams.get('startPosition'))).toEqual([
      '1',
      '11',
    ]);
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
