import { afterEach, describe, expect, it } from 'vitest';
import { defaultRuntimeConfig } from '../config/runtimeConfig';
import { configureApi } from './apiSettings';
import { datasetQuery, getDataset, updateDataset } from './datasets';
import { type ApiError, ApiRequestError } from './errors';
import { setApiClient } from './http';
import { fakeApi, hangUntilAborted, jsonResponse, testQueryClient } from './testing/fakeApi';
import { usersQuery } from './users';

afterEach(() => {
  setApiClient();
  configureApi(defaultRuntimeConfig, 'fr');
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.error;
    throw error;
  }
  throw new Error('the request did not fail');
}

describe('failures reach callers as one typed ApiRequestError', () => {
  it("maps 400 bodies to 'field : message' material", async () => {
    fakeApi(() =>
      jsonResponse(
        {
          display_name: ['This field is required.'],
          non_field_errors: ['Duplicate dataset'],
          code: 'invalid',
        },
        400,
      ),
    );
    expect(await failureOf(getDataset(7))).toEqual({
      kind: 'fields',
      status: 400,
      detail: null,
      code: 'invalid',
      fields: [
        { field: 'display_name', messages: ['This field is required.'] },
        { field: 'non_field_errors', messages: ['Duplicate dataset'] },
      ],
    });
  });

  it('maps a 404 with its detail', async () => {
    fakeApi(() => jsonResponse({ detail: 'Not found.' }, 404));
    expect(await failureOf(getDataset(7))).toMatchObject({
      kind: 'fields',
      status: 404,
      detail: 'Not found.',
    });
  });

  it('tells forbidden from terms required', async () => {
    fakeApi(() => jsonResponse({ detail: 'You do not have permission.' }, 403));
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'forbidden', status: 403 });
    fakeApi(() => jsonResponse({ code: 'terms_required' }, 403));
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'termsRequired', status: 403 });
  });

  it('maps 401, a stale save (412) and server failures, even without a JSON body', async () => {
    fakeApi(() => jsonResponse({ detail: 'Authentication credentials were not provided.' }, 401));
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'unauthenticated', status: 401 });
    fakeApi(() => jsonResponse({ code: 'stale' }, 412));
    expect(
      await failureOf(
        updateDataset(
          7,
          {
            display_name: 'Routes',
            description: '',
            tags: [],
            topics: [],
            kinds: [],
            usergroup: 3,
            publication_date: '2024-01-01',
            last_update_date: '2024-01-01',
            update_frequency: 1,
          },
          { ifMatch: '2024-01-01T00:00:00Z' },
        ),
      ),
    ).toEqual({ kind: 'preconditionFailed', status: 412 });
    fakeApi(
      () => new Response('<h1>Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'critical', status: 500 });
  });

  it('maps an abort to cancelled, which is never shown', async () => {
    fakeApi(hangUntilAborted);
    const controller = new AbortController();
    const request = getDataset(7, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(request)).toEqual({ kind: 'cancelled' });
  });

  it('maps a failed fetch to network', async () => {
    fakeApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failureOf(getDataset(7))).toEqual({ kind: 'network' });
  });

  it('gives react-query the same typed error', async () => {
    fakeApi(() => jsonResponse({}, 500));
    const error = await testQueryClient()
      .fetchQuery(datasetQuery(7))
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error instanceof ApiRequestError && error.error).toEqual({ kind: 'critical', status: 500 });
  });
});

describe('every request', () => {
  it('goes to the deployment: API root, API locale and configured base path', async () => {
    configureApi(
      {
        ...defaultRuntimeConfig,
        apiRoot: '/api/',
        basePaths: { ...defaultRuntimeConfig.basePaths, usergroup: '/comptes/' },
      },
      'en',
    );
    const server = fakeApi();
    await testQueryClient().fetchQuery(usersQuery());
    expect(server.last().url).toBe('/api/en/comptes/users/?page=1&page_size=20&status__in=2');
  });

  it('sends no CSRF header when there is no token cookie, and sends cookies', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: removing the token cookie the client reads.
    document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    let credentials: RequestCredentials | null = null;
    const server = fakeApi((request) => {
      credentials = request.credentials;
      return jsonResponse({});
    });
    await getDataset(7);
    expect(server.last().headers.get('X-CSRFToken')).toBeNull();
    expect(credentials).toBe('include');
  });
});
