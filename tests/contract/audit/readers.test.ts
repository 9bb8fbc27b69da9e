import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { csvLimits } from '../../../server/data/csv.ts';
import { sanitiserSettings } from '../../../server/data/sanitiserPool.ts';
import { clientFor as cataloguesClientFor } from '../../../server/indexers/catalogues.ts';
import { isPrivateAddress } from '../../../server/net/addresses.ts';
import { Fixtures } from '../support/fixtures.ts';
import { Client, contractDrifts, fileForm, startServer, type TestServer } from '../support/server.ts';

// Audit 2026-11-25, data readers and the sanitiser: H4 (a hostile description or a big CSV froze every
// user), L7 (DOCTYPE in SLDs and CSW answers), L10 (addresses the private-address check missed) and
// L13 (a deeply nested GeoJSON failed with an internal message).

interface Task {
  id: number;
  status: string;
  errors: string[];
  timeline: { step: string; message: string }[];
}

let server: TestServer;
let f: Fixtures;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  admin = f.admin;
  anonymous = new Client(server.url);
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

/**
 * Runs `work` while an anonymous client probes the API, one request after another with a 25 ms pause;
 * answers how many probes were answered while `work` was still running. A held event loop answers
 * none meanwhile: the probe and the work share the server's process. How long anything took is
 * measure 9 of the bench (`npm run bench`), not a test's business.
 */
async function probesAnsweredDuring<T>(work: () => Promise<T>): Promise<{ result: T; served: number }> {
  let served = 0;
  let running = true;
  const probing = (async () => {
    while (running) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const answer = await anonymous.request('GET', '/fr/dataset/categories/');
      expect(answer.status).toBe(401);
      if (running) served += 1;
    }
  })();
  try {
    const result = await work();
    return { result, served };
  } finally {
    running = false;
    await probing;
  }
}

async function task(id: number): Promise<Task> {
  const answer = await admin.request<Task>('GET', `/fr/dashboard/task-queue-track/${id}/`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** Uploads `file` to a fresh resource (X/Y columns x and y, WGS 84) and runs its create scenario. */
async function processUpload(file: Buffer | string, name: string): Promise<Task> {
  return (await upload(file, name))();
}

/** Uploads `file` to a fresh resource (X/Y columns x and y, WGS 84); answers how to run its processing. */
async function upload(file: Buffer | string, name: string): Promise<() => Promise<Task>> {
  const { resource } = await f.linkedResource();
  await admin.request('PATCH', `/fr/resource/resources/${resource}/`, {
    json: { column_x: 'x', column_y: 'y', crs: 'EPSG:4326' },
  });
  const record = await admin.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: resource },
  });
  const put = await admin.request('PUT', `/fr/resource/file-upload/${record.body.id}/`, {
    form: fileForm('file', file, name, 'application/octet-stream'),
  });
  expect(put.status).toBe(200);
  const scenarios = await admin.request<{ id: number; action: string }[]>(
    'GET',
    `/fr/resource/file-upload/${record.body.id}/_scenarios/`,
  );
  const scenario = scenarios.body.find((s) => s.action === 'create');
  return async () => {
    const run = await admin.request<{ task_id: number }>(
      'POST',
      `/fr/resource/file-upload/${record.body.id}/_scenarios/${scenario?.id}/run/`,
      { query: { asynchrone: false }, json: f.target('resource', resource, 'onegeo_resource') },
    );
    expect(run.status).toBe(202);
    return task(run.body.task_id);
  };
}

/** Runs the create scenario of a new style of the CACL layer with `sld`; waits for its end. */
async function runStyle(sld: string): Promise<Task> {
  return task(await f.runStyleCreation(await f.style(), sld));
}

