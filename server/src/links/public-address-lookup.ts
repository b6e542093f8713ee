import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isPrivateAddress } from '../net/private-address';

// A platform's public host never resolves to a non-public address: refusing those at connect
// time stops a host name on the allow-list from being pointed at our own network (DNS rebinding).
export { isPrivateAddress };

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `net.connect` lookup that resolves like `dns.lookup` but fails for a host whose addresses
 * include a non-public one.
 */
export function publicAddressLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked !== undefined || addresses.length === 0) {
      const refusal: NodeJS.ErrnoException = new Error(`${hostname} resolves to a non-public address`);
      refusal.code = 'ENOTPUBLIC';
      return callback(refusal, []);
    }
    if (options.all === true) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
}
