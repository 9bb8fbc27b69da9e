import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import {
  createIndexer,
  createIndexerMutation,
  deleteIndexer,
  type IndexerInput,
  indexerKeys,
  indexerLogsQuery,
  indexerQuery,
  indexersQuery,
  indexerTasksQuery,
  indexerTypesQuery,
  testIndexer,
  updateIndexer,
  updateIndexerMutation,
} from './indexers';
import { LOGS_PAGE_SIZE } from './pagination';
import {
  fakeApi,
  itInvalidates,
  itSendsCalls,
  itSendsQueries,
  jsonResponse,
  mutationCase,
  queryCase,
} from './testing/fakeApi';

afterEach(() => setApiClient());

const input: IndexerInput = {
  name: 'CKAN Guyane',
  url: 'https://ckan.example.org',
  command: 'harvest',
  scheduler: 1,
  url_pattern: 'https://ckan.example.org/dataset/{identifier}',
  usergroup_id: 3,
};

describe('indexer queries', () => {
  itSendsQueries([
    queryCase('all indexers', indexersQuery(), '/fr/indexer/remote-api-indexes/', []),
    queryCase("a group's indexers", indexersQuery(3), '/fr/indexer/remote-api-indexes/?usergroup_id=3', []),
    queryCase('detail', indexerQuery(4), '/fr/indexer/remote-api-indexes/4/'),
    queryCase('types', indexerTypesQuery(), '/fr/indexer/remote-api-index-types/', []),
    queryCase(
      'latest logs',
      indexerLogsQuery(4),
      '/fr/indexer/remote-api-indexes/4/logs/?page=1&page_size=5',
    ),
    queryCase(
      'a log page',
      indexerLogsQuery(4, { page: 2, pageSize: LOGS_PAGE_SIZE }),
      '/fr/indexer/remote-api-indexes/4/logs/?page=2&page_size=50',
    ),
    queryCase(
      'latest runs',
      indexerTasksQuery(4),
      '/fr/dashboard/task-queue-track/?page=1&page_size=5&object_class=remoteapiindex&object_id=4',
    ),
  ]);
});

describe('indexer requests', () => {
  itSendsCalls([
    {
      name: 'create',
      run: () => createIndexer(input),
      method: 'POST',
      url: '/fr/indexer/remote-api-indexes/',
      body: input,
      reply: { status: 201 },
    },
    {
      name: 'update',
      run: () => updateIndexer(4, input),
      method: 'PUT',
      url: '/fr/indexer/remote-api-indexes/4/',
      body: input,
    },
    {
      name: 'delete',
      run: () => deleteIndexer(4),
      method: 'DELETE',
      url: '/fr/indexer/remote-api-indexes/4/',
      reply: { status: 204 },
    },
    {
      name: 'test',
      run: () => testIndexer(4),
      method: 'GET',
      url: '/fr/indexer/remote-api-indexes/4/trial/',
      reply: { body: { status: 'SUCCESS', results: [] } },
    },
  ]);

  it('resolves a failed test with its error, as the server answers it (200)', async () => {
    fakeApi(() => jsonResponse({ status: 'FAILURE', err: 'timeout' }));
    await expect(testIndexer(4)).resolves.toEqual({ status: 'FAILURE', err: 'timeout' });
  });
});

describe('indexer mutations', () => {
  const list = indexerKeys.list({});
  itInvalidates([
    mutationCase('create', createIndexerMutation(), input, {
      invalidated: [list],
      untouched: [indexerKeys.detail(4)],
    }),
    mutationCase(
      'update',
      updateIndexerMutation(),
      { id: 4, body: input },
      {
        invalidated: [list, indexerKeys.detail(4), indexerKeys.logs(4, { page: 1 })],
        untouched: [indexerKeys.detail(5)],
      },
    ),
  ]);
});
