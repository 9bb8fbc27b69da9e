import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '../../src/api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../src/api/testing/fakeApi';
import { datasetListCompanions, datasetListOptions } from '../../src/features/datasets/datasetListSearch';
import { taskListCompanions, taskListOptions } from '../../src/features/tasks/taskListSearch';
import { prefetchList } from '../../src/ui/list/prefetchList';

afterEach(() => setApiClient());

const emptyPage = { count: 0, next: null, previous: null, results: [] };
/** The paths of the requests the loader sent, without waiting for any answer. */
const sentPaths = (server: ReturnType<typeof fakeApi>) =>
  server.requests.map((request) => new URL(request.url, 'http://localhost').pathname).sort();

describe('a list route loader', () => {
  it('sends the rows and what the screen reads beside them, all at once', async () => {
    // Nothing answers: a loader that waited for one request before another would send only one.
    const server = fakeApi(() => new Promise<Response>(() => {}));
    const queryClient = testQueryClient();
    prefetchList(
      datasetListOptions,
      datasetListCompanions,
    )({
      context: { queryClient },
      deps: { page: 2 },
      params: { locale: 'fr' },
    });
    await expect.poll(() => server.requests.length).toBe(8);
    expect(sentPaths(server)).toEqual(
      [
        '/fr/dataset/categories/',
        '/fr/dataset/datasets-count/',
        '/fr/dataset/datasets/',
        '/fr/dataset/kinds/',
        '/fr/dataset/licenses/',
        '/fr/dataset/record-types/',
        '/fr/dataset/topics/',
        '/fr/usergroup/user-groups/',
      ].sort(),
    );
  });

  it('fills the cache under the keys the screen reads, with the URL state', async () => {
    fakeApi((request) =>
      jsonResponse(new URL(request.url).pathname.includes('/datasets/7/') ? { id: 7 } : emptyPage),
    );
    const queryClient = testQueryClient();
    const search = { dataset: 7 };
    prefetchList(
      taskListOptions,
      taskListCompanions,
    )({
      context: { queryClient },
      deps: search,
      params: { locale: 'fr' },
    });
    await expect.poll(() => queryClient.getQueryData(taskListOptions(search).queryKey)).toEqual(emptyPage);
    await expect
      .poll(() => queryClient.getQueryData(['dataset', 'datasets', 'detail', 7]))
      .toEqual({ id: 7 });
  });

  it('sends only the rows beside the start, before the session is known', async () => {
    const server = fakeApi(() => new Promise<Response>(() => {}));
    const queryClient = testQueryClient();
    prefetchList(
      datasetListOptions,
      datasetListCompanions,
    )({
      context: { queryClient, boot: null },
      deps: {},
      params: { locale: 'fr' },
      preload: true,
    });
    await expect.poll(() => server.requests.length).toBe(1);
    // Time for any other request the loader would have started to be sent as well.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentPaths(server)).toEqual(['/fr/dataset/datasets/']);
  });
});
