import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../contract/schema.gen.ts';

// The tests call the API through the contract's generated paths, as the SPA does: a fixture that
// sends a field the contract renamed, or reads one it dropped, fails to compile instead of failing
// (or, worse, passing) at run time. Requests go through Playwright's request context, which holds the
// session cookie of the signed-in browser (page.request) or of a context of its own (teardown).

/** The API of the contract, typed by its paths. */
export type ContractClient = Client<paths>;

// openapi-fetch needs an absolute base; only the path and query of its requests are sent.
const CONTRACT_ORIGIN = 'http://contract.invalid';
/** The locale root of the API (contract `servers`): the tests speak to the French one. */
const API_ROOT = '/fr';

/** The CSRF token of the session cookies, which every write must carry (specification section 7). */
function csrfOf(cookies: readonly { name: string; value: string }[]): string {
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

/** The session's CSRF token: the page's browser context, or the request context's own cookies. */
export async function csrfToken(from: Page | APIRequestContext): Promise<string> {
  const cookies = 'context' in from ? await from.context().cookies() : (await from.storageState()).cookies;
  return csrfOf(cookies);
}

/** A Fetch API answer made of Playwright's, so openapi-fetch can parse it. */
async function asResponse(answer: APIResponse): Promise<Response> {
  const status = answer.status();
  // A Response may not carry a body with these statuses.
  const body = [101, 204, 205, 304].includes(status) ? null : new Uint8Array(await answer.body());
  return new Response(body, { status, statusText: answer.statusText(), headers: answer.headers() });
}

/**
 * The contract's client over a request context. `from` is a page (the signed-in browser's cookies)
 * or a request context with a session of its own.
 */
export function contractClient(from: Page | APIRequestContext): ContractClient {
  const request = 'context' in from ? from.request : from;
  return createClient<paths>({
    baseUrl: `${CONTRACT_ORIGIN}${API_ROOT}`,
    fetch: async (input) => {
      const url = new URL(input.url);
      const headers = Object.fromEntries(input.headers);
      headers['x-csrftoken'] = await csrfToken(from);
      const hasBody = input.method !== 'GET' && input.method !== 'HEAD';
      const answer = await request.fetch(`${url.pathname}${url.search}`, {
        method: input.method,
        headers,
        data: hasBody ? Buffer.from(await input.arrayBuffer()) : undefined,
        failOnStatusCode: false,
      });
      return asResponse(answer);
    },
  });
}

/** What openapi-fetch resolves to. */
type Answer<T> = { data?: T; error?: unknown; response: Response };

/** The data of an answer that has the expected status; the test fails with the server's error otherwise. */
export async function expectAnswer<T>(call: Promise<Answer<T>>, status: number): Promise<T> {
  const { data, error, response } = await call;
  expect(response.status, `${response.url}: ${JSON.stringify(error ?? data)}`).toBe(status);
  return data as T;
}

/**
 * Calls the API as the signed-in browser does, with a path written as a string: kept for the specs and
 * replays written before the typed client (prefer `contractClient`, which the contract types).
 */
export async function apiRequest(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  data?: unknown,
) {
  return page.request.fetch(`${API_ROOT}${path}`, {
    method,
    headers: { 'X-CSRFToken': await csrfToken(page) },
    data,
  });
}
