import { BlockList, isIP } from 'node:net';

// Which addresses the server may reach: global unicast only, unless the configuration allows private ones.

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
