import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from './http';
import {
  acknowledgeTask,
  attentionQuery,
  rerunTask,
  revokeTask,
  runsOf,
  sourcesParam,
  taskHealthQuery,
  taskInsightKey,
  taskInsightQuery,
} from './taskCare';
import { taskKeys } from './tasks';
import { itSendsCalls, itSendsQueries, queryCase } from './testing/fakeApi';

afterEach(() => setApiClient());

describe('task care queries', () => {
  itSendsQueries([
    queryCase('attention', attentionQuery(), '/fr/dashboard/attention/?page=1&page_size=20'),
    queryCase(
      'attention of one kind, paged',
      attentionQuery({ page: 2, pageSize: 10, kind: 'failed_task' }),
      '/fr/dashboard/attention/?page=2&page_size=10&kind=failed_task',
    ),
    queryCase('insight', taskInsightQuery(12), '/fr/dashboard/task-queue-track/12/insight/'),
    queryCase(
      'health of sources',
      taskHealthQuery([
        { objectClass: 'remoteapiindex', objectId: 3 },
        { objectClass: 'resource', objectId: 12 },
        { objectClass: 'remoteapiindex', objectId: 3 },
      ]),
      '/fr/dashboard/task-health/?objects=remoteapiindex%3A3%2Cresource%3A12&runs=10',
    ),
  ]);

  it('keeps the insight under its task, so refreshing the task refreshes it', () => {
    expect(taskInsightKey(12).slice(0, taskKeys.detail(12).length)).toEqual([...taskKeys.detail(12)]);
  });

  it('names each source once, in order, and finds the runs of one', () => {
    expect(sourcesParam([])).toBe('');
    const runs = [{ id: 1, status: 'SUCCESS' as const, end_date: null }];
    const health = [{ object_class: 'resource', object_id: 4, runs }];
    expect(runsOf(health, { objectClass: 'resource', objectId: 4 })).toBe(runs);
    expect(runsOf(health, { objectClass: 'remoteapiindex', objectId: 4 })).toEqual([]);
  });
});

describe('task care calls', () => {
  itSendsCalls([
    {
      name: 'acknowledge',
      run: () => acknowledgeTask(5),
      method: 'POST',
      url: '/fr/dashboard/task-queue-track/5/acknowledge/',
    },
    {
      name: 're-run',
      run: () => rerunTask(5),
      method: 'POST',
      url: '/fr/dashboard/task-queue-track/5/rerun/',
    },
    {
      name: 'stop',
      run: () => revokeTask(5),
      method: 'POST',
      url: '/fr/dashboard/task-queue-track/5/revoke/',
    },
  ]);
});
