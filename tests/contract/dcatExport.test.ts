import jsonld from 'jsonld';
import { Parser } from 'n3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LEVELS, type MatrixPeople, matrixPeople, PEOPLE } from './support/accessMatrix.ts';
import { Fixtures } from './support/fixtures.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from './support/server.ts';

// Issue 51: the DCAT-AP export (`/{locale}/dataset/dcat/catalog/`) lists the published datasets the
// caller may find (auth/dataAccess.ts), never an unpublished one; in JSON-LD or Turtle; paged as
// ckanext-dcat pages; in a bounded number of statements; and refuses what it does not serve.

let server: TestServer;
let f: Fixtures;
let anonymous: Client;
let people: MatrixPeople;
const lines: { reqId?: string; statements?: number }[] = [];

beforeAll(async () => {
  server = await startServer({
    countStatements: true,
    logLevel: 'info',
    logStream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  });
  f = await Fixtures.create(server);
  anonymous = await clientFor(server, null);
  people = await matrixPeople(server, f);
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

const CATALOGUE = '/fr/dataset/dcat/catalog/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const DCAT_DATASET = 'http://www.w3.org/ns/dcat#Dataset';
const HYDRA = 'http://www.w3.org/ns/hydra/core#';

const iriOf = (id: number) => `${server.url}/fr/dataset/datasets/${id}/`;

/** The datasets of every page the client reads, by IRI (read in Turtle). */
async function listed(client: Client): Promise<string[]> {
  const iris: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await client.request('GET', CATALOGUE, { query: { format: 'ttl', page } });
    if (answer.status === 404 && page > 1) return iris;
    expect(answer.status).toBe(200);
    for (const quad of new Parser().parse(answer.text)) {
      if (quad.predicate.value === RDF_TYPE && quad.object.value === DCAT_DATASET)
        iris.push(quad.subject.value);
    }
  }
}

describe('who finds what', () => {
  test('a published dataset at each level, for the anonymous, a special group, a member, another organisation', async () => {
    const dataset = f.ids.caclDataset;
    await server.app.db.query(
      "insert into dataset_permission (dataset_id, usergroup_id, level) values ($1, $2, 'search')",
      [dataset, people.specialGroup],
    );
    const seen: Record<string, Record<string, boolean>> = {};
    for (const level of LEVELS) {
      await server.app.db.query(
        'update dataset set default_permission_level = $2, publish = true where id = $1',
        [dataset, level],
      );
      seen[level] = {};
      for (const person of PEOPLE)
        seen[level][person] = (await listed(people.clients[person])).includes(iriOf(dataset));
    }
    // Section 4: the default level for all (private is none); the special level for its group.
    expect(seen).toEqual({
      private: { anonymous: false, special: true, member: false, otherOrganisation: false },
      search: { anonymous: true, special: true, member: true, otherOrganisation: true },
      consultation: { anonymous: true, special: true, member: true, otherOrganisation: true },
      download: { anonymous: true, special: true, member: true, otherOrganisation: true },
    });
  });

  test('an unpublished dataset is in nobody’s export, not even its editors’ or the superuser’s', async () => {
    const dataset = f.ids.caclDataset;
    await server.app.db.query(
      "update dataset set default_permission_level = 'download', publish = false where id = $1",
      [dataset],
    );
    for (const client of [anonymous, f.admin, f.client('gestionnaire'), people.clients.special]) {
      expect(await listed(client)).not.toContain(iriOf(dataset));
    }
    await server.app.db.query('update dataset set publish = true where id = $1', [dataset]);
    expect(await listed(anonymous)).toContain(iriOf(dataset));
  });

  test('a private dataset is the superuser’s and its organisation’s managers’ only', async () => {
    const dataset = f.ids.ctgPrivateDataset;
    await server.app.db.query('update dataset set publish = true where id = $1', [dataset]);
    expect(await listed(f.admin)).toContain(iriOf(dataset));
    for (const client of [anonymous, f.client('gestionnaire'), f.client('visiteur')]) {
      expect(await listed(client)).not.toContain(iriOf(dataset));
    }
  });

  test('the public may download: download addresses only at the download level', async () => {
    const dataset = f.ids.caclDataset;
    const downloads = async () => {
      const answer = await anonymous.request('GET', CATALOGUE, { query: { format: 'ttl' } });
      return new Parser()
        .parse(answer.text)
        .filter((q) => q.predicate.value === 'http://www.w3.org/ns/dcat#downloadURL')
        .filter((q) => q.subject.value.startsWith(iriOf(dataset))).length;
    };
    await server.app.db.query("update dataset set default_permission_level = 'consultation' where id = $1", [
      dataset,
    ]);
    expect(await downloads()).toBe(0);
    await server.app.db.query("update dataset set default_permission_level = 'download' where id = $1", [
      dataset,
    ]);
    expect(await downloads()).toBeGreaterThan(0);
  });
});

describe('syntaxes', () => {
  test('JSON-LD by default and for Accept: application/ld+json; Turtle for Accept: text/turtle or format=ttl', async () => {
    const plain = await anonymous.request('GET', CATALOGUE);
    expect(plain.headers.get('content-type')).toMatch(/^application\/ld\+json/);
    const asked = await anonymous.request('GET', CATALOGUE, { headers: { accept: 'application/ld+json' } });
    expect(asked.text).toBe(plain.text);
    const turtle = await anonymous.request('GET', CATALOGUE, {
      headers: { accept: 'text/turtle, application/ld+json;q=0.5' },
    });
    expect(turtle.headers.get('content-type')).toMatch(/^text\/turtle/);
    const byFormat = await anonymous.request('GET', CATALOGUE, {
      query: { format: 'ttl' },
      headers: { accept: 'application/ld+json' },
    });
    expect(byFormat.text).toBe(turtle.text);
    expect(turtle.headers.get('vary')).toMatch(/Accept/);
    expect(turtle.headers.get('cache-control')).toBe('public, max-age=300');
    expect((await f.admin.request('GET', CATALOGUE)).headers.get('cache-control')).toBe('private, no-cache');
  });

  test('both parse, and say the same triples', async () => {
    const json = await anonymous.request('GET', CATALOGUE);
    const turtle = await anonymous.request('GET', CATALOGUE, { query: { format: 'ttl' } });
    const fromTurtle = new Parser().parse(turtle.text);
    const fromJson = (await jsonld.toRDF(JSON.parse(json.text), { format: 'application/n-quads' })) as string;
    const jsonTriples = new Parser({ format: 'N-Quads' }).parse(fromJson);
    const key = (q: {
      subject: { termType: string; value: string };
      predicate: { value: string };
      object: { termType: string; value: string };
    }) =>
      q.subject.termType === 'BlankNode' || q.object.termType === 'BlankNode'
        ? `${q.subject.termType} ${q.predicate.value} ${q.object.termType}`
        : `${q.subject.value} ${q.predicate.value} ${q.object.value}`;
    expect(jsonTriples.length).toBeGreaterThan(100);
    expect(jsonTriples.map(key).sort()).toEqual(fromTurtle.map(key).sort());
  });

  test('HEAD answers the headers alone', async () => {
    const answer = await anonymous.request('HEAD', CATALOGUE);
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(answer.headers.get('content-type')).toMatch(/^application\/ld\+json/);
  });

  test('the addresses follow the locale', async () => {
    const answer = await anonymous.request('GET', '/en/dataset/dcat/catalog/', { query: { format: 'ttl' } });
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(`<${server.url}/en/dataset/datasets/`);
    expect(answer.text).not.toContain(`<${server.url}/fr/`);
  });
});

describe('paging', () => {
  test('100 a page, hydra:totalItems and hydra:nextPage as ckanext-dcat writes them, 404 past the last', async () => {
    // Enough published datasets for three pages.
    await server.app.db.query(
      `insert into dataset (display_name, description, usergroup_id, publication_date, last_update_date,
         default_permission_level, publish)
       select 'Jeu de page ' || n, 'Pour la pagination', $1, current_date, current_date, 'download', true
       from generate_series(1, 210) n`,
      [f.ids.cacl],
    );
    const [{ total } = { total: 0 }] = await server.app.db.query<{ total: number }>(
      `select count(*)::int as total from dataset where coalesce(publish, true) and default_permission_level <> 'private'`,
    );
    const pageOf = async (page: number) => {
      const answer = await anonymous.request('GET', CATALOGUE, { query: { format: 'ttl', page } });
      const quads = new Parser().parse(answer.text);
      const value = (predicate: string) =>
        quads.find((q) => q.predicate.value === `${HYDRA}${predicate}`)?.object.value;
      return {
        datasets: quads.filter((q) => q.predicate.value === RDF_TYPE && q.object.value === DCAT_DATASET)
          .length,
        total: Number(value('totalItems')),
        next: value('nextPage') ?? null,
        previous: value('previousPage') ?? null,
      };
    };
    const url = `${server.url}${CATALOGUE}`;
    expect(await pageOf(1)).toEqual({ datasets: 100, total, next: `${url}?page=2`, previous: null });
    expect(await pageOf(2)).toEqual({
      datasets: 100,
      total,
      next: `${url}?page=3`,
      previous: `${url}?page=1`,
    });
    const last = Math.ceil(total / 100);
    expect(await pageOf(last)).toEqual({
      datasets: total - (last - 1) * 100,
      total,
      next: null,
      previous: `${url}?page=${last - 1}`,
    });
    expect((await anonymous.request('GET', CATALOGUE, { query: { page: last + 1 } })).status).toBe(404);
    expect(
      (
        await anonymous.request('GET', CATALOGUE, {
          query: { page: last + 1 },
          headers: { 'accept-language': 'en' },
        })
      ).body,
    ).toEqual({ detail: expect.any(String) });
  });

  test('a page is read in the same few statements whatever it holds', async () => {
    const statementsOf = async (page: number) => {
      const answer = await anonymous.request('GET', CATALOGUE, { query: { page } });
      expect(answer.status).toBe(200);
      const id = answer.headers.get('x-request-id');
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const line = lines.find((candidate) => candidate.reqId === id);
        if (line) return line.statements ?? Number.NaN;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error('no request log line');
    };
    // The session (none here), the page's ids and count, then the inputs' four.
    expect(await statementsOf(1)).toBeLessThanOrEqual(7);
    expect(await statementsOf(2)).toBeLessThanOrEqual(7);
  });
});

describe('refusals', () => {
  test.each([
    ['page=0', { page: 0 }],
    ['page=abc', { page: 'abc' }],
    ['page=10001', { page: 10001 }],
    ['format=xml', { format: 'xml' }],
  ])('%s is a 400', async (_name, query) => {
    const answer = await anonymous.request('GET', CATALOGUE, { query });
    expect(answer.status).toBe(400);
  });

  test('no other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await f.admin.request(method, CATALOGUE, { json: {} })).status).toBe(405);
    }
  });
});
