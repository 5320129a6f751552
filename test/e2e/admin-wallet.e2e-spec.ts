import { createOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

// D9: the admin API refuses wallet URLs that would let the service call into private networks
// (SSRF), and a seamless operator needs both a wallet URL and a wallet secret.

const SECRET = 'wallet-hmac-secret-0123456789';

async function operatorCount(t: TestApp): Promise<number> {
  return (await t.admin.get('/api/admin/operators?limit=1')).body.pagination.total;
}

function expectFieldErrors(res: { status: number; body: any }, fields: Record<string, RegExp>): void {
  expect(res.status).toBe(422);
  expect(res.body.error).toBe('validation_error');
  for (const [field, message] of Object.entries(fields)) {
    expect(res.body.errors[field]).toEqual([expect.stringMatching(message)]);
  }
}

describe('admin API: operator wallet settings (D9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ walletAllowLocalhost: false });
  });
  afterAll(() => t?.close());

  it('creates a seamless operator with a public https wallet URL and a secret', async () => {
    const res = await t.admin.post('/api/admin/operators', {
      name: 'Seamless Casino',
      wallet_mode: 'seamless',
      wallet_url: 'https://wallet.casino.example.com/tournaments',
      wallet_secret: SECRET,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      wallet_mode: 'seamless',
      wallet_url: 'https://wallet.casino.example.com/tournaments',
      wallet_secret_set: true,
    });
    expect(res.text).not.toContain(SECRET);
  });

  it.each<[string, RegExp]>([
    ['http://wallet.example.com/api', /https URL/],
    ['not a url', /absolute https URL/],
    ['https://user:pass@wallet.example.com/api', /user name or password/],
    ['https://wallet.example.com/api?token=1', /query string/],
    ['https://localhost/wallet', /loopback/],
    ['https://wallet.localhost/wallet', /loopback/],
    ['https://127.0.0.1/wallet', /loopback/],
    ['https://2130706433/wallet', /loopback/],
    ['https://0x7f.1/wallet', /loopback/],
    ['https://0177.0.0.1/wallet', /loopback/],
    ['https://[::1]/wallet', /loopback/],
    ['https://[::ffff:127.0.0.1]/wallet', /loopback/],
    ['https://10.1.2.3/wallet', /private/],
    ['https://172.16.0.1/wallet', /private/],
    ['https://192.168.1.10/wallet', /private/],
    ['https://[fd00::1]/wallet', /private/],
    ['https://169.254.169.254/latest/meta-data', /link-local/],
    ['https://[::ffff:169.254.169.254]/', /link-local/],
    ['https://[fe80::1]/wallet', /link-local/],
    ['https://0.0.0.0/wallet', /unspecified/],
    ['https://100.64.0.1/wallet', /CGNAT/],
    ['https://224.0.0.1/wallet', /multicast/],
    ['https://8.8.8.8/wallet', /domain name, not an IP address/],
    ['https://wallet/api', /fully qualified/],
    ['https://metadata.google.internal/computeMetadata/v1', /\.internal/],
  ])('refuses wallet_url %s on create with 422 errors.wallet_url', async (walletUrl, message) => {
    const before = await operatorCount(t);
    const res = await t.admin.post('/api/admin/operators', { name: 'Bad URL', wallet_url: walletUrl });
    expectFieldErrors(res, { wallet_url: message });
    expect(await operatorCount(t)).toBe(before);
  });

  it.each<[string, RegExp]>([
    ['https://wallet.example.com/my wallet', /wallet_url must not contain spaces or control characters/],
    ['https://wallet .example.com/api', /spaces or control characters/],
    ['https://wallet.example.com/a\tpi', /spaces or control characters/],
    ['https://wallet.example.com\\@127.0.0.1/api', /wallet_url must not contain a backslash/],
    ['https:\\\\wallet.example.com\\api', /backslash/],
    ['https://wallet.example.com:8443/api', /wallet_url must not name a port other than 443 \(got 8443\)/],
    ['https://wallet.example.com:80/api', /port other than 443 \(got 80\)/],
  ])('refuses wallet_url %j on create and PATCH with 422 saying why, storing nothing', async (walletUrl, message) => {
    const before = await operatorCount(t);
    expectFieldErrors(
      await t.admin.post('/api/admin/operators', {
        name: 'Bad URL',
        wallet_mode: 'seamless',
        wallet_url: walletUrl,
        wallet_secret: SECRET,
      }),
      { wallet_url: message },
    );
    expect(await operatorCount(t)).toBe(before);
    const operator = await createOperator(t, { wallet_url: 'https://wallet.good.example.com/api' });
    expectFieldErrors(await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { wallet_url: walletUrl }), {
      wallet_url: message,
    });
    expect((await t.admin.get(`/api/admin/operators/${operator.operatorId}`)).body.wallet_url).toBe('https://wallet.good.example.com/api');
  });

  it('stores a wallet URL in its canonical spelling: trimmed, lower-case host, no trailing dot, default port or trailing slash', async () => {
    const spellings = [
      '  https://wallet.casino.example.com/tournaments  ',
      'HTTPS://Wallet.CASINO.example.com/tournaments',
      'https://wallet.casino.example.com.:443/tournaments/',
      'https://wallet.casino.example.com/x/../tournaments',
    ];
    for (const walletUrl of spellings) {
      const created = await t.admin.post('/api/admin/operators', {
        name: 'Canonical',
        wallet_mode: 'seamless',
        wallet_url: walletUrl,
        wallet_secret: SECRET,
      });
      expect({ walletUrl, status: created.status, stored: created.body.wallet_url }).toEqual({
        walletUrl,
        status: 201,
        stored: 'https://wallet.casino.example.com/tournaments',
      });
      const patched = await t.admin.patch(`/api/admin/operators/${created.body.operator_id}`, {
        wallet_url: walletUrl.replace('tournaments', 'v2'),
      });
      expect(patched.body.wallet_url).toBe('https://wallet.casino.example.com/v2');
      expect((await t.admin.get(`/api/admin/operators/${created.body.operator_id}`)).body.wallet_url).toBe(
        'https://wallet.casino.example.com/v2',
      );
    }
    const idn = await t.admin.post('/api/admin/operators', { name: 'IDN', wallet_url: 'https://Bücher.example/' });
    expect(idn.body.wallet_url).toBe('https://xn--bcher-kva.example');
  });

  it('refuses the same URLs on PATCH and keeps the stored settings', async () => {
    const operator = await createOperator(t, { wallet_url: 'https://wallet.good.example.com/api' });
    for (const walletUrl of ['http://wallet.good.example.com/api', 'https://192.168.0.1/api', 'https://169.254.169.254/']) {
      const res = await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { wallet_url: walletUrl });
      expectFieldErrors(res, { wallet_url: /./ });
    }
    const stored = await t.admin.get(`/api/admin/operators/${operator.operatorId}`);
    expect(stored.body.wallet_url).toBe('https://wallet.good.example.com/api');
    const changed = await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, {
      wallet_url: 'https://wallet2.good.example.com/api',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.wallet_url).toBe('https://wallet2.good.example.com/api');
  });

  it.each<[Record<string, unknown>, Record<string, RegExp>]>([
    [
      { wallet_mode: 'seamless' },
      { wallet_url: /required when wallet_mode is seamless/, wallet_secret: /required when wallet_mode is seamless/ },
    ],
    [{ wallet_mode: 'seamless', wallet_secret: SECRET }, { wallet_url: /required/ }],
    [{ wallet_mode: 'seamless', wallet_url: 'https://wallet.example.com/api' }, { wallet_secret: /required/ }],
    [{ wallet_mode: 'seamless', wallet_url: null, wallet_secret: SECRET }, { wallet_url: /required/ }],
    [
      { wallet_mode: 'seamless', wallet_url: 'https://10.0.0.1/api' },
      { wallet_url: /private/, wallet_secret: /required/ },
    ],
  ])('refuses a seamless operator without both wallet settings: %j', async (body, fields) => {
    const before = await operatorCount(t);
    const res = await t.admin.post('/api/admin/operators', { name: 'Incomplete', ...body });
    expectFieldErrors(res, fields);
    expect(await operatorCount(t)).toBe(before);
  });

  it('checks the settings that result from a PATCH', async () => {
    const operator = await createOperator(t);
    const path = `/api/admin/operators/${operator.operatorId}`;
    expectFieldErrors(await t.admin.patch(path, { wallet_mode: 'seamless' }), { wallet_url: /required/, wallet_secret: /required/ });
    expectFieldErrors(await t.admin.patch(path, { wallet_mode: 'seamless', wallet_url: 'https://wallet.example.com/x' }), {
      wallet_secret: /required/,
    });
    expect((await t.admin.get(path)).body).toMatchObject({ wallet_mode: 'transfer', wallet_url: null, wallet_secret_set: false });

    // URL and secret first (still transfer), then the mode alone.
    expect((await t.admin.patch(path, { wallet_url: 'https://wallet.example.com/x', wallet_secret: SECRET })).status).toBe(200);
    const seamless = await t.admin.patch(path, { wallet_mode: 'seamless' });
    expect(seamless.status).toBe(200);
    expect(seamless.body).toMatchObject({ wallet_mode: 'seamless', wallet_url: 'https://wallet.example.com/x', wallet_secret_set: true });

    // A seamless operator cannot lose its URL or secret; going back to transfer first is fine.
    expectFieldErrors(await t.admin.patch(path, { wallet_url: null }), { wallet_url: /required/ });
    expectFieldErrors(await t.admin.patch(path, { wallet_secret: null }), { wallet_secret: /required/ });
    const transfer = await t.admin.patch(path, { wallet_mode: 'transfer', wallet_url: null, wallet_secret: null });
    expect(transfer.status).toBe(200);
    expect(transfer.body).toMatchObject({ wallet_mode: 'transfer', wallet_url: null, wallet_secret_set: false });
  });

  it('a transfer operator may keep a wallet URL without a secret', async () => {
    const res = await t.admin.post('/api/admin/operators', { name: 'Later seamless', wallet_url: 'https://wallet.example.com/x' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ wallet_mode: 'transfer', wallet_url: 'https://wallet.example.com/x', wallet_secret_set: false });
  });
});

