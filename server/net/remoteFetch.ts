import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPrivateAddress } from './addresses.ts';

/** How the server reaches other servers (indexer trials and harvests, URL checks, file downloads). */
export interface RemoteOptions {
  /** Allow private, loopback and link-local addresses (tests, intranets). Default false. */
  allowPrivate: boolean;
  /** Time allowed for the whole exchange, in milliseconds. */
  timeoutMs: number;
  /** Largest body read, in bytes. */
  maxBytes: number;
}

export const DEFAULT_REMOTE: RemoteOptions = {
  allowPrivate: false,
  timeoutMs: 15_000,
  maxBytes: 50 * 1024 * 1024,
};

export interface RemoteRequest {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  /** Stop reading after this many bytes without failing (a URL check needs only the start). */
  readAtMost?: number;
  signal?: AbortSignal;
}

export interface RemoteResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** True when `readAtMost` stopped the reading before the end. */
  truncated: boolean;
}

/** A failure to reach a remote server, with a message meant for people (French, like task logs). */
export class RemoteError extends Error {
  constructor(
    message: string,
    readonly code: 'address' | 'protocol' | 'timeout' | 'size' | 'network' | 'status' | 'aborted',
  ) {
    super(message);
    this.name = 'RemoteError';
  }
}

const MAX_REDIRECTS = 5;

/**
 * Resolves like `dns.lookup` but refuses private addresses: the check happens on the address
 * actually connected to, so a name that resolves differently the second time gains nothing.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isPrivateAddress(a.address));
      if (usable.length === 0) {
        const refused = new RemoteError(
          `L’adresse ${addresses[0]?.address ?? hostname} de ${hostname} est privée ou locale : elle est refusée par la configuration du serveur.`,
          'address',
        );
        callback(refused as NodeJS.ErrnoException, '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (err: null, all: LookupAddress[]) => void)(null, usable);
        return;
      }
      const first = usable[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} ko`
      : `${bytes} octets`;

function networkMessage(url: URL, error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Le nom ${url.hostname} est inconnu (résolution DNS impossible).`;
    case 'ECONNREFUSED':
      return `${url.host} refuse la connexion.`;
    case 'ECONNRESET':
      return `${url.host} a coupé la connexion.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `${url.host} est injoignable.`;
    default:
      return `${url.host} est injoignable : ${error.message}`;
  }
}

/** Checks that a URL may be requested: http or https only, with a host. */
export function remoteUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RemoteError(`« ${value} » n’est pas une URL valide.`, 'protocol');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RemoteError(`Seules les URL http et https sont acceptées (reçu ${url.protocol}).`, 'protocol');
  }
  if (url.username || url.password) {
    throw new RemoteError('Les identifiants dans l’URL ne sont pas acceptés.', 'protocol');
  }
  return url;
}

function once(
  url: URL,
  options: RemoteOptions,
  request: RemoteRequest,
  signal: AbortSignal,
): Promise<{ response: IncomingMessage; body: Buffer; truncated: boolean }> {
  const literal = isIP(url.hostname.replace(/^\[|\]$/g, ''));
  if (literal && !options.allowPrivate && isPrivateAddress(url.hostname.replace(/^\[|\]$/g, ''))) {
    return Promise.reject(
      new RemoteError(
        `L’adresse ${url.hostname} est privée ou locale : elle est refusée par la configuration du serveur.`,
        'address',
      ),
    );
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: request.method ?? 'GET',
        headers: { 'user-agent': 'publish-reference-backend/1', ...request.headers },
        lookup: guardedLookup(options.allowPrivate),
        signal,
      },
      (response) => {
        const declared = Number(response.headers['content-length'] ?? Number.NaN);
        const limit = request.readAtMost ?? options.maxBytes;
        if (request.readAtMost === undefined && Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(
            new RemoteError(
              `La réponse annonce ${formatBytes(declared)}, au-delà de la limite de ${formatBytes(options.maxBytes)}.`,
              'size',
            ),
          );
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        let done = false;
        response.on('data', (chunk: Buffer) => {
          if (done) return;
          size += chunk.length;
          if (size > limit) {
            done = true;
            if (request.readAtMost !== undefined) {
              chunks.push(chunk.subarray(0, chunk.length - (size - limit)));
              response.destroy();
              resolve({ response, body: Buffer.concat(chunks), truncated: true });
            } else {
              response.destroy();
              reject(
                new RemoteError(`La réponse dépasse la limite de ${formatBytes(options.maxBytes)}.`, 'size'),
              );
            }
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          if (done) return;
          done = true;
          resolve({ response, body: Buffer.concat(chunks), truncated: false });
        });
        response.on('error', (error) => {
          if (done) return;
          done = true;
          reject(error);
        });
        // Aborted while the body was coming: no 'end', maybe no 'error'.
        response.on('close', () => {
          if (done) return;
          done = true;
          reject(new Error('la réponse a été coupée avant sa fin'));
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Requests a remote URL within the limits: http(s) only, private addresses refused unless
 * allowed, a timeout over the whole exchange (redirects included), a size limit on the body.
 * Any failure is a `RemoteError` with a readable message.
 */
export async function remoteFetch(
  target: string,
  options: RemoteOptions,
  request: RemoteRequest = {},
): Promise<RemoteResponse> {
  let url = remoteUrl(target);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  for (let hop = 0; ; hop += 1) {
    let answer: Awaited<ReturnType<typeof once>>;
    try {
      answer = await once(url, options, request, signal);
    } catch (error) {
      if (error instanceof RemoteError) throw error;
      if (timeout.aborted) {
        throw new RemoteError(
          `${url.host} n’a pas répondu dans le délai de ${Math.round(options.timeoutMs / 1000)} s.`,
          'timeout',
        );
      }
      if (request.signal?.aborted) throw new RemoteError('La requête a été interrompue.', 'aborted');
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof RemoteError) throw cause;
      throw new RemoteError(networkMessage(url, error as NodeJS.ErrnoException), 'network');
    }
    const { response, body, truncated } = answer;
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      if (hop >= MAX_REDIRECTS) {
        throw new RemoteError(`Trop de redirections depuis ${target}.`, 'network');
      }
      url = remoteUrl(new URL(location, url).toString());
      continue;
    }
    return { url: url.toString(), status, headers: response.headers, body, truncated };
  }
}

/** Like `remoteFetch`, but an answer other than 2xx is a `RemoteError`. */
export async function remoteFetchOk(
  target: string,
  options: RemoteOptions,
  request: RemoteRequest = {},
): Promise<RemoteResponse> {
  const response = await remoteFetch(target, options, request);
  if (response.status < 200 || response.status >= 300) {
    throw new RemoteError(
      `${new URL(response.url).host} a répondu ${response.status}${statusText(response.status)}.`,
      'status',
    );
  }
  return response;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const statusText = (status: number): string => (STATUS_TEXT[status] ? ` ${STATUS_TEXT[status]}` : '');

/** The body as UTF-8 JSON, or a `RemoteError` saying what was received instead. */
export function remoteJson(response: RemoteResponse): unknown {
  const text = new TextDecoder('utf-8').decode(response.body);
  try {
    return JSON.parse(text);
  } catch {
    const type = String(response.headers['content-type'] ?? 'inconnu');
    throw new RemoteError(
      `La réponse de ${new URL(response.url).host} n’est pas du JSON (type ${type.split(';')[0]}).`,
      'protocol',
    );
  }
}
