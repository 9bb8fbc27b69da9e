import { describe, expect, test } from 'vitest';
import { answer } from '../../tests/fixtures/catalogues/serve.ts';
import { dcatClient } from './catalogues.ts';
import { firstPage, harvest, NONE, servedForTheFile } from './testing/realAnswersHarness.ts';

// The DCAT catalogues in JSON of the corpus of real answers (tests/fixtures/catalogues/SOURCES.md),
// served offline; the CKAN and CSW ones are in realAnswers.test.ts, the JSON-LD ones in
// dcatRealAnswers.test.ts.

const { at, requestsTo } = servedForTheFile((url) => {
  const [, kind, name] = url.pathname.split('/');
  if (kind === 'dcat') return { type: 'application/json', body: answer(`dcat/${name}`) };
  return undefined;
});

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
