import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDataset,
  createDatasetContactRole,
  createDatasetContactRoleMutation,
  type DatasetInput,
  datasetActivityQuery,
  datasetContactRolesQuery,
  datasetKeys,
  datasetQuery,
  datasetsCountQuery,
  datasetsQuery,
  deleteDataset,
  deleteDatasetContactRole,
  deleteDatasetContactRoleMutation,
  deleteDatasetThumbnail,
  exportDatasets,
  listDatasetScenarios,
  patchDataset,
  patchDatasetMutation,
  runDatasetScenario,
  tagsQuery,
  updateDataset,
  updateDatasetContactRole,
  updateDatasetContactRoleMutation,
} from './datasets';
import { setApiClient } from './http';
import {
  fakeApi,
  itInvalidates,
  itSendsCalls,
  itSendsQueries,
  mutationCase,
  queryCase,
} from './testing/fakeApi';

afterEach(() => {
  setApiClient();
  vi.restoreAllMocks();
});

const input: DatasetInput = {
  display_name: 'Routes',
  description: 'Réseau routier',
  tags: ['route'],
  topics: [1],
  kinds: [2],
  usergroup: 3,
  publication_date: '2024-01-01',
  last_update_date: '2024-02-01',
  update_frequency: 4,
};
const target = { model: 'dataset', app_label: 'onegeo_dataset', pk: 7 };

describe('dataset queries', () => {
  itSendsQueries([
    queryCase(
      'list with defaults',
      datasetsQuery(),
      '/fr/dataset/datasets/?page=1&page_size=20&ordering=-last_modified',
    ),
    queryCase(
      'list with search, ordering and filters',
      datasetsQuery({
        page: 2,
        search: 'eau',
        ordering: 'display_name',
        usergroupIds: [3, 4],
        recordTypes: [1, 2],
        categories: [],
        topics: [5],
        publish: false,
      }),
      '/fr/dataset/datasets/?page=2&page_size=20&search=eau&ordering=display_name&usergroup_id=3%2C4&record_type=1%2C2&topics=5&publish=false',
    ),
    queryCase('detail', datasetQuery(7), '/fr/dataset/datasets/7/'),
    queryCase('counts', datasetsCountQuery(), '/fr/dataset/datasets-count/'),
    queryCase('contact roles', datasetContactRolesQuery(7), '/fr/dataset/datasets/7/contact-roles/', []),
    queryCase(
      'activity',
      datasetActivityQuery(7, { page: 3 }),
      '/fr/dataset/datasets/7/activity/?page=3&page_size=20',
    ),
    queryCase('keywords', tagsQuery('eau'), '/fr/dataset/taggit/tags/?search=eau', []),
  ]);

  it('keys lists by the query they send, below the dataset keys', () => {
    expect(datasetsQuery({ search: 'eau' }).queryKey).toEqual([
      'dataset',
      'datasets',
      'list',
      { page: 1, page_size: 20, search: 'eau', ordering: '-last_modified' },
    ]);
    expect(datasetsQuery({ search: '' }).queryKey).toEqual(datasetsQuery().queryKey);
  });
});

