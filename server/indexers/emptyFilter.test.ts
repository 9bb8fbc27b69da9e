import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AnswerServer,
  answer,
  answerJson,
  json,
  PYCSW_BY_TITLE,
  pycswPage,
  serveAnswers,
  xml,
} from '../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { ckanClient, cswClient, dcatClient, openDataSoftClient } from './catalogues.ts';
import type { CatalogueClient } from './catalogueTypes.ts';

// An organisation filter that matches nothing: each client says how many records the catalogue
// holds without it, one request more, so that this is not taken for an empty catalogue (issue 45,
// HV8). The portals answer real answers (SOURCES.md), emptied when the filter is asked.

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

type CkanAnswer = { result: { count: number; results: unknown[] } };
type OdsAnswer = { total_count: number; results: unknown[] };

/** pycsw's answer with no record, as a CQL filter matching nothing gets it. */
function pycswNone(): string {
  const template = answer('csw/pycsw-dc-sortby-title-asc.xml');
  const head = template.slice(0, template.indexOf('<csw:SearchResults'));
  return `${head}<csw:SearchResults numberOfRecordsMatched="0" numberOfRecordsReturned="0" nextRecord="0" recordSchema="http://www.opengis.net/cat/csw/2.0.2" elementSet="full"></csw:SearchResults>\n</csw:GetRecordsResponse>\n`;
}

let remote: AnswerServer;
const asked = (prefix: string) =>
  remote.requests.filter((r) => r.startsWith(prefix)).map((r) => new URL(r, 'http://x').searchParams);

beforeAll(async () => {
  remote = await serveAnswers((url) => {
    const filtered = ['fq', 'where', 'constraint'].some((key) => url.searchParams.has(key));
    if (url.pathname.startsWith('/ckan/')) {
      const full = answerJson<CkanAnswer>('ckan/ckan28-package-search-organization-5.json');
      return json(filtered ? { ...full, result: { count: 0, results: [] } } : full);
    }
    if (url.pathname.startsWith('/ods/')) {
      const full = answerJson<OdsAnswer>('opendatasoft/explore-v2.1-datasets.json');
      return json(filtered ? { total_count: 0, results: [] } : full);
    }
    if (url.pathname === '/pycsw') return filtered ? xml(pycswNone()) : pycswPage(url);
    if (url.pathname === '/dcat.json') return json(answerJson('dcat/ckanext-dcat-catalog.json'));
    return undefined;
  });
});

afterAll(() => remote.close());

const filtered = (client: CatalogueClient, url: string, offset = 0) =>
  client({ url, organisationFilter: 'Disparue', offset, limit: 10, remote: loopback });

describe('a filter that matches nothing', () => {
  test('CKAN: package_search again without fq, rows=0', async () => {
    expect(await filtered(ckanClient, `${remote.base}/ckan/api/3/`)).toMatchObject({
      records: [],
      total: 0,
      unfiltered: 5,
    });
    const last = asked('/ckan/').at(-1);
    expect([last?.get('rows'), last?.has('fq')]).toEqual(['0', false]);
  });

  test('CSW: GetRecords again without constraint, resultType=hits', async () => {
    expect(await filtered(cswClient, `${remote.base}/pycsw`)).toMatchObject({
      records: [],
      total: 0,
      unfiltered: PYCSW_BY_TITLE.length,
    });
    const last = asked('/pycsw').at(-1);
    expect([last?.get('resultType'), last?.has('constraint')]).toEqual(['hits', false]);
  });

  test('OpenDataSoft: the catalog again without where', async () => {
    expect(await filtered(openDataSoftClient, `${remote.base}/ods/`)).toMatchObject({
      records: [],
      total: 0,
      unfiltered: 19,
    });
    expect(asked('/ods/').at(-1)?.has('where')).toBe(false);
  });

  test('DCAT: the file read holds the count, no request more', async () => {
    expect(await filtered(dcatClient, `${remote.base}/dcat.json`)).toMatchObject({
      records: [],
      total: 0,
      unfiltered: 2,
    });
    expect(asked('/dcat.json')).toHaveLength(1);
  });

  test('a filter that matches, or a later page, asks nothing more', async () => {
    const page = await ckanClient({
      url: `${remote.base}/ckan/api/3/`,
      organisationFilter: null,
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.unfiltered).toBeUndefined();
    expect((await filtered(ckanClient, `${remote.base}/ckan/api/3/`, 10)).unfiltered).toBeUndefined();
  });
});
