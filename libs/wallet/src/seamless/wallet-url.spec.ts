import { checkWalletHost, checkWalletUrl, normaliseWalletUrl } from './wallet-url';

const STRICT = { allowLocalhost: false };
const DEV = { allowLocalhost: true };

describe('checkWalletUrl', () => {
  it.each([
    'https://wallet.example.com',
    'https://wallet.example.com/',
    'https://wallet.example.com/api/v1/tournaments',
    'https://wallet.example.com:443/api',
    '  https://wallet.example.com/api  ',
    'https://WALLET.Example.COM/api',
    'https://wallet.example.com./api',
    'https://xn--bcher-kva.example/wallet',
    'https://bücher.example/wallet',
    'https://my_wallet.example.co.uk/x',
    'https://a.b.c.d.example.com',
  ])('accepts %s', (url) => {
    expect(checkWalletUrl(url, STRICT)).toEqual({ ok: true });
    expect(checkWalletUrl(url, DEV)).toEqual({ ok: true });
  });

  it.each<[string, RegExp]>([
    ['', /absolute https URL/],
    ['   ', /absolute https URL/],
    ['wallet.example.com/api', /absolute https URL/],
    ['/api/wallet', /absolute https URL/],
    ['https://', /absolute https URL/],
    ['http://wallet.example.com/api', /must be an https URL/],
    ['ftp://wallet.example.com/api', /must be an https URL/],
    ['file:///etc/passwd', /must be an https URL/],
    ['gopher://wallet.example.com', /must be an https URL/],
    ['javascript:alert(1)', /must be an https URL/],
    ['https://user:pass@wallet.example.com/api', /user name or password/],
    ['https://user@wallet.example.com/api', /user name or password/],
    ['https://:pass@wallet.example.com/api', /user name or password/],
    ['https://wallet.example.com/api?x=1', /query string/],
    ['https://wallet.example.com/api?', /query string/],
    ['https://wallet.example.com/api#frag', /fragment/],
    // ports other than 443, spaces, controls and backslashes (the parser would hide them)
    ['https://wallet.example.com:8443/api', /port other than 443 \(got 8443\)/],
    ['https://wallet.example.com:80/api', /port other than 443 \(got 80\)/],
    ['https://wallet.example.com/my wallet', /spaces or control characters/],
    ['https://wallet .example.com/api', /spaces or control characters/],
    ['https://wal\tlet.example.com/api', /spaces or control characters/],
    ['https://wallet.example.com/a\npi', /spaces or control characters/],
    ['https://wallet.example.com\\@127.0.0.1/api', /backslash/],
    ['https:\\\\wallet.example.com\\api', /backslash/],
    ['https://wallet.example.com/api\\..\\x', /backslash/],
    // loopback names and literals
    ['https://localhost/api', /loopback/],
    ['https://LOCALHOST./api', /loopback/],
    ['https://wallet.localhost/api', /loopback/],
    ['https://127.0.0.1/api', /loopback/],
    ['https://127.1.2.3/api', /loopback/],
    ['https://[::1]/api', /loopback/],
    ['https://[0:0:0:0:0:0:0:1]/api', /loopback/],
    ['https://[::ffff:127.0.0.1]/api', /loopback/],
    ['https://[::ffff:7f00:1]/api', /loopback/],
    // other notations of 127.0.0.1 (the URL parser canonicalises them, the check sees the address)
    ['https://2130706433/api', /loopback/],
    ['https://0x7f000001/api', /loopback/],
    ['https://0x7f.1/api', /loopback/],
    ['https://0177.0.0.1/api', /loopback/],
    ['https://017700000001/api', /loopback/],
    ['https://127.1/api', /loopback/],
    // private, link-local, metadata, CGNAT, this-network, multicast, reserved
    ['https://10.0.0.1/api', /private/],
    ['https://10.255.255.255/api', /private/],
    ['https://172.16.0.1/api', /private/],
    ['https://172.31.255.254/api', /private/],
    ['https://192.168.1.1/api', /private/],
    ['https://[fc00::1]/api', /private/],
    ['https://[fd00:ec2::254]/api', /private/],
    ['https://169.254.169.254/latest/meta-data', /link-local/],
    ['https://169.254.1.1/', /link-local/],
    ['https://2852039166/', /link-local/],
    ['https://0xa9fea9fe/', /link-local/],
    ['https://0251.0376.0251.0376/', /link-local/],
    ['https://[fe80::1]/api', /link-local/],
    ['https://[::ffff:169.254.169.254]/', /link-local/],
    ['https://[::ffff:10.1.2.3]/', /private/],
    ['https://[::ffff:192.168.0.1]/', /private/],
    ['https://[64:ff9b::10.0.0.1]/', /private/],
    ['https://[2002:a9fe:a9fe::]/', /link-local/],
    ['https://0.0.0.0/api', /unspecified/],
    ['https://0/api', /unspecified/],
    ['https://0.1.2.3/api', /unspecified/],
    ['https://[::]/api', /unspecified/],
    ['https://100.64.0.1/api', /CGNAT/],
    ['https://100.127.255.255/api', /CGNAT/],
    ['https://224.0.0.1/api', /multicast/],
    ['https://[ff02::1]/api', /multicast/],
    ['https://255.255.255.255/api', /broadcast/],
    ['https://240.0.0.1/api', /reserved/],
    ['https://192.0.0.8/api', /reserved/],
    ['https://198.18.0.1/api', /benchmarking/],
    ['https://192.0.2.1/api', /documentation/],
    // public literals: a wallet is addressed by name (TLS certificates are issued to names)
    ['https://8.8.8.8/api', /domain name, not an IP address/],
    ['https://134744072/api', /domain name, not an IP address/],
    ['https://[2606:4700:4700::1111]/api', /domain name, not an IP address/],
    // local names
    ['https://wallet/api', /fully qualified/],
    ['https://printer.local/api', /\.local names are local/],
    ['https://metadata.google.internal/computeMetadata', /\.internal names are local/],
    ['https://router.home.arpa/', /\.home\.arpa names are local/],
    ['https://host.localdomain/', /\.localdomain names are local/],
    ['https://wallet.invalid/', /\.invalid names are local/],
    ['https://wallet.example.123/', /absolute https URL/], // the URL parser refuses a numeric last label
  ])('refuses %s (%s)', (url, reason) => {
    const result = checkWalletUrl(url, STRICT);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });

  describe('with allowLocalhost (development and tests)', () => {
    it.each([
      'http://127.0.0.1:8080/wallet',
      'http://localhost:8080/wallet',
      'http://wallet.localhost/',
      'https://localhost/wallet',
      'http://[::1]:9000/',
      'http://[::ffff:127.0.0.1]:9000/',
      'http://127.5.5.5/',
      'http://wallet.example.com/api',
    ])('accepts %s', (url) => {
      expect(checkWalletUrl(url, DEV)).toEqual({ ok: true });
    });

    it.each<[string, RegExp]>([
      ['ftp://127.0.0.1/', /http or https/],
      ['http://10.0.0.1/', /private/],
      ['http://192.168.0.10:8080/', /private/],
      ['http://169.254.169.254/latest/meta-data', /link-local/],
      ['http://[::ffff:169.254.169.254]/', /link-local/],
      ['http://[fe80::1]/', /link-local/],
      ['http://0.0.0.0:8080/', /unspecified/],
      ['http://100.64.0.1/', /CGNAT/],
      ['http://user:pw@127.0.0.1/', /user name/],
      ['http://8.8.8.8/', /domain name/],
    ])('still refuses %s', (url, reason) => {
      expect(checkWalletUrl(url, DEV)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
    });
  });

  it('allows any port with allowLocalhost, and still refuses backslashes and spaces', () => {
    expect(checkWalletUrl('https://wallet.example.com:8443/api', DEV)).toEqual({ ok: true });
    expect(checkWalletUrl('http://127.0.0.1:9\\@evil.example/', DEV)).toEqual({ ok: false, reason: expect.stringMatching(/backslash/) });
    expect(checkWalletUrl('http://127.0.0.1:9/a b', DEV)).toEqual({ ok: false, reason: expect.stringMatching(/spaces/) });
  });

  it('refuses non-string input without throwing', () => {
    expect(checkWalletUrl(undefined as unknown as string, STRICT).ok).toBe(false);
    expect(checkWalletUrl(42 as unknown as string, STRICT).ok).toBe(false);
  });
});

describe('normaliseWalletUrl (the stored spelling)', () => {
  it.each<[string, string]>([
    ['https://wallet.example.com/api', 'https://wallet.example.com/api'],
    ['  https://wallet.example.com/api\t\n', 'https://wallet.example.com/api'],
    ['HTTPS://WALLET.Example.COM/Api', 'https://wallet.example.com/Api'],
    ['https://wallet.example.com./api', 'https://wallet.example.com/api'],
    ['https://wallet.example.com:443/api', 'https://wallet.example.com/api'],
    ['https://wallet.example.com:0443/api', 'https://wallet.example.com/api'],
    ['https://wallet.example.com/', 'https://wallet.example.com'],
    ['https://wallet.example.com', 'https://wallet.example.com'],
    ['https://wallet.example.com/api//', 'https://wallet.example.com/api'],
    ['https://wallet.example.com/a/./b/../api', 'https://wallet.example.com/a/api'],
    ['https://bücher.example/wallet', 'https://xn--bcher-kva.example/wallet'],
  ])('%j is stored as %s', (url, stored) => {
    expect(normaliseWalletUrl(url, STRICT)).toEqual({ ok: true, url: stored });
    // Canonical: normalising the stored value gives it back.
    expect(normaliseWalletUrl(stored, STRICT)).toEqual({ ok: true, url: stored });
  });

  it('keeps a port other than the default with allowLocalhost, and drops the default one', () => {
    expect(normaliseWalletUrl('http://127.0.0.1:8080/wallet/', DEV)).toEqual({ ok: true, url: 'http://127.0.0.1:8080/wallet' });
    expect(normaliseWalletUrl('http://LOCALHOST.:80/wallet', DEV)).toEqual({ ok: true, url: 'http://localhost/wallet' });
    expect(normaliseWalletUrl('http://[::1]:9000', DEV)).toEqual({ ok: true, url: 'http://[::1]:9000' });
  });

  it('refuses what checkWalletUrl refuses, with its reason', () => {
    expect(normaliseWalletUrl('https://wallet.example.com:8443/api', STRICT)).toEqual({
      ok: false,
      reason: expect.stringMatching(/port other than 443/),
    });
    expect(normaliseWalletUrl(' https://wallet.example.com\\api ', STRICT)).toEqual({
      ok: false,
      reason: expect.stringMatching(/backslash/),
    });
    expect(normaliseWalletUrl('https://10.0.0.1/api', STRICT)).toEqual({ ok: false, reason: expect.stringMatching(/private/) });
  });
});

describe('checkWalletHost (hosts the URL parser would not canonicalise)', () => {
  it.each<[string, RegExp]>([
    ['wallet.example.123', /not an IP address/],
    ['wallet.0x7f', /not an IP address/],
    ['0177.0.0.1', /loopback/],
    ['0x7f.1', /loopback/],
    ['2130706433', /loopback/],
    ['[::1]', /loopback/],
    ['', /must have a host/],
    ['bad host.example.com', /invalid host name/],
    ['a..b.example.com', /invalid host name/],
    [`${'a'.repeat(64)}.example.com`, /invalid host name/],
  ])('refuses %j', (host, reason) => {
    expect(checkWalletHost(host, STRICT)).toEqual({ ok: false, reason: expect.stringMatching(reason) });
  });
});
