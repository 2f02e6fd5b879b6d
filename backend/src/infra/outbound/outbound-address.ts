import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address is, as the address rule sees it: `public` (the internet), `loopback` (this
 * machine: 127/8, ::1, and 127/8 mapped into IPv6), or `internal` (anything else that is not the
 * internet: private, link-local, CGNAT, multicast, reserved, documentation ranges, and IPv6 forms
 * that carry such an IPv4 address).
 */
export type AddressKind = 'public' | 'loopback' | 'internal';

const internalV4 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['169.254.0.0', 16], // link-local, cloud metadata services
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relays
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255
] as const)
  internalV4.addSubnet(network, prefix, 'ipv4');

const internalV6 = new BlockList();
for (const [network, prefix] of [
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const)
  internalV6.addSubnet(network, prefix, 'ipv6');

function ipv4Kind(address: string): AddressKind {
  if (address.startsWith('127.')) return 'loopback';
  return internalV4.check(address, 'ipv4') ? 'internal' : 'public';
}

/** The eight 16-bit groups of a valid IPv6 address (a trailing dotted IPv4 part becomes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, tail] = text.split('::');
  if (tail === undefined) return groups(head);
  const left = groups(head);
  const right = groups(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function ipv6Kind(address: string): AddressKind {
  const groups = ipv6Groups(address);
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  // ::ffff:a.b.c.d is the IPv4 address itself to the socket.
  if (zeros(0, 5) && groups[5] === 0xffff) return ipv4Kind(ipv4Of(groups[6], groups[7]));
  if (zeros(0, 7) && groups[7] === 1) return 'loopback';
  // ::, and the deprecated IPv4-compatible ::a.b.c.d.
  if (zeros(0, 6)) return 'internal';
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry: as that address, never as this machine.
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4Kind(ipv4Of(groups[6], groups[7])) === 'public' ? 'public' : 'internal';
  if (groups[0] === 0x2002) return ipv4Kind(ipv4Of(groups[1], groups[2])) === 'public' ? 'public' : 'internal';
  return internalV6.check(address, 'ipv6') ? 'internal' : 'public';
}

/** The kind of an IP address (IPv4 or IPv6, a zone such as `%eth0` ignored); undefined when it is not one. */
export function addressKind(address: string): AddressKind | undefined {
  const bare = address.replace(/%.*$/, '');
  if (isIPv4(bare)) return ipv4Kind(bare);
  if (isIPv6(bare)) return ipv6Kind(bare);
  return undefined;
}
