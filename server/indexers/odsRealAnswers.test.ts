import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type AnswerServer, answerJson, json, serveAnswers } from '../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { openDataSoftClient } from './opendatasoft.ts';
import { readCatalogue } from './readCatalogue.ts';
import { runTrial } from './trial.ts';

// The OpenDataSoft answers of the corpus (tests/fixtures/catalogues/SOURCES.md), served offline:
// every dataset and field the harvest keeps, checked against the answer.

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

type Metas = { metas: { default: Record<string, unknown> } };
type V21Answer = { total_count: number; results: (Metas & Record<string, unknown>)[] };
type V20Answer = {
  total_count: number;
  links: { rel: string; href: string }[];
  datasets: { dataset: Metas & Record<string, unknown> }[];
};

const V21 = answerJson<V21Answer>('opendatasoft/explore-v2.1-datasets.json');
const V20 = answerJson<V20Answer>('opendatasoft/explore-v2.0-datasets.json');
const ECONOMIE = answerJson<V20Answer>('opendatasoft/explore-v2.0-economie-gouv-paged.json');

let server: AnswerServer;
const at = (path: string) => `${server.base}${path}`;

beforeAll(async () => {
  server = await serveAnswers((url) => {
    const [, kind] = url.pathname.split('/');
    if (!url.pathname.endsWith('/api/explore/v2.1/catalog/datasets')) return undefined;
    if (kind === 'ods') return json(V21);
    if (kind === 'ods-v20') return json(V20);
    if (kind === 'economie') return json(ECONOMIE);
    if (kind === 'ods-capped') {
      // The two datasets the documentation's answer holds, one a page: total_count counts them.
      const offset = Number(url.searchParams.get('offset') ?? '0');
      return json({ total_count: V21.results.length, results: V21.results.slice(offset, offset + 1) });
    }
    return undefined;
  });
});

afterAll(async () => {
  await server.close();
});

const firstPage = (url: string) =>
  openDataSoftClient({ url, organisationFilter: null, offset: 0, limit: 10, remote: loopback });

/** The CSV export of a dataset with records: what the harvest offers as its data (opendatasoft.ts). */
const csvExport = (site: string, id: string, title: string) => ({
  key: 'export-csv',
  title: `${title} (CSV)`,
  description: null,
  url: `${site}/api/explore/v2.1/catalog/datasets/${id}/exports/csv`,
  mediaType: 'text/csv',
  format: 'CSV',
  isData: true,
});
const ETALAB = {
  identifier: 'Licence Ouverte v2.0 (Etalab)',
  url: 'https://www.etalab.gouv.fr/wp-content/uploads/2017/04/ETALAB-Licence-Ouverte-v2.0.pdf',
  title: 'Licence Ouverte v2.0 (Etalab)',
};
/** ODS answers name places by code, not by box; none of these has a DCAT contact or frequency. */
const NO_PLACE = { bounds: null, contact: null, frequency: null };

/** The records the documentation's two datasets read to, on the portal at `site`. */
const documentationRecords = (site: string) => {
  const metas = V21.results.map((r) => r.metas.default);
  return [
    {
      identifier: 'da_6kvv9v',
      reference: 'world-administrative-boundaries-countries-and-territories',
      title: 'World Administrative Boundaries - Countries and Territories',
      description: metas[0]?.description,
      keywords: ['United Nation', 'ISO-3 code', 'Countries', 'Territories', 'Shape', 'Boundaries'],
      url: `${site}/explore/dataset/world-administrative-boundaries-countries-and-territories/`,
      issued: '2021-06-23T15:00:02.656000+00:00',
      modified: '2021-06-23T14:59:57+00:00',
      organisation: 'World Food Programme (UN agency)',
      licence: {
        identifier: 'Open Government Licence v3.0',
        url: 'http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/',
        title: 'Open Government Licence v3.0',
      },
      ...NO_PLACE,
      distributions: [
        csvExport(
          site,
          'world-administrative-boundaries-countries-and-territories',
          'World Administrative Boundaries - Countries and Territories',
        ),
      ],
    },
    {
      identifier: 'da_5m8ykr',
      reference: 'geonames-all-cities-with-a-population-1000',
      title: 'Geonames - All Cities with a population > 1000',
      description: metas[1]?.description,
      keywords: [],
      url: `${site}/explore/dataset/geonames-all-cities-with-a-population-1000/`,
      issued: '2021-06-23T14:49:23.198000+00:00',
      modified: '2021-06-23T14:37:45+00:00',
      organisation: null,
      licence: null,
      ...NO_PLACE,
      distributions: [
        csvExport(
          site,
          'geonames-all-cities-with-a-population-1000',
          'Geonames - All Cities with a population > 1000',
        ),
      ],
    },
  ];
};

