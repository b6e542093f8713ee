import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from './private-address';

describe('isPrivateAddress: special-purpose ranges', () => {
  it.each([
    // IPv4 documentation, benchmarking, reserved and the 6to4 relay anycast.
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.200',
    '198.18.0.1',
    '198.19.255.255',
    '240.0.0.1',
    '255.255.255.255',
    '192.88.99.1',
    // IPv4-compatible (::/96) and IPv4-mapped written in hex, not only dotted.
    '::7f00:1',
    '::127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:0:7f00:1',
    // 6to4 and NAT64 carrying a private IPv4 address.
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2002:a9fe:a9fe::',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::8.8.8.8',
    // Site-local, discard-only, Teredo, documentation, zone ids.
    'fec0::1',
    '100::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    '3fff::1',
    'fe80::1%eth0',
  ])('%s is not public', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '192.0.3.1', '203.0.114.1', '2606:4700::6810:84e5', '2001:4860:4860::8888', '2002:808:808::', '64:ff9b::8.8.8.8', '::ffff:808:808'])(
    '%s is public',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );
});
