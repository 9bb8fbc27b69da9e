import createClient, { type Middleware } from 'openapi-fetch';
import { deployedPath } from './apiSettings';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';
import { ApiRequestError, apiErrorFromResponse } from './errors';
import type { paths } from './schema.gen';

// Requests are written against the contract's paths; this origin is replaced by the deployed path below.
const CONTRACT_ORIGIN = 'http://contract.invalid';

/**
 * Rewrites each request to the deployment's API root, locale and base paths. The body is buffered:
 * a Request built from another one streams its body, which browsers only send over HTTP/2.
 */
const deploymentMiddleware: Middleware = {
  async onRequest({ request }) {
    const url = new URL(request.url);
    const target = new URL(
      `${deployedPath(url.pathname)}${url.search}`,
      globalThis.location?.origin ?? url.origin,
    );
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return new Request(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      credentials: request.credentials,
      signal: request.signal,
      cache: request.cache,
      redirect: request.redirect,
    });
  },
};

/** Adds the CSRF token to every request (specification section 7). */
const csrfMiddleware: Middleware = {
  onRequest({ request }) {
    const token = typeof document === 'undefined' ? null : readCookie(document.cookie, CSRF_COOKIE);
    if (token) request.headers.set(CSRF_HEADER, token);
    return request;
  },
};

export function createApiClient(fetchImpl?: typeof fetch) {
  const client = createClient<paths>({
    baseUrl: CONTRACT_ORIGIN,
    credentials: 'include',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  client.use(csrfMiddleware, deploymentMiddleware);
  return client;
}

/** The SPA's one HTTP client. */
export const api = createApiClient();

type FetchResult<T> = { data?: T; error?: unknown; response: Response };

/**
 * Turns an openapi-fetch result into its data, or throws one typed ApiRequestError following the error
 * catalogue (specification section 8). Aborts and network failures reach callers as thrown errors and
 * are mapped by `apiErrorFromThrown`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new ApiRequestError(apiErrorFromResponse(response.status, error));
  return data as T;
}
