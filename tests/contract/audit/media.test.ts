import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Fixtures } from '../support/fixtures.ts';
import {
  type Answer,
  type Client,
  clientFor,
  contractDrifts,
  fileForm,
  PNG,
  startServer,
  type TestServer,
} from '../support/server.ts';

// Audit 2026-11-25, findings H2, M6 and A1: what /media/ serves, how, and to whom.

let server: TestServer;
let f: Fixtures;
let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  server = await startServer();
  f = await Fixtures.create(server);
  admin = f.admin;
  anonymous = await clientFor(server, null);
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  expect(server.logs.filter((line) => line.includes('failed'))).toEqual([]);
  await server.close();
});

/**
 * The JavaScript MIME type essences of the WHATWG MIME Sniffing standard: a classic or module
 * <script> runs a same-origin file only when its Content-Type is one of them, once
 * `X-Content-Type-Options: nosniff` forbids guessing (Fetch standard, "should response to request
 * be blocked due to nosniff").
 */
const JAVASCRIPT_TYPES = [
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
];

const essence = (answer: Answer): string =>
  (answer.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** Would a browser run this answer as the source of a <script> on our pages? */
function runnableAsScript(answer: Answer): boolean {
  const nosniff = (answer.headers.get('x-content-type-options') ?? '').toLowerCase() === 'nosniff';
  // Without nosniff a browser may sniff any type into a script; with it, only JavaScript types run.
  return !nosniff || JAVASCRIPT_TYPES.includes(essence(answer));
}

const SANDBOX = "sandbox; default-src 'none'";

function expectPassiveDownload(answer: Answer): void {
  expect(answer.status).toBe(200);
  expect(runnableAsScript(answer)).toBe(false);
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
  expect(answer.headers.get('content-disposition') ?? '').toMatch(/^attachment;/);
}

/** A resource created, filled with `name` and `content` by `client`, optionally linked to `dataset`. */
async function resourceFile(
  client: Client,
  name: string,
  content: string | Buffer,
  dataset?: number,
): Promise<{ resource: number; href: string }> {
  const resource = await client.request<{ id: number }>('POST', '/fr/resource/resources/', {
    json: { display_name: `Fichier ${name}`, column_x: 'longitude', column_y: 'latitude', crs: 'EPSG:4326' },
  });
  expect(resource.status).toBe(201);
  if (dataset !== undefined) {
    const link = await client.request('POST', '/fr/resource/resource-dataset/', {
      json: { resource_id: resource.body.id, dataset_id: dataset, type: 1 },
    });
    expect(link.status).toBe(201);
  }
  const upload = await client.request<{ id: number }>('POST', '/fr/resource/file-upload/', {
    json: { resource_id: resource.body.id, dataformat_id: f.ids.csvFormat },
  });
  expect(upload.status).toBe(201);
  const put = await client.request('PUT', `/fr/resource/file-upload/${upload.body.id}/`, {
    form: fileForm('file', content, name, 'application/octet-stream'),
  });
  expect(put.status).toBe(200);
  const shown = await client.request<{ href: string }>('GET', `/fr/resource/resources/${resource.body.id}/`);
  // Absolute on the server's origin, as DRF answers file URLs (issue 25, DRF-6).
  expect(shown.body.href.startsWith(`${server.url}/media/resources/`)).toBe(true);
  return { resource: resource.body.id, href: shown.body.href };
}

/** A dataset of `group` at `level`, made by the superuser, with a data file. */
async function datasetWithFile(group: number, level: string): Promise<{ dataset: number; href: string }> {
  const dataset = await admin.request<{ id: number }>('POST', '/fr/dataset/datasets/', {
    json: { ...f.datasetBody(group), default_permission_level: level },
  });
  expect(dataset.status).toBe(201);
  const { href } = await resourceFile(
    admin,
    'stations.csv',
    'nom;longitude;latitude\nStation;-52.3;4.9\n',
    dataset.body.id,
  );
  return { dataset: dataset.body.id, href };
}

/** The agreement form as an organisation administrator sends it: `signed` unchanged (only a superuser changes it). */
async function convention(content: string | Buffer, name: string, type: string): Promise<FormData> {
  const organisation = await admin.request<{ convention: { signed: boolean } }>(
    'GET',
    `/fr/organisation/organisations/${f.ids.cacl}/`,
  );
  return fileForm('file', content, name, type, { signed: String(organisation.body.convention.signed) });
}

describe('H2: an uploaded convention or data file never runs as a page or a script of the back-office', () => {
  test('H2: the audit reproduction — evil.js as resource data, convention.html loading it → 400', async () => {
    const producteur = f.client('producteur');
    const { href } = await resourceFile(producteur, 'evil.js', 'document.title="pwned-by-upload";');
    const gestionnaire = f.client('gestionnaire');
    const html = `<script src="${href}"></script>`;
    const refused = await gestionnaire.request<{ file: string[] }>(
      'PUT',
      `/fr/organisation/organisations/${f.ids.cacl}/agreement/`,
      { form: await convention(html, 'convention.html', 'text/html') },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.file).toEqual(['La convention doit être un fichier PDF.']);
    const english = await gestionnaire.request<{ file: string[] }>(
      'PUT',
      `/en/organisation/organisations/${f.ids.cacl}/agreement/`,
      { form: await convention(html, 'convention.html', 'text/html') },
    );
    expect(english.status).toBe(400);
    expect(english.body.file).toEqual(['The convention must be a PDF file.']);
    // Nothing was kept: the organisation's convention is unchanged.
    const organisation = await admin.request<{ convention: { file: string | null } }>(
      'GET',
      `/fr/organisation/organisations/${f.ids.cacl}/`,
    );
    expect(organisation.body.convention.file ?? '').not.toMatch(/\.html$/);

    // The script itself: served, to its publisher, as a download no browser runs.
    const script = await producteur.request('GET', href);
    expectPassiveDownload(script);
    expect(script.headers.get('content-type')).toBe('application/octet-stream');
    expect(script.headers.get('content-disposition')).toBe('attachment; filename="evil.js"');
    expect(script.text).toBe('document.title="pwned-by-upload";');
  });

  test('H2: a convention must be a PDF by its name and by its content (%PDF-)', async () => {
    const gestionnaire = f.client('gestionnaire');
    const path = `/it/organisation/organisations/${f.ids.cacl}/agreement/`;
    for (const [content, name] of [
      ['<html><script>alert(1)</script></html>', 'convention.pdf'],
      ['%PDF-1.4 but named', 'convention.svg'],
      ['%PDF-1.4 without extension', 'convention'],
    ] as const) {
      const answer = await gestionnaire.request<{ file: string[] }>('PUT', path, {
        form: await convention(content, name, 'application/pdf'),
      });
      expect(answer.status, name).toBe(400);
      expect(answer.body.file).toEqual(['La convenzione deve essere un file PDF.']);
    }
    const pdf = '%PDF-1.4\n% convention\n%%EOF\n';
    const saved = await gestionnaire.request<{ file: string }>('PUT', path, {
      form: await convention(pdf, 'Convention signée.PDF', 'application/pdf'),
    });
    expect(saved.status).toBe(200);
    // An absolute URL on the request's origin, as DRF serialises a FileField (issue 25, DRF-6).
    expect(saved.body.file).toMatch(new RegExp(`^${server.url}/media/conventions/[0-9a-f]+\\.pdf$`));
    const served = await gestionnaire.request('GET', saved.body.file);
    expectPassiveDownload(served);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.text).toBe(pdf);
  });

  test('H2: a convention stored before the fix with another extension is served as an inert download', async () => {
    const { mkdir, writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const dir = join(server.app.services.uploadsDir, 'conventions');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'old0123456789abcdef.html'), '<script>alert(1)</script>');
    const answer = await f.client('visiteur').request('GET', '/media/conventions/old0123456789abcdef.html');
    expectPassiveDownload(answer);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
  });

  test('H2: images stay inline for <img>, but only as JPEG or PNG and sandboxed', async () => {
    const dataset = await f.dataset();
    const put = await admin.request<{ thumbnail: string }>(
      'PUT',
      `/fr/dataset/datasets/${dataset.id}/thumbnail/`,
      {
        form: fileForm('file', PNG, 'vignette.png', 'image/png'),
      },
    );
    expect(put.status).toBe(200);
    const image = await anonymous.request('GET', put.body.thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(runnableAsScript(image)).toBe(false);

    // A file of another kind in the images folder (none is stored there by the API) is no image.
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    await writeFile(
      join(server.app.services.uploadsDir, 'images', 'planted.svg'),
      '<svg onload="alert(1)"/>',
    );
    const planted = await anonymous.request('GET', '/media/images/planted.svg');
    expectPassiveDownload(planted);
    expect(planted.headers.get('content-type')).toBe('application/octet-stream');
  });
});

