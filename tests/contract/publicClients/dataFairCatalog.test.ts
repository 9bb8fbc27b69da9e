/**
 * Replays the calls of data-fair's OneGeo Suite catalogue connector against the reference backend:
 * data-fair/catalog-onegeo-suite@1bfdc26c799d957c576ef8b46a28e2079c9ea7a0 (v0.2.3). The flows follow
 * lib/publications.ts (createOrUpdateDataset :34-100, addPageLink :305-346, addDownloadLink :232-303,
 * createOrUpdateResource :119-209, deleteDataset :102-117, deleteResource :211-230), lib/list.ts
 * (publication browser :150-210) and lib/prepare.ts (:37-55), in the order of its integration test
 * test-it/index.ts:71-210, which runs against a real OneGeo Suite. Each test asserts the statuses the
 * connector needs and every field it reads. The connector only logs a failure of the page or download
 * link as a warning (the link is then silently missing): here every call must succeed.
 * Evidence and comparison: docs/evidence/onegeo-public-clients.md, decision 0008.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SeedIds, seedIds } from '../support/fixtures.ts';
import { contractDrifts, startServer, type TestServer } from '../support/server.ts';
import {
  ConnectorError,
  type DataFairDataset,
  joinUrl,
  type OneGeoClient,
  oneGeoClient,
  oneGeoDatasetBody,
} from './dataFairConnector.ts';

let server: TestServer;
let ids: SeedIds;
/** `catalogConfig.url`: the platform with its locale, as test-it/index.ts:73 configures it. */
let catalogUrl: string;
/** A publisher of the CACL, the organisation configured in the catalogue (`catalogConfig.usergroup`). */
const secrets = { username: 'producteur', password: 'producteur' };
const publicationSite = {
  url: 'http://localhost:5600',
  datasetUrlTemplate: 'http://localhost:5600/datasets/{id}',
};

beforeAll(async () => {
  server = await startServer();
  ids = await seedIds(server);
  catalogUrl = `${server.url}/fr`;
});

afterAll(async () => {
  expect(contractDrifts(server)).toEqual([]);
  await server.close();
});

const mockDataset = (id: string, extra: Partial<DataFairDataset> = {}): DataFairDataset => ({
  id,
  title: `Jeu publié depuis data-fair ${id}`,
  description: 'Ceci est un test automatisé depuis Data Fair',
  public: true,
  ...extra,
});

/** `createFolderInRoot`: the dataset, then its page link and (with an original file) its download link. */
async function createFolderInRoot(client: OneGeoClient, dataset: DataFairDataset) {
  const created = await client.request({
    method: 'POST',
    url: 'dataset/datasets/',
    data: oneGeoDatasetBody(dataset, ids.cacl),
  });
  const datasetId = created.data.id as number;
  await addPageLink(client, datasetId, dataset);
  const format = await addDownloadLink(client, datasetId, dataset);
  return { created, datasetId, format };
}

/**
 * A resource holding a link to the dataset's page, linked as main resource: the three calls that
 * addPageLink (lib/publications.ts:305-346) and createOrUpdateResource (:155-188) both make.
 */
async function addLinkedPage(
  client: OneGeoClient,
  datasetId: number,
  dataset: DataFairDataset,
  suffix: string,
  name: string,
) {
  const shell = await client.request({
    method: 'POST',
    url: 'resource/resources/',
    data: {
      codename: `${dataset.id.replace(/[^a-zA-Z0-9_-]/g, '-').substring(0, 90)}-${suffix}`,
      display_name: name,
      usergroup_id: ids.cacl,
    },
  });
  const resourceId = shell.data.id as number;
  await client.request({
    method: 'POST',
    url: 'resource/href/',
    data: { href: publicationSite.datasetUrlTemplate.replace('{id}', dataset.id), resource_id: resourceId },
  });
  await client.request({
    method: 'POST',
    url: 'resource/resource-dataset/',
    data: { resource_id: resourceId, dataset_id: datasetId, publish: true, type: 1 },
  });
  return resourceId;
}

const addPageLink = (client: OneGeoClient, datasetId: number, dataset: DataFairDataset) =>
  addLinkedPage(client, datasetId, dataset, 'page', 'Explorer les données');

