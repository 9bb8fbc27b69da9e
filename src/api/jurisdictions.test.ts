import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import {
  createJurisdiction,
  createJurisdictionMutation,
  deleteJurisdiction,
  isInseeCode,
  type JurisdictionInput,
  jurisdictionKeys,
  jurisdictionQuery,
  jurisdictionsQuery,
  listMunicipalitiesByCode,
  municipalitiesQuery,
  updateJurisdiction,
  updateJurisdictionMutation,
} from './jurisdictions';
import { organisationKeys } from './keys';
import {
  fakeApi,
  itInvalidates,
  itSendsCalls,
  itSendsQueries,
  jsonResponse,
  mutationCase,
  queryCase,
} from './testing/fakeApi';

afterEach(() => setApiClient());

const input: JurisdictionInput = {
  display_name: 'Île de Cayenne',
  codename: 'ile-de-cayenne',
  municipalities: ['97302'],
};

describe('jurisdiction queries', () => {
  itSendsQueries([
    queryCase(
      'list from page 1',
      jurisdictionsQuery(),
      '/fr/organisation/jurisdictions/?page=1&page_size=20',
    ),
    queryCase(
      'list searched',
      jurisdictionsQuery({ search: 'cayenne' }),
      '/fr/organisation/jurisdictions/?page=1&page_size=20&search=cayenne',
    ),
    queryCase('detail', jurisdictionQuery(2), '/fr/organisation/jurisdictions/2/'),
    queryCase(
      'municipalities',
      municipalitiesQuery(),
      '/fr/organisation/municipalities/?page=1&page_size=20',
    ),
    queryCase(
      'municipalities searched',
      municipalitiesQuery({ search: 'kourou' }),
      '/fr/organisation/municipalities/?page=1&page_size=20&search=kourou',
    ),
    queryCase(
      'pasted INSEE codes with their shapes',
      municipalitiesQuery({ inseeCodes: ['97302', '97304'], withGeometry: true, pageSize: 1000 }),
      '/fr/organisation/municipalities/?page=1&page_size=1000&insee__in=97302%2C97304&with_geometry=true',
    ),
  ]);
});

describe('jurisdiction requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createJurisdiction(input),
      method: 'POST',
      url: '/fr/organisation/jurisdictions/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateJurisdiction(2, input),
      method: 'PUT',
      url: '/fr/organisation/jurisdictions/2/',
      body: input,
    },
    {
      name: 'delete',
      run: () => deleteJurisdiction(2),
      method: 'DELETE',
      url: '/fr/organisation/jurisdictions/2/',
      reply: { status: 204 },
    },
  ]);
});

describe('jurisdiction mutations', () => {
  const list = jurisdictionKeys.list({ page: 1 });
  itInvalidates([
    mutationCase('create', createJurisdictionMutation(), input, {
      invalidated: [list],
      untouched: [jurisdictionKeys.detail(2)],
    }),
    mutationCase(
      'update',
      updateJurisdictionMutation(),
      { id: 2, body: input },
      {
        invalidated: [list, jurisdictionKeys.detail(2), organisationKeys.detail(3)],
        untouched: [jurisdictionKeys.detail(4), organisationKeys.lists()],
      },
    ),
  ]);
});

describe('municipalities by INSEE code', () => {
  it('recognises INSEE codes, Corsica included', () => {
    expect(['97302', '2A004', '2B033'].every(isInseeCode)).toBe(true);
    expect(['9730', '973020', '2C004', 'abcde', ' 97302', ''].some(isInseeCode)).toBe(false);
  });

  it('asks 200 codes per request, never text that is not a code, and joins the answers', async () => {
    const codes = Array.from({ length: 450 }, (_, index) => String(1001 + index).padStart(5, '0'));
    const server = fakeApi((request) => {
      const asked = new URL(request.url).searchParams.get('insee__in')?.split(',') ?? [];
      const results = asked
        .filter((code) => code !== '01001')
        .map((insee) => ({ insee, display_name: insee }));
      return jsonResponse({ count: results.length, next: null, previous: null, results });
    });
    const found = await listMunicipalitiesByCode([...codes, 'Cayenne', '99', codes[3] ?? ''], {
      withGeometry: true,
    });
    expect(
      server.requests.map((request) => new URL(request.url, 'http://x').searchParams.get('page_size')),
    ).toEqual(['200', '200', '50']);
    expect(server.requests.every((request) => request.url.includes('with_geometry=true'))).toBe(true);
    expect(found.map((municipality) => municipality.insee)).toEqual(codes.filter((code) => code !== '01001'));
  });

  it('sends nothing when no code is asked', async () => {
    const server = fakeApi();
    expect(await listMunicipalitiesByCode(['abc'])).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });
});
