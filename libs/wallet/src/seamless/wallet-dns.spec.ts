import type { LookupAddress } from 'node:dns';
import { BLOCKED_ADDRESS_CODE, createGuardedLookup, resolveAllowed, WalletHostResolver } from './wallet-dns';

const resolver =
  (table: Record<string, LookupAddress[]>): WalletHostResolver =>
  async (hostname) => {
    const found = table[hostname];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return found;
  };

const table = resolver({
  'public.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:2800:220:1::1', family: 6 },
  ],
  'loopback.example.com': [{ address: '127.0.0.1', family: 4 }],
  'mixed.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.0.0.5', family: 4 },
  ],
  'metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  'mapped.example.com': [{ address: '::ffff:192.168.0.1', family: 6 }],
  'v6loop.example.com': [{ address: '::1', family: 6 }],
  'empty.example.com': [],
});

describe('resolveAllowed', () => {
  it('returns every address of a public name', async () => {
    await expect(resolveAllowed('public.example.com', { allowLocalhost: false, resolver: table })).resolves.toHaveLength(2);
    await expect(resolveAllowed('public.example.com', { allowLocalhost: false, resolver: table, family: 6 })).resolves.toEqual([
      { address: '2606:2800:220:1::1', family: 6 },
    ]);
  });

  it.each<[string, RegExp]>([
    ['loopback.example.com', /127\.0\.0\.1 is a loopback address/],
    ['mixed.example.com', /10\.0\.0\.5 is a private network address/],
    ['metadata.example.com', /169\.254\.169\.254 is a link-local/],
    ['mapped.example.com', /::ffff:192\.168\.0\.1 is a private/],
    ['v6loop.example.com', /::1 is a loopback/],
  ])('refuses %s', async (host, message) => {
    await expect(resolveAllowed(host, { allowLocalhost: false, resolver: table })).rejects.toMatchObject({
      code: BLOCKED_ADDRESS_CODE,
      message: expect.stringMatching(message),
    });
  });

  it('lets loopback through with allowLocalhost, never private or metadata addresses', async () => {
    await expect(resolveAllowed('loopback.example.com', { allowLocalhost: true, resolver: table })).resolves.toEqual([
      { address: '127.0.0.1', family: 4 },
    ]);
    await expect(resolveAllowed('v6loop.example.com', { allowLocalhost: true, resolver: table })).resolves.toHaveLength(1);
    await expect(resolveAllowed('mixed.example.com', { allowLocalhost: true, resolver: table })).rejects.toMatchObject({
      code: BLOCKED_ADDRESS_CODE,
    });
    await expect(resolveAllowed('metadata.example.com', { allowLocalhost: true, resolver: table })).rejects.toMatchObject({
      code: BLOCKED_ADDRESS_CODE,
    });
  });

  it('passes resolver errors and empty answers on as not found', async () => {
    await expect(resolveAllowed('nowhere.example.com', { allowLocalhost: false, resolver: table })).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    await expect(resolveAllowed('empty.example.com', { allowLocalhost: false, resolver: table })).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });
});

describe('createGuardedLookup', () => {
  const lookup = createGuardedLookup({ allowLocalhost: false, resolver: table });
  const call = (host: string, options: { all?: boolean; family?: number }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      lookup(host, options, (error, address, family) => resolve({ error, address, family })),
    );

  it('answers in both callback forms of net.connect', async () => {
    expect(await call('public.example.com', { all: true })).toEqual({
      error: null,
      address: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:2800:220:1::1', family: 6 },
      ],
      family: undefined,
    });
    expect(await call('public.example.com', {})).toEqual({ error: null, address: '93.184.216.34', family: 4 });
  });

  it('fails the connection for a blocked address', async () => {
    const result = await call('mixed.example.com', { all: true });
    expect(result.error).toMatchObject({ code: BLOCKED_ADDRESS_CODE });
  });
});