describe('dataset requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createDataset(input),
      method: 'POST',
      url: '/fr/dataset/datasets/',
      body: input,
    },
    {
      name: 'update',
      run: () => updateDataset(7, input),
      method: 'PUT',
      url: '/fr/dataset/datasets/7/',
      body: input,
    },
    {
      name: 'patch',
      run: () => patchDataset(7, { display_name: 'Rues' }),
      method: 'PATCH',
      url: '/fr/dataset/datasets/7/',
      body: { display_name: 'Rues' },
    },
    {
      name: 'delete',
      run: () => deleteDataset(7),
      method: 'DELETE',
      url: '/fr/dataset/datasets/7/',
      reply: { status: 204 },
    },
    {
      name: 'run a scenario',
      run: () => runDatasetScenario(7, 2),
      method: 'POST',
      url: '/fr/dataset/datasets/7/_scenarios/2/run/?asynchrone=true',
      body: { kwargs: { target } },
      reply: { status: 202, body: { task_id: 1, status: 'PENDING' } },
    },
    {
      name: 'run a scenario and wait',
      run: () => runDatasetScenario(7, 2, { asynchrone: false }),
      method: 'POST',
      url: '/fr/dataset/datasets/7/_scenarios/2/run/?asynchrone=false',
      body: { kwargs: { target } },
      reply: { status: 202, body: { task_id: 1, status: 'SUCCESS' } },
    },
    {
      name: 'delete the thumbnail',
      run: () => deleteDatasetThumbnail(7),
      method: 'DELETE',
      url: '/fr/dataset/datasets/7/thumbnail/',
      reply: { status: 204 },
    },
    {
      name: 'add a contact role',
      run: () => createDatasetContactRole(7, { contact_id: 5, role: 1 }),
      method: 'POST',
      url: '/fr/dataset/datasets/7/contact-roles/',
      body: { contact_id: 5, role: 1 },
    },
    {
      name: 'change a contact role',
      run: () => updateDatasetContactRole(7, 9, { contact_id: 5, role: 2 }),
      method: 'PUT',
      url: '/fr/dataset/datasets/7/contact-roles/9/',
      body: { contact_id: 5, role: 2 },
    },
    {
      name: 'force a contact role',
      run: () => updateDatasetContactRole(7, 9, { contact_id: 5, role: 2 }, { force: true }),
      method: 'PUT',
      url: '/fr/dataset/datasets/7/contact-roles/9/?force=true',
      body: { contact_id: 5, role: 2 },
    },
    {
      name: 'remove a contact role',
      run: () => deleteDatasetContactRole(7, 9),
      method: 'DELETE',
      url: '/fr/dataset/datasets/7/contact-roles/9/',
      reply: { status: 204 },
    },
  ]);

  it('sends the last modification read as If-Match', async () => {
    const server = fakeApi();
    await updateDataset(7, input, { ifMatch: '2024-03-01T10:00:00Z' });
    await patchDataset(7, { display_name: 'Rues' }, { ifMatch: '2024-03-01T10:00:00Z' });
    expect(server.requests.map((request) => request.headers.get('If-Match'))).toEqual([
      '2024-03-01T10:00:00Z',
      '2024-03-01T10:00:00Z',
    ]);
  });
});

describe('exportDatasets', () => {
  it('downloads the ODL export of the current search, filters and ordering', async () => {
    const server = fakeApi(
      () =>
        new Response('id;name\n1;Routes\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="export-2024.csv"',
          },
        }),
    );
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });

    const filename = await exportDatasets({
      search: 'eau',
      ordering: '-creation_date',
      kinds: [1, 2],
      qualityFix: 'add_keywords',
    });

    expect(server.last().url).toBe(
      '/fr/dataset/datasets/export/odl/?search=eau&ordering=-creation_date&kinds=1%2C2&quality_fix=add_keywords',
    );
    expect(filename).toBe('export-2024.csv');
    expect(clicked).toEqual([{ href: 'blob:export', download: 'export-2024.csv' }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob instanceof Blob ? await blob.text() : null).toBe('id;name\n1;Routes\n');
  });

  it('names the file itself when the answer does not', async () => {
    fakeApi(() => new Response('id\n', { headers: { 'Content-Type': 'text/csv' } }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(exportDatasets()).resolves.toBe('datasets-odl.csv');
  });
});

describe('dataset mutations', () => {
  const detail = datasetKeys.detail(7);
  const other = datasetKeys.detail(8);
  const list = datasetKeys.list({ page: 1 });
  itInvalidates([
    mutationCase(
      'patch',
      patchDatasetMutation(),
      { id: 7, body: { display_name: 'Rues' } },
      {
        invalidated: [list, detail],
        untouched: [other],
      },
    ),
    mutationCase(
      'add a contact role',
      createDatasetContactRoleMutation(),
      { datasetId: 7, body: { contact_id: 5, role: 1 } },
      { invalidated: [datasetKeys.contactRoles(7), detail], untouched: [list, other] },
    ),
    mutationCase(
      'change a contact role',
      updateDatasetContactRoleMutation(),
      { datasetId: 7, roleId: 9, body: { contact_id: 5, role: 1 }, force: true },
      { invalidated: [datasetKeys.contactRoles(7)], untouched: [list] },
    ),
    mutationCase(
      'remove a contact role',
      deleteDatasetContactRoleMutation(),
      { datasetId: 7, roleId: 9 },
      { invalidated: [datasetKeys.contactRoles(7)], untouched: [list] },
      { status: 204 },
    ),
  ]);
});

describe('datasets reads that no screen caches', () => {
  itSendsCalls([
    {
      name: 'scenarios',
      run: () => listDatasetScenarios(7),
      method: 'GET',
      url: '/fr/dataset/datasets/7/_scenarios/',
      reply: { body: [] },
    },
  ]);
});
