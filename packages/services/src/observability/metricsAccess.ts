// Who may read /metrics. With METRICS_TOKEN, whoever sends it as a Bearer token. Without, only a
// client on this machine: the socket's peer must be loopback, and a request a proxy forwarded counts
// as local only when the operator trusts the proxy (TRUST_PROXY) and every hop it names is loopback.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export interface MetricsAccessSettings {
  metricsToken?: string;
  trustProxy: boolean;
}

const isLoopback = (address: string) =>
  address === '::1' || /^(::ffff:)?127\./.test(address) || address === 'localhost';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function mayReadMetrics(req: IncomingMessage, settings: MetricsAccessSettings): boolean {
  if (settings.metricsToken) {
    const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    return sameSecret(given, settings.metricsToken);
  }
  if (!isLoopback(req.socket.remoteAddress ?? '')) return false;
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  // An untrusted header may be anyone's: a local proxy in front of the site forwards strangers.
  if (!settings.trustProxy) return false;
  const hops = String(forwarded)
    .split(',')
    .map((hop) => hop.trim());
  return hops.every(isLoopback);
}