/** Answers the data format the connector chose, or null without an original file. */
async function addDownloadLink(client: OneGeoClient, datasetId: number, dataset: DataFairDataset) {
  if (!dataset.originalFile) return null;
  const extension = dataset.originalFile.name.split('.').pop()?.toLowerCase() ?? '';
  const downloadUrl = `${publicationSite.url}/data-fair/api/v1/datasets/${dataset.id}/raw`;
  const shell = await client.request({
    method: 'POST',
    url: 'resource/resources/',
    data: {
      codename: `${dataset.id}-dl`.substring(0, 100),
      display_name: `Télécharger les données (${extension.toUpperCase()})`,
      usergroup_id: ids.cacl,
    },
  });
  const resourceId = shell.data.id as number;
  // The path starts with '/' in the connector; axios still joins it under the catalogue URL.
  const answer = await client.request({
    method: 'GET',
    url: '/resource/data-format/',
    params: { search: extension },
  });
  const formats = (answer.data.results || answer.data) as { id: number; codename?: string }[];
  const format =
    formats.find((f) => f.codename && f.codename.toLowerCase() === extension) ?? formats[0] ?? null;
  if (format) {
    await client.request({
      method: 'POST',
      url: 'resource/file-download/',
      data: { resource_id: resourceId, dataformat_id: format.id, href: downloadUrl },
    });
  } else {
    await client.request({
      method: 'POST',
      url: 'resource/href/',
      data: { href: downloadUrl, resource_id: resourceId },
    });
  }
  await client.request({
    method: 'POST',
    url: 'resource/resource-dataset/',
    data: { resource_id: resourceId, dataset_id: datasetId, publish: true, type: 2 },
  });
  return format;
}

/** `createResource` on a dataset already published (lib/publications.ts:149-188): a second type-1 link. */
async function createResource(client: OneGeoClient, datasetId: number, dataset: DataFairDataset) {
  return `${datasetId}:${await addLinkedPage(client, datasetId, dataset, 'res', dataset.title)}`;
}

/** The publication browser inside a dataset (lib/list.ts:156-181): it reads `liaison.resource.id`. */
async function listResources(client: OneGeoClient, datasetId: number) {
  const response = await client.request({
    method: 'GET',
    url: 'resource/resource-dataset/',
    params: { dataset_id: datasetId },
  });
  const liaisons = (response.data.results || response.data) as {
    resource: { id: number; display_name?: string; codename?: string };
  }[];
  return liaisons.map((liaison) => ({
    id: `${datasetId}:${liaison.resource.id}`,
    title: liaison.resource?.display_name || liaison.resource?.codename || 'Ressource',
  }));
}

/** A delete the connector counts as done: 2xx, or 404/410 when already gone (lib/publications.ts:110-116, 224-229). */
async function deleteTolerated(client: OneGeoClient, url: string): Promise<number> {
  try {
    return (await client.request({ method: 'DELETE', url })).status;
  } catch (error) {
    if (error instanceof ConnectorError && [404, 410].includes(error.response.status))
      return error.response.status;
    throw error;
  }
}

