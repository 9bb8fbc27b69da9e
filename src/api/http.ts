import { api, type createApiClient, unwrap } from './client';
import { ApiRequestError, apiErrorFromResponse, apiErrorFromThrown } from './errors';

export type ApiClient = ReturnType<typeof createApiClient>;

let current: ApiClient = api;

/** The client every function of src/api calls: the SPA's one client, unless a test swapped it. */
export function http(): ApiClient {
  return current;
}

/** Tests only: run src/api over a client built on a fake fetch; no argument restores the real one. */
export function setApiClient(client: ApiClient = api): void {
  current = client;
}

/** What every request function accepts; react-query and machine actors pass their signal. */
export type RequestOptions = { signal?: AbortSignal };

type FetchResult<T> = Parameters<typeof unwrap<T>>[0];

function asApiRequestError(thrown: unknown): ApiRequestError {
  return thrown instanceof ApiRequestError ? thrown : new ApiRequestError(apiErrorFromThrown(thrown));
}

/**
 * `unwrap` plus the thrown side: an abort or a network failure also rejects with an ApiRequestError, so
 * every function of src/api fails with the one typed error of the catalogue (cancelled, network, ...).
 */
export async function call<T>(request: FetchResult<T>): Promise<T> {
  try {
    return await unwrap(request);
  } catch (thrown) {
    throw asApiRequestError(thrown);
  }
}

/** Like `call`, for the rare caller that also needs the answer's headers (file names of downloads). */
export async function callWithResponse<T>(request: FetchResult<T>): Promise<{ data: T; response: Response }> {
  try {
    const { data, error, response } = await request;
    if (!response.ok) throw new ApiRequestError(apiErrorFromResponse(response.status, error));
    return { data: data as T, response };
  } catch (thrown) {
    throw asApiRequestError(thrown);
  }
}
