import { describe, expect, test } from 'vitest';
import { type Client, clientFor, type TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

// The municipality check of issue 33 (part 3) through HTTP: who may call it, how big a body may be,
// the refusals in the request's language, and the seed's jurisdiction holding former communes.

type Check = {
  source: string;
  checked: number;
  issues: { code: string; status: string; replaced_by: { insee: string } | null }[];
};
type Jurisdiction = { id: number; display_name: string; codename: string; municipalities: string[] };

let server: TestServer;
let admin: Client;

serverForFile(
  (ready) => {
    ({ server, admin } = ready);
  },
  { failuresLogged: true },
);

const PATH = '/organisation/municipalities/check/';

describe('checkMunicipalities', () => {
  test('asks to sign in first', async () => {
    const anonymous = await clientFor(server, null);
    const answer = await anonymous.request('POST', `/fr${PATH}`, { json: { codes: ['97302'] } });
    expect(answer.status).toBe(401);
  });

  test('checks 50,000 codes in one request', async () => {
    // A former commune, an unknown code, a current commune, then unknown codes of the longest length
    // allowed (10 characters): the largest body the contract lets through, 50,000 codes in all.
    const first = ['74011', '99999', '97302'];
    const codes = Array.from({ length: 50_000 }, (_, i) => first[i] ?? String(i).padStart(10, 'x'));
    const answer = await admin.request<Check>('POST', `/fr${PATH}`, { json: { codes } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.checked).toBe(50_000);
    expect(answer.body.issues).toHaveLength(49_999);
    expect(answer.body.issues.slice(0, 2).map((issue) => [issue.code, issue.status])).toEqual([
      ['74011', 'delegated'],
      ['99999', 'unknown'],
    ]);
    expect(answer.body.source).toMatch(/^@etalab\/decoupage-administratif \d+\.\d+\.\d+$/);
  });

  test.each([
    ['fr', /au plus 50.?000 éléments/],
    ['en', /no more than 50,?000 items/],
    ['it', /non contenga più di 50.?000 elementi/],
  ] as const)('refuses 50,001 codes, in %s', async (locale, message) => {
    const codes = Array.from({ length: 50_001 }, () => '97302');
    const answer = await admin.request<{ codes: string[] }>('POST', `/${locale}${PATH}`, { json: { codes } });
    expect(answer.status).toBe(400);
    expect(answer.body.codes.join(' ')).toMatch(message);
  });

  test('refuses a code longer than 10 characters and a body without codes', async () => {
    const long = await admin.request('POST', `/en${PATH}`, { json: { codes: ['12345678901'] } });
    expect(long.status).toBe(400);
    const none = await admin.request<{ codes: string[] }>('POST', `/en${PATH}`, { json: {} });
    expect(none.status).toBe(400);
    expect(none.body.codes).toEqual(['This field is required.']);
  });
});

describe('jurisdictions holding former communes', () => {
  test('the seed keeps former communes as a platform loaded before the merges has them', async () => {
    const list = await admin.request<{ results: Jurisdiction[] }>('GET', '/fr/organisation/jurisdictions/', {
      query: { search: 'annécien' },
    });
    const [annecy] = list.body.results;
    expect(annecy?.municipalities).toEqual(['74010', '74011', '74093', '74182']);
    const check = await admin.request<Check>('POST', `/fr${PATH}`, {
      json: { codes: annecy?.municipalities ?? [] },
    });
    expect(check.body.issues.map((issue) => [issue.code, issue.replaced_by?.insee])).toEqual([
      ['74011', '74010'],
      ['74093', '74010'],
      ['74182', '74010'],
    ]);
  });

  test.each([
    ['fr', 'Code INSEE « 99999 » inconnu.'],
    ['en', 'Unknown INSEE code "99999".'],
    ['it', 'Codice INSEE "99999" sconosciuto.'],
  ] as const)('refuses to save an unknown code, in %s', async (locale, message) => {
    const answer = await admin.request<{ municipalities: string[] }>(
      'POST',
      `/${locale}/organisation/jurisdictions/`,
      {
        json: {
          display_name: `Inconnue ${locale}`,
          codename: `inconnue-${locale}`,
          municipalities: ['99999'],
        },
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.municipalities).toEqual([message]);
  });
});
