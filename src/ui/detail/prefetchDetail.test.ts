import { afterEach, describe, expect, it } from 'vitest';
import { datasetQuery } from '../../api/datasets';
import { setApiClient } from '../../api/http';
import { fakeApi, jsonResponse, testQueryClient } from '../../api/testing/fakeApi';
import { prefetchDetail } from './prefetchDetail';

afterEach(() => setApiClient());

describe('a detail route loader', () => {
  it('sends the read of the object without waiting for its answer', async () => {
    // Nothing answers: the loader returns all the same, and the navigation does not wait.
    const server = fakeApi(() => new Promise<Response>(() => {}));
    const queryClient = testQueryClient();
    const returned = prefetchDetail(({ id }: { id: number }) => datasetQuery(id))({
      context: { queryClient },
      params: { id: 7 },
    });
    expect(returned).toBeUndefined();
    await expect
      .poll(() => server.requests.map((request) => request.url))
      .toEqual(['/fr/dataset/datasets/7/']);
  });

  it('leaves the object in the cache under the options the screen reads', async () => {
    fakeApi(() => jsonResponse({ id: 7, display_name: 'Routes' }));
    const queryClient = testQueryClient();
    prefetchDetail(({ id }: { id: number }) => datasetQuery(id))({
      context: { queryClient },
      params: { id: 7 },
    });
    await expect
      .poll(() => queryClient.getQueryData(datasetQuery(7).queryKey))
      .toEqual({
        id: 7,
        display_name: 'Routes',
      });
  });
});
