import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Where absolute URLs point (DRF's `request.build_absolute_uri`): page links, files and images are
 * answered as absolute URLs because the real platform does so and its clients follow them as given.
 */
export interface OriginOptions {
  /** The public address of the platform (env PUBLIC_URL); wins over what the request says. */
  publicUrl?: string;
  /** Believe `X-Forwarded-Proto` / `X-Forwarded-Host` (env TRUST_PROXY=1, behind a reverse proxy only). */
  trustProxy?: boolean;
  /**
   * Host names a request may name (env ALLOWED_HOSTS), any port: `name`, `.domain` (it and its
   * subdomains) or `*` (any). Default: localhost, 127.0.0.1, [::1] and PUBLIC_URL's host.
   */
  allowedHosts?: readonly string[];
}

/** Loopback names every deployment answers to (a probe, a local proxy, the browser tests). */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The allowed host names: the ones given, else the loopback ones and PUBLIC_URL's. */
export function allowedHostsOf(options: OriginOptions): string[] {
  if (options.allowedHosts && options.allowedHosts.length > 0) {
    return options.allowedHosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  }
  return [
    ...LOOPBACK_HOSTS,
    ...(options.publicUrl ? [new URL(options.publicUrl).hostname.toLowerCase()] : []),
  ];
}

// A Host header is the client's word: anything that is not a plain host[:port] (or an IPv6 literal)
// is not echoed into the links (header injection), the server's own address is used instead.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

/**
 * The last value of a forwarded header: a proxy appends what it saw to what the client sent
 * (Apache's mod_proxy does for X-Forwarded-Host), so the leftmost values are the client's word and
 * the rightmost the trusted proxy's (audit T3-L5).
 */
const lastValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value.join(',') : value)?.split(',').at(-1)?.trim() || undefined;

/** The host the request names: the trusted proxy's forwarded host, else the Host header. */
function namedHost(req: IncomingMessage, options: OriginOptions): string | undefined {
  const forwarded = options.trustProxy ? lastValue(req.headers['x-forwarded-host']) : undefined;
  return forwarded ?? firstValue(req.headers.host);
}

/** `host[:port]` without its port, lower case; IPv6 literals keep their brackets. */
function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '');
  return name.toLowerCase().replace(/\.$/, '');
}

const allows = (pattern: string, name: string): boolean =>
  pattern === '*' ||
  pattern === name ||
  (pattern.startsWith('.') && (name === pattern.slice(1) || name.endsWith(pattern)));

/**
 * The host the request names when it is not an allowed one (answered 400, as Django's
 * ALLOWED_HOSTS does), or null. A request naming no host (HTTP/1.0) is left to the server's own address.
 */
export function refusedHost(
  req: IncomingMessage,
  options: OriginOptions,
  allowed: readonly string[],
): string | null {
  const host = namedHost(req, options);
  if (host === undefined) return null;
  if (!HOST.test(host)) return host;
  const name = hostName(host);
  return allowed.some((pattern) => allows(pattern, name)) ? null : host;
}

function ownAddress(req: IncomingMessage): string {
  const { localAddress, localPort } = req.socket;
  if (!localAddress) return 'localhost';
  const address = localAddress.startsWith('::ffff:') ? localAddress.slice(7) : localAddress;
  return `${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/** `https://host[:port]`, without a trailing slash. */
export function requestOrigin(req: IncomingMessage, options: OriginOptions = {}): string {
  if (options.publicUrl) return new URL(options.publicUrl).origin;
  const encrypted = Boolean((req.socket as Partial<TLSSocket>).encrypted);
  const forwardedProto = options.trustProxy ? lastValue(req.headers['x-forwarded-proto']) : undefined;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const forwardedHost = options.trustProxy ? lastValue(req.headers['x-forwarded-host']) : undefined;
  const host = [forwardedHost, firstValue(req.headers.host)].find((h) => h !== undefined && HOST.test(h));
  return `${proto}://${host ?? ownAddress(req)}`;
}
