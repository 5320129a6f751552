import ipaddr from 'ipaddr.js';
import { isIPv6 } from 'node:net';

/**
 * Pure address classification for the seamless wallet's SSRF protection (D9): which IP addresses
 * the service may connect to when it calls an operator's wallet. Plain functions, no I/O, so they
 * are tested exhaustively (ip-ranges.spec.ts).
 *
 * The special-purpose ranges (IANA registry) come from ipaddr.js's range(), with a few blocks it
 * groups differently listed here. IPv4 is blocked by those ranges; IPv6 is allowed only in global
 * unicast 2000::/3 minus its special-purpose blocks, and the forms that carry an IPv4 address
 * (IPv4-mapped, NAT64, 6to4) are judged by the IPv4 address they carry. Host strings are parsed
 * here, not by ipaddr.js: its parser accepts zone ids and hex in an embedded IPv4 address, and
 * refuses forms that URL parsers read (a trailing dot, a bare `0x`).
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

type IPv4Name = ReturnType<ipaddr.IPv4['range']>;
/** Names ipaddr.js 2.5 returns for IPv6 that its type declaration leaves out. */
type IPv6Name = ReturnType<ipaddr.IPv6['range']> | 'deprecatedSiteLocal' | 'discard' | 'deprecatedOrchid' | 'segmentRouting';

/** ipaddr.js's name for a range, read as a category; a name it may add later is refused (reserved). */
function categoryOf<Name extends string>(table: Readonly<Record<Name, AddressCategory>>, name: string): AddressCategory {
  return Object.hasOwn(table, name) ? table[name as Name] : 'reserved';
}

/**
 * IPv4 by ipaddr.js's registry of special-purpose ranges. AS112 and AMT relays are globally
 * reachable anycast services in the IANA registry, so they stay public, as everything ipaddr.js
 * calls plain unicast. ('benchmarking' is an IPv6 name only; IPv4's benchmarking block is in its
 * 'reserved'.)
 */
const IPV4_CATEGORIES: Readonly<Record<IPv4Name, AddressCategory>> = {
  unicast: 'public',
  as112: 'public',
  amt: 'public',
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link_local',
  loopback: 'loopback',
  carrierGradeNat: 'shared',
  private: 'private',
  reserved: 'reserved',
  benchmarking: 'benchmarking',
};

/**
 * ipaddr.js files the documentation (RFC 5737) and benchmarking (RFC 2544) blocks under 'reserved'
 * together with 192.0.0.0/24, 192.88.99.0/24 and 240.0.0.0/4; refusal messages name them apart.
 */
const IPV4_RESERVED_DETAIL: readonly (readonly [[ipaddr.IPv4, number], AddressCategory])[] = [
  [ipaddr.IPv4.parseCIDR('192.0.2.0/24'), 'documentation'],
  [ipaddr.IPv4.parseCIDR('198.51.100.0/24'), 'documentation'],
  [ipaddr.IPv4.parseCIDR('203.0.113.0/24'), 'documentation'],
  [ipaddr.IPv4.parseCIDR('198.18.0.0/15'), 'benchmarking'],
];

/** Classifies an IPv4 address given as an unsigned 32-bit integer. */
export function classifyIPv4(address: number): AddressCategory {
  const ip = new ipaddr.IPv4([address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255]);
  const category = categoryOf(IPV4_CATEGORIES, ip.range());
  if (category !== 'reserved') return category;
  return IPV4_RESERVED_DETAIL.find(([range]) => ip.match(range))?.[1] ?? 'reserved';
}

/**
 * IPv6 by ipaddr.js's registry. The forms that carry an IPv4 address (ipv4Mapped, rfc6052, 6to4)
 * are judged before this table by the address they carry; the blocks of 2001::/23 that ipaddr.js
 * names apart (Teredo, benchmarking, AMT, ORCHID, drone tags) are reserved like the rest of it.
 */
const IPV6_CATEGORIES: Readonly<Record<Exclude<IPv6Name, 'ipv4Mapped' | 'rfc6052' | '6to4'>, AddressCategory>> = {
  unicast: 'public',
  as112v6: 'public',
  unspecified: 'unspecified',
  loopback: 'loopback',
  linkLocal: 'link_local',
  multicast: 'multicast',
  uniqueLocal: 'private',
  deprecatedSiteLocal: 'private',
  reserved: 'reserved',
  discard: 'reserved',
  rfc6145: 'reserved',
  segmentRouting: 'reserved',
  teredo: 'reserved',
  benchmarking: 'reserved',
  amt: 'reserved',
  deprecatedOrchid: 'reserved',
  orchid2: 'reserved',
  droneRemoteIdProtocolEntityTags: 'reserved',
};

/**
 * Blocks ipaddr.js does not tell apart the way this policy needs. Its 'rfc6052' holds both NAT64
 * prefixes, but only the well-known 64:ff9b::/96 puts the IPv4 address at a fixed place (the
 * local-use 64:ff9b:1::/48 is reserved). Its 'reserved' holds 2001::/23 with the documentation
 * blocks (RFC 3849, RFC 9637), named apart in refusals. Its plain unicast is everything it does not
 * name, so only global unicast 2000::/3 is public (the IPv4-compatible ::/96 and unassigned space
 * are not), and all of the IETF protocol assignments 2001::/23 are reserved, its AS112 block too.
 */
const NAT64_WELL_KNOWN = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const IETF_PROTOCOL_ASSIGNMENTS = ipaddr.IPv6.parseCIDR('2001::/23');
const IPV6_DOCUMENTATION = [ipaddr.IPv6.parseCIDR('2001:db8::/32'), ipaddr.IPv6.parseCIDR('3fff::/20')];

/** The IPv4 address an IPv6 address carries in bits `from`..`from+32`. */
function embeddedV4(address: bigint, from: number): number {
  return Number((address >> BigInt(128 - from - 32)) & 0xffffffffn);
}

/** The address as ipaddr.js's eight 16-bit parts (read 32 bits at a time: fewer BigInt operations). */
function toIPv6(address: bigint): ipaddr.IPv6 {
  const parts: number[] = [];
  for (let shift = 96n; shift >= 0n; shift -= 32n) {
    const word = Number((address >> shift) & 0xffffffffn);
    parts.push(word >>> 16, word & 0xffff);
  }
  return new ipaddr.IPv6(parts);
}

/**
 * Classifies an IPv6 address given as a 128-bit integer. Forms that reach an IPv4 address
 * (IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`) take the
 * category of that address; everything outside global unicast 2000::/3 is blocked.
 */
export function classifyIPv6(address: bigint): AddressCategory {
  const ip = toIPv6(address);
  const name = ip.range() as IPv6Name;
  if (name === 'ipv4Mapped') return classifyIPv4(embeddedV4(address, 96));
  if (name === 'rfc6052') return ip.match(NAT64_WELL_KNOWN) ? classifyIPv4(embeddedV4(address, 96)) : 'reserved';
  if (name === '6to4') return classifyIPv4(embeddedV4(address, 16));
  const category = categoryOf(IPV6_CATEGORIES, name);
  if (category === 'reserved') return IPV6_DOCUMENTATION.some((range) => ip.match(range)) ? 'documentation' : 'reserved';
  if (category === 'public' && (!ip.match(GLOBAL_UNICAST) || ip.match(IETF_PROTOCOL_ASSIGNMENTS))) return 'reserved';
  return category;
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
