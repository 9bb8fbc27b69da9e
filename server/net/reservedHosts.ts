/**
 * Top-level domains reserved never to name a real host (RFC 2606, RFC 6761): `.example` for
 * documentation (the seed's demonstration indexers use it) and `.invalid`. The scheduler does not
 * harvest such an indexer: it could only fail on a DNS lookup, every day, on its own (audit L13).
 * `.test` is left out: RFC 6761 lets operators resolve it in their own DNS for test set-ups.
 * A harvest asked for by a person still runs, and tells the host is unknown.
 */
const UNREACHABLE_TLDS = new Set(['example', 'invalid']);

/** The host of `url` when it is under a reserved top-level domain, else null. */
export function reservedHost(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  return UNREACHABLE_TLDS.has(host.slice(host.lastIndexOf('.') + 1)) ? host : null;
}
