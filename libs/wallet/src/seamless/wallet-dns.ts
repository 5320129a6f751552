import { lookup as dnsLookup } from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { addressRefusal } from '@app/common';

/**
 * The request-time half of the wallet's SSRF protection: a `lookup` for the HTTP connection that
 * resolves the wallet host and refuses the connection when any resolved address is not allowed.
 * Because the socket connects to exactly the addresses this function checked, a name that
 * resolves to a public address at one moment and to a private one the next (DNS rebinding) cannot
 * slip between the check and the connect.
 */

/** Resolves a host name to all its addresses (dns.lookup with `all: true` by default). */
export type WalletHostResolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: WalletHostResolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Error code of a connection refused because the wallet host resolves to a blocked address. */
export const BLOCKED_ADDRESS_CODE = 'EWALLETBLOCKED';

export class BlockedAddressError extends Error {
  readonly code = BLOCKED_ADDRESS_CODE;
  constructor(message: string) {
    super(message);
    this.name = 'BlockedAddressError';
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The `lookup` signature of net.connect / http.request. */
export type GuardedLookup = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

/** Resolves, then checks every address; one blocked address refuses the whole name. */
export async function resolveAllowed(
  hostname: string,
  options: { allowLocalhost: boolean; resolver?: WalletHostResolver; family?: number },
): Promise<LookupAddress[]> {
  const resolved = await (options.resolver ?? systemResolver)(hostname);
  const addresses = options.family ? resolved.filter((a) => a.family === options.family) : resolved;
  if (addresses.length === 0) {
    throw Object.assign(new Error(`wallet host ${hostname} has no address`), { code: 'ENOTFOUND' });
  }
  for (const { address } of resolved) {
    const reason = addressRefusal(address, options);
    if (reason !== null) throw new BlockedAddressError(`wallet host ${hostname} resolves to a blocked address: ${reason}`);
  }
  return addresses;
}

/** A `lookup` for http(s).request that only ever hands allowed addresses to the socket. */
export function createGuardedLookup(options: { allowLocalhost: boolean; resolver?: WalletHostResolver }): GuardedLookup {
  return (hostname, lookupOptions, callback) => {
    const family = typeof lookupOptions.family === 'number' ? lookupOptions.family : undefined;
    resolveAllowed(hostname, { ...options, family }).then(
      (addresses) => {
        if (lookupOptions.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
