import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../../api/testing/fakeApi';
import { userGroupStatusesQuery, userStatusesQuery } from '../../../api/usergroups';
import {
  attachmentRequestListOptions,
  sentStatuses,
  userGroupRequestListOptions,
  userRequestListOptions,
} from '../accessRequests/requestListOptions';
import { prefetchRequestLists } from './hubLoader';
import { hubSearchSchema, requestListState } from './hubSearch';

afterEach(() => setApiClient());

const statuses = [0, 1, 2, 3].map((id) => ({ id, label: `status ${id}` }));
const emptyPage = { count: 0, next: null, previous: null, results: [] };

describe('the statuses a request list asks for', () => {
  it('are the chosen ones, the defaults when the URL says nothing, every one for an empty choice', () => {
    expect(sentStatuses({ status: [2, 3] }, [1], [0, 1, 2, 3])).toEqual([2, 3]);
    expect(sentStatuses({}, [1], [0, 1, 2, 3])).toEqual([1]);
    expect(sentStatuses({ status: [] }, [1], [0, 1, 2, 3])).toEqual([0, 1, 2, 3]);
  });
});

describe('the hub route loader', () => {
  it('fills the cache of the three lists under the keys their screens read', async () => {
    const server = fakeApi((request) =>
      jsonResponse(new URL(request.url).pathname.endsWith('-status/') ? statuses : emptyPage),
    );
    const queryClient = testQueryClient();
    const deps = v.parse(hubSearchSchema, { userStatus: [], groupPage: 2, attachmentSearch: 'dupont' });
    const every = statuses.map((status) => status.id);

    prefetchRequestLists({ context: { queryClient }, deps, params: { locale: 'en' } });

    const screens = [
      userRequestListOptions(requestListState(deps, 'user'), every),
      userGroupRequestListOptions(requestListState(deps, 'group'), every),
      attachmentRequestListOptions(requestListState(deps, 'attachment')),
    ];
    await expect
      .poll(() => screens.filter((options) => queryClient.getQueryData(options.queryKey)).length)
      .toBe(3);
    // Only the list whose choice is empty needed its statuses.
    expect(queryClient.getQueryData(userStatusesQuery('en').queryKey)).toBeDefined();
    expect(queryClient.getQueryData(userGroupStatusesQuery('en').queryKey)).toBeUndefined();
    // An empty choice of statuses is sent as every status.
    expect(server.requests.map((request) => request.url)).toContainEqual(
      expect.stringContaining('status__in=0%2C1%2C2%2C3'),
    );
  });

  it('sends a list on its default filter without waiting for the statuses', async () => {
    // The statuses never answer: a list that waited for them would never leave.
    const server = fakeApi((request) =>
      new URL(request.url).pathname.endsWith('-status/')
        ? new Promise<Response>(() => {})
        : jsonResponse(emptyPage),
    );
    const queryClient = testQueryClient();
    const deps = v.parse(hubSearchSchema, {});

    prefetchRequestLists({ context: { queryClient }, deps, params: { locale: 'en' } });

    await expect
      .poll(() => server.requests.filter((request) => /requests\/\?/.test(request.url)).length)
      .toBe(2);
    expect(server.requests.some((request) => request.url.includes('-status/'))).toBe(false);
  });
});
