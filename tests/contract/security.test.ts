import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadSpec } from '../../server/http/spec.ts';
import { Client, clientFor, startServer, type TestServer } from './support/server.ts';

const spec = await loadSpec();
const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
/** Signing in opens the session the token belongs to: it cannot need one yet. */
const NO_SESSION_YET = new Set(['signIn']);
const unsafe = spec.operations.filter(
  (operation) => UNSAFE.has(operation.method) && !NO_SESSION_YET.has(operation.operationId),
);

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'publish-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ distDir });
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('security headers', () => {
  test.each([
    ['the SPA', '/publish/', 200],
    ['a deep SPA route', '/publish/fr/datasets/', 200],
    ['the sign-in page', '/fr/login/signin/', 200],
    ['the API', '/fr/dataset/categories/', 401],
  ])(
    '%s carries a Content-Security-Policy that allows no inline or evaluated script',
    async (_what, path, status) => {
      const answer = await new Client(server.url).request('GET', path);
      expect(answer.status).toBe(status);
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('same-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    },
  );

  test('an error answer carries them too', async () => {
    const answer = await new Client(server.url).request('GET', '/fr/dataset/no-such-thing/');
    expect(answer.status).toBe(404);
    expect(directives(answer.headers.get('content-security-policy')).get('script-src')).toEqual(["'self'"]);
  });
});

describe('cookies', () => {
  test('the session cookie is HttpOnly and SameSite', async () => {
    const client = new Client(server.url);
    await client.request('GET', '/fr/login/signin/');
    const answer = await client.request('POST', '/fr/login/signin/', {
      json: { username: 'visiteur', password: 'visiteur' },
    });
    expect(answer.status).toBe(200);
    const session = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('sessionid='));
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  });

  test('the CSRF cookie is SameSite, and readable by the SPA, which copies it into a header', async () => {
    const answer = await new Client(server.url).request('GET', '/fr/dataset/categories/');
    const csrf = answer.headers.getSetCookie().find((cookie) => cookie.startsWith('csrftoken='));
    expect(csrf).toMatch(/;\s*SameSite=(Lax|Strict)/i);
    // Double-submit: another site can neither read the cookie nor set the header, so it stays readable.
    expect(csrf).not.toMatch(/HttpOnly/i);
  });
});

describe('CSRF', () => {
  let admin: Client;
  beforeAll(async () => {
    admin = await clientFor(server, 'admin');
  });

  /** The operation's path with its parameters filled; the token is checked before anything else. */
  const pathOf = (path: string) =>
    `/fr${path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === 'slug' ? 'file-upload' : '1'))}`;

  test.each(unsafe.map((operation) => [operation.operationId, operation] as const))(
    '%s refuses a session request without the X-CSRFToken header',
    async (_id, operation) => {
      const answer = await admin.request(operation.method.toUpperCase(), pathOf(operation.path), {
        noCsrf: true,
        json: {},
      });
      expect(answer.status, answer.text).toBe(403);
      expect(answer.text).toMatch(/CSRF/);
    },
  );
});