describe('admin API with WALLET_ALLOW_LOCALHOST (development and tests)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ walletAllowLocalhost: true });
  });
  afterAll(() => t?.close());

  it.each([
    ['http://127.0.0.1:8080/wallet', 'http://127.0.0.1:8080/wallet'],
    ['http://localhost:9000/wallet', 'http://localhost:9000/wallet'],
    ['http://[::1]:9000/', 'http://[::1]:9000'],
    ['https://localhost/wallet', 'https://localhost/wallet'],
    ['https://wallet.example.com:8443/api', 'https://wallet.example.com:8443/api'],
  ])('accepts the wallet URL %s (any port), stored as %s', async (walletUrl, stored) => {
    const res = await t.admin.post('/api/admin/operators', {
      name: 'Local wallet',
      wallet_mode: 'seamless',
      wallet_url: walletUrl,
      wallet_secret: SECRET,
    });
    expect(res.status).toBe(201);
    expect(res.body.wallet_url).toBe(stored);
  });

  it.each<[string, RegExp]>([
    ['http://10.0.0.1/wallet', /private/],
    ['http://192.168.1.1:8080/wallet', /private/],
    ['http://169.254.169.254/latest/meta-data', /link-local/],
    ['http://0.0.0.0:8080/wallet', /unspecified/],
    ['ftp://127.0.0.1/wallet', /http or https/],
    ['http://127.0.0.1:8080\\@wallet.example.com/', /backslash/],
    ['http://127.0.0.1:8080/my wallet', /spaces/],
  ])('still refuses %s', async (walletUrl, message) => {
    const res = await t.admin.post('/api/admin/operators', { name: 'Bad local wallet', wallet_url: walletUrl });
    expectFieldErrors(res, { wallet_url: message });
  });
});
