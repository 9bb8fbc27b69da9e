import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { richTextPolicy, sanitiseDescription } from '../../contract/sanitiseRichText.ts';
import { HOSTILE_PAYLOADS, RICH_TEXT_PAYLOADS } from '../e2e/security/hostilePayloads.ts';
import { type Client, clientFor, contractDrifts, startServer, type TestServer } from './support/server.ts';

// A dataset description is stored clean whoever writes it: what another client sends, or a form that
// saves without the description being edited, keeps only the advanced editor's markup. Plain text is
// kept as it is. Other text fields are plain text, kept as text (the hostile text tests). Text with a
// NUL character, which PostgreSQL cannot store, is refused with a 400 (it was a 500).

let server: TestServer;
let admin: Client;
let distDir: string;
let topic: number;
let kind: number;
let frequency: number;
let cacl: number;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'publish-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ distDir });
  admin = await clientFor(server, 'admin');
  const first = async (sql: string, params: unknown[] = []) => {
    const [row] = await server.app.db.query<{ id: number }>(sql, params);
    if (!row) throw new Error(`nothing for ${sql}`);
    return row.id;
  };
  topic = await first("select id from reference_item where list = 'topic' order by id limit 1");
  kind = await first("select id from reference_item where list = 'kind' order by id limit 1");
  frequency = await first(
    "select id from reference_item where list = 'update_frequency' order by id limit 1",
  );
  cacl = await first("select id from usergroup where acronym = 'CACL'");
});

afterAll(async () => {
  await server.close();
  await rm(distDir, { recursive: true, force: true });
});

let counter = 0;
function datasetBody(description: string) {
  counter += 1;
  return {
    display_name: `Jeu riche ${counter}`,
    description,
    tags: ['test'],
    topics: [topic],
    kinds: [kind],
    usergroup: cacl,
    publication_date: '2025-01-15',
    last_update_date: '2025-06-01',
    update_frequency: frequency,
  };
}

type Dataset = { id: number; description: string; last_modified: string };

/** What could run in some stored markup, read with a DOM as a browser would. */
function dangerIn(html: string): string[] {
  const document = new Window().document;
  const template = document.createElement('template');
  template.innerHTML = html;
  const found: string[] = [];
  for (const element of template.content.querySelectorAll('*')) {
    const tag = element.localName;
    if (!(richTextPolicy.allowedTags as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    for (const attribute of element.attributes) {
      if (attribute.name.startsWith('on')) found.push(`${tag} ${attribute.name}`);
      if (attribute.name === 'href' && !/^(https?:\/\/|mailto:)/.test(attribute.value ?? '')) {
        found.push(`${tag} href=${attribute.value}`);
      }
    }
  }
  return found;
}

async function create(description: string) {
  return admin.request<Dataset>('POST', '/fr/dataset/datasets/', { json: datasetBody(description) });
}

describe('a hostile dataset description is stored sanitised', () => {
  test.each(RICH_TEXT_PAYLOADS)('%s, sent on creation', async (_what, payload) => {
    const sent = `<p>Avant</p>${payload}<p>Après</p>`;
    const answer = await create(sent);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.description).toBe(sanitiseDescription(sent));
    expect(dangerIn(answer.body.description)).toEqual([]);
    expect(answer.body.description).toContain('<p>Avant</p>');
    expect(answer.body.description).toContain('<p>Après</p>');
    // Stored that way: read back from the list and the detail alike.
    const read = await admin.request<Dataset>('GET', `/fr/dataset/datasets/${answer.body.id}/`);
    expect(read.body.description).toBe(answer.body.description);
    const [row] = await server.app.db.query<{ description: string }>(
      'select description from dataset where id = $1',
      [answer.body.id],
    );
    expect(row?.description).toBe(answer.body.description);
  });

  test('on a full save (PUT) and a partial one (PATCH)', async () => {
    const created = await create('<p>Propre</p>');
    expect(created.status, created.text).toBe(201);
    const hostile =
      '<p onclick="alert(1)">Modifié</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const put = await admin.request<Dataset>('PUT', `/fr/dataset/datasets/${created.body.id}/`, {
      json: datasetBody(hostile),
    });
    expect(put.status, put.text).toBe(200);
    expect(put.body.description).toBe('<p>Modifié</p>x');
    const patch = await admin.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { description: `<p>Encore</p><svg onload=alert(1)></svg>${hostile}` },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(patch.body.description).toBe('<p>Encore</p><p>Modifié</p>x');
  });

  test('the editor’s own markup is kept', async () => {
    const written =
      '<h2>Titre</h2><p><strong>gras</strong> <em>italique</em> <u>souligné</u> <s>barré</s> <code>c</code> ' +
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">lien</a></p>' +
      '<ul><li><p>un</p></li></ul><ol start="3"><li><p>trois</p></li></ol><blockquote><p>citation</p></blockquote>';
    const answer = await create(written);
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.description).toBe(
      written.replace(
        '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.org/">',
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">',
      ),
    );
  });

  test.each(HOSTILE_PAYLOADS.filter(([, payload]) => !/<[a-z]/i.test(payload)))(
    'plain text (%s) is kept as it is',
    async (_what, payload) => {
      const sent = `${payload.replaceAll('\u0000', '')} a < b & c`;
      const answer = await create(sent);
      expect(answer.status, answer.text).toBe(201);
      expect(answer.body.description).toBe(sent);
    },
  );

  // Requiring some text is the form's rule since issue 25 (other clients may send no description):
  // the API stores what is left once cleaned, never the script.
  test('a description with nothing left to read is stored cleaned, without its script', async () => {
    const answer = await create('<script>alert("only a script")</script>');
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body.description).toBe('');
  });

  test('a description with nothing left to read is stored cleaned on a partial save too', async () => {
    const created = await create('<p>Propre</p>');
    const patch = await admin.request<Dataset>('PATCH', `/fr/dataset/datasets/${created.body.id}/`, {
      json: { description: '<p><script>alert(1)</script></p>' },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(patch.body.description).not.toContain('script');
    expect(patch.body.description.replace(/<[^>]*>/g, '')).toBe('');
  });
});

describe('a NUL character, which the database cannot store, is refused with a 400', () => {
  test.each([
    ['a JSON body', 'POST', '/fr/dataset/datasets/', 'description'],
    ['a nested JSON value', 'POST', '/fr/dataset/datasets/', 'tags'],
    ['a query parameter', 'GET', '/fr/dataset/datasets/?search=a%00b', 'search'],
  ])('in %s', async (_where, method, path, field) => {
    const body =
      method === 'GET'
        ? undefined
        : field === 'tags'
          ? { ...datasetBody('<p>ok</p>'), tags: ['a\u0000b'] }
          : datasetBody('a\u0000b');
    const answer = await admin.request(method, path, body === undefined ? {} : { json: body });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ [field]: ['Les caractères nuls ne sont pas autorisés.'] });
  });
});

test('no contract drift', () => {
  expect(contractDrifts(server)).toEqual([]);
});