describe('the data-fair OneGeo Suite connector', () => {
  test('joins its paths as axios does: under the catalogue URL, locale prefix kept, trailing slash kept', () => {
    expect(joinUrl('http://h/fr', 'dataset/datasets/')).toBe('http://h/fr/dataset/datasets/');
    expect(joinUrl('http://h/fr', '/resource/data-format/')).toBe('http://h/fr/resource/data-format/');
  });

  test('prepare: signs in with the catalogue credentials and reads a token (lib/prepare.ts:38-55)', async () => {
    const response = await fetch(joinUrl(catalogUrl, '/login/signin/'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/plain, */*' },
      body: JSON.stringify(secrets),
    });
    expect(response.status).toBe(200);
    expect(typeof ((await response.json()) as { token: unknown }).token).toBe('string');
  });

  test('createFolderInRoot then createResource, replaceFolder, replaceResource, list and delete (test-it order)', async () => {
    const client = oneGeoClient(catalogUrl, secrets);
    const dataset = mockDataset('test-dataset-003', { tags: [] });

    const { created, datasetId } = await createFolderInRoot(client, dataset);
    expect(created.status).toBe(201);
    expect(typeof datasetId).toBe('number');
    expect(created.data.display_name).toBe(dataset.title);
    // `detail_url` is what the connector shows as the publication's address (publications.ts:91).
    expect(new URL(created.data.detail_url).origin).toBe(new URL(server.url).origin);

    const resourceKey = await createResource(client, datasetId, dataset);
    expect(resourceKey).toMatch(/^\d+:\d+$/);

    const listed = await listResources(client, datasetId);
    expect(listed.map((r) => r.title).sort()).toEqual(['Explorer les données', dataset.title].sort());
    expect(listed.map((r) => r.id)).toContain(resourceKey);

    const renamed = { ...dataset, title: 'Titre modifié depuis data-fair', tags: ['transport'] };
    const patched = await client.request({
      method: 'PATCH',
      url: `dataset/datasets/${datasetId}/`,
      data: oneGeoDatasetBody(renamed, ids.cacl),
    });
    expect(patched.status).toBe(200);
    expect(patched.data.id).toBe(datasetId);
    expect(patched.data.display_name).toBe('Titre modifié depuis data-fair');
    expect(patched.data.tags).toEqual(['transport']);

    const resourceId = resourceKey.split(':')[1];
    const renamedResource = await client.request({
      method: 'PATCH',
      url: `resource/resources/${resourceId}/`,
      data: { display_name: renamed.title },
    });
    expect(renamedResource.status).toBe(200);
    expect((await listResources(client, datasetId)).find((r) => r.id === resourceKey)?.title).toBe(
      renamed.title,
    );

    expect(await deleteTolerated(client, `resource/resources/${resourceId}/`)).toBe(204);
    expect(await deleteTolerated(client, `resource/resources/${resourceId}/`)).toBe(404);
    expect(await deleteTolerated(client, `dataset/datasets/${datasetId}/`)).toBe(204);
    expect(await deleteTolerated(client, `dataset/datasets/${datasetId}/`)).toBe(404);
    // The connector signed in once: no call was refused for its credentials.
    expect(client.sent.filter((r) => r.url.endsWith('/login/signin/'))).toHaveLength(1);
  });

  test.each([
    ['trafic.geojson', 'geojson'],
    ['comptages.csv', 'csv'],
  ])(
    'the download link of an original file %s finds the data format by its codename %s',
    async (file, codename) => {
      const client = oneGeoClient(catalogUrl, secrets);
      const dataset = mockDataset(`dl-${codename}`, { originalFile: { name: file } });
      const { datasetId, format } = await createFolderInRoot(client, dataset);
      expect(format?.codename).toBe(codename);
      const listed = await listResources(client, datasetId);
      expect(listed.map((r) => r.title)).toContain(`Télécharger les données (${codename.toUpperCase()})`);
      await deleteTolerated(client, `dataset/datasets/${datasetId}/`);
    },
  );

  test('the publication browser lists datasets page by page with a search, reading id, title and date', async () => {
    const client = oneGeoClient(catalogUrl, secrets);
    const dataset = mockDataset('browser-listed', { title: 'Zonage unique du navigateur de publication' });
    const { datasetId } = await createFolderInRoot(client, dataset);
    const response = await client.request({
      method: 'GET',
      url: 'dataset/datasets/',
      params: { page: 1, page_size: 20, search: 'Zonage unique du navigateur' },
    });
    const datasets = (response.data.results || response.data) as Record<string, unknown>[];
    const count = response.data.count || datasets.length;
    expect(count).toBe(1);
    const folder = datasets.map((ds) => ({
      id: String(ds.id),
      title: ds.display_name || ds.title || ds.codename,
      updatedAt: ds.last_update_date || ds.last_revision_date,
    }))[0];
    expect(folder).toEqual({
      id: String(datasetId),
      title: dataset.title,
      updatedAt: new Date().toISOString().split('T')[0],
    });
    expect(datasets[0]?.codename).toBe('browser-listed');
  });

  test('a closed session is answered 401, the connector signs in again and its call goes through once', async () => {
    const client = oneGeoClient(catalogUrl, secrets);
    await client.request({ method: 'GET', url: 'dataset/datasets/', params: { page: 1, page_size: 1 } });
    const staleToken = client.token;
    // Someone closes that session (a JWT names its session: signing out with it closes it at once).
    const signOut = await fetch(joinUrl(catalogUrl, 'login/signout/'), {
      headers: { Authorization: `JWT ${staleToken}` },
    });
    expect(signOut.status).toBe(204);
    const again = await client.request({
      method: 'GET',
      url: 'dataset/datasets/',
      params: { page: 1, page_size: 1 },
    });
    expect(again.status).toBe(200);
    expect(client.token).not.toBe(staleToken);
    expect(client.sent.map((r) => r.status)).toEqual([200, 200, 401, 200, 200]);
  });

  test('a publisher of another organisation is refused the dataset, as the connector reports it', async () => {
    const client = oneGeoClient(catalogUrl, secrets);
    const refused = await client
      .request({
        method: 'POST',
        url: 'dataset/datasets/',
        data: oneGeoDatasetBody(mockDataset('elsewhere'), ids.ctg),
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConnectorError);
    // 403 twice: the connector signs in again once on 403, then reports the answer.
    expect(client.sent.map((r) => r.status)).toEqual([200, 403, 200, 403]);
  });
});
