import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import { DATASET_LAST_TASKS, INDEXER_LOGS_DEFAULT, LOGS_PAGE_SIZE } from './pagination';
import {
  datasetLastTasksQuery,
  indexerTasksQuery,
  objectTasksQuery,
  taskKeys,
  taskQuery,
  tasksQuery,
} from './tasks';
import { itSendsQueries, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

describe('task queries', () => {
  itSendsQueries([
    queryCase('queue', tasksQuery(), '/fr/dashboard/task-queue-track/?page=1&page_size=20'),
    queryCase(
      'queue searched and sorted',
      tasksQuery({ page: 2, object: 'routes', ordering: '-end_date', pageSize: 50 }),
      '/fr/dashboard/task-queue-track/?page=2&page_size=50&object=routes&ordering=-end_date',
    ),
    queryCase(
      'queue of a dataset, running only',
      tasksQuery({ datasetId: 7, statuses: ['PENDING', 'STARTED'] }),
      '/fr/dashboard/task-queue-track/?page=1&page_size=20&dataset_id=7&status__in=PENDING%2CSTARTED',
    ),
    queryCase('detail', taskQuery(12), '/fr/dashboard/task-queue-track/12/'),
    queryCase(
      "a dataset's latest tasks",
      datasetLastTasksQuery(7),
      '/fr/dashboard/task-queue-track/?page=1&page_size=3&dataset_id=7',
    ),
    queryCase(
      "an indexer's latest runs",
      indexerTasksQuery(4),
      '/fr/dashboard/task-queue-track/?page=1&page_size=5&object_class=remoteapiindex&object_id=4',
    ),
    queryCase(
      'a log page',
      objectTasksQuery('resource', 9, 2),
      '/fr/dashboard/task-queue-track/?page=2&page_size=50&object_class=resource&object_id=9',
    ),
  ]);

  it('uses the constants of the specification', () => {
    expect([DATASET_LAST_TASKS, INDEXER_LOGS_DEFAULT, LOGS_PAGE_SIZE]).toEqual([3, 5, 50]);
    expect(taskQuery(12).queryKey).toEqual([...taskKeys.details(), 12]);
  });
});
