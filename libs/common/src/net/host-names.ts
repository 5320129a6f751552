// Host-name and URL text checks shared by the outbound URL policies (seamless wallet, events queue).

/** `localhost` and every name under `.localhost` (RFC 6761: always loopback). */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Whether a URL has characters the URL parser strips or rewrites without a word: C0 controls, space, DEL. */
export function hasSpaceOrControl(url: string): boolean {
  for (let i = 0; i < url.length; i++) {
    const code = url.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}
