import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../contract/schema.gen';
import { apiSettings, deployedPath } from './apiSettings';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';
import { ApiRequestError, apiErrorFromResponse } from './errors';
import { lastPageMiddleware } from './lastPage';
import { emitRequestEvent } from './requestEvents';

// Requests are written against the contract's paths; this origin is replaced by the deployed path below.
const CONTRACT_ORIGIN = 'http://contract.invalid';

/**
 * The caller's signal (react-query, machine actors) plus the configured timeout: a request the server
 * never answers ends with a `TimeoutError`, mapped to the catalogue's `timeout` kind.
 */
function withTimeout(signal: AbortSignal): AbortSignal {
  return AbortSignal.any([signal, AbortSignal.timeout(apiSettings().requestTimeoutMs)]);
}

/**
 * A request header naming the API locale one request is sent in, instead of the interface's: the
 * metadata quality reads the reference lists in the language the platform stores them in (issue 51).
 * Never sent: the deployment middleware takes it off.
 */
export const API_LOCALE_HEADER = 'X-Publish-Api-Locale';

/**
 * Rewrites each request to the deployment's API root, locale and base paths, under the request timeout.
 * The body is buffered: a Request built from another one streams its body, which browsers only send
 * over HTTP/2.
 */
const deploymentMiddleware: Middleware = {
  async onRequest({ request }) {
    const url = new URL(request.url);
    const locale = request.headers.get(API_LOCALE_HEADER);
    const headers = new Headers(request.headers);
    headers.delete(API_LOCALE_HEADER);
    const path = deployedPath(url.pathname, locale ? { ...apiSettings(), apiLocale: locale } : undefined);
    const target = new URL(`${path}${url.search}`, globalThis.location?.origin ?? url.origin);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return new Request(target, {
      method: request.method,
      headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      credentials: request.credentials,
      signal: withTimeout(request.signal),
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

/** Reports every request's start and outcome (see requestEvents). */
const requestEventsMiddleware: Middleware = {
  onRequest({ request }) {
    emitRequestEvent({ phase: 'started', method: request.method, path: new URL(request.url).pathname });
  },
  onResponse({ request, response }) {
    const path = new URL(request.url).pathname;
    emitRequestEvent({ phase: 'answered', method: request.method, path, status: response.status });
  },
  onError({ request }) {
    emitRequestEvent({ phase: 'failed', method: request.method, path: new URL(request.url).pathname });
  },
};

export function createApiClient(fetchImpl?: typeof fetch) {
  const client = createClient<paths>({
    baseUrl: CONTRACT_ORIGIN,
    credentials: 'include',
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  client.use(csrfMiddleware, deploymentMiddleware, requestEventsMiddleware, lastPageMiddleware(fetchImpl));
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
