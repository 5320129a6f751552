import fc from 'fast-check';
import { BlockList } from 'node:net';
import {
  addressRefusal,
  AddressCategory,
  classifyIp,
  classifyIPv4,
  classifyIPv6,
  isCategoryAllowed,
  isDottedQuad,
  parseIPv4,
  parseIPv6,
} from './ip-ranges';

const dotted = (n: number) => [24, 16, 8, 0].map((shift) => (n >>> shift) & 255).join('.');

describe('parseIPv4', () => {
  it.each<[string, string | null]>([
    ['127.0.0.1', '127.0.0.1'],
    ['0.0.0.0', '0.0.0.0'],
    ['255.255.255.255', '255.255.255.255'],
    ['8.8.8.8', '8.8.8.8'],
    ['8.8.8.8.', '8.8.8.8'],
    // decimal, octal, hex and short forms (inet_aton / WHATWG URL)
    ['2130706433', '127.0.0.1'],
    ['4294967295', '255.255.255.255'],
    ['0', '0.0.0.0'],
    ['0x7f000001', '127.0.0.1'],
    ['0X7F000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0177.00.00.01', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['192.168.257', '192.168.1.1'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['2852039166', '169.254.169.254'],
    ['0xc0a80001', '192.168.0.1'],
    ['0x', '0.0.0.0'],
    ['00', '0.0.0.0'],
    // not IPv4
    ['256.0.0.1', null],
    ['1.2.3.4.5', null],
    ['4294967296', null],
    ['0x100000000', null],
    ['127.0.0.256', null],
    ['127.65536', '127.1.0.0'],
    ['127.16777216', null],
    ['1.2.3.', '1.2.0.3'],
    ['', null],
    ['.', null],
    ['1..2', null],
    ['08.0.0.1', null],
    ['0x7g.0.0.1', null],
    ['-1', null],
    ['+1', null],
    ['1e3', null],
    [' 1.2.3.4', null],
    ['example.com', null],
    ['1.2.3.example', null],
    ['99999999999999999999999999999999999999999', null],
    ['::1', null],
  ])('%j → %j', (text, expected) => {
    const parsed = parseIPv4(text);
    expect(parsed === null ? null : dotted(parsed)).toBe(expected);
  });

  it('reads every address the same in dotted, decimal, hex and octal notation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const octets = dotted(n).split('.').map(Number);
        expect(parseIPv4(dotted(n))).toBe(n);
        expect(parseIPv4(String(n))).toBe(n);
        expect(parseIPv4(`0x${n.toString(16)}`)).toBe(n);
        expect(parseIPv4(octets.map((o) => `0${o.toString(8)}`).join('.'))).toBe(n);
        expect(parseIPv4(octets.map((o) => `0x${o.toString(16)}`).join('.'))).toBe(n);
        expect(parseIPv4(`${octets[0]}.${(n & 0xffffff) >>> 0}`)).toBe(n);
        expect(isDottedQuad(dotted(n))).toBe(true);
      }),
    );
  });

  it('isDottedQuad accepts only the plain form', () => {
    for (const text of ['127.1', '0177.0.0.1', '2130706433', '1.2.3.4.', '01.2.3.4', '256.1.1.1']) {
      expect(isDottedQuad(text)).toBe(false);
    }
  });
});

describe('parseIPv6', () => {
  it.each<[string, bigint | null]>([
    ['::', 0n],
    ['::1', 1n],
    ['[::1]', 1n],
    ['0:0:0:0:0:0:0:1', 1n],
    ['::ffff:127.0.0.1', 0xffff7f000001n],
    ['::ffff:7f00:1', 0xffff7f000001n],
    ['0:0:0:0:0:ffff:127.0.0.1', 0xffff7f000001n],
    ['::127.0.0.1', 0x7f000001n],
    ['1::', 1n << 112n],
    ['2001:db8::1', 0x20010db8000000000000000000000001n],
    ['FE80::1', 0xfe800000000000000000000000000001n],
    ['1:2:3:4:5:6:7:8', 0x00010002000300040005000600070008n],
    ['1:2:3:4:5:6:1.2.3.4', 0x00010002000300040005000601020304n],
    ['fe80::1%eth0', null],
    ['::ffff:127.1', null],
    [':::1', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['12345::', null],
    ['127.0.0.1', null],
    ['localhost', null],
    ['', null],
    ['[::1', null],
  ])('%j → %p', (text, expected) => {
    expect(parseIPv6(text)).toBe(expected);
  });

  it('agrees with the fully expanded form for random addresses', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (n) => {
        const groups = Array.from({ length: 8 }, (_, i) => ((n >> BigInt(112 - 16 * i)) & 0xffffn).toString(16));
        expect(parseIPv6(groups.join(':'))).toBe(n);
      }),
    );
  });
});

