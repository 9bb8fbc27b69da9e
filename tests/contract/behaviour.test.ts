import { describe, expect, test } from 'vitest';
import type { Fixtures } from './support/fixtures.ts';
import { type Client, fileForm, PNG, type TestServer } from './support/server.ts';
import { serverForFile } from './support/suite.ts';

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

interface Dataset {
  id: number;
  display_name: string;
  last_modified: string;
  publish: boolean | null;
  main_resource: { id: number; _processing: { id: number; state: string; acknowledged: boolean }[] } | null;
}

let server: TestServer;
let f: Fixtures;
let admin: Client;

serverForFile((ready) => {
  ({ server, f, admin } = ready);
});

describe('seed', () => {
  test('has every municipality of France and demonstration cells for the 22 of French Guiana', async () => {
    const all = await admin.request<Page<unknown>>('GET', '/fr/organisation/municipalities/', {
      query: { page_size: 1 },
    });
    expect(all.body.count).toBeGreaterThan(34_000);
    const guiana = await server.app.db.query<{ n: number; source: string }>(
      "select count(*)::int as n, min(geometry_source) as source from municipality where insee like '973%' and geometry is not null",
    );
    expect(guiana[0]).toEqual({ n: 22, source: 'demonstration' });
  });

  test('has 30+ datasets with resources in every processing state, past tasks and pending requests', async () => {
    const count = await admin.request<{ total: number }>('GET', '/fr/dataset/datasets-count/');
    expect(count.body.total).toBeGreaterThanOrEqual(30);
    const states = await server.app.db.query<{ state: string; acknowledged: boolean }>(
      'select distinct state, acknowledged from processing order by state',
    );
    expect(states.map((s) => `${s.state}${s.acknowledged ? '+ack' : ''}`).sort()).toEqual([
      'FAILURE',
      'FAILURE+ack',
      'PENDING',
      'SUCCESS',
    ]);
    const tasks = await admin.request<Page<{ status: string }>>('GET', '/fr/dashboard/task-queue-track/', {
      query: { page_size: 1000 },
    });
    expect(new Set(tasks.body.results.map((t) => t.status))).toEqual(
      new Set(['PENDING', 'STARTED', 'SUCCESS', 'FAILURE']),
    );
    const requests = await admin.request<Page<{ status: number }>>('GET', '/fr/usergroup/user-requests/');
    expect(requests.body.count).toBeGreaterThan(0);
    expect(requests.body.results.every((u) => u.status === 1)).toBe(true);
    const attachments = await admin.request<Page<{ status: number }>>('GET', '/fr/usergroup/group-members/');
    expect(attachments.body.results.every((m) => m.status === 0 || m.status === 1)).toBe(true);
    expect(attachments.body.count).toBeGreaterThan(0);
  });

  test('reference lists are in French and sorted by label', async () => {
    const statuses = await admin.request<{ id: number; label: string }[]>(
      'GET',
      '/fr/usergroup/user-status/',
    );
    expect(statuses.body.map((s) => s.label)).toContain('Actif');
    const topics = await admin.request<{ label: string }[]>('GET', '/fr/dataset/topics/');
    const labels = topics.body.map((t) => t.label);
    const plain = (label: string) =>
      label
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    expect(labels).toEqual([...labels].sort((a, b) => (plain(a) < plain(b) ? -1 : 1)));
    expect(labels.indexOf('Économie')).toBeLessThan(labels.indexOf('Environnement'));
  });

  test('the jurisdictions cover French Guiana and the Cayenne agglomeration, with bounds', async () => {
    const list = await admin.request<
      Page<{ codename: string; municipalities: string[]; latlon_bounding_box: number[] | null }>
    >('GET', '/fr/organisation/jurisdictions/', { query: { page_size: 100 } });
    const guiana = list.body.results.find((j) => j.codename === '973');
    expect(guiana?.municipalities).toHaveLength(22);
    const [south = 0, west = 0, north = 0, east = 0] = guiana?.latlon_bounding_box ?? [];
    expect([south, west, north, east]).toEqual([2.11, -54.62, 5.76, -51.62]);
    const agglo = list.body.results.find((j) => j.codename === 'agglo-cayenne');
    expect(agglo?.municipalities).toEqual(['97302', '97307', '97309']);
  });
});