describe('M6: data files are served with a passive type from an allow-list, as attachments', () => {
  test('M6: active types (HTML, SVG, JavaScript modules) become application/octet-stream', async () => {
    const producteur = f.client('producteur');
    for (const name of ['page.html', 'dessin.svg', 'module.mjs', 'page.xhtml', 'style.css']) {
      const { href } = await resourceFile(producteur, name, '<script>alert(1)</script>');
      const answer = await producteur.request('GET', href);
      expectPassiveDownload(answer);
      expect(answer.headers.get('content-type'), name).toBe('application/octet-stream');
    }
  });

  test('M6: data formats keep their type (text with a charset), with the stored name encoded', async () => {
    const producteur = f.client('producteur');
    const cases: [string, string][] = [
      ['écoles.csv', 'text/csv; charset=utf-8'],
      ['zones.geojson', 'application/geo+json'],
      ['données.json', 'application/json'],
      ['archive.zip', 'application/zip'],
      ['couche.kml', 'application/vnd.google-earth.kml+xml'],
      ['notice.pdf', 'application/pdf'],
      ['lisezmoi.txt', 'text/plain; charset=utf-8'],
    ];
    for (const [name, type] of cases) {
      // Valid JSON, so that the test client can parse the JSON types.
      const { href } = await resourceFile(producteur, name, '{"a": 1}\n');
      const answer = await producteur.request('GET', href);
      expectPassiveDownload(answer);
      expect(answer.headers.get('content-type'), name).toBe(type);
    }
    // A non-ASCII name: an ASCII fallback and the exact name in RFC 8187 form.
    const { href } = await resourceFile(producteur, 'écoles 2025.csv', 'a;b\n');
    const answer = await producteur.request('GET', href);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="_coles 2025.csv"; filename*=UTF-8''%C3%A9coles%202025.csv`,
    );
    // A CSV that is not UTF-8 (common in French open data) is labelled as the Windows Latin-1 it is.
    const latin1 = await resourceFile(
      producteur,
      'subventions.csv',
      Buffer.from('b\xe9n\xe9ficiaire;montant\nAssociation \xe9t\xe9;1200\n', 'latin1'),
    );
    const legacy = await producteur.request('GET', latin1.href);
    expectPassiveDownload(legacy);
    expect(legacy.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
  });
});

describe('A1: the data file of a dataset follows its access level', () => {
  let search: string;
  let download: string;
  let consultation: string;

  beforeAll(async () => {
    // OEG: producteur edits its datasets, visiteur is no member of it.
    search = (await datasetWithFile(f.ids.oeg, 'search')).href;
    download = (await datasetWithFile(f.ids.oeg, 'download')).href;
    consultation = (await datasetWithFile(f.ids.oeg, 'consultation')).href;
  });

  test('A1: visiteur cannot download the file of a search- or consultation-level dataset, can at download level', async () => {
    const visiteur = f.client('visiteur');
    expect((await visiteur.request('GET', search)).status).toBe(403);
    expect((await visiteur.request('GET', consultation)).status).toBe(403);
    const allowed = await visiteur.request('GET', download);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('Station');
  });

  test('A1: the editors and the superuser download whatever the level', async () => {
    for (const account of ['producteur', 'admin'] as const) {
      for (const href of [search, consultation, download])
        expect((await f.client(account).request('GET', href)).status, `${account} ${href}`).toBe(200);
    }
  });

  test('A1: anonymous gets 401', async () => {
    for (const href of [search, download]) expect((await anonymous.request('GET', href)).status).toBe(401);
  });

  test('A1: a special download permission for the user’s group or sphere opens the file', async () => {
    const { dataset, href } = await datasetWithFile(f.ids.oeg, 'search');
    const visiteur = f.client('visiteur');
    expect((await visiteur.request('GET', href)).status).toBe(403);
    const grant = (level: string) =>
      admin.request('PUT', '/fr/dataset/usergroup-permission-actions/', {
        query: { action: `set_permission_level_${level}` },
        json: { dataset_id: dataset, usergroup_ids: [f.ids.cacl] },
      });
    expect((await grant('consultation')).status).toBe(200);
    expect((await visiteur.request('GET', href)).status).toBe(403);
    expect((await grant('download')).status).toBe(200);
    expect((await visiteur.request('GET', href)).status).toBe(200);
  });

  test('A1: a private dataset’s file is for its editors, not for a member without a role', async () => {
    const { href } = await datasetWithFile(f.ids.cacl, 'private');
    expect((await f.client('visiteur').request('GET', href)).status).toBe(403);
    expect((await f.client('gestionnaire').request('GET', href)).status).toBe(200);
    expect((await f.client('producteur').request('GET', href)).status).toBe(200);
  });
});

describe('issue 50: /media/ files answer ranges and validators as the download address does', () => {
  test('206 for a range, 416 outside the file, 304 for the ETag held', async () => {
    const { href } = await datasetWithFile(f.ids.cacl, 'download');
    const whole = await admin.request('GET', href);
    const size = whole.text.length;
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await admin.request('GET', href, { headers: { range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.text).toBe(whole.text.slice(0, 4));
    const outside = await admin.request('GET', href, { headers: { range: `bytes=${size}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${size}`);
    const held = await admin.request('GET', href, {
      headers: { 'if-none-match': whole.headers.get('etag') ?? '' },
    });
    expect(held.status).toBe(304);
  });
});
