import { describe, expect, test } from 'vitest';
import { addressKind } from './address-kind';

describe('addressKind', () => {
  test.each([
    ['127.0.0.1', 'loopback'],
    ['127.200.3.4', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['169.254.169.254', 'metadata'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['ff02::1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['not an address', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  test.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '::ffff:8.8.8.8',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '64:ff9b::8.8.8.8',
  ])('%s is public', (address) => {
    expect(addressKind(address)).toBe('public');
  });
});