/** A CSV of `rows` short points in French Guiana (about 10 bytes a row, like the audit's). */
function pointsCsv(rows: number): Buffer {
  const lines = ['x;y'];
  for (let i = 0; i < rows; i += 1) lines.push(`-54.${i % 10};4.${i % 10}`);
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('H4: the rich-text sanitiser runs off the event loop, within a time budget', () => {
  const nested = (depth: number) => `${'<blockquote>'.repeat(depth)}x${'</blockquote>'.repeat(depth)}`;

  test('H4: 80,000 nested blockquotes answer 400 on description, refused by its length before any sanitising', async () => {
    const { id } = await f.dataset();
    const save = await admin.request<Record<string, string[]>>('PATCH', `/fr/dataset/datasets/${id}/`, {
      json: { description: nested(80_000) },
    });
    // Refused by the contract's length bound before any sanitising (a shorter one by the one-pass
    // depth count, tested with the form's rules): the sanitiser alone took 5 to 17 s on this text on
    // the event loop, answering nobody meanwhile.
    expect(save.status).toBe(400);
    expect(save.body.description).toEqual(['Assurez-vous que ce champ comporte au plus 100000 caractères.']);
  });

  test('H4: a short text that takes seconds to check is refused after the budget, other users are served meanwhile', async () => {
    const { id } = await f.dataset();
    // 100,000 characters, no element: within any length or depth bound, but the text check's regular
    // expressions are quadratic on it (seconds of work).
    const text = '<1'.repeat(50_000);
    const { result: save, served } = await probesAnsweredDuring(() =>
      admin.request<Record<string, string[]>>('PATCH', `/fr/dataset/datasets/${id}/`, {
        json: { description: text },
      }),
    );
    // Refused by the budget, not after the seconds of work the text asks for.
    expect(save.status).toBe(400);
    expect(save.body.description).toEqual(['Ce texte est trop complexe pour être enregistré.']);
    expect(served).toBeGreaterThan(0);
  });

  test('H4: over its budget the sanitiser is stopped and the save refused in the request language; the next save works', async () => {
    const { id } = await f.dataset();
    // Shallow and long enough to pass any size or depth rule, but slower to clean than a 1 ms budget.
    const long = `<p>${'<strong>mot</strong> <em>autre</em> '.repeat(2_000)}</p>`;
    const saved = sanitiserSettings.budgetMs;
    sanitiserSettings.budgetMs = 1;
    try {
      const fr = await admin.request<Record<string, string[]>>('PATCH', `/fr/dataset/datasets/${id}/`, {
        json: { description: long },
      });
      expect(fr.status).toBe(400);
      expect(fr.body.description).toEqual(['Ce texte est trop complexe pour être enregistré.']);
      const en = await admin.request<Record<string, string[]>>('PATCH', `/en/dataset/datasets/${id}/`, {
        json: { description: long },
      });
      expect(en.status).toBe(400);
      expect(en.body.description).toEqual(['This text is too complex to be saved.']);
    } finally {
      sanitiserSettings.budgetMs = saved;
    }
    const after = await admin.request<{ description: string }>('PATCH', `/fr/dataset/datasets/${id}/`, {
      json: { description: '<p>Texte <strong>riche</strong><script>alert(1)</script></p>' },
    });
    expect(after.status).toBe(200);
    expect(after.body.description).toBe('<p>Texte <strong>riche</strong></p>');
  });
});

describe('H4: CSV files are read as a stream, with a row cap', () => {
  test('H4: a CSV of 1,500,000 rows is processed while other users are served', async () => {
    // The test shares the server's process: the file is made and sent before the probing starts.
    const run = await upload(pointsCsv(1_500_000), 'points.csv');
    const { result: done, served } = await probesAnsweredDuring(run);
    expect(done.errors).toEqual([]);
    expect(done.status).toBe('SUCCESS');
    expect(done.timeline.find((entry) => entry.step === 'layer')?.message).toMatch(/1500000 objets/);
    // Read whole, this file held the event loop about 2 s, answering nobody meanwhile.
    expect(served).toBeGreaterThan(0);
  });

  test('H4: a CSV over the row cap fails with a clear message', async () => {
    const saved = csvLimits.maxRows;
    csvLimits.maxRows = 1_000;
    try {
      const done = await processUpload(pointsCsv(1_001), 'trop.csv');
      expect(done.status).toBe('FAILURE');
      expect(done.errors).toEqual([
        'Le fichier « trop.csv » compte plus de 1 000 lignes de données, la limite de ce serveur : découpez-le ou chargez-le dans l’entrepôt de données (ressource de type table).',
      ]);
      const within = await processUpload(pointsCsv(1_000), 'juste.csv');
      expect(within.status).toBe('SUCCESS');
    } finally {
      csvLimits.maxRows = saved;
    }
  });

  test('H4: faults of a streamed CSV still name their line and column', async () => {
    const latin1 = Buffer.concat([
      pointsCsv(70_000),
      Buffer.from('-54.1;4.1\n-54.2;4.2;caf'),
      Buffer.from([0xe9]),
      Buffer.from('\n'),
    ]);
    const bad = await processUpload(latin1, 'latin1.csv');
    expect(bad.errors[0]).toMatch(
      /^Le fichier n’est pas encodé en UTF-8 : octet invalide ligne 70003, colonne 14 \(octet 0xE9\)/,
    );
    const fields = await processUpload(
      Buffer.concat([pointsCsv(70_000), Buffer.from('-54.1;4.1;3\n')]),
      'champs.csv',
    );
    expect(fields.errors).toEqual(['Ligne 70002 : 3 champs au lieu de 2 (séparateur « ; »).']);
    const quote = await processUpload(
      Buffer.concat([pointsCsv(70_000), Buffer.from('"-54.1;4.1\n-54.1;4.1\n')]),
      'guillemet.csv',
    );
    expect(quote.errors).toEqual(['Guillemet ouvert ligne 70002 et jamais fermé.']);
  });
});

describe('L7: XML with a DOCTYPE is refused', () => {
  const laughs = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
<StyledLayerDescriptor version="1.0.0" xmlns="http://www.opengis.net/sld">
  <NamedLayer><Name>x</Name><UserStyle><FeatureTypeStyle><Rule><Name>&lol3;</Name></Rule></FeatureTypeStyle></UserStyle></NamedLayer>
</StyledLayerDescriptor>`;

  test('L7: an SLD declaring entities (billion laughs) or an external one fails and is not stored', async () => {
    const done = await runStyle(laughs);
    expect(done.status).toBe('FAILURE');
    expect(done.errors).toEqual([
      'Le SLD contient une déclaration <!DOCTYPE (ligne 2) : elle est refusée, car ses entités peuvent démultiplier la taille du document ou faire lire des fichiers et des adresses internes.',
    ]);
    const external = await runStyle(
      laughs.replace(/<!DOCTYPE[\s\S]*?\]>/, '<!DOCTYPE sld SYSTEM "file:///etc/passwd">'),
    );
    expect(external.status).toBe('FAILURE');
    expect(external.errors[0]).toMatch(/^Le SLD contient une déclaration <!DOCTYPE \(ligne 2\)/);
    const plain = await runStyle(laughs.replace(/<!DOCTYPE[\s\S]*?\]>/, '').replace('&lol3;', 'a &amp; b'));
    expect(plain.status).toBe('SUCCESS');
  });

  test('L7: a CSW answer with a DOCTYPE is refused', async () => {
    const csw = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/xml' });
      response.end(
        laughs
          .replace(/<StyledLayerDescriptor[\s\S]*$/, '')
          .concat(
            '<csw:GetRecordsResponse xmlns:csw="http://www.opengis.net/cat/csw/2.0.2"><csw:SearchResults/></csw:GetRecordsResponse>',
          ),
      );
    });
    await new Promise<void>((resolve) => csw.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = csw.address() as AddressInfo;
      const client = cataloguesClientFor('csw');
      await expect(
        client({
          url: `http://127.0.0.1:${port}/csw`,
          organisationFilter: null,
          offset: 0,
          limit: 10,
          remote: { allowPrivate: true, timeoutMs: 2_000, maxBytes: 1024 * 1024 },
        }),
      ).rejects.toThrow(/^La réponse du catalogue CSW contient une déclaration <!DOCTYPE \(ligne 2\)/);
    } finally {
      await new Promise((resolve) => (csw as Server).close(resolve));
    }
  });
});

