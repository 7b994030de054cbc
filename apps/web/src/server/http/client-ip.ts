// Who the visitor is, for per-visitor limits. Route handlers do not see the socket, so the site's own
// server (apps/web/server/main.ts) writes its peer address into a header, overwriting any a client sent;
// X-Forwarded-For, which anyone can write, is believed only behind a proxy the operator declared.
import type { IncomingMessage } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

export const socketAddressHeader = 'x-verso-socket-address';

/** Called for every request before Next sees it: the header is never one a client chose. */
export function stampSocketAddress(req: IncomingMessage): void {
  req.headers[socketAddressHeader] = req.socket.remoteAddress ?? '';
}

/** The operator's own network: proxies in front of the site forward from these, visitors do not. */
const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['169.254.0.0', 16],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  privateNetworks.addSubnet(network, prefix, 'ipv6');
}

function isPrivate(address: string): boolean {
  return privateNetworks.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** An IPv4 client of a dual-stack socket reads `::ffff:203.0.113.9`; it is the IPv4 visitor. */
function unmapped(address: string): string {
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;
}

/**
 * The visitor as the limits count them: an IPv4 address, or an IPv6 address's /64 network, since one
 * connection is usually given a whole /64 and could otherwise take a new address for every request.
 */
function visitorOf(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  const groups = address.includes('::') ? [...left, ...zeros, ...right] : left;
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}

/**
 * X-Forwarded-For lists each hop's address, the proxy appending the one it saw: the client is the
 * right-most address outside the operator's network (anything left of it the client may have written).
 * When every hop is private, the visitor is on that network and the first one names it.
 */
function forwardedClient(header: string | null): string | undefined {
  const hops = (header ?? '')
    .split(',')
    .map((hop) => unmapped(hop.trim()))
    .filter((hop) => isIPv4(hop) || isIPv6(hop));
  return hops.findLast((hop) => !isPrivate(hop)) ?? hops[0];
}

export function clientIp(headers: Headers, trustProxy: boolean): string {
  const socketAddress = unmapped(headers.get(socketAddressHeader) || 'unknown');
  const address = (trustProxy && forwardedClient(headers.get('x-forwarded-for'))) || socketAddress;
  return visitorOf(address);
}
