import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../contract/schema.gen';
import { call, http, type RequestOptions } from './http';
import { indexerKeys } from './keys';
import { invalidatingMutation } from './mutations';
import { INDEXER_LOGS_DEFAULT } from './pagination';
import { referenceListQuery } from './referenceLists';
import { compact, type PageParams } from './searchParams';

export { indexerKeys } from './keys';
export { indexerTasksQuery } from './tasks';

export type Indexer = components['schemas']['RemoteApiIndex'];
export type IndexerInput = components['schemas']['RemoteApiIndexInput'];
export type IndexerType = components['schemas']['RemoteApiIndexType'];
export type TrialResult = components['schemas']['TrialResult'];
export type TrialRecord = components['schemas']['TrialRecord'];
export type TrialResourceChange = components['schemas']['TrialResourceChange'];
export type HarvestWarning = components['schemas']['HarvestWarning'];
export type HarvestCounts = components['schemas']['HarvestCounts'];
export type HarvestFieldCounts = components['schemas']['HarvestFieldCounts'];
export type IndexerLog = components['schemas']['IndexerLog'];
export type IndexerLogPage = components['schemas']['IndexerLogPage'];

export function listIndexers(usergroupId?: number, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/indexer/remote-api-indexes/', {
      params: { query: compact({ usergroup_id: usergroupId }) },
      signal,
    }),
  );
}

export function getIndexer(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/indexer/remote-api-indexes/{id}/', { params: { path: { id } }, signal }));
}

export function listIndexerTypes({ signal }: RequestOptions = {}) {
  return call(http().GET('/indexer/remote-api-index-types/', { signal }));
}

function indexerLogQuery(params: PageParams) {
  return { page: params.page ?? 1, page_size: params.pageSize ?? INDEXER_LOGS_DEFAULT };
}

export function listIndexerLogs(id: number, params: PageParams = {}, { signal }: RequestOptions = {}) {
  return call(
    http().GET('/indexer/remote-api-indexes/{id}/logs/', {
      params: { path: { id }, query: indexerLogQuery(params) },
      signal,
    }),
  );
}

/**
 * Test harvest of an indexer. A failed test is still a 200 answer with `status: 'FAILURE'` and `err`:
 * the caller shows 'An error occured while testing the indexer' for it.
 */
export function testIndexer(id: number, { signal }: RequestOptions = {}) {
  return call(http().GET('/indexer/remote-api-indexes/{id}/trial/', { params: { path: { id } }, signal }));
}

/** The indexers, all of them or those of one user group. */
export function indexersQuery(usergroupId?: number) {
  return queryOptions({
    queryKey: indexerKeys.list(compact({ usergroup_id: usergroupId })),
    queryFn: ({ signal }) => listIndexers(usergroupId, { signal }),
  });
}

export function indexerQuery(id: number) {
  return queryOptions({
    queryKey: indexerKeys.detail(id),
    queryFn: ({ signal }) => getIndexer(id, { signal }),
  });
}

/** Kinds of remote catalogue, sorted by label like the reference lists. */
export const indexerTypesQuery = (locale?: string) =>
  referenceListQuery('indexer', 'remote-api-index-types', listIndexerTypes, locale);

/** An indexer's logs, 5 entries by default (pass LOGS_PAGE_SIZE for a full log page). */
export function indexerLogsQuery(id: number, params: PageParams = {}) {
  return queryOptions({
    queryKey: indexerKeys.logs(id, indexerLogQuery(params)),
    queryFn: ({ signal }) => listIndexerLogs(id, params, { signal }),
  });
}

export function createIndexer(body: IndexerInput, { signal }: RequestOptions = {}) {
  return call(http().POST('/indexer/remote-api-indexes/', { body, signal }));
}

export function updateIndexer(id: number, body: IndexerInput, { signal }: RequestOptions = {}) {
  return call(http().PUT('/indexer/remote-api-indexes/{id}/', { params: { path: { id } }, body, signal }));
}

export async function deleteIndexer(id: number, { signal }: RequestOptions = {}): Promise<void> {
  await call(http().DELETE('/indexer/remote-api-indexes/{id}/', { params: { path: { id } }, signal }));
}

export function createIndexerMutation() {
  return invalidatingMutation({
    mutationKey: [...indexerKeys.all, 'create'],
    mutationFn: (body: IndexerInput) => createIndexer(body),
    invalidates: () => [indexerKeys.lists()],
  });
}

export function updateIndexerMutation() {
  return invalidatingMutation({
    mutationKey: [...indexerKeys.all, 'update'],
    mutationFn: ({ id, body }: { id: number; body: IndexerInput }) => updateIndexer(id, body),
    invalidates: ({ id }) => [indexerKeys.lists(), indexerKeys.detail(id)],
  });
}
