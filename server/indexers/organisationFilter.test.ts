import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type AnswerServer,
  answer,
  answerJson,
  json,
  pycswPage,
  serveAnswers,
  xml,
} from '../../tests/fixtures/catalogues/serve.ts';
import type { RemoteOptions } from '../net/remoteFetch.ts';
import { ckanClient } from './ckan.ts';
import { cswClient } from './csw.ts';
import { openDataSoftClient } from './opendatasoft.ts';
import { readCatalogue } from './readCatalogue.ts';

// The organisation filter as each catalogue takes it (issue 28 §9), asked of loopback servers that
// answer real answers (tests/fixtures/catalogues/SOURCES.md) and refuse what the real software refuses.

const loopback: RemoteOptions = { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 };

/**
 * pycsw's refusal of a queryable it does not know (its own test suite: a filter on
 * `apiso:Identifier`, the ISO profile not loaded), as it refuses `OrganisationName`.
 */
const PYCSW_REFUSAL = answer('csw/pycsw-exception-unknown-propertyname.xml');

let remote: AnswerServer;
const asked = (prefix: string) =>
  remote.requests.filter((r) => r.startsWith(prefix)).map((r) => new URL(r, 'http://x').searchParams);

beforeAll(async () => {
  remote = await serveAnswers((url) => {
    const constraint = url.searchParams.get('constraint') ?? '';
    // pycsw: Dublin Core queryables only (no ISO profile).
    if (url.pathname === '/pycsw') {
      return constraint.startsWith('dc:publisher') ? pycswPage(url) : xml(PYCSW_REFUSAL);
    }
    // pycsw's answer to its own test request `constraint=dc:title like '%lor%'` (CQL_TEXT).
    if (url.pathname === '/pycsw-suite') {
      return constraint.startsWith('dc:')
        ? xml(answer('csw/pycsw-dc-cql-title-like.xml'))
        : xml(PYCSW_REFUSAL);
    }
    // A server refusing every constraint.
    if (url.pathname === '/strict-csw') return xml(PYCSW_REFUSAL);
    // GeoNetwork: its OrganisationName queryable.
    if (url.pathname === '/geonetwork') {
      return constraint.startsWith('OrganisationName') ? pycswPage(url) : xml(PYCSW_REFUSAL);
    }
    if (url.pathname.startsWith('/ckan/'))
      return json(answerJson('ckan/ckan28-package-search-organization-5.json'));
    if (url.pathname.startsWith('/ods/')) {
      const page = answerJson<{ results: unknown[] }>('opendatasoft/explore-v2.1-datasets.json');
      return json({ ...page, total_count: page.results.length });
    }
    return undefined;
  });
});

afterAll(() => remote.close());

describe('the organisation filter', () => {
  test('CKAN: fq on the organisation name (its slug), quoted', async () => {
    const page = await ckanClient({
      url: `${remote.base}/ckan/api/3/`,
      organisationFilter: ' test_org_00 ',
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.records).toHaveLength(5);
    expect(asked('/ckan/').at(-1)?.get('fq')).toBe('organization:"test_org_00"');
    await ckanClient({
      url: `${remote.base}/ckan/api/3/`,
      organisationFilter: 'ville "de" paris',
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(asked('/ckan/').at(-1)?.get('fq')).toBe('organization:"ville \\"de\\" paris"');
  });

  test('CSW: pycsw refuses OrganisationName; dc:publisher is asked, then kept for the following pages', async () => {
    const before = remote.requests.length;
    const read = await readCatalogue(
      cswClient,
      { url: `${remote.base}/pycsw`, organisationFilter: "O'Brien", remote: loopback },
      { pageSize: 10 },
    );
    // All 12: the 3 without title are titled by their identifier (issue 45, HV3).
    expect(read.records).toHaveLength(12);
    const constraints = remote.requests
      .slice(before)
      .map((r) => new URL(r, 'http://x').searchParams.get('constraint'));
    expect(constraints).toEqual([
      "OrganisationName like '%O''Brien%'",
      "dc:publisher like '%O''Brien%'",
      "dc:publisher like '%O''Brien%'",
    ]);
  });

  test('CSW on pycsw’s own answers: OrganisationName refused, then its CQL like, the records it answers read', async () => {
    const before = remote.requests.length;
    const page = await cswClient({
      url: `${remote.base}/pycsw-suite`,
      organisationFilter: 'lor',
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.records.map((r) => [r.identifier, r.title])).toEqual([
      ['urn:uuid:19887a8a-f6b0-4a63-ae56-7fba0e17801f', 'Lorem ipsum'],
      ['urn:uuid:a06af396-3105-442d-8b40-22b57a90d2f2', 'Lorem ipsum dolor sit amet'],
    ]);
    expect(page.total).toBe(2);
    const asks = remote.requests.slice(before).map((r) => new URL(r, 'http://x').searchParams);
    expect(asks.map((p) => p.get('constraint'))).toEqual([
      "OrganisationName like '%lor%'",
      // pycsw's test asks `dc:title like '%lor%'`: the same CQL on the queryable of the publisher.
      "dc:publisher like '%lor%'",
    ]);
    for (const p of asks) expect(p.get('constraintLanguage')).toBe('CQL_TEXT');
  });

  test('CSW: GeoNetwork takes OrganisationName at the first request', async () => {
    const before = remote.requests.length;
    const page = await cswClient({
      url: `${remote.base}/geonetwork`,
      organisationFilter: 'DREAL',
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.records.length).toBeGreaterThan(0);
    expect(remote.requests.slice(before)).toHaveLength(1);
    expect(asked('/geonetwork').at(-1)?.get('constraint')).toBe("OrganisationName like '%DREAL%'");
  });

  test('CSW: a server refusing both queryables fails and says the filter cannot apply', async () => {
    await expect(
      cswClient({
        url: `${remote.base}/strict-csw`,
        organisationFilter: 'DREAL',
        offset: 0,
        limit: 10,
        remote: loopback,
      }),
    ).rejects.toThrow(
      'Le catalogue CSW refuse le filtre par organisation (ni OrganisationName ni dc:publisher) : videz le filtre pour moissonner ce catalogue.',
    );
  });

  test('OpenDataSoft: ODSQL search on the publisher, not the exact facet value', async () => {
    const page = await openDataSoftClient({
      url: `${remote.base}/ods`,
      organisationFilter: 'world food "programme"',
      offset: 0,
      limit: 10,
      remote: loopback,
    });
    expect(page.records).toHaveLength(2);
    const params = asked('/ods/').at(-1);
    expect(params?.get('where')).toBe('search(publisher, "world food \\"programme\\"")');
    expect(params?.has('refine')).toBe(false);
  });
});
