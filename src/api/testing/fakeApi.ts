import {
  type FetchQueryOptions,
  MutationObserver,
  type MutationOptions,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createApiClient } from '../client';
import type { ApiRequestError } from '../errors';
import { setApiClient } from '../http';

/** A request as the fake server saw it: URL relative to the origin, as sent (query values percent-encoded). */
export type SeenRequest = {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal;
};

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  if (status === 204) return new Response(null, { status });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A server that never answers: like fetch, rejects with the signal's reason once the request is aborted. */
export function hangUntilAborted(request: Request): Promise<Response> {
  return new Promise<Response>((_, reject) => {
    if (request.signal.aborted) reject(request.signal.reason);
    request.signal.addEventListener('abort', () => reject(request.signal.reason));
  });
}

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const text = await request.clone().text();
  if (!text) return undefined;
  return request.headers.get('Content-Type')?.includes('json') ? JSON.parse(text) : text;
}

/**
 * Points src/api at a fake fetch (through setApiClient) for one test: every request goes through the real
 * client with its CSRF and deployment middleware, is recorded, and answered by `reply`.
 */
export function fakeApi(reply: (request: Request) => Response | Promise<Response> = () => jsonResponse({})) {
  const requests: SeenRequest[] = [];
  let announce: () => void = () => undefined;
  let requested = new Promise<void>((resolve) => {
    announce = resolve;
  });
  setApiClient(
    createApiClient(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: request.headers,
        body: await bodyOf(request),
        signal: request.signal,
      });
      announce();
      return reply(request);
    }),
  );
  return {
    requests,
    /** Resolves once a request reached the fake server. */
    requested: () => requested,
    last(): SeenRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was sent');
      return request;
    },
    reset() {
      requests.length = 0;
      requested = new Promise<void>((resolve) => {
        announce = resolve;
      });
    },
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export const CSRF_TOKEN = 'test-csrf-token';

export function setCsrfCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the client reads the token from this very cookie.
  document.cookie = `csrftoken=${CSRF_TOKEN}; path=/`;
}

type QueryCase = {
  name: string;
  queryKey: QueryKey;
  url: string;
  reply: unknown;
  fetch: (client: QueryClient) => Promise<unknown>;
};

/** One query factory's expected request (always a GET); `reply` is the fake server's JSON answer. */
export function queryCase<T, K extends QueryKey>(
  name: string,
  options: FetchQueryOptions<T, Error, T, K>,
  url: string,
  reply: unknown = {},
): QueryCase {
  return { name, queryKey: options.queryKey, url, reply, fetch: (client) => client.fetchQuery(options) };
}

/** For every case: the URL, the CSRF header, and that react-query's signal reaches the request. */
export function itSendsQueries(cases: readonly QueryCase[]): void {
  it.each(cases)('$name: GET $url', async ({ fetch, url, reply }) => {
    setCsrfCookie();
    const server = fakeApi(() => jsonResponse(reply));
    await fetch(testQueryClient());
    expect(server.requests).toHaveLength(1);
    expect(server.last().method).toBe('GET');
    expect(server.last().url).toBe(url);
    expect(server.last().headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
  });

  it.each(cases)('$name: passes the query signal', async ({ fetch, queryKey }) => {
    const server = fakeApi(hangUntilAborted);
    const client = testQueryClient();
    const pending = fetch(client).catch(() => undefined);
    await server.requested();
    await client.cancelQueries({ queryKey });
    await pending;
    expect(server.last().signal.aborted).toBe(true);
  });
}

type CallCase = {
  name: string;
  run: () => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  reply?: { status?: number; body?: unknown };
};

/** For every request function: method, URL, JSON body and CSRF header. */
export function itSendsCalls(cases: readonly CallCase[]): void {
  it.each(cases)('$name: $method $url', async ({ run, method, url, body, reply }) => {
    setCsrfCookie();
    const server = fakeApi(() => jsonResponse(reply?.body ?? {}, reply?.status ?? 200));
    await run();
    expect(server.requests).toHaveLength(1);
    const request = server.last();
    expect({ method: request.method, url: request.url, body: request.body }).toEqual({ method, url, body });
    expect(request.headers.get('X-CSRFToken')).toBe(CSRF_TOKEN);
  });
}

type MutationCase = {
  name: string;
  run: (client: QueryClient) => Promise<unknown>;
  invalidated: readonly QueryKey[];
  untouched: readonly QueryKey[];
  reply: { status?: number; body?: unknown };
};

/** One mutation factory: its variables, the keys it must invalidate and some it must leave alone. */
export function mutationCase<TData, TVariables>(
  name: string,
  options: MutationOptions<TData, ApiRequestError, TVariables>,
  variables: TVariables,
  expected: { invalidated: readonly QueryKey[]; untouched?: readonly QueryKey[] },
  reply: { status?: number; body?: unknown } = {},
): MutationCase {
  return {
    name,
    run: (client) => new MutationObserver(client, options).mutate(variables),
    invalidated: expected.invalidated,
    untouched: expected.untouched ?? [],
    reply,
  };
}

/** For every case: after success exactly the expected cached queries are invalidated. */
export function itInvalidates(cases: readonly MutationCase[]): void {
  it.each(cases)('$name invalidates its keys', async ({ run, invalidated, untouched, reply }) => {
    fakeApi(() => jsonResponse(reply.body ?? {}, reply.status ?? 200));
    const client = testQueryClient();
    const unrelated = ['unrelated'];
    for (const key of [...invalidated, ...untouched, unrelated]) client.setQueryData(key, 'cached');
    await run(client);
    for (const key of invalidated)
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    for (const key of [...untouched, unrelated]) {
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(false);
    }
  });
}
