import { createDashboardUser, DashboardSession, flashOf } from '../support/dashboard-client';
import { createKey, createOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Dashboard roles: an administrator changes everything, a manager tournaments and series only, a
 * viewer nothing. A refused action gets a 403 page that says why, and changes nothing.
 */

const SETTINGS_FORM = {
  wallet_mode: 'seamless',
  wallet_url: 'https://wallet.example.com/api',
  wallet_secret: '',
  events_format: 'platform',
  currency: 'USD',
};

describe('dashboard roles', () => {
  let t: TestApp;
  let operatorId: string;
  beforeAll(async () => {
    t = await startTestApp();
    operatorId = (await createOperator(t)).operatorId;
  });
  afterAll(() => t?.close());

  const keyCount = async () => (await t.admin.get(`/api/admin/operators/${operatorId}/api-keys`)).body.pagination.total as number;
  const settings = async () => (await t.admin.get(`/api/admin/operators/${operatorId}`)).body;
  const signedIn = async (role?: 'admin' | 'manager' | 'viewer') =>
    DashboardSession.signedIn(t, await createDashboardUser(t, operatorId, undefined, undefined, role));

  it('creates users as administrators unless a role is given, shows the role, and refuses an unknown one', async () => {
    const plain = await t.admin.post(`/api/admin/operators/${operatorId}/dashboard-users`, {
      email: `plain.${Date.now()}@operator.example`,
      password: 'correct horse battery staple',
    });
    expect(plain.status).toBe(201);
    expect(plain.body.role).toBe('admin');
    const viewer = await createDashboardUser(t, operatorId, undefined, undefined, 'viewer');
    const list = await t.admin.get(`/api/admin/operators/${operatorId}/dashboard-users?limit=100`);
    expect(list.body.dashboard_users.find((u: { id: string }) => u.id === viewer.userId).role).toBe('viewer');

    const bad = await t.admin.post(`/api/admin/operators/${operatorId}/dashboard-users`, {
      email: `owner.${Date.now()}@operator.example`,
      password: 'correct horse battery staple',
      role: 'owner',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['role']);
  });

  it('lands every role on the overview after signing in and at /dashboard; signed out, /dashboard is the sign-in page', async () => {
    for (const role of ['admin', 'manager', 'viewer'] as const) {
      const user = await createDashboardUser(t, operatorId, undefined, undefined, role);
      const browser = new DashboardSession(t.baseUrl);
      const signIn = await browser.signIn(user.email, user.password);
      expect({ role, status: signIn.status, location: signIn.location }).toEqual({ role, status: 303, location: '/dashboard/overview' });
      const landed = await browser.follow(signIn);
      expect({ role, status: landed.status }).toEqual({ role, status: 200 });
      expect(landed.text).toContain('<a href="/dashboard/overview" class="active" aria-current="page">Overview</a>');
      expect((await browser.get('/dashboard')).location).toBe('/dashboard/overview');
      // Already signed in, the sign-in page sends the user on to the landing page too.
      expect((await browser.get('/dashboard/login')).location).toBe('/dashboard/overview');
    }
    expect((await new DashboardSession(t.baseUrl).get('/dashboard')).location).toBe('/dashboard/login');
  });

  for (const role of ['viewer', 'manager'] as const) {
    it(`a ${role} reads the keys and settings pages but may not create or revoke a key or change settings`, async () => {
      const browser = await signedIn(role);
      const key = await createKey(t, operatorId, 'read_only');
      const keysBefore = await keyCount();
      const settingsBefore = await settings();
      expect((await browser.get('/dashboard/keys')).status).toBe(200);

      const create = await browser.postForm('/dashboard/keys', { name: 'Not mine to make', role: 'full_access', expires_at: '' });
      expect(create.status).toBe(403);
      expect(create.headers.get('content-type')).toMatch(/^text\/html/);
      const name = role === 'viewer' ? 'Viewer' : 'Manager';
      expect(flashOf(create)).toBe(`Your role (${name}) cannot manage API keys. Ask an administrator of your operator.`);
      expect(create.text).not.toContain('api_key');

      expect((await browser.get(`/dashboard/keys/${key.keyId}/revoke`)).status).toBe(403);
      const revoke = await browser.postForm(`/dashboard/keys/${key.keyId}/revoke`, {});
      expect(revoke.status).toBe(403);
      expect((await key.client.get('/api/tournaments')).status).toBe(200);

      expect((await browser.get('/dashboard/settings')).status).toBe(200);
      const save = await browser.postForm('/dashboard/settings', SETTINGS_FORM);
      expect(save.status).toBe(403);
      expect(flashOf(save)).toBe(`Your role (${name}) cannot change the operator’s settings. Ask an administrator of your operator.`);

      expect(await keyCount()).toBe(keysBefore);
      expect(await settings()).toEqual(settingsBefore);
    });
  }

  it('an administrator creates a key and changes the settings', async () => {
    const browser = await signedIn('admin');
    const keysBefore = await keyCount();
    await browser.get('/dashboard/keys');
    expect((await browser.postForm('/dashboard/keys', { name: 'Backend', role: 'read_only', expires_at: '' })).status).toBe(303);
    expect(await keyCount()).toBe(keysBefore + 1);
    await browser.get('/dashboard/settings');
    expect((await browser.postForm('/dashboard/settings', { ...SETTINGS_FORM, wallet_mode: 'transfer', wallet_url: '' })).status).toBe(303);
    expect((await settings()).currency).toBe('USD');
  });

  it('checks the role after the security token: a forged form is refused as such, whatever the role', async () => {
    const browser = await signedIn('viewer');
    const forged = await browser.postForm('/dashboard/keys', { _csrf: 'forged', name: 'x', role: 'read_only' });
    expect(forged.status).toBe(403);
    expect(flashOf(forged)).toMatch(/security token \(CSRF\)/);
  });
});
