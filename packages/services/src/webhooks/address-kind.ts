// What kind of address a webhook would connect to. Only `public` ones are reached unless the operator
// allows private networks (WEBHOOK_ALLOW_PRIVATE): a webhook URL is chosen by whoever holds an API key,
// and must not become a way to reach the server's own network or its cloud's metadata service.
import { BlockList, isIP } from 'node:net';

export type AddressKind =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'metadata'
  | 'reserved';

// The first list naming an address decides its kind; the order puts specific ranges before wider ones.
const ranges: [Exclude<AddressKind, 'public'>, string[]][] = [
  // AWS, GCP, Azure, Oracle (169.254.169.254, fd00:ec2::254), Alibaba (100.100.100.200), Azure's wire server.
  ['metadata', ['169.254.169.254/32', '100.100.100.200/32', '168.63.129.16/32', 'fd00:ec2::254/128']],
  ['loopback', ['127.0.0.0/8', '::1/128']],
  ['link-local', ['169.254.0.0/16', 'fe80::/10']],
  ['unique-local', ['fc00::/7']],
  ['private', ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fec0::/10']],
  [
    'reserved',
    [
      // "This network", IETF assignments, documentation, 6to4 relays, benchmarks, multicast, class E.
      '0.0.0.0/8',
      '192.0.0.0/24',
      '192.0.2.0/24',
      '192.88.99.0/24',
      '198.18.0.0/15',
      '198.51.100.0/24',
      '203.0.113.0/24',
      '224.0.0.0/4',
      '240.0.0.0/4',
      // Teredo and ORCHID hide other addresses; documentation; multicast and everything outside 2000::/3.
      '2001::/32',
      '2001:10::/28',
      '2001:20::/28',
      '2001:db8::/32',
      '::/3',
      '4000::/2',
      '8000::/1',
    ],
  ],
];

// One list per family: a BlockList also matches IPv4 addresses against IPv6 rules (as ::ffff:a.b.c.d),
// which would put every IPv4 address under ::/3.
const blockLists = ranges.map(([kind, cidrs]) => {
  const lists = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const cidr of cidrs) {
    const [network = '', prefix] = cidr.split('/');
    const family = isIP(network) === 6 ? 'ipv6' : 'ipv4';
    lists[family].addSubnet(network, Number(prefix), family);
  }
  return [kind, lists] as const;
});

/** The kind of an IP address (either family); anything that is not one is `reserved`. */
export function addressKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'reserved';
  if (family === 6) {
    const embedded = embeddedIpv4(address);
    if (embedded) return addressKind(embedded);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  return blockLists.find(([, lists]) => lists[type].check(address, type))?.[0] ?? 'public';
}

/**
 * The IPv4 address an IPv6 one stands for: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d), NAT64
 * (64:ff9b::/96) and 6to4 (2002:aabb:ccdd::/48) all lead to the IPv4 address they carry.
 */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const v4 = (at: number) => bytes.slice(at, at + 4).join('.');
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return v4(12);
  if (zeros(0, 12) && !zeros(12, 14)) return v4(12);
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12))
    return v4(12);
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return v4(2);
  return undefined;
}

/** The 16 bytes of a valid IPv6 address (with or without a trailing dotted IPv4 part). */
function ipv6Bytes(address: string): number[] {
  const withoutZone = address.split('%')[0] ?? '';
  const dotted = withoutZone.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  const hex = dotted
    ? withoutZone.slice(0, dotted.index) +
      [0, 2].map((i) => ((Number(dotted[i + 1]) << 8) | Number(dotted[i + 2])).toString(16)).join(':')
    : withoutZone;
  const [head = '', tail] = hex.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail ?? '').length;
  const all = [...groups(head), ...Array(tail === undefined ? 0 : missing).fill('0'), ...groups(tail ?? '')];
  return all.flatMap((group) => {
    const value = Number.parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}
