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
}

// A Host header is the client's word: anything that is not a plain host[:port] (or an IPv6 literal)
// is not echoed into the links (header injection), the server's own address is used instead.
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const firstValue = (value: string | string[] | undefined): string | undefined =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

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
  const forwardedProto = options.trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const proto =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const forwardedHost = options.trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
  const host = [forwardedHost, firstValue(req.headers.host)].find((h) => h !== undefined && HOST.test(h));
  return `${proto}://${host ?? ownAddress(req)}`;
}

/** `path` (starting with `/`) made absolute on the request's origin; null stays null. */
export function absoluteUrl(origin: string, path: string | null): string | null {
  return path === null ? null : `${origin}${path}`;
}
