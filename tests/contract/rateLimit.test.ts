import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openSession } from '../../server/auth/session.ts';
import { Client, startServer, type TestServer } from './support/server.ts';

// Issue 29: sign-in and every unsafe method are rate limited per client (@fastify/rate-limit); the
// refusal is Django REST framework's 429 with Retry-After, in the request's language.
let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    rateLimits: { signInPerWindow: 3, unsafePerWindow: 4, publicReadsPerWindow: 3, windowMs: 60_000 },
  });
});

afterAll(async () => {
  await server.close();
});

describe('rate limits', () => {
  test('sign-in answers 429 with Retry-After once an address has used its attempts', async () => {
    const client = new Client(server.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await client.request('POST', '/en/login/signin/', { json: { username: 'x', password: 'y' } }))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await client.request<{ detail: string }>('POST', '/en/login/signin/', {
      json: { username: 'admin', password: 'admin' },
    });
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(refused.body.detail).toBe(`Request was throttled. Expected available in ${seconds} seconds.`);
  });

  test('unsafe requests of a session answer 429 in its language past the limit, reads are not limited', async () => {
    const admin = new Client(server.url);
    // Signed in directly: the sign-in limit of this address is spent by the test above.
    const [user] = await server.app.db.query<{ id: number }>(
      "select id from app_user where username = 'admin'",
    );
    const session = await openSession(server.app.db, user?.id ?? 0, 'admin');
    admin.cookies.set('sessionid', session.sessionId);
    admin.cookies.set('csrftoken', 'csrf-token-of-the-test');
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const answer = await admin.request('POST', '/fr/dataset/contacts/', { json: {} });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 4).every((status) => status === 400)).toBe(true);
    expect(statuses[4]).toBe(429);
    const refused = await admin.request<{ detail: string }>('POST', '/fr/dataset/contacts/', { json: {} });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.detail).toMatch(
      /^La requête a été limitée\. Nouvel essai possible dans \d+ secondes\.$/,
    );
    for (let index = 0; index < 6; index += 1) {
      expect((await admin.request('GET', '/fr/dataset/contacts/')).status).toBe(200);
    }
  });

  test('made-up session cookies buy no allowance of their own', async () => {
    // The sign-in allowance of this address was spent by the first test. Fresh, unknown session
    // cookies do not make a new caller: sign-in stays refused, and unsafe operations (all need a
    // session) are refused 401 before anything runs.
    for (let index = 0; index < 3; index += 1) {
      const stranger = new Client(server.url);
      stranger.cookies.set('sessionid', `made-up-${index}`);
      stranger.cookies.set('csrftoken', `csrf-${index}`);
      const signIn = await stranger.request('POST', '/en/login/signin/', {
        json: { username: 'admin', password: 'admin' },
      });
      expect(signIn.status).toBe(429);
      expect((await stranger.request('POST', '/en/dataset/contacts/', { json: {} })).status).toBe(401);
    }
  });

  test('anonymous reads of the public surface are limited per address, in the request’s language; a session’s are not (issue 50)', async () => {
    const stranger = new Client(server.url);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push((await stranger.request('GET', '/it/dataset/')).status);
    expect(statuses).toEqual([200, 200, 200]);
    // Each public route has its allowance per address, as the unsafe methods have theirs.
    const refused = await stranger.request<{ detail: string }>('GET', '/it/dataset/');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.detail).toMatch(/^\S.*\d+/);
    expect(refused.body.detail).not.toMatch(/^Request was throttled/);
    const [user] = await server.app.db.query<{ id: number }>(
      "select id from app_user where username = 'admin'",
    );
    const session = await openSession(server.app.db, user?.id ?? 0, 'admin');
    const admin = new Client(server.url);
    admin.cookies.set('sessionid', session.sessionId);
    for (let index = 0; index < 5; index += 1)
      expect((await admin.request('GET', '/fr/dataset/')).status).toBe(200);
  });
});
