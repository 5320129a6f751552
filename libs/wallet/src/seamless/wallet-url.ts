import { addressRefusal, CATEGORY_LABELS, classifyIp } from '@app/common';
import { hasSpaceOrControl, isLocalhostName } from '@app/common';

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

/**
 * Checks a wallet URL without any network access: an absolute https URL (http too when
 * allowLocalhost), without credentials, query or fragment, whose host is a public domain name.
 * IP literals (in every notation: dotted, decimal, octal, hex, IPv6, IPv4-mapped IPv6) are refused,
 * except loopback ones when allowLocalhost. Names that are always local (`localhost`, `*.localhost`,
 * `.local`, `.internal`, single-label names, ...) are refused likewise. Spaces, control characters
 * and backslashes anywhere in it are refused (the URL parser would silently drop or reinterpret
 * them), and so is an explicit port other than 443 unless allowLocalhost.
 */
export function checkWalletUrl(url: string, options: WalletUrlOptions): WalletUrlCheck {
  const parsed = parseWalletUrl(url, options);
  return parsed.ok ? { ok: true } : parsed;
}

/**
 * The canonical spelling of a wallet URL that passes checkWalletUrl, as it is stored: surrounding
 * whitespace trimmed, scheme and host in lower case (IDN host names in their xn-- form), no
 * trailing dot on the host, no default port (`:443`, or `:80` for http), dot segments resolved,
 * no trailing slash. One wallet has one stored spelling.
 */
export function normaliseWalletUrl(url: string, options: WalletUrlOptions): { ok: true; url: string } | { ok: false; reason: string } {
  const parsed = parseWalletUrl(typeof url === 'string' ? url.trim() : url, options);
  if (!parsed.ok) return parsed;
  const { protocol, hostname, port, pathname } = parsed.url;
  const host = hostname.replace(/\.$/, '');
  return { ok: true, url: `${protocol}//${host}${port ? `:${port}` : ''}${pathname.replace(/\/+$/, '')}` };
}

type Parsed = { ok: true; url: URL } | { ok: false; reason: string };

function parseWalletUrl(url: string, options: WalletUrlOptions): Parsed {
  const refuse = (reason: string): Parsed => ({ ok: false, reason });
  if (typeof url !== 'string' || url.trim() === '') return refuse('wallet_url must be an absolute https URL');
  // Surrounding whitespace is trimmed by normaliseWalletUrl (and by the parser); inside, it is refused.
  const trimmed = url.trim();
  // Said first when the text starts like a URL; otherwise it is not a URL at all.
  const hidden = trimmed.includes('\\')
    ? 'wallet_url must not contain a backslash'
    : hasSpaceOrControl(trimmed)
      ? 'wallet_url must not contain spaces or control characters'
      : undefined;
  if (hidden && /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return refuse(hidden);
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return refuse('wallet_url must be an absolute https URL');
  }
  if (hidden) return refuse(hidden);
  if (parsed.protocol !== 'https:' && !(options.allowLocalhost && parsed.protocol === 'http:')) {
    return refuse(options.allowLocalhost ? 'wallet_url must be an http or https URL' : 'wallet_url must be an https URL');
  }
  if (parsed.username !== '' || parsed.password !== '') {
    return refuse('wallet_url must not contain a user name or password');
  }
  if (parsed.search !== '' || url.includes('?')) return refuse('wallet_url must not have a query string');
  if (parsed.hash !== '' || url.includes('#')) return refuse('wallet_url must not have a fragment');
  // The parser drops a default port (443 for https), so any port left is another one.
  if (parsed.port !== '' && !options.allowLocalhost) {
    return refuse(`wallet_url must not name a port other than 443 (got ${parsed.port}): the wallet must listen on the https port`);
  }
  const host = checkWalletHost(parsed.hostname, options);
  return host.ok ? { ok: true, url: parsed } : host;
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
