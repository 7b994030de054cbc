import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { clientIp, socketAddressHeader, stampSocketAddress } from './client-ip';

function headersOf(socketAddress: string, forwardedFor?: string): Headers {
  const headers = new Headers({ [socketAddressHeader]: socketAddress });
  if (forwardedFor) headers.set('x-forwarded-for', forwardedFor);
  return headers;
}

describe('clientIp without a declared proxy', () => {
  test('a forged X-Forwarded-For does not make a visitor someone new', () => {
    const forged = ['198.51.100.1', '198.51.100.2', '203.0.113.3, 198.51.100.4'].map((header) =>
      clientIp(headersOf('192.0.2.50', header), false),
    );
    expect(forged).toEqual(['192.0.2.50', '192.0.2.50', '192.0.2.50']);
  });

  test('an IPv4 visitor on a dual-stack socket is the IPv4 address', () => {
    expect(clientIp(headersOf('::ffff:192.0.2.50'), false)).toBe('192.0.2.50');
  });

  test('IPv6 visitors are counted by their /64 network, however they write it', () => {
    expect(clientIp(headersOf('2001:db8:1:2:aaaa::1'), false)).toBe('2001:db8:1:2::/64');
    expect(clientIp(headersOf('2001:0db8:0001:0002:ffff:1:2:3'), false)).toBe('2001:db8:1:2::/64');
    expect(clientIp(headersOf('2001:db8::9'), false)).toBe('2001:db8:0:0::/64');
  });

  test('without the socket header (a server other than ours) every visitor is one', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.1' }), false)).toBe('unknown');
  });
});

describe('clientIp behind a declared proxy (TRUST_PROXY)', () => {
  test('the address the proxy appended names the visitor, not what the visitor wrote before it', () => {
    expect(clientIp(headersOf('10.0.0.2', '198.51.100.1, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientIp(headersOf('10.0.0.2', '203.0.113.7'), true)).toBe('203.0.113.7');
  });

  test('hops of the operator’s own network are skipped', () => {
    expect(clientIp(headersOf('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.3, 172.16.4.4'), true)).toBe(
      '203.0.113.7',
    );
    expect(clientIp(headersOf('127.0.0.1', '203.0.113.7, ::ffff:192.168.1.1, fd00::1'), true)).toBe(
      '203.0.113.7',
    );
  });

  test('a visitor on the private network is named by the first hop; no header leaves the socket', () => {
    expect(clientIp(headersOf('10.0.0.2', '192.168.1.20, 10.0.0.3'), true)).toBe('192.168.1.20');
    expect(clientIp(headersOf('10.0.0.2'), true)).toBe('10.0.0.2');
    expect(clientIp(headersOf('10.0.0.2', 'unknown, not-an-ip'), true)).toBe('10.0.0.2');
  });
});

test('the socket address header a client sends is replaced by the real one', async () => {
  const server = createServer((req, res) => {
    stampSocketAddress(req);
    res.end(req.headers[socketAddressHeader]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const seen = await new Promise<string>((resolve, reject) => {
      const forged = { [socketAddressHeader]: '198.51.100.66' };
      request({ host: '127.0.0.1', port, headers: forged }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    expect(seen).toBe('127.0.0.1');
  } finally {
    server.close();
  }
});
