import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { isPrivateAddress, publicAddressLookup } from './public-address-lookup';

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', 'not-an-ip'])(
    '%s is not public',
    (address) => expect(isPrivateAddress(address)).toBe(true),
  );

  it.each(['151.101.2.132', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('publicAddressLookup', () => {
  it('fails for a name that resolves to loopback', async () => {
    const outcome = await new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((done) =>
      publicAddressLookup('localhost', {}, (error, address) => done({ error, address })),
    );
    expect(outcome.error?.code).toBe('ENOTPUBLIC');
    expect(outcome.address).toEqual([]);
  });
});
