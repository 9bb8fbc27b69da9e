/**
 * The HTTP behaviour of data-fair's OneGeo Suite connector, rewritten from its code to replay its calls:
 * data-fair/catalog-onegeo-suite@1bfdc26c799d957c576ef8b46a28e2079c9ea7a0, lib/onegeo-client.ts
 * (axios 1.13.5). Nothing here is the connector's code; it sends what that code sends, the way it
 * sends it, so that a test fails where the real connector would.
 */

/** What axios gives the connector: untyped JSON, read field by field as the connector does. */
// biome-ignore lint/suspicious/noExplicitAny: the connector reads axios answers untyped; so does the replay.
export type Json = any;

export interface ConnectorAnswer<T = Json> {
  status: number;
  data: T;
}

/** A status outside 2xx, as axios rejects it (the connector reads `error.response`). */
export class ConnectorError extends Error {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly response: ConnectorAnswer,
  ) {
    super(`${method} ${url} → ${response.status} ${JSON.stringify(response.data)}`);
  }
}

/**
 * axios 1.x `combineURLs(baseURL, url)`: the base loses its trailing slashes, the path its leading
 * ones, joined by one `/`. So `'/resource/data-format/'` still goes under `{url}` (lib/publications.ts:256).
 */
export const joinUrl = (base: string, path: string): string =>
  `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export interface ConnectorRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  params?: Record<string, string | number>;
  data?: unknown;
}

/** Every request of the connector and the status it got, for the tests to read. */
export interface SentRequest {
  method: string;
  url: string;
  status: number;
  authorization: string | undefined;
}

async function send(
  base: string,
  request: ConnectorRequest,
  headers: Record<string, string>,
  sent: SentRequest[],
): Promise<ConnectorAnswer> {
  const url = new URL(joinUrl(base, request.url));
  for (const [key, value] of Object.entries(request.params ?? {})) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    method: request.method,
    // What axios sends by default besides the connector's own headers.
    headers: { Accept: 'application/json, text/plain, */*', ...headers },
    ...(request.data === undefined ? {} : { body: JSON.stringify(request.data) }),
  });
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : '';
  } catch {
    // axios keeps a body that is not JSON as text.
  }
  sent.push({
    method: request.method,
    url: url.href,
    status: response.status,
    authorization: headers.Authorization,
  });
  const answer = { status: response.status, data };
  if (response.status < 200 || response.status >= 300)
    throw new ConnectorError(request.method, url.href, answer);
  return answer;
}

/**
 * `createOneGeoClient(baseUrl, secrets)` (lib/onegeo-client.ts:4-49): signs in lazily with
 * `POST login/signin/`, sends `Authorization: JWT <token>` and `Content-Type: application/json` on
 * every call (GET and DELETE included), and on a 401 or 403 signs in again and retries once.
 */
export function oneGeoClient(baseUrl: string, secrets: { username: string; password: string }) {
  let token: string | null = null;
  const sent: SentRequest[] = [];

  const authenticate = async () => {
    const answer = await send(
      baseUrl,
      { method: 'POST', url: '/login/signin/', data: secrets },
      { 'Content-Type': 'application/json' },
      sent,
    );
    token = (answer.data as { token: string }).token;
  };

  const execute = (request: ConnectorRequest) =>
    send(baseUrl, request, { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }, sent);

  return {
    sent,
    /** Drops nothing: the token stays as the connector keeps it between calls. */
    get token() {
      return token;
    },
    async request<T = Json>(request: ConnectorRequest): Promise<ConnectorAnswer<T>> {
      if (!token) await authenticate();
      try {
        return await execute(request);
      } catch (error) {
        if (error instanceof ConnectorError && [401, 403].includes(error.response.status)) {
          await authenticate();
          return await execute(request);
        }
        throw error;
      }
    },
  };
}

export type OneGeoClient = ReturnType<typeof oneGeoClient>;

/** The data-fair dataset the connector publishes (test-it/index.ts:81-87, plus an original file). */
export interface DataFairDataset {
  id: string;
  title: string;
  description?: string;
  public: boolean;
  tags?: string[];
  createdAt?: string;
  updatedAt?: string;
  originalFile?: { name: string };
}

const today = () => new Date().toISOString().split('T')[0] ?? '';

/** The eight-key body of dataset creation and update (lib/publications.ts:37-53). */
export function oneGeoDatasetBody(dataset: DataFairDataset, usergroup: number) {
  return {
    codename: dataset.id.replace(/[^a-zA-Z0-9_-]/g, '-').substring(0, 100),
    display_name: dataset.title,
    description: dataset.description || dataset.title,
    publish: dataset.public,
    usergroup,
    tags: dataset.tags || [],
    publication_date: (dataset.createdAt || '').split('T')[0] || today(),
    last_update_date: (dataset.updatedAt || '').split('T')[0] || today(),
  };
}