describe('L10: only global unicast addresses are reachable', () => {
  test('L10: the audit’s addresses and other special ones are refused', () => {
    for (const address of [
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:a00:1::1', // 6to4 of 10.0.0.1
      '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
      '64:ff9b:1::7f00:1', // NAT64 local use
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1
      'fec0::1', // site-local
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      '::',
      '::1',
      'ff02::1',
      '100::1', // discard-only
      '2001:db8::1', // documentation
      '2001:10::1', // ORCHID
      '3fff::1', // documentation (2024)
      '5f00::1', // SRv6 SIDs
      '4000::1', // outside 2000::/3
      '0.0.0.0',
      '0.1.2.3',
      '10.1.2.3',
      '100.64.0.1',
      '127.0.0.1',
      '127.255.255.254',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.1',
      '192.31.196.1',
      '192.52.193.1',
      '192.88.99.1',
      '192.168.1.1',
      '192.175.48.1',
      '198.18.0.1',
      '198.51.100.1',
      '203.0.113.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      'not an address',
      '',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  test('L10: public addresses, in every form, are allowed', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '193.51.24.1',
      '172.15.255.255',
      '172.32.0.1',
      '100.128.0.1',
      '192.0.1.1',
      '2001:4860:4860::8888',
      '2a00:1450:4007:80e::200e',
      '2606:4700::6810:84e5',
      '::ffff:8.8.8.8',
      '::ffff:808:808',
      '2002:808:808::1', // 6to4 of 8.8.8.8
      '64:ff9b::808:808', // NAT64 of 8.8.8.8
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo, client 8.8.8.8
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  test('L10: an indexer trial on a special address is refused before any traffic', async () => {
    const create = await admin.request<{ id: number }>('POST', '/fr/indexer/remote-api-indexes/', {
      json: { ...f.indexerBody(), url: 'http://[::7f00:1]:9/' },
    });
    expect(create.status).toBe(201);
    const trial = await admin.request<{ status: string; err: string }>(
      'GET',
      `/fr/indexer/remote-api-indexes/${create.body.id}/trial/`,
    );
    expect(trial.body).toEqual({
      status: 'FAILURE',
      err: 'L’adresse [::7f00:1] est privée ou locale : elle est refusée par la configuration du serveur.',
    });
  });
});

describe('L13: deeply nested data', () => {
  test('L13: an SLD nested 20,000 deep fails with a clear message, not an internal error', async () => {
    const n = 20_000;
    const done = await runStyle(
      `<StyledLayerDescriptor>${'<NamedLayer>'.repeat(n)}<Rule/>${'</NamedLayer>'.repeat(n)}</StyledLayerDescriptor>`,
    );
    expect(done.status).toBe('FAILURE');
    expect(done.errors).toEqual(['Le SLD imbrique ses éléments sur plus de 100 niveaux : il n’est pas lu.']);
  });

  test('L13: 20,000 levels fail with a clear message, not an internal error', async () => {
    const n = 20_000;
    for (const text of [
      `${'{"type":"GeometryCollection","geometries":['.repeat(n)}{"type":"Point","coordinates":[1,2]}${']}'.repeat(n)}`,
      `{"type":"Point","coordinates":${'['.repeat(n)}1${']'.repeat(n)}}`,
      `{"type":"Point","coordinates":${'['.repeat(n)}1`,
    ]) {
      const done = await processUpload(text, 'profond.geojson');
      expect(done.status).toBe('FAILURE');
      expect(done.errors).toHaveLength(1);
      expect(done.errors[0]).toMatch(
        /^Le fichier est imbriqué trop profondément : plus de 256 niveaux de crochets ou d’accolades \(ligne 1, colonne \d+\)\. Un GeoJSON en compte rarement plus de 10\.$/,
      );
    }
  });
});