describe('datasets', () => {
  test('are visible by permission level', async () => {
    const visiteur = f.client('visiteur');
    const list = await visiteur.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { page_size: 100 },
    });
    const ids = list.body.results.map((d) => d.id);
    expect(ids).toContain(f.ids.caclPrivateDataset);
    expect(ids).not.toContain(f.ids.ctgPrivateDataset);
    const count = await visiteur.request<{ total: number; editable: number; viewable: number }>(
      'GET',
      '/fr/dataset/datasets-count/',
    );
    expect(count.body).toEqual({ total: list.body.count, editable: 0, viewable: list.body.count });
    const producteur = await f
      .client('producteur')
      .request<{ editable: number }>('GET', '/fr/dataset/datasets-count/');
    expect(producteur.body.editable).toBeGreaterThan(0);
  });

  test('a special permission opens a private dataset to a group', async () => {
    const dataset = await f.dataset(f.ids.ctg);
    expect((await f.client('visiteur').request('GET', `/fr/dataset/datasets/${dataset.id}/`)).status).toBe(
      403,
    );
    const group = await f.group();
    await admin.request('PUT', '/fr/dataset/usergroup-permission-actions/', {
      query: { action: 'set_permission_level_download' },
      json: { dataset_id: dataset.id, usergroup_ids: [group] },
    });
    expect((await f.client('visiteur').request('GET', `/fr/dataset/datasets/${dataset.id}/`)).status).toBe(
      200,
    );
    const rows = await admin.request<Page<{ id: number; level: string }>>(
      'GET',
      '/fr/dataset/usergroup-permissions/',
      {
        query: { dataset_id: dataset.id, level: 'download' },
      },
    );
    expect(rows.body.results.map((r) => r.id)).toEqual([group]);
    await admin.request('PUT', '/fr/dataset/usergroup-permission-actions/', {
      query: { action: 'set_permission_level_none' },
      json: { dataset_id: dataset.id, usergroup_ids: [group] },
    });
    expect((await f.client('visiteur').request('GET', `/fr/dataset/datasets/${dataset.id}/`)).status).toBe(
      403,
    );
  });

  test('search ignores accents and case, in titles and keywords', async () => {
    const plain = await admin.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { search: 'DECHETERIES' },
    });
    expect(plain.body.results.map((d) => d.display_name)).toContain('Déchèteries de l’agglomération');
    const keyword = await admin.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { search: 'irve' },
    });
    expect(keyword.body.results.map((d) => d.display_name)).toEqual([
      'Bornes de recharge pour véhicules électriques',
    ]);
    const municipality = await admin.request<Page<{ insee: string }>>(
      'GET',
      '/fr/organisation/municipalities/',
      {
        query: { search: 'saul' },
      },
    );
    expect(municipality.body.results.map((m) => m.insee)).toContain('97352');
    const users = await admin.request<Page<{ username: string }>>('GET', '/fr/usergroup/users/', {
      query: { search: 'gael' },
    });
    expect(users.body.results.map((u) => u.username)).toEqual(['gestionnaire']);
  });

  test('paginate with next and previous links, absolute URLs on the host asked (DRF)', async () => {
    const first = await admin.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { page_size: 5, ordering: 'display_name' },
    });
    expect(first.body.results).toHaveLength(5);
    expect(first.body.previous).toBeNull();
    const list = '/fr/dataset/datasets/?page_size=5&ordering=display_name';
    expect(first.body.next).toBe(new URL(`${list}&page=2`, server.url).href);
    const second = await admin.request<Page<Dataset>>('GET', first.body.next ?? '');
    expect(second.body.previous).toBe(new URL(list, server.url).href);
    expect(
      second.body.results[0]?.display_name.localeCompare(first.body.results[4]?.display_name ?? ''),
    ).toBeGreaterThan(0);
  });

  test('filter by publication state', async () => {
    const unpublished = await admin.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { publish: false, page_size: 100 },
    });
    expect(unpublished.body.count).toBeGreaterThan(0);
    expect(unpublished.body.results.every((d) => d.publish === false)).toBe(true);
    const published = await admin.request<Page<Dataset>>('GET', '/fr/dataset/datasets/', {
      query: { publish: true, page_size: 100 },
    });
    expect(published.body.results.every((d) => d.publish !== false)).toBe(true);
  });

  test('a stale save with If-Match is refused with 412 and changes nothing', async () => {
    const dataset = await f.dataset();
    const first = await admin.request<Dataset>('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { display_name: 'Première version' },
      headers: { 'if-match': dataset.last_modified },
    });
    expect(first.status).toBe(200);
    expect(first.body.last_modified).not.toBe(dataset.last_modified);
    const stale = await admin.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { display_name: 'Écrasement' },
      headers: { 'if-match': dataset.last_modified },
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'stale' });
    const current = await admin.request<Dataset>('GET', `/fr/dataset/datasets/${dataset.id}/`);
    expect(current.body.display_name).toBe('Première version');
  });

  test('coverage rules: the organisation needs a jurisdiction, the data a geographic resource', async () => {
    const group = await f.group();
    const noJurisdiction = await admin.request('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(group), geographical_coverage: 'organisation' },
    });
    expect(noJurisdiction.status).toBe(400);
    expect(noJurisdiction.body).toMatchObject({ code: 'no_jurisdiction' });
    const noLayer = await admin.request('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(), geographical_coverage: 'data' },
    });
    expect(noLayer.body).toMatchObject({ code: 'no_geo_resource' });
    const withJurisdiction = await admin.request('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(), geographical_coverage: 'organisation' },
    });
    expect(withJurisdiction.status).toBe(201);
    const withLayer = await admin.request('PATCH', `/fr/dataset/datasets/${f.ids.caclDataset}/`, {
      json: { geographical_coverage: 'data' },
    });
    expect(withLayer.status).toBe(200);
  });

  test('a contact role already held is refused unless forced', async () => {
    const dataset = await f.dataset();
    const first = await f.contactRole(dataset.id);
    const other = await admin.request<{ id: number }>(
      'POST',
      `/fr/dataset/datasets/${dataset.id}/contact-roles/`,
      {
        json: { contact_id: await f.contact(), role: f.ids.contactRole + 1 },
      },
    );
    const clash = await admin.request(
      'PUT',
      `/fr/dataset/datasets/${dataset.id}/contact-roles/${other.body.id}/`,
      {
        json: { contact_id: f.ids.caclContact, role: f.ids.contactRole },
      },
    );
    expect(clash.status).toBe(400);
    expect(clash.body).toMatchObject({ code: 'role_taken' });
    const forced = await admin.request(
      'PUT',
      `/fr/dataset/datasets/${dataset.id}/contact-roles/${other.body.id}/`,
      {
        query: { force: true },
        json: { contact_id: f.ids.caclContact, role: f.ids.contactRole },
      },
    );
    expect(forced.status).toBe(200);
    const roles = await admin.request<{ id: number }[]>(
      'GET',
      `/fr/dataset/datasets/${dataset.id}/contact-roles/`,
    );
    expect(roles.body.map((r) => r.id)).toEqual([other.body.id]);
    expect(first).not.toBe(other.body.id);
  });

  test('the ODL export is a CSV file of the filtered list', async () => {
    const answer = await admin.request('GET', '/fr/dataset/datasets/export/odl/', {
      query: { search: 'tortues' },
    });
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="datasets-odl.csv"');
    const lines = answer.text.trim().split('\r\n');
    expect(lines[0]).toContain('identifiant,titre');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Observations de tortues marines');
  });

  test('deleting a dataset removes the resources linked to it only', async () => {
    const { resource, dataset } = await f.linkedResource();
    expect((await admin.request('DELETE', `/fr/dataset/datasets/${dataset}/`)).status).toBe(204);
    expect((await admin.request('GET', `/fr/resource/resources/${resource}/`)).status).toBe(404);
  });

  test('keywords (tags) come back in order and feed the tag list', async () => {
    const created = await admin.request<{ tags: string[] }>('POST', '/fr/dataset/datasets/', {
      json: { ...f.datasetBody(), tags: ['zèbre', 'abeille'] },
    });
    expect(created.body.tags).toEqual(['zèbre', 'abeille']);
    const tags = await admin.request<{ name: string }[]>('GET', '/fr/dataset/taggit/tags/', {
      query: { search: 'zebre' },
    });
    expect(tags.body.map((t) => t.name)).toEqual(['zèbre']);
  });

  test('the activity records changes, newest first', async () => {
    const dataset = await f.dataset();
    await admin.request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, {
      json: { constitution_mode: 'Test' },
    });
    const activity = await admin.request<Page<{ action: string; user: { username: string } | null }>>(
      'GET',
      `/fr/dataset/datasets/${dataset.id}/activity/`,
    );
    expect(activity.body.results.map((a) => a.action)).toEqual(['updated', 'created']);
    expect(activity.body.results[0]?.user?.username).toBe('admin');
  });
});

