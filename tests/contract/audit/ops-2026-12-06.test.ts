import { mkdir, rename } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from '../support/server.ts';

/**
 * Operating the server (issue 44): the Host a client sends is checked against the allowed hosts
 * (audit T3-L5), a trusted proxy's own forwarded value is the one believed, the request log says
 * what an operator needs and no secret, and the health and metrics endpoints answer.
 */

const METRICS_TOKEN = 'metrics-token-for-the-audit-0123456789';
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  server = await startServer({
    metricsToken: METRICS_TOKEN,
    logLevel: 'info',
    logStream: { write: (line: string) => logLines.push(line) },
  });
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A GET with headers fetch does not let a client set (Host). */
function rawGet(base: string, path: string, headers: Record<string, string>): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path, method: 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('T3-L5: absolute URLs follow only allowed hosts', () => {
  test('a Host that is not allowed answers 400 in the request language, before any handler', async () => {
    const french = await rawGet(server.url, '/fr/', { host: 'evil.example' });
    expect(french.status).toBe(400);
    expect(JSON.parse(french.text)).toEqual({
      code: 'disallowed_host',
      detail: 'Hôte « evil.example » non autorisé.',
    });
    expect(french.text).not.toContain('http://evil.example');
    const english = await rawGet(server.url, '/en/dataset/datasets/', { host: 'evil.example:8080' });
    expect(english.status).toBe(400);
    expect(JSON.parse(english.text).detail).toBe('Host "evil.example:8080" is not allowed.');
    const italian = await rawGet(server.url, '/it/', { host: 'evil.example' });
    expect(JSON.parse(italian.text).detail).toBe('Host "evil.example" non consentito.');
  });

  test('any port of an allowed host name is served: localhost, 127.0.0.1, [::1]', async () => {
    for (const host of ['localhost:5173', '127.0.0.1:4242', '[::1]:8080', 'localhost']) {
      const answer = await rawGet(server.url, '/fr/', { host });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.text).dataset).toBe(`http://${host}/fr/dataset/`);
    }
  });

  test('ALLOWED_HOSTS: `.domain` allows a domain and its subdomains, nothing that merely ends like it', async () => {
    const domain = await startServer({ allowedHosts: ['.example.org'] });
    try {
      for (const host of ['example.org', 'data.example.org:443', 'DATA.Example.org']) {
        expect((await rawGet(domain.url, '/fr/', { host })).status, host).toBe(200);
      }
      for (const host of ['evil-example.org', 'example.org.evil.example', 'localhost']) {
        expect((await rawGet(domain.url, '/fr/', { host })).status, host).toBe(400);
      }
      // Probes name the pod's address: the operators' endpoints answer whatever the Host.
      expect((await rawGet(domain.url, '/health/live', { host: '10.1.2.3:8080' })).status).toBe(200);
    } finally {
      await domain.close();
    }
  });

  test('behind a trusted proxy the rightmost X-Forwarded-Host and -Proto (the proxy’s own) make the links', async () => {
    const behindProxy = await startServer({
      trustProxy: true,
      allowedHosts: ['localhost', '127.0.0.1', 'data.example.org'],
    });
    try {
      const answer = await rawGet(behindProxy.url, '/fr/', {
        host: '127.0.0.1:8000',
        'x-forwarded-host': 'evil.example, data.example.org',
        'x-forwarded-proto': 'http, https',
      });
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).dataset).toBe('https://data.example.org/fr/dataset/');
      // The client's own forwarded host alone is checked like a Host.
      const forged = await rawGet(behindProxy.url, '/fr/', {
        host: '127.0.0.1:8000',
        'x-forwarded-host': 'evil.example',
      });
      expect(forged.status).toBe(400);
      expect(contractDrifts(behindProxy)).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('health endpoints (outside the contract)', () => {
  test('live answers while the process answers; ready checks the database and the data folder', async () => {
    const live = await fetch(`${server.url}/health/live`);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', data_folder: 'ok' } });
  });

  test('ready answers 503 naming the data folder while uploads cannot be written', async () => {
    const uploads = server.app.services.uploadsDir;
    await rename(uploads, `${uploads}.away`);
    try {
      const ready = await fetch(`${server.url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', data_folder: 'failed' },
      });
    } finally {
      await rename(`${uploads}.away`, uploads);
      await mkdir(uploads, { recursive: true });
    }
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
  });
});

/** Samples of a Prometheus text exposition: `name{labels} value`, by name and label text. */
function samples(text: string): { name: string; labels: Record<string, string>; value: number }[] {
  const found: { name: string; labels: Record<string, string>; value: number }[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(match, line).not.toBeNull();
    const labels: Record<string, string> = {};
    for (const pair of (match?.[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] ?? ''] = pair[2] ?? '';
    }
    found.push({ name: match?.[1] ?? '', labels, value: Number(match?.[3]) });
  }
  return found;
}

describe('metrics in the Prometheus text format', () => {
  const scrape = (token: string | null) =>
    fetch(`${server.url}/metrics`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  test('only with the operators’ token: none or a wrong one answers 401', async () => {
    expect((await scrape(null)).status).toBe(401);
    expect((await scrape('wrong-token')).status).toBe(401);
    const answer = await scrape(METRICS_TOKEN);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const closed = await startServer();
    try {
      // Without METRICS_TOKEN there are no metrics to read.
      expect((await fetch(`${closed.url}/metrics`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  test('requests by route and status, the latency histogram and tasks by status; the counters move', async () => {
    const admin: Client = await clientFor(server, 'admin');
    const route = '/:locale/dataset/datasets/';
    const count = (text: string) =>
      samples(text).find(
        (sample) =>
          sample.name === 'http_requests_total' &&
          sample.labels.route === route &&
          sample.labels.method === 'GET' &&
          sample.labels.status === '200',
      )?.value ?? 0;
    const before = count(await (await scrape(METRICS_TOKEN)).text());
    for (let i = 0; i < 3; i += 1) {
      expect((await admin.request('GET', '/fr/dataset/datasets/?page_size=1')).status).toBe(200);
    }
    // An unknown path is counted under one label, not under the path an attacker chose.
    await fetch(`${server.url}/fr/no-such-path-${Date.now()}/`);
    const text = await (await scrape(METRICS_TOKEN)).text();
    expect(count(text)).toBe(before + 3);
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const all = samples(text);
    expect(
      all.some(
        (sample) =>
          sample.name === 'http_request_duration_seconds_bucket' &&
          sample.labels.route === route &&
          sample.labels.le === '+Inf' &&
          sample.value >= 3,
      ),
    ).toBe(true);
    expect(all.some((sample) => sample.labels.route?.includes('no-such-path'))).toBe(false);
    expect(
      all.some((sample) => sample.name === 'http_requests_total' && sample.labels.route === '(unmatched)'),
    ).toBe(true);
    const tasks = all.filter((sample) => sample.name === 'publish_tasks');
    expect(tasks.map((sample) => sample.labels.status).sort()).toEqual(
      ['FAILURE', 'PENDING', 'REVOKED', 'STARTED', 'SUCCESS'].sort(),
    );
    expect(tasks.every((sample) => Number.isInteger(sample.value) && sample.value >= 0)).toBe(true);
  });
});

describe('request log', () => {
  test('one JSON line per request with its id, route, status and duration, and no credential', async () => {
    const password = 'Un-mot-de-passe-4242-secret';
    const client = await clientFor(server, 'producteur');
    const token = client.token ?? '';
    const session = [...client.cookies].find(([name]) => name !== 'csrftoken')?.[1] ?? '';
    const csrf = client.cookies.get('csrftoken') ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(session.length).toBeGreaterThan(10);
    logLines.length = 0;
    // A password in a body, the session cookie, the CSRF header and an Authorization header.
    const refused = await client.request('POST', '/fr/login/signin/', {
      json: { username: 'producteur', password },
    });
    expect(refused.status).toBe(400);
    await client.request('GET', `/fr/dataset/datasets/?search=${encodeURIComponent(password)}`, {
      headers: { authorization: `JWT ${token}` },
    });
    const lines = logLines.join('').split('\n').filter(Boolean);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'POST', route: '/:locale/login/signin/', status: 400 });
    expect(requests[1]).toMatchObject({
      method: 'GET',
      route: '/:locale/dataset/datasets/',
      path: '/fr/dataset/datasets/',
      status: 200,
    });
    for (const entry of requests) {
      expect(typeof entry.reqId).toBe('string');
      expect(typeof entry.durationMs).toBe('number');
      expect(entry.level).toBe(30);
    }
    const all = lines.join('\n');
    for (const secret of [password, token, session, csrf]) expect(all).not.toContain(secret);
  });
});