describe('OpenDataSoft Explore v2.1 answers', () => {
  test('every dataset and field of the documentation’s answer, keyed on dataset_uid', async () => {
    const page = await firstPage(at('/ods/api/explore/v2.1/'));
    expect(page).toEqual({ records: documentationRecords(at('/ods')), total: 19, skipped: 0, next: 2 });
    expect(V21.results[0]?.metas.default.description).toMatch(/^<p>This dataset displays level 0/);
  });

  test('a portal answering one dataset a page: the harvest keeps both', async () => {
    const read = await readCatalogue(openDataSoftClient, {
      url: at('/ods-capped/api/explore/v2.1/'),
      organisationFilter: null,
      remote: loopback,
    });
    expect(read.records.map((r) => r.identifier)).toEqual(V21.results.map((r) => r.dataset_uid));
    const offsets = server.requests
      .filter((r) => r.startsWith('/ods-capped'))
      .map((r) => new URL(r, server.base).searchParams.get('offset'));
    expect(offsets).toEqual(['0', '1']);
  });
});

describe('OpenDataSoft Explore v2.0 answers', () => {
  test('the v2.0 documentation’s answer (datasets wrapped in `dataset`) reads as its v2.1 one', async () => {
    const page = await firstPage(at('/ods-v20/'));
    expect(page).toEqual({ records: documentationRecords(at('/ods-v20')), total: 19, skipped: 0, next: 2 });
  });

  test('data.economie.gouv.fr, page 1 of 426: every dataset and field; the next page where its link says', async () => {
    const page = await firstPage(at('/economie/explore/'));
    const metas = ECONOMIE.datasets.map((d) => d.dataset.metas.default);
    const site = at('/economie');
    expect(page).toEqual({
      records: [
        {
          identifier: 'da_eeozwd',
          reference: 'mef-catalogue-temporaire',
          title: 'MEF - catalogue - temporaire',
          // "description": null, "keyword": null
          description: null,
          keywords: [],
          url: `${site}/explore/dataset/mef-catalogue-temporaire/`,
          issued: '2022-03-11T15:04:21.859000+00:00',
          modified: '2019-01-08T17:21:04+00:00',
          organisation: 'OpenDataSoft',
          licence: ETALAB,
          ...NO_PLACE,
          distributions: [csvExport(site, 'mef-catalogue-temporaire', 'MEF - catalogue - temporaire')],
        },
        {
          identifier: 'da_oc6m1o',
          reference: 'france-relance-donnees-agregees',
          title: 'France Relance - données agrégées',
          description: metas[1]?.description,
          keywords: ['Plan de relance'],
          url: `${site}/explore/dataset/france-relance-donnees-agregees/`,
          issued: '2023-01-14T23:02:56.863000+00:00',
          modified: '2021-09-06T10:02:29+00:00',
          organisation: 'SGPR',
          licence: ETALAB,
          ...NO_PLACE,
          distributions: [
            csvExport(site, 'france-relance-donnees-agregees', 'France Relance - données agrégées'),
          ],
        },
        {
          identifier: 'da_e6yxsl',
          reference: 'plan-de-relance-france-num-laureats-et-montants-par-departement',
          title: 'Plan de relance - Chèque France Num : nombre de bénéficiaires et montants par département',
          description: metas[2]?.description,
          keywords: ['Plan de relance'],
          url: `${site}/explore/dataset/plan-de-relance-france-num-laureats-et-montants-par-departement/`,
          issued: '2022-08-12T14:37:53.678000+00:00',
          modified: '2021-09-21T07:32:13.089000+00:00',
          organisation: 'DGE',
          licence: ETALAB,
          ...NO_PLACE,
          distributions: [
            csvExport(
              site,
              'plan-de-relance-france-num-laureats-et-montants-par-departement',
              'Plan de relance - Chèque France Num : nombre de bénéficiaires et montants par département',
            ),
          ],
        },
      ],
      total: 426,
      skipped: 0,
      next: 3,
    });
    // The descriptions are HTML, kept as the portal wrote them until the sanitiser reads them.
    expect(metas[1]?.description).toMatch(/^<p>Le Gouvernement est pleinement mobilisé/);
    // The offset the answer's own `next` link gives.
    const next = ECONOMIE.links.find((l) => l.rel === 'next');
    expect(new URL(next?.href ?? '').searchParams.get('offset')).toBe(String(page.next));
  });

  test.each([
    ['/ods-v20/', 2],
    ['/economie/', 3],
  ])('the trial on %s: SUCCESS with its %i datasets', async (path, count) => {
    const result = await runTrial(
      {
        id: 1,
        implementation_type: 'opendatasoft',
        url: at(path),
        organisation_filter: null,
        url_pattern: null,
      },
      loopback,
    );
    if (result.status !== 'SUCCESS') throw new Error(result.err);
    expect(result.results).toHaveLength(count);
  });
});