describe('classifyIPv4', () => {
  it.each<[string, AddressCategory]>([
    ['0.0.0.0', 'unspecified'],
    ['0.255.255.255', 'unspecified'],
    ['1.0.0.0', 'public'],
    ['9.255.255.255', 'public'],
    ['10.0.0.0', 'private'],
    ['10.255.255.255', 'private'],
    ['11.0.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['100.64.0.0', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.0', 'public'],
    ['126.255.255.255', 'public'],
    ['127.0.0.0', 'loopback'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.255', 'loopback'],
    ['128.0.0.0', 'public'],
    ['169.253.255.255', 'public'],
    ['169.254.0.0', 'link_local'],
    ['169.254.169.254', 'link_local'],
    ['169.254.255.255', 'link_local'],
    ['169.255.0.0', 'public'],
    ['172.15.255.255', 'public'],
    ['172.16.0.0', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.0', 'public'],
    ['192.0.0.0', 'reserved'],
    ['192.0.0.255', 'reserved'],
    ['192.0.1.0', 'public'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.167.255.255', 'public'],
    ['192.168.0.0', 'private'],
    ['192.168.255.255', 'private'],
    ['192.169.0.0', 'public'],
    ['198.17.255.255', 'public'],
    ['198.18.0.0', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.20.0.0', 'public'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['223.255.255.255', 'public'],
    ['224.0.0.0', 'multicast'],
    ['239.255.255.255', 'multicast'],
    ['240.0.0.0', 'reserved'],
    ['254.255.255.255', 'reserved'],
    ['255.255.255.254', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['8.8.8.8', 'public'],
    ['1.1.1.1', 'public'],
    ['93.184.216.34', 'public'],
  ])('%s is %s', (address, category) => {
    expect(classifyIPv4(parseIPv4(address) as number)).toBe(category);
  });

  it('agrees with a net.BlockList of the same ranges for random addresses', () => {
    const blocked = new BlockList();
    for (const [net, prefix] of [
      ['0.0.0.0', 8],
      ['10.0.0.0', 8],
      ['100.64.0.0', 10],
      ['127.0.0.0', 8],
      ['169.254.0.0', 16],
      ['172.16.0.0', 12],
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      ['192.88.99.0', 24],
      ['192.168.0.0', 16],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['224.0.0.0', 4],
      ['240.0.0.0', 4],
    ] as const) {
      blocked.addSubnet(net, prefix, 'ipv4');
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        expect(classifyIPv4(n) !== 'public').toBe(blocked.check(dotted(n), 'ipv4'));
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('classifyIPv6', () => {
  it.each<[string, AddressCategory]>([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::2', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    // IPv4-mapped: judged by the IPv4 address
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link_local'],
    ['::ffff:a9fe:a9fe', 'link_local'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:100.64.0.1', 'shared'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:8.8.8.8', 'reserved'], // IPv4-translated
    // NAT64
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::192.168.1.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::8.8.8.8', 'reserved'],
    // 6to4 carries the IPv4 address in bits 16-47
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'link_local'],
    ['2002:0a00:0001::', 'private'],
    ['2002:0808:0808::1', 'public'],
    ['100::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'], // Teredo
    ['2001:1ff:ffff::', 'reserved'],
    ['2001:200::1', 'public'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['3fff:1000::', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['3fff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'public'],
    ['4000::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['1fff:ffff::', 'reserved'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', 'private'],
    ['fe80::1', 'link_local'],
    ['febf:ffff::1', 'link_local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['fd00:ec2::254', 'private'], // AWS IMDS over IPv6
  ])('%s is %s', (address, category) => {
    expect(classifyIPv6(parseIPv6(address) as bigint)).toBe(category);
  });

  it('judges every IPv4-mapped and NAT64 address like the IPv4 address it carries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const v4 = classifyIPv4(n);
        expect(classifyIp(`::ffff:${dotted(n)}`)).toBe(v4);
        expect(classifyIp(`[::ffff:${dotted(n)}]`)).toBe(v4);
        expect(classifyIp(`64:ff9b::${dotted(n)}`)).toBe(v4);
        const hex = n.toString(16).padStart(8, '0');
        expect(classifyIp(`2002:${hex.slice(0, 4)}:${hex.slice(4)}::1`)).toBe(v4);
      }),
      { numRuns: 5_000 },
    );
  });

  it('allows nothing outside 2000::/3 except the IPv4-carrying forms', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 128n) - 1n }), (n) => {
        const inGlobal = n >> 125n === 1n;
        const carriesV4 = n >> 32n === 0xffffn || n >> 32n === 0x64ff9b0000000000000000n;
        if (!inGlobal && !carriesV4) expect(classifyIPv6(n)).not.toBe('public');
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('classifyIp, isCategoryAllowed and addressRefusal', () => {
  it('classifies literals in every notation and answers null for names', () => {
    expect(classifyIp('2130706433')).toBe('loopback');
    expect(classifyIp('0x7f.1')).toBe('loopback');
    expect(classifyIp('0251.0376.0251.0376')).toBe('link_local');
    expect(classifyIp('[::1]')).toBe('loopback');
    expect(classifyIp('example.com')).toBeNull();
    expect(classifyIp('localhost')).toBeNull();
  });

  it('allows public always and loopback only with allowLocalhost', () => {
    const categories: AddressCategory[] = [
      'public',
      'loopback',
      'private',
      'link_local',
      'unspecified',
      'shared',
      'multicast',
      'broadcast',
      'documentation',
      'benchmarking',
      'reserved',
    ];
    for (const category of categories) {
      expect(isCategoryAllowed(category, { allowLocalhost: false })).toBe(category === 'public');
      expect(isCategoryAllowed(category, { allowLocalhost: true })).toBe(category === 'public' || category === 'loopback');
    }
  });

  it('explains refusals', () => {
    expect(addressRefusal('8.8.8.8', { allowLocalhost: false })).toBeNull();
    expect(addressRefusal('127.0.0.1', { allowLocalhost: true })).toBeNull();
    expect(addressRefusal('::1', { allowLocalhost: true })).toBeNull();
    expect(addressRefusal('127.0.0.1', { allowLocalhost: false })).toBe('127.0.0.1 is a loopback address');
    expect(addressRefusal('169.254.169.254', { allowLocalhost: true })).toMatch(/link-local.*metadata/);
    expect(addressRefusal('10.0.0.1', { allowLocalhost: true })).toBe('10.0.0.1 is a private network address');
    expect(addressRefusal('0.0.0.0', { allowLocalhost: true })).toMatch(/unspecified/);
    expect(addressRefusal('wallet.example.com', { allowLocalhost: true })).toMatch(/not an IP address/);
  });
});
