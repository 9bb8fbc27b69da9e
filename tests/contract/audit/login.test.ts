import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, clientFor, contractDrifts, startServer, type TestServer } from '../support/server.ts';

// Regression tests of the security audit of 2026-11-25 (M3, M4, L6, L8): the login service.

let server: TestServer;
let origin: string;

// Tight limits so the throttle shows in a few attempts; a long lock so it still holds when checked.
const THROTTLE = {
  accountFailures: 3,
  addressFailures: 6,
  baseDelayMs: 60_000,
  maxDelayMs: 120_000,
  windowMs: 60_000,
  maxKeys: 40,
};

beforeAll(async () => {
  server = await startServer({ secureCookies: true, signInThrottle: THROTTLE });
  origin = new URL(server.url).origin;
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request from another loopback address (127.0.0.x), so each test has a client address of its own
 * (Linux answers every 127/8 address on the loopback interface).
 */
function fromAddress(
  localAddress: string,
  method: string,
  path: string,
  json?: unknown,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const url = new URL(path, server.url);
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const signInFrom = (address: string, username: string, password: string, locale = 'fr') =>
  fromAddress(address, 'POST', `/${locale}/login/signin/`, { username, password });

/** Signs in through the HTML form, as a browser does. */
async function formSignIn(client: Client, username: string, password = username, next = '/publish/fr/data/') {
  const page = await client.request('GET', '/fr/login/signin/', { query: { next } });
  const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
  return client.request('POST', `/fr/login/signin/?next=${encodeURIComponent(next)}`, {
    urlencoded: { csrfmiddlewaretoken: token, username, password, next },
  });
}

/** Where a browser goes with this Location (the WHATWG URL parser, as in browsers). */
const landing = (location: string | null) => new URL(location ?? '', server.url);

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

// Values of `next` that must never lead off the site: the audit's vectors and the usual list.
const OFF_SITE = [
  '/\t/evil.example/',
  '/\n/evil.example/',
  '/\r\n/evil.example/',
  '/\u000b/evil.example/',
  '/\u0000/evil.example/',
  ' //evil.example/',
  '\t//evil.example/',
  '/ /evil.example/',
  '/\u00a0/evil.example/',
  '//evil.example/',
  '//evil.example',
  '///evil.example/',
  '/\\evil.example/',
  '/\\/evil.example/',
  '\\/evil.example/',
  '\\\\evil.example/',
  '/.//evil.example/',
  '/..//evil.example/',
  '/./\\evil.example/',
  '/%2e//evil.example/',
  '%2F%2Fevil.example/',
  '%2f%2fevil.example/',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  '/javascript:alert(1)\n',
  'data:text/html,<script>alert(1)</script>',
  'http://evil.example/',
  'https://evil.example/publish/',
  'https:evil.example',
  'http:/evil.example/',
  `${'http://127.0.0.1.evil.example'}/`,
  'evil.example',
];

describe('M3: open redirect on the login pages', () => {
  test.each(OFF_SITE.map((next) => [JSON.stringify(next), next]))(
    'M3: next=%s never leaves the site (signout, signin, terms, profile)',
    async (_shown, next) => {
      // Sign-out redirects at once (anonymous: nothing to confirm).
      const signOut = await new Client(server.url).request('GET', '/fr/login/signout/', { query: { next } });
      expect(signOut.status).toBe(303);
      expect(signOut.headers.get('location')).toBe('/publish/fr/');
      expect(landing(signOut.headers.get('location')).origin).toBe(origin);

      // A signed-in user opening the sign-in page is sent to next.
      const admin = await clientFor(server, 'admin');
      const signIn = await admin.request('GET', '/fr/login/signin/', { query: { next } });
      expect(signIn.status).toBe(303);
      expect(signIn.headers.get('location')).toBe('/publish/fr/');

      // The profile and the accepted terms link back to next.
      for (const page of ['profile', 'terms']) {
        const answer = await admin.request('GET', `/fr/login/${page}/`, { query: { next } });
        expect(answer.status, page).toBe(200);
        const links = [...answer.text.matchAll(/href="([^"]*)"/g)].map((m) => m[1] ?? '');
        expect(links.length, page).toBeGreaterThan(0);
        for (const href of links) {
          const decoded = href.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
          expect(landing(decoded).origin, `${page}: ${href}`).toBe(origin);
        }
        expect(answer.text).toContain('href="/publish/fr/"');
      }
    },
  );

  test("M3: the audit's request GET /fr/login/signout/?next=/%09/evil.example/ stays on the site", async () => {
    for (const query of [
      '/%09/evil.example/',
      '/%0A/evil.example/',
      '%09//evil.example/',
      '/%5C/evil.example/',
    ]) {
      const raw = await fromAddress('127.0.0.1', 'GET', `/fr/login/signout/?next=${query}`);
      expect(raw.status, query).toBe(303);
      expect(landing(String(raw.headers.location)).origin, query).toBe(origin);
    }
    // Encoded once more, the tab is a mere path character (%09) on this site.
    const twice = await fromAddress('127.0.0.1', 'GET', '/fr/login/signout/?next=/%2509/evil.example/');
    expect(twice.headers.location).toBe('/%09/evil.example/');
  });

  test('M3: after signing in on the form, an off-site next falls back to the home', async () => {
    for (const next of ['/\t/evil.example/', '/.//evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      const answer = await formSignIn(new Client(server.url), 'producteur', 'producteur', next);
      expect(answer.status, JSON.stringify(next)).toBe(303);
      expect(answer.headers.get('location'), JSON.stringify(next)).toBe('/publish/fr/');
    }
  });

  test('M3: a local next keeps its path, query and hash', async () => {
    const next = '/publish/fr/data/?x=1#y';
    const signOut = await new Client(server.url).request('GET', '/fr/login/signout/', { query: { next } });
    expect(signOut.headers.get('location')).toBe(next);
    const signIn = await formSignIn(new Client(server.url), 'producteur', 'producteur', next);
    expect(signIn.headers.get('location')).toBe(next);
    const profile = await (await clientFor(server, 'admin')).request('GET', '/fr/login/profile/', {
      query: { next },
    });
    expect(profile.text).toContain('href="/publish/fr/data/?x=1#y"');
    // Encoded slashes stay a path on this site.
    const encoded = await new Client(server.url).request('GET', '/fr/login/signout/', {
      query: { next: '/%2F%2Fevil.example/' },
    });
    expect(landing(encoded.headers.get('location')).origin).toBe(origin);
    expect(encoded.headers.get('location')).toBe('/%2F%2Fevil.example/');
  });
});

describe('L6: characters not allowed in a header', () => {
  test('L6: next=/%E3%80%82/ or %0B answers 303 with a valid, percent-encoded Location', async () => {
    const cases: [string, string][] = [
      ['/\u3002/', '/%E3%80%82/'],
      ['/\u000b', '/publish/fr/'],
      ['/caf\u00e9/?q=\u00e9t\u00e9#\u00e9', '/caf%C3%A9/?q=%C3%A9t%C3%A9#%C3%A9'],
      ['/publish/fr/\u{1F600}/', '/publish/fr/%F0%9F%98%80/'],
    ];
    for (const [next, location] of cases) {
      const raw = await fromAddress(
        '127.0.0.1',
        'GET',
        `/fr/login/signout/?next=${encodeURIComponent(next)}`,
      );
      expect(raw.status, JSON.stringify(next)).toBe(303);
      expect(raw.headers.location, JSON.stringify(next)).toBe(location);
      const signIn = await formSignIn(new Client(server.url), 'gestionnaire', 'gestionnaire', next);
      expect(signIn.status, JSON.stringify(next)).toBe(303);
      expect(signIn.headers.get('location')).toBe(location);
    }
    expect(server.logs.filter((line) => line.includes('ERR_INVALID_CHAR'))).toEqual([]);
  });
});

describe('M4: brute-force protection', () => {
  test('M4: after the allowed failures an account answers 429 with Retry-After, even to the right password, from any address', async () => {
    // 12 wrong passwords at once, as in the audit: no more than the allowed number are checked.
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => signInFrom('127.0.0.11', 'visiteur', 'not-the-password')),
    );
    const statuses = burst.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(THROTTLE.accountFailures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - THROTTLE.accountFailures);

    const right = await signInFrom('127.0.0.11', 'visiteur', 'visiteur');
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(THROTTLE.baseDelayMs / 1000);
    expect(JSON.parse(right.text)).toMatchObject({
      code: 'throttled',
      detail: expect.stringMatching(/Réessayez/),
    });
    // The account is throttled whatever the address; the message follows the request's language.
    const elsewhere = await signInFrom('127.0.0.12', 'visiteur', 'visiteur', 'en');
    expect(elsewhere.status).toBe(429);
    expect(JSON.parse(elsewhere.text)).toMatchObject({ detail: expect.stringMatching(/Try again/) });
    const italian = await signInFrom('127.0.0.12', 'VISITEUR', 'visiteur', 'it');
    expect(italian.status).toBe(429);
    expect(JSON.parse(italian.text)).toMatchObject({ detail: expect.stringMatching(/Riprova/) });
    // Failures are logged with the account and the address, never the password.
    const logged = server.logs.filter((line) => line.includes('sign-in') && line.includes('visiteur'));
    expect(logged.length).toBeGreaterThanOrEqual(THROTTLE.accountFailures);
    expect(logged.some((line) => line.includes('127.0.0.11'))).toBe(true);
    expect(server.logs.join('\n')).not.toContain('not-the-password');
  });

  test('M4: the HTML sign-in page answers 429 with Retry-After and a message in its language', async () => {
    const client = new Client(server.url);
    const fr = await formSignIn(client, 'visiteur');
    expect(fr.status).toBe(429);
    expect(Number(fr.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fr.headers.get('content-type')).toContain('text/html');
    expect(fr.text).toContain('Trop de tentatives');
    expect(client.cookies.has('sessionid')).toBe(false);
    const page = await client.request('GET', '/en/login/signin/');
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const en = await client.request('POST', '/en/login/signin/', {
      urlencoded: { csrfmiddlewaretoken: token, username: 'visiteur', password: 'visiteur' },
    });
    expect(en.status).toBe(429);
    expect(en.text).toContain('Too many failed sign-ins');
  });

  test('M4: an unknown user name is throttled exactly like a known one', async () => {
    const known: RawAnswer[] = [];
    const unknown: RawAnswer[] = [];
    for (let attempt = 0; attempt <= THROTTLE.accountFailures; attempt += 1) {
      known.push(await signInFrom('127.0.0.13', 'nouveau', 'wrong-password'));
      unknown.push(await signInFrom('127.0.0.14', 'personne-inconnue', 'wrong-password'));
    }
    const shape = (answer: RawAnswer) => [
      answer.status,
      answer.text,
      answer.headers['retry-after'] !== undefined,
    ];
    expect(known.map(shape)).toEqual(unknown.map(shape));
    expect(known.map((answer) => answer.status)).toEqual([400, 400, 400, 429]);
    expect(known[3]?.headers['retry-after']).toBe(unknown[3]?.headers['retry-after']);
  });

  test('M4: failures from one address across accounts are throttled, other addresses still sign in', async () => {
    for (let index = 0; index < THROTTLE.addressFailures - 1; index += 1) {
      const answer = await signInFrom('127.0.0.15', `essai-${index}`, 'wrong-password');
      expect(answer.status).toBe(400);
    }
    // A success does not clear the address counter (one known account cannot launder the others).
    expect((await signInFrom('127.0.0.15', 'admin', 'admin')).status).toBe(200);
    expect((await signInFrom('127.0.0.15', 'essai-last', 'wrong-password')).status).toBe(400);
    const locked = await signInFrom('127.0.0.15', 'admin', 'admin');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom('127.0.0.16', 'admin', 'admin')).status).toBe(200);
  });

  test('M4: a success resets the account counter; successful sign-ins never count', async () => {
    for (let round = 0; round < 3; round += 1) {
      const address = `127.0.0.${17 + round}`;
      for (let failure = 0; failure < THROTTLE.accountFailures - 1; failure += 1) {
        expect((await signInFrom(address, 'gestionnaire', 'wrong-password')).status).toBe(400);
      }
      expect((await signInFrom(address, 'gestionnaire', 'gestionnaire')).status).toBe(200);
    }
    for (let index = 0; index < 15; index += 1) {
      expect((await new Client(server.url).signIn('admin')).status).toBe(200);
    }
  });

  test('M4: the throttle keeps a bounded number of keys', async () => {
    for (let index = 0; index < THROTTLE.maxKeys + 10; index += 1) {
      const answer = await signInFrom(`127.0.1.${index + 1}`, `inondation-${index}`, 'wrong-password');
      expect(answer.status).toBe(400);
    }
    const size = await server.app.services.login.throttle.size();
    expect(size.accounts).toBeLessThanOrEqual(THROTTLE.maxKeys);
    expect(size.addresses).toBeLessThanOrEqual(THROTTLE.maxKeys);
  });
});

describe('L8: cookies and sessions', () => {
  test('L8: with secureCookies the session and CSRF cookies are Secure', async () => {
    const client = new Client(server.url);
    const first = await client.request('GET', '/fr/login/signin/');
    expect(first.headers.getSetCookie().find((c) => c.startsWith('csrftoken='))).toMatch(/; Secure/);
    const api = await client.signIn('producteur');
    const cookies = api.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('sessionid='))).toMatch(/; Secure/);
    expect(cookies.find((c) => c.startsWith('csrftoken='))).toMatch(/; Secure/);
    const page = await formSignIn(new Client(server.url), 'producteur');
    expect(page.headers.getSetCookie().find((c) => c.startsWith('sessionid='))).toMatch(/; Secure/);
    const out = await client.request('GET', '/fr/login/signout/', { headers: SAME_ORIGIN });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('sessionid='))).toMatch(/; Secure/);
  });

  test('L8: signing in rotates the CSRF token: a planted csrftoken does not survive', async () => {
    const planted = 'planted-by-the-attacker-0123456789';
    const api = new Client(server.url);
    api.cookies.set('csrftoken', planted);
    const answer = await api.signIn('producteur');
    expect(answer.status).toBe(200);
    const set = answer.headers.getSetCookie().filter((c) => c.startsWith('csrftoken='));
    expect(set).toHaveLength(1);
    expect(api.cookies.get('csrftoken')).not.toBe(planted);
    const forged = await api.request('POST', '/fr/dataset/contacts/', {
      json: { name: 'Planté', email: 'plant@example.org' },
      noCsrf: true,
      headers: { 'x-csrftoken': planted },
    });
    expect(forged.status).toBe(403);

    const browser = new Client(server.url);
    browser.cookies.set('csrftoken', planted);
    const page = await formSignIn(browser, 'producteur');
    expect(page.status).toBe(303);
    expect(browser.cookies.get('csrftoken')).not.toBe(planted);
    expect(browser.cookies.get('csrftoken')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  });

  test('L8: GET sign-out from another site asks for confirmation; the confirmed POST signs out', async () => {
    const client = await clientFor(server, 'producteur');
    const session = () => client.request('GET', '/fr/login/session/');
    const crossSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { referer: 'http://evil.example/page' },
      {},
    ];
    for (const headers of crossSite) {
      for (const query of [{ next: '/publish/fr/' }, undefined]) {
        const answer = await client.request('GET', '/fr/login/signout/', {
          headers,
          ...(query ? { query } : {}),
        });
        expect(answer.status, JSON.stringify(headers)).toBe(200);
        expect(answer.headers.get('content-type')).toContain('text/html');
        expect(answer.text).toContain('<form method="post"');
        expect(answer.headers.getSetCookie().some((c) => c.startsWith('sessionid='))).toBe(false);
        expect((await session()).status, JSON.stringify(headers)).toBe(200);
      }
    }
    const page = await client.request('GET', '/en/login/signout/', {
      query: { next: '/publish/en/home/' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(page.text).toContain('Sign out');
    const token = /name="csrfmiddlewaretoken" value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const action = /<form method="post" action="([^"]+)"/.exec(page.text)?.[1]?.replace(/&#38;/g, '&') ?? '';
    // Without the CSRF token the form does nothing.
    const forged = await client.request('POST', action, { urlencoded: { csrfmiddlewaretoken: 'forged' } });
    expect(forged.status).toBe(403);
    expect((await session()).status).toBe(200);
    const confirmed = await client.request('POST', action, { urlencoded: { csrfmiddlewaretoken: token } });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/publish/en/home/');
    expect((await session()).status).toBe(401);
  });

  test('L8: GET sign-out from the site itself signs out at once (the SPA link)', async () => {
    const sameSite: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin },
      { referer: `${origin}/publish/fr/home/` },
    ];
    for (const headers of sameSite) {
      const link = await clientFor(server, 'producteur');
      const answer = await link.request('GET', '/fr/login/signout/', {
        headers,
        query: { next: '/publish/' },
      });
      expect(answer.status, JSON.stringify(headers)).toBe(303);
      expect(answer.headers.get('location')).toBe('/publish/');
      expect((await link.request('GET', '/fr/login/session/')).status).toBe(401);
      const api = await clientFor(server, 'producteur');
      expect((await api.request('GET', '/fr/login/signout/', { headers })).status).toBe(204);
      expect((await api.request('GET', '/fr/login/session/')).status).toBe(401);
    }
    // A JWT client signs out without any of them: a header cannot come from another site's link.
    const jwt = await clientFor(server, 'producteur');
    jwt.useJwt = true;
    expect((await jwt.request('GET', '/fr/login/signout/')).status).toBe(204);
    expect((await jwt.request('GET', '/fr/login/session/')).status).toBe(401);
  });

  test('L8: a session unused for 12 hours expires (cookie and JWT); last use is written at most once a minute', async () => {
    const client = await clientFor(server, 'producteur');
    const bearer = new Client(server.url);
    bearer.useJwt = true;
    bearer.token = client.token;
    const sessionId = client.cookies.get('sessionid') ?? '';
    const lastSeen = async () =>
      (
        await server.app.db.query<{ last_seen_at: Date }>('select last_seen_at from session where id = $1', [
          sessionId,
        ])
      )[0]?.last_seen_at.getTime();
    const setLastSeen = (interval: string) =>
      server.app.db.query(`update session set last_seen_at = now() - interval '${interval}' where id = $1`, [
        sessionId,
      ]);

    expect((await client.request('GET', '/fr/login/session/')).status).toBe(200);
    const first = await lastSeen();
    expect((await client.request('GET', '/fr/login/session/')).status).toBe(200);
    expect(await lastSeen()).toBe(first);

    await setLastSeen('11 hours 59 minutes');
    const before = await lastSeen();
    expect((await bearer.request('GET', '/fr/login/session/')).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThan((before ?? 0) + 11 * 3600_000);

    await setLastSeen('12 hours 1 minute');
    expect((await client.request('GET', '/fr/login/session/')).status).toBe(401);
    expect((await bearer.request('GET', '/fr/login/session/')).status).toBe(401);
  });
});
