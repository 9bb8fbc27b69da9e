import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Client, clientFor, startServer, type TestServer } from './support/server.ts';

// Issue 29: what the pipeline on Fastify answers at its edges, where Fastify's own answers would
// differ from Django REST framework's (and from the hand-written pipeline it replaced).
let server: TestServer;
let admin: Client;

beforeAll(async () => {
  server = await startServer();
  admin = await clientFor(server, 'admin');
});

afterAll(async () => {
  await server.close();
});

describe('the pipeline on Fastify', () => {
  test('a path is the same with or without its last slash; unknown paths and locales are 404', async () => {
    expect((await admin.request('GET', '/fr/dataset/categories/')).status).toBe(200);
    expect((await admin.request('GET', '/fr/dataset/categories')).status).toBe(200);
    const unknown = await admin.request<{ detail: string }>('GET', '/en/dataset/nothing-here/');
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Not found.');
    expect((await admin.request('GET', '/de/dataset/categories/')).status).toBe(404);
    expect((await admin.request('GET', '/fr/dataset/datasets/%zz/')).status).toBe(404);
  });

  test('a method the path does not take is 405 with Allow, HEAD included with GET', async () => {
    const refused = await admin.request<{ detail: string }>('OPTIONS', '/it/dataset/categories/');
    expect(refused.status).toBe(405);
    expect(refused.body.detail).toBe('Metodo non consentito.');
    expect(refused.headers.get('allow')?.split(', ').sort()).toEqual(['GET', 'HEAD']);
    const head = await admin.request('HEAD', '/fr/dataset/categories/');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });

  test('a media type the operation does not take is refused before Fastify parses it, translated', async () => {
    const answer = await admin.request<{ detail: string }>('POST', '/fr/dataset/contacts/', {
      raw: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
    expect(answer.body.detail).toBe('Type de média « text/plain » non pris en charge dans la requête.');
  });

  test('malformed JSON and an empty required body keep their messages', async () => {
    const malformed = await admin.request<{ detail: string }>('POST', '/en/dataset/contacts/', {
      raw: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error - /);
    const empty = await admin.request<{ non_field_errors: string[] }>('POST', '/en/dataset/contacts/', {
      raw: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.non_field_errors).toEqual(['A request body is required.']);
  });

  test('a request body in an encoding the server does not know is a client error, not a 500', async () => {
    const answer = await admin.request('POST', '/en/dataset/contacts/', {
      raw: '{}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'x-unknown' },
    });
    expect(answer.status).toBe(415);
  });

  test('every answer carries the security headers and, on a first visit, the CSRF cookie', async () => {
    const visitor = new Client(server.url);
    const answer = await visitor.request('GET', '/fr/nothing/');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.getSetCookie().some((cookie) => cookie.startsWith('csrftoken='))).toBe(true);
  });
});
