import { isIPv6 } from 'node:net';

/**
 * Pure address classification for the seamless wallet's SSRF protection (D9): which IP addresses
 * the service may connect to when it calls an operator's wallet. Plain functions, no I/O, so they
 * are tested exhaustively (ip-ranges.spec.ts).
 *
 * IPv4 is blocked by a list of special-purpose ranges (IANA registry); IPv6 is allowed only in
 * global unicast 2000::/3 minus its special-purpose blocks, and the forms that carry an IPv4
 * address (IPv4-mapped, NAT64, 6to4) are judged by the IPv4 address they carry.
 */

export type AddressCategory =
  | 'public'
  | 'loopback'
  | 'private'
  | 'link_local'
  | 'unspecified'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'reserved';

/** Human wording of a category, for refusal messages. */
export const CATEGORY_LABELS: Readonly<Record<AddressCategory, string>> = {
  public: 'public',
  loopback: 'loopback',
  private: 'private network',
  link_local: 'link-local (including cloud metadata)',
  unspecified: 'unspecified / "this network"',
  shared: 'shared address space (CGNAT)',
  multicast: 'multicast',
  broadcast: 'broadcast',
  documentation: 'documentation',
  benchmarking: 'benchmarking',
  reserved: 'reserved',
};

const DECIMAL_PART = /^(?:0|[1-9]\d*)$/;
const OCTAL_PART = /^0[0-7]+$/;
const HEX_PART = /^0x[0-9a-f]*$/i;

interface Range<T> {
  base: T;
  bits: number;
  category: AddressCategory;
}

const v4 = (text: string, bits: number, category: AddressCategory): Range<number> => {
  const base = parseIPv4(text);
  if (base === null) throw new Error(`bad range ${text}`);
  return { base, bits, category };
};