describe('scenarios and tasks', () => {
  test('a run answers 202 with a PENDING task of the dataset', async () => {
    const scenarios = await admin.request<{ id: number; codename: string }[]>(
      'GET',
      `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/`,
    );
    expect(scenarios.body.map((s) => s.codename)).toEqual(['publish-dataset', 'unpublish-dataset']);
    const unpublish = scenarios.body.find((s) => s.codename === 'unpublish-dataset');
    const run = await admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/${unpublish?.id}/run/`,
      { json: f.target('dataset', f.ids.caclDataset) },
    );
    expect(run.status).toBe(202);
    expect(run.body.status).toBe('PENDING');
    const tasks = await admin.request<Page<{ id: number; action: string; dataset_id: number }>>(
      'GET',
      '/fr/dashboard/task-queue-track/',
      {
        query: { dataset_id: f.ids.caclDataset, page_size: 3 },
      },
    );
    expect(tasks.body.results[0]).toMatchObject({
      id: run.body.task_id,
      action: 'unpublish-dataset',
      dataset_id: f.ids.caclDataset,
    });
  });

  test('a run whose target is another object is refused', async () => {
    const answer = await admin.request(
      'POST',
      `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/${f.ids.scenarios['dataset:create']}/run/`,
      {
        json: f.target('dataset', f.ids.ctgPrivateDataset),
      },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('kwargs');
  });

  test('a scenario of another kind of object is not found', async () => {
    const answer = await admin.request(
      'POST',
      `/fr/dataset/datasets/${f.ids.caclDataset}/_scenarios/${f.ids.scenarios['style:create']}/run/`,
      {
        json: f.target('dataset', f.ids.caclDataset),
      },
    );
    expect(answer.status).toBe(404);
  });

  test('a resource run shows a processing entry that follows its task; a failure is acknowledged with PATCH', async () => {
    const upload = await f.fileUpload();
    const run = await admin.request<{ task_id: number; status: string }>(
      'POST',
      `/fr/resource/file-upload/${upload.id}/_scenarios/${f.ids.scenarios['file-upload:create']}/run/`,
      {
        json: f.target('resource', upload.resource, 'onegeo_resource'),
      },
    );
    expect(run.body.status).toBe('PENDING');
    await server.app.taskQueue.settled(run.body.task_id);
    const resource = await admin.request<{ _processing: { id: number; state: string; task_id: number }[] }>(
      'GET',
      `/fr/resource/resources/${upload.resource}/`,
    );
    expect(resource.body._processing).toHaveLength(1);
    // No file was sent: the task fails and so does the entry.
    expect(resource.body._processing[0]).toMatchObject({ state: 'FAILURE', task_id: run.body.task_id });
    const failed = await server.app.db.query<{ id: number; resource_id: number }>(
      "select id, resource_id from processing where state = 'FAILURE' and not acknowledged limit 1",
    );
    const entry = failed[0];
    if (!entry) throw new Error('the seed has an unacknowledged failure');
    const acknowledged = await admin.request<{ _processing: { id: number; acknowledged: boolean }[] }>(
      'PATCH',
      `/fr/resource/resources/${entry.resource_id}/`,
      { json: { _processing: [{ id: entry.id, acknowledged: true }] } },
    );
    expect(acknowledged.body._processing.find((p) => p.id === entry.id)?.acknowledged).toBe(true);
    const foreign = await admin.request('PATCH', `/fr/resource/resources/${upload.resource}/`, {
      json: { _processing: [{ id: entry.id, acknowledged: true }] },
    });
    expect(foreign.status).toBe(400);
  });

  test('tasks of other groups are hidden', async () => {
    const ctgTask = await server.app.db.query<{ id: number }>(
      'select t.id from task t join usergroup g on g.id = t.usergroup_id where g.acronym = $1 limit 1',
      ['CTG'],
    );
    expect(
      (await f.client('producteur').request('GET', `/fr/dashboard/task-queue-track/${ctgTask[0]?.id}/`))
        .status,
    ).toBe(403);
    const list = await f
      .client('producteur')
      .request<Page<{ id: number }>>('GET', '/fr/dashboard/task-queue-track/', {
        query: { page_size: 1000 },
      });
    expect(list.body.results.map((t) => t.id)).not.toContain(ctgTask[0]?.id);
  });
});

describe('resources and files', () => {
  test('an uploaded file is stored and served to those who may download the dataset', async () => {
    const upload = await f.fileUpload();
    const put = await admin.request<{ file: string }>('PUT', `/fr/resource/file-upload/${upload.id}/`, {
      form: fileForm('file', 'nom;longitude;latitude\nÉcole;-52.3;4.9\n', 'écoles.csv', 'text/csv'),
    });
    expect(put.body.file).toBe('écoles.csv');
    const resource = await admin.request<{ href: string; kind: string; kind_id: number }>(
      'GET',
      `/fr/resource/resources/${upload.resource}/`,
    );
    expect(resource.body).toMatchObject({ kind: 'file-upload', kind_id: upload.id });
    const download = await admin.request('GET', resource.body.href);
    expect(download.status).toBe(200);
    expect(download.text).toContain('École');
    // The fixture's dataset is a private CACL one: its editors download the file; visiteur, a CACL
    // member without a role, sees the dataset but may not download it (audit A1).
    expect((await f.client('producteur').request('GET', resource.body.href)).status).toBe(200);
    expect((await f.client('visiteur').request('GET', resource.body.href)).status).toBe(403);
    const ctgResource = await server.app.db.query<{ href: string }>(
      `select r.href from resource r join resource_dataset rd on rd.resource_id = r.id join dataset d on d.id = rd.dataset_id
       join usergroup g on g.id = d.usergroup_id where g.acronym = 'CTG' and r.kind = 'file-upload' and d.default_permission_level = 'private' limit 1`,
    );
    // A dataset visiteur cannot even see: its file is unknown to them.
    if (ctgResource[0])
      expect((await f.client('visiteur').request('GET', ctgResource[0].href)).status).toBe(404);
  });

  // The real platform accepts a second main link (the data-fair connector makes one, issue 25 D11):
  // "one main resource" is a rule of the screens (decision 0004); the dataset shows the first.
  test('a dataset shows its first main resource and its annexes; a second main link is accepted', async () => {
    const { dataset, resource } = await f.linkedResource(1);
    const create = (display_name: string) =>
      admin.request<{ id: number }>('POST', '/fr/resource/resources/', { json: { display_name } });
    const second = await create('Deuxième');
    const secondLink = await admin.request('POST', '/fr/resource/resource-dataset/', {
      json: { resource_id: second.body.id, dataset_id: dataset, type: 1 },
    });
    expect(secondLink.status).toBe(201);
    const annex = await create('Annexe');
    await admin.request('POST', '/fr/resource/resource-dataset/', {
      json: { resource_id: annex.body.id, dataset_id: dataset, type: 2 },
    });
    const shown = await admin.request<{
      main_resource: { id: number };
      resource_annexes: { id: number; type: number }[];
      annexes_count: number;
    }>('GET', `/fr/dataset/datasets/${dataset}/`);
    expect(shown.body.main_resource.id).toBe(resource);
    expect(shown.body.annexes_count).toBe(1);
    expect(shown.body.resource_annexes[0]).toMatchObject({ id: annex.body.id, type: 2 });
  });

  test('the main resource shows its geographic layer in rel', async () => {
    const resource = await admin.request<{
      rel: { app_label: string; class: string; id: number; uri: string | null }[];
    }>('GET', `/fr/resource/resources/${f.ids.caclResource}/`);
    expect(resource.body.rel[0]?.uri).toBeTruthy();
    expect(
      resource.body.rel.find((r) => r.app_label === 'onegeo_geospatial' && r.class === 'geographiclayer')?.id,
    ).toBe(f.ids.caclLayer);
  });

  test('the datastore lists its real tables, free ones only on demand', async () => {
    const all = await admin.request<{ table_name: string }[]>(
      'GET',
      '/fr/resource/datastores/databases/datastore/tables/',
    );
    const free = await admin.request<{ table_name: string }[]>(
      'GET',
      '/fr/resource/datastores/databases/datastore/tables/',
      {
        query: { free: true },
      },
    );
    expect(all.body.map((t) => t.table_name)).toContain('communes_guyane');
    expect(free.body.map((t) => t.table_name)).not.toContain('communes_guyane');
    expect((await admin.request('GET', '/fr/resource/datastores/databases/other/tables/')).status).toBe(404);
  });

  test('thumbnails are checked and served', async () => {
    const dataset = await f.dataset();
    const bad = await admin.request('PUT', `/fr/dataset/datasets/${dataset.id}/thumbnail/`, {
      form: fileForm('file', Buffer.alloc(2 * 1024 * 1024 + 10, 0x89), 'big.png', 'image/png'),
    });
    expect(bad.status).toBe(400);
    const good = await admin.request<{ thumbnail: string }>(
      'PUT',
      `/fr/dataset/datasets/${dataset.id}/thumbnail/`,
      {
        form: fileForm('file', PNG, 'v.png', 'image/png'),
      },
    );
    const image = await fetch(new URL(good.body.thumbnail, server.url));
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});

describe('accounts and organisations', () => {
  test('a jurisdiction attached to an organisation cannot be deleted', async () => {
    const answer = await admin.request('DELETE', `/fr/organisation/jurisdictions/${f.ids.jurisdiction}/`);
    const attached = await server.app.db.query<{ id: number }>(
      'select jurisdiction_id as id from usergroup where jurisdiction_id is not null limit 1',
    );
    const blocked = await admin.request('DELETE', `/fr/organisation/jurisdictions/${attached[0]?.id}/`);
    expect(blocked.status).toBe(400);
    expect(blocked.body).toMatchObject({ code: 'jurisdiction_attached' });
    expect([204, 400]).toContain(answer.status);
  });

  test('jurisdictions refuse unknown INSEE codes and recompute their bounds', async () => {
    const bad = await admin.request('POST', '/fr/organisation/jurisdictions/', {
      json: { display_name: 'Faux', codename: 'faux', municipalities: ['99999'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ municipalities: ['Code INSEE « 99999 » inconnu.'] });
    const id = await f.jurisdiction();
    const updated = await admin.request<{ latlon_bounding_box: number[] }>(
      'PUT',
      `/fr/organisation/jurisdictions/${id}/`,
      {
        json: { display_name: 'Cayenne seule', codename: `cayenne-${id}`, municipalities: ['97302'] },
      },
    );
    const [south = 0, west = 0, north = 0, east = 0] = updated.body.latlon_bounding_box;
    expect(south).toBeLessThan(north);
    expect(west).toBeLessThan(east);
    expect(west).toBeGreaterThan(-54.62);
  });

  test('role changes take effect at once', async () => {
    const group = await f.group();
    const dataset = await f.dataset(group);
    expect(
      (
        await f
          .client('visiteur')
          .request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, { json: { vintage_year: 2024 } })
      ).status,
    ).toBe(403);
    await admin.request('PUT', `/fr/usergroup/user-groups/${group}/members/${f.ids.users.visiteur}/`, {
      json: { role: 1, status: 2 },
    });
    expect(
      (
        await f
          .client('visiteur')
          .request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, { json: { vintage_year: 2024 } })
      ).status,
    ).toBe(200);
    await admin.request('PUT', `/fr/usergroup/user-groups/${group}/members/${f.ids.users.visiteur}/`, {
      json: { role: null, status: 2 },
    });
    expect(
      (
        await f
          .client('visiteur')
          .request('PATCH', `/fr/dataset/datasets/${dataset.id}/`, { json: { vintage_year: 2025 } })
      ).status,
    ).toBe(403);
  });

  test('only a superuser grants the superuser status', async () => {
    const user = await f.caclUser();
    const refused = await f
      .client('gestionnaire')
      .request('PATCH', `/fr/usergroup/users/${user}/`, { json: { is_superuser: true } });
    expect(refused.status).toBe(403);
    const granted = await admin.request<{ is_superuser: boolean }>('PATCH', `/fr/usergroup/users/${user}/`, {
      json: { is_superuser: true },
    });
    expect(granted.body.is_superuser).toBe(true);
  });

  test('accepting an access request is a PATCH of the status', async () => {
    const accepted = await admin.request<{ status: number }>(
      'PATCH',
      `/fr/usergroup/users/${f.ids.users.jdupont}/`,
      { json: { status: 2 } },
    );
    expect(accepted.body.status).toBe(2);
    const requests = await admin.request<Page<{ username: string }>>('GET', '/fr/usergroup/user-requests/');
    expect(requests.body.results.map((u) => u.username)).not.toContain('jdupont');
    const signIn = await f.admin.request('POST', '/fr/login/signin/', {
      json: { username: 'jdupont', password: 'jdupont' },
    });
    expect(signIn.status).toBe(200);
    await f.admin.signIn('admin');
  });

  test('a group owning datasets cannot be deleted', async () => {
    const answer = await admin.request('DELETE', `/fr/usergroup/user-groups/${f.ids.cacl}/`);
    expect(answer.status).toBe(400);
  });

  test('spheres list their organisations and organisations their spheres', async () => {
    const organisation = await admin.request<{ spheres: { id: number }[] }>(
      'GET',
      `/fr/organisation/organisations/${f.ids.cacl}/`,
    );
    expect(organisation.body.spheres.map((s) => s.id)).toContain(f.ids.sphere);
    const cycle = await admin.request('POST', `/fr/usergroup/user-groups/${f.ids.sphere}/parents/`, {
      json: { parent_id: f.ids.cacl },
    });
    expect(cycle.status).toBe(400);
  });
});
