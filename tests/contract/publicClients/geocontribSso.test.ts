/**
 * Replays GeoContrib's single sign-on against the reference backend, as
 * neogeo-technologies/geocontrib@374f362db11d7b8207f68d3e7f201c7060c0f22f api/views/login.py:168-178
 * (UserInfoView.get) makes it: python `requests.get(SSO_OGS_SESSION_URL, cookies={'sessionid': …})`
 * with no CSRF token and no Authorization, then, on 200 only, `response.json()['user']['username']`.
 * Any other status means "not signed in" to GeoContrib.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

/** Signs in through the HTML form, as the person's browser does on the platform. */
async function browserSessionId(username: string): Promise<string> {
  const browser = new Client(server.url);
  const page = await browser.request('GET', '/fr/login/signin/', { query: { next: '/publish/fr/' } });
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  const signIn = await browser.request('POST', '/fr/login/signin/?next=%2Fpublish%2Ffr%2F', {
    urlencoded: { csrfmiddlewaretoken: token, username, password: username, next: '/publish/fr/' },
  });
  expect(signIn.status).toBe(303);
  return browser.cookies.get('sessionid') ?? '';
}

/**
 * The GET GeoContrib sends: python-requests' default headers plus the `sessionid` cookie, nothing
 * else (node:http, so that no fetch implementation adds Sec-Fetch-* or Origin headers).
 */
function geocontribGet(sessionId: string | null): Promise<{ status: number; json: unknown }> {
  const url = new URL('/fr/login/session/', server.url);
  const headers: Record<string, string> = {
    'User-Agent': 'python-requests/2.32.3',
    'Accept-Encoding': 'identity',
    Accept: '*/*',
    Connection: 'close',
  };
  if (sessionId !== null) headers.Cookie = `sessionid=${sessionId}`;
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method: 'GET', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, json: JSON.parse(text || 'null') }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

describe('GeoContrib single sign-on (UserInfoView.get)', () => {
  test('a platform session cookie alone gives 200 and user.username', async () => {
    const answer = await geocontribGet(await browserSessionId('producteur'));
    expect(answer.status).toBe(200);
    expect((answer.json as { user: { username: string } }).user.username).toBe('producteur');
  });

  test('without a session the answer is 401, which GeoContrib reads as not signed in', async () => {
    expect((await geocontribGet(null)).status).toBe(401);
    expect((await geocontribGet('no-such-session')).status).toBe(401);
  });

  test('a user who has not accepted the terms of use gets 403, so GeoContrib does not sign them in', async () => {
    const answer = await geocontribGet(await browserSessionId('nouveau'));
    expect(answer.status).toBe(403);
    expect(answer.json).toMatchObject({ code: 'terms_required' });
  });
});
