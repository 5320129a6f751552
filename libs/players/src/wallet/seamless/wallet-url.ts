import { addressRefusal, CATEGORY_LABELS, classifyIp } from './ip-ranges';

/**
 * Static SSRF check of an operator's seamless wallet URL (D9), used by the admin API when the URL
 * is set and by the wallet client before every call. The request-time half (every address the
 * name resolves to) is in wallet-dns.ts.
 */

export interface WalletUrlOptions {
  /** Development and tests only (WALLET_ALLOW_LOCALHOST): http and loopback hosts are allowed. */
  allowLocalhost: boolean;
}

export type WalletUrlCheck = { ok: true } | { ok: false; reason: string };

/** Special-use names that never resolve to a public wallet: mDNS, site-internal, invalid. */
const NON_PUBLIC_SUFFIXES = ['local', 'internal', 'localdomain', 'home.arpa', 'invalid', 'onion'];

const refuse = (reason: string): WalletUrlCheck => ({ ok: false, reason });

/** `localhost` and every name under `.localhost` (RFC 6761: always loopback). */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Checks a wallet URL without any network access: an absolute https URL (http too when
 * allowLocalhost), without credentials, query or fragment, whose host is a public domain name.
 * IP literals (in every notation: dotted, decimal, octal, hex, IPv6, IPv4-mapped IPv6) are refused,
 * except loopback ones when allowLocalhost. Names that are always local (`localhost`, `*.localhost`,
 * `.local`, `.internal`, single-label names, ...) are refused likewise.
 */
export function checkWalletUrl(url: string, options: WalletUrlOptions): WalletUrlCheck {
  if (typeof url !== 'string' || url.trim() === '') return refuse('wallet_url must be an absolute https URL');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse('wallet_url must be an absolute https URL');
  }
  if (parsed.protocol !== 'https:' && !(options.allowLocalhost && parsed.protocol === 'http:')) {
    return refuse(
      options.allowLocalhost ? 'wallet_url must be an http or https URL' : 'wallet_url must be an https URL',
    );
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return refuse('wallet_url must not contain a user name or password');
  }
  if (parsed.search !== '' || url.includes('?')) return refuse('wallet_url must not have a query string');
  if (parsed.hash !== '' || url.includes('#')) return refuse('wallet_url must not have a fragment');
  return checkWalletHost(parsed.hostname, options);
}

/** The host half of checkWalletUrl (a URL's `hostname`, IPv6 in brackets). */
export function checkWalletHost(hostname: string, options: WalletUrlOptions): WalletUrlCheck {
  const host = hostname.toLowerCase();
  if (host === '') return refuse('wallet_url must have a host');
  const category = classifyIp(host);
  if (category !== null) {
    if (category === 'loopback' && options.allowLocalhost) return { ok: true };
    if (category === 'public') return refuse('wallet_url must use a domain name, not an IP address');
    return refuse(`wallet_url must not point to a ${CATEGORY_LABELS[category]} address`);
  }
  if (isLocalhostName(host)) {
    return options.allowLocalhost ? { ok: true } : refuse('wallet_url must not point to a loopback address');
  }
  const name = host.replace(/\.$/, '');
  if (!/^[a-z0-9_-]+(?:\.[a-z0-9_-]+)*$/.test(name) || name.split('.').some((label) => label.length > 63)) {
    return refuse('wallet_url has an invalid host name');
  }
  // A last label of digits only is an IP notation some resolvers still accept; never a real name.
  if (/^(?:\d+|0x[0-9a-f]*)$/.test(name.split('.').pop() as string)) {
    return refuse('wallet_url must use a domain name, not an IP address');
  }
  if (!name.includes('.')) return refuse('wallet_url must use a fully qualified public domain name');
  const suffix = NON_PUBLIC_SUFFIXES.find((s) => name === s || name.endsWith(`.${s}`));
  if (suffix) return refuse(`wallet_url must use a public domain name (.${suffix} names are local)`);
  return { ok: true };
}

/** Whether a resolved address may be connected to; the reason when not (see addressRefusal). */
export function checkResolvedAddress(address: string, options: WalletUrlOptions): WalletUrlCheck {
  const reason = addressRefusal(address, options);
  return reason === null ? { ok: true } : refuse(reason);
}
