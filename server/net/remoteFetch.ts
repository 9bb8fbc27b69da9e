import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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
 * IPv4 special-purpose ranges (IANA IPv4 Special-Purpose Address Registry, with multicast, the
 * reserved 240/4 and broadcast): none is a server on the Internet a catalogue or a file may be on.
 */
const IPV4_SPECIAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // direct delegation AS112
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast included
] as const) {
  IPV4_SPECIAL.addSubnet(network, prefix, 'ipv4');
}

/** IPv6 special-purpose ranges inside global unicast (2000::/3) (IANA IPv6 Special-Purpose Registry). */
const IPV6_SPECIAL = new BlockList();
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments (benchmarking, ORCHID, AMT...); Teredo is judged apart
  ['2001:db8::', 32], // documentation
  ['2620:4f:8000::', 48], // AS112-v6
  ['3fff::', 20], // documentation
] as const) {
  IPV6_SPECIAL.addSubnet(network, prefix, 'ipv6');
}

const isGlobalIpv4 = (address: string): boolean => !IPV4_SPECIAL.check(address, 'ipv4');

/** The 16 bytes of an IPv6 address (zone removed, a trailing dotted IPv4 allowed), null if invalid. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const words = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  const bytes: number[] = [];
  for (const word of words) {
    if (!/^[0-9a-f]{1,4}$/i.test(word)) return null;
    const value = Number.parseInt(word, 16);
    bytes.push(value >> 8, value & 0xff);
  }
  return bytes;
}

const ipv4At = (bytes: number[], at: number): string => bytes.slice(at, at + 4).join('.');
const zeros = (bytes: number[], from: number, to: number): boolean =>
  bytes.slice(from, to).every((byte) => byte === 0);

/**
 * Whether an IPv6 address is global unicast: inside 2000::/3 and outside its special-purpose ranges.
 * Forms that carry an IPv4 address (mapped, compatible, translated, NAT64, 6to4, Teredo) lead to
 * that IPv4 address, so they are judged by it.
 */
function isGlobalIpv6(address: string): boolean {
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const word = (index: number) => ((bytes[index * 2] as number) << 8) | (bytes[index * 2 + 1] as number);
  // ::a.b.c.d (compatible; :: and ::1 fall in 0.0.0.0/8), ::ffff:a.b.c.d (mapped),
  // ::ffff:0:a.b.c.d (translated)
  if (zeros(bytes, 0, 10) && ((word(5) === 0 && word(4) === 0) || word(5) === 0xffff)) {
    return isGlobalIpv4(ipv4At(bytes, 12));
  }
  if (zeros(bytes, 0, 8) && word(4) === 0xffff && word(5) === 0) return isGlobalIpv4(ipv4At(bytes, 12));
  // NAT64 well-known prefix 64:ff9b::/96 (its local-use neighbour 64:ff9b:1::/48 is not global)
  if (word(0) === 0x64 && word(1) === 0xff9b && zeros(bytes, 4, 12)) return isGlobalIpv4(ipv4At(bytes, 12));
  if (((bytes[0] as number) & 0xe0) !== 0x20) return false;
  // 6to4: 2002:a.b.c.d::/48
  if (word(0) === 0x2002) return isGlobalIpv4(ipv4At(bytes, 2));
  // Teredo 2001:0::/32: the server's IPv4, then the client's (inverted)
  if (word(0) === 0x2001 && word(1) === 0) {
    const client = bytes
      .slice(12, 16)
      .map((byte) => byte ^ 0xff)
      .join('.');
    return isGlobalIpv4(ipv4At(bytes, 4)) && isGlobalIpv4(client);
  }
  return !IPV6_SPECIAL.check(address.replace(/%.*$/, ''), 'ipv6');
}

/**
 * Whether an address must not be reached unless the configuration allows it: anything but global
 * unicast (an allow-list: the deny-list it replaces missed ::7f00:1, 2002:7f00:1::1, fec0::1...,
 * audit L10). Not an address at all counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !isGlobalIpv4(address);
  if (family === 6) return !isGlobalIpv6(address);
  return true;
}

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