/** Special-purpose IPv4 ranges; the first match wins, anything else is public. */
const IPV4_RANGES: readonly Range<number>[] = [
  v4('0.0.0.0', 8, 'unspecified'),
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'shared'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'link_local'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'),
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'),
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmarking'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

function inV4Range(address: number, range: Range<number>): boolean {
  if (range.bits === 0) return true;
  const shift = 32 - range.bits;
  return address >>> shift === range.base >>> shift;
}

function inV6Range(address: bigint, base: bigint, bits: number): boolean {
  const shift = BigInt(128 - bits);
  return address >> shift === base >> shift;
}

/** Classifies an IPv4 address given as an unsigned 32-bit integer. */
export function classifyIPv4(address: number): AddressCategory {
  for (const range of IPV4_RANGES) {
    if (inV4Range(address, range)) return range.category;
  }
  return 'public';
}

const V6 = (text: string): bigint => {
  const value = parseIPv6(text);
  if (value === null) throw new Error(`bad range ${text}`);
  return value;
};

const MAPPED = V6('::ffff:0:0');
const NAT64 = V6('64:ff9b::');
const NAT64_LOCAL = V6('64:ff9b:1::');
const SIX_TO_FOUR = V6('2002::');
const GLOBAL_UNICAST = V6('2000::');
const IPV6_RANGES: readonly Range<bigint>[] = [
  { base: V6('2001::'), bits: 23, category: 'reserved' }, // IETF protocol assignments, Teredo, ORCHID
  { base: V6('2001:db8::'), bits: 32, category: 'documentation' },
  { base: V6('3fff::'), bits: 20, category: 'documentation' },
  { base: V6('fc00::'), bits: 7, category: 'private' },
  { base: V6('fe80::'), bits: 10, category: 'link_local' },
  { base: V6('fec0::'), bits: 10, category: 'private' }, // deprecated site-local
  { base: V6('ff00::'), bits: 8, category: 'multicast' },
];

/** The IPv4 address an IPv6 address carries in bits `from`..`from+32`. */
function embeddedV4(address: bigint, from: number): number {
  return Number((address >> BigInt(128 - from - 32)) & 0xffffffffn);
}

/**
 * Classifies an IPv6 address given as a 128-bit integer. Forms that reach an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`) take the
 * category of that address; everything outside global unicast 2000::/3 is blocked.
 */
export function classifyIPv6(address: bigint): AddressCategory {
  if (address === 0n) return 'unspecified';
  if (address === 1n) return 'loopback';
  if (inV6Range(address, MAPPED, 96)) return classifyIPv4(embeddedV4(address, 96));
  if (inV6Range(address, NAT64, 96)) return classifyIPv4(embeddedV4(address, 96));
  if (inV6Range(address, NAT64_LOCAL, 48)) return 'reserved';
  if (inV6Range(address, SIX_TO_FOUR, 16)) return classifyIPv4(embeddedV4(address, 16));
  for (const range of IPV6_RANGES) {
    if (inV6Range(address, range.base, range.bits)) return range.category;
  }
  if (inV6Range(address, GLOBAL_UNICAST, 3)) return 'public';
  return 'reserved';
}

function parseV4Part(part: string): number | null {
  let value: number;
  if (HEX_PART.test(part)) value = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  else if (OCTAL_PART.test(part)) value = parseInt(part.slice(1), 8);
  else if (DECIMAL_PART.test(part)) value = Number(part);
  else return null;
  return part.length > 40 || !Number.isSafeInteger(value) ? null : value;
}

/**
 * Reads an IPv4 address in every notation that URL parsers and `inet_aton` accept: dotted quad,
 * and the legacy forms with 1 to 4 parts, each decimal, octal (leading 0) or hex (0x), the last
 * part filling the remaining bytes (`2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`). A single
 * trailing dot is allowed. Returns the address as an unsigned 32-bit integer, or null when the
 * text is not an IPv4 address in any of these notations.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length < 1 || parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = parseV4Part(part);
    if (value === null) return null;
    values.push(value);
  }
  const last = values.pop() as number;
  if (values.some((value) => value > 255)) return null;
  if (last >= 256 ** (4 - values.length)) return null;
  let address = last;
  values.forEach((value, index) => {
    address += value * 256 ** (3 - index);
  });
  return address >>> 0;
}

/** Whether the text is an IPv4 address in plain dotted-quad form (no legacy notation). */
export function isDottedQuad(text: string): boolean {
  return /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(text);
}

/**
 * Reads an IPv6 address (optionally in brackets; `::` compression and a trailing dotted IPv4
 * allowed) into a 128-bit integer. Zone ids (`fe80::1%eth0`) and anything else: null.
 */
export function parseIPv6(input: string): bigint | null {
  const text = input.startsWith('[') && input.endsWith(']') ? input.slice(1, -1) : input;
  if (text.includes('%') || !isIPv6(text)) return null;
  let head = text;
  let tailV4: number | null = null;
  const lastColon = text.lastIndexOf(':');
  if (text.slice(lastColon + 1).includes('.')) {
    if (!isDottedQuad(text.slice(lastColon + 1))) return null;
    tailV4 = parseIPv4(text.slice(lastColon + 1));
    head = text.slice(0, lastColon + 1);
    if (!head.endsWith('::')) head = head.slice(0, -1);
  }
  const groupsNeeded = tailV4 === null ? 8 : 6;
  let groups: string[];
  if (head.includes('::')) {
    const [left, right] = head.split('::');
    const l = left ? left.split(':') : [];
    const r = right ? right.split(':') : [];
    const missing = groupsNeeded - l.length - r.length;
    if (missing < 1) return null;
    groups = [...l, ...Array<string>(missing).fill('0'), ...r];
  } else {
    groups = head ? head.split(':') : [];
  }
  if (groups.length !== groupsNeeded) return null;
  let value = 0n;
  for (const group of groups) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null;
    value = (value << 16n) | BigInt(parseInt(group, 16));
  }
  if (tailV4 !== null) value = (value << 32n) | BigInt(tailV4);
  return value;
}

/**
 * Classifies an IP literal (IPv4 in any notation parseIPv4 reads, or IPv6 with or without
 * brackets); null when the text is not an IP address (a host name).
 */
export function classifyIp(text: string): AddressCategory | null {
  const v6 = parseIPv6(text);
  if (v6 !== null) return classifyIPv6(v6);
  const v4Address = parseIPv4(text);
  if (v4Address !== null) return classifyIPv4(v4Address);
  return null;
}

/** Whether a connection to an address of this category is allowed. */
export function isCategoryAllowed(category: AddressCategory, options: { allowLocalhost: boolean }): boolean {
  return category === 'public' || (options.allowLocalhost && category === 'loopback');
}

/**
 * The reason an address may not be connected to, or null when it may. Text that is not an IP
 * address is refused too: this judges resolved addresses, never names.
 */
export function addressRefusal(address: string, options: { allowLocalhost: boolean }): string | null {
  const category = classifyIp(address);
  if (category === null) return `'${address}' is not an IP address`;
  if (isCategoryAllowed(category, options)) return null;
  return `${address} is a ${CATEGORY_LABELS[category]} address`;
}
