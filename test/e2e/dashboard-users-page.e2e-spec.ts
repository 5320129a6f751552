import { DataSource } from 'typeorm';
import {
  createDashboardUser,
  DASHBOARD_PASSWORD,
  DashboardSession,
  DashboardUser,
  fieldErrorsOf,
  flashOf,
} from '../support/dashboard-client';
import { createOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The users page of the operator dashboard: every role reads the operator's users; an
 * administrator adds users, changes roles, disables, re-enables and resets passwords, each change
 * audited. Nobody disables or demotes themselves, and the operator always keeps an active
 * administrator, even under two concurrent demotions.
 */

const NEW_PASSWORD = 'a brand new passphrase here';

describe('dashboard users page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const users = async (operatorId: string) =>
    (await t.admin.get(`/api/admin/operators/${operatorId}/dashboard-users?limit=100`)).body.dashboard_users as Array<{
      id: string;
      email: string;
      role: string;
      disabled_at: string | null;
    }>;
  const userOf = async (operatorId: string, id: string) => (await users(operatorId)).find((u) => u.id === id)!;
  const auditRows = async (operatorId: string) => {
    await t.flushAudit();
    return (await t.app
      .get(DataSource)
      .query(`SELECT action, details FROM audit_logs WHERE operator_id = $1 AND action LIKE 'dashboard_user.%' ORDER BY created_at`, [
        operatorId,
      ])) as Array<{ action: string; details: Record<string, unknown> }>;
  };
  /** An operator with a signed-in administrator. */
  const withAdmin = async () => {
    const operatorId = (await createOperator(t)).operatorId;
    const admin = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'admin');
    const browser = await DashboardSession.signedIn(t, admin);
    await browser.get('/dashboard/users');
    return { operatorId, admin, browser };
  };
  const stillSignedIn = async (browser: DashboardSession) => (await browser.get('/dashboard/users')).status === 200;

  it('lists the users with role in words, status and totals, and links to their audit entries', async () => {
    const { operatorId, browser } = await withAdmin();
    const viewer = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'viewer');
    await t.admin.delete(`/api/admin/operators/${operatorId}/dashboard-users/${viewer.userId}`);
    const page = await browser.get('/dashboard/users');
    expect(page.status).toBe(200);
    expect(page.text).toContain('href="/dashboard/users" class="active"');
    expect(page.text).toContain('Users <span class="muted">(2)</span>');
    const row = new RegExp(`data-user-id="${viewer.userId}">[\\s\\S]*?</tr>`).exec(page.text)![0];
    expect(row).toContain(viewer.email);
    expect(row).toMatch(/data-testid="user-role">Viewer</);
    expect(row).toMatch(/<span class="badge disabled">disabled</);
    expect(page.text).toContain('href="/dashboard/audit?action=dashboard_user.role_changed"');
    expect(page.text).toContain('href="/dashboard/audit?action=dashboard_user.password_reset"');
  });

  it('adds a user who signs in with the role given; a reload does not add another; bad input is refused by the fields', async () => {
    const { operatorId, browser } = await withAdmin();
    const email = `new.${Date.now()}@operator.example`;
    const created = await browser.postForm('/dashboard/users', { email, role: 'viewer', password: DASHBOARD_PASSWORD });
    expect(created.status).toBe(303);
    expect(created.location).toBe('/dashboard/users?done=created');
    const after = await browser.follow(created);
    expect(flashOf(after)).toContain('The user was added');
    await browser.follow(created);
    expect((await users(operatorId)).filter((u) => u.email === email)).toHaveLength(1);

    const newcomer = await DashboardSession.signedIn(t, { email, password: DASHBOARD_PASSWORD });
    const seen = await newcomer.get('/dashboard/users');
    expect(seen.text).toContain('data-testid="read-only-note"');
    expect(seen.text).not.toContain('data-testid="create-user-form"');

    const short = await browser.postForm('/dashboard/users', {
      email: `short.${Date.now()}@operator.example`,
      role: 'viewer',
      password: 'short',
    });
    expect(short.status).toBe(422);
    expect(fieldErrorsOf(short).password).toBe('Password must be at least 12 characters long');
    expect(short.text).toContain(`value="short.`);
    expect(short.text).not.toContain('value="short"');
    const badEmail = await browser.postForm('/dashboard/users', { email: 'not-an-address', role: 'owner', password: DASHBOARD_PASSWORD });
    expect(badEmail.status).toBe(422);
    expect(Object.keys(fieldErrorsOf(badEmail))).toEqual(expect.arrayContaining(['role']));
    const duplicate = await browser.postForm('/dashboard/users', { email, role: 'admin', password: DASHBOARD_PASSWORD });
    expect(duplicate.status).toBe(409);
    expect(fieldErrorsOf(duplicate).email).toContain('already exists');
    expect(await users(operatorId)).toHaveLength(2);
  });

  it('changes a role, effective at the user’s next request', async () => {
    const { operatorId, browser } = await withAdmin();
    const viewer = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'viewer');
    const theirs = await DashboardSession.signedIn(t, viewer);
    expect((await theirs.postForm('/dashboard/users/' + viewer.userId + '/enable', {})).status).toBe(403);

    const changed = await browser.postForm(`/dashboard/users/${viewer.userId}/role`, { role: 'admin' });
    expect(changed.status).toBe(303);
    expect(flashOf(await browser.follow(changed))).toContain('The role was changed');
    expect((await userOf(operatorId, viewer.userId)).role).toBe('admin');
    const page = await theirs.get('/dashboard/users');
    expect(page.text).toContain('data-testid="create-user-form"');

    const invalid = await browser.postForm(`/dashboard/users/${viewer.userId}/role`, { role: 'owner' });
    expect(invalid.status).toBe(422);
    expect((await userOf(operatorId, viewer.userId)).role).toBe('admin');
  });

  it('disables a user behind a confirmation page, signing them out at once; re-enabling lets them back in', async () => {
    const { operatorId, browser } = await withAdmin();
    const target = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'manager');
    const theirs = await DashboardSession.signedIn(t, target);

    const confirm = await browser.get(`/dashboard/users/${target.userId}/disable`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain(`${target.email} (Manager) will be signed out at once and can no longer sign in`);
    expect(await stillSignedIn(theirs)).toBe(true);

    const disabled = await browser.postForm(`/dashboard/users/${target.userId}/disable`, {});
    expect(disabled.status).toBe(303);
    expect(flashOf(await browser.follow(disabled))).toContain('disabled and signed out');
    expect(await stillSignedIn(theirs)).toBe(false);
    expect((await new DashboardSession(t.baseUrl).signIn(target.email, DASHBOARD_PASSWORD)).status).not.toBe(303);

    const enabled = await browser.postForm(`/dashboard/users/${target.userId}/enable`, {});
    expect(enabled.status).toBe(303);
    expect((await userOf(operatorId, target.userId)).disabled_at).toBeNull();
    expect((await new DashboardSession(t.baseUrl).signIn(target.email, DASHBOARD_PASSWORD)).status).toBe(303);
  });

  it('resets a password: the user is signed out, the old password is refused and the new one works', async () => {
    const { operatorId, browser } = await withAdmin();
    const target = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'viewer');
    const theirs = await DashboardSession.signedIn(t, target);

    const confirm = await browser.get(`/dashboard/users/${target.userId}/reset-password`);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain(`${target.email} will be signed out at once`);
    const short = await browser.postForm(`/dashboard/users/${target.userId}/reset-password`, { password: 'too short' });
    expect(short.status).toBe(422);
    expect(fieldErrorsOf(short).password).toBe('Password must be at least 12 characters long');
    expect(await stillSignedIn(theirs)).toBe(true);

    const reset = await browser.postForm(`/dashboard/users/${target.userId}/reset-password`, { password: NEW_PASSWORD });
    expect(reset.status).toBe(303);
    expect(await stillSignedIn(theirs)).toBe(false);
    expect((await new DashboardSession(t.baseUrl).signIn(target.email, DASHBOARD_PASSWORD)).status).not.toBe(303);
    expect((await new DashboardSession(t.baseUrl).signIn(target.email, NEW_PASSWORD)).status).toBe(303);
  });

  it('refuses disabling or demoting oneself, and leaves the account as it was', async () => {
    const { operatorId, admin, browser } = await withAdmin();
    const selfDisable = await browser.postForm(`/dashboard/users/${admin.userId}/disable`, {});
    expect(selfDisable.status).toBe(409);
    expect(flashOf(selfDisable)).toContain('You cannot disable yourself');
    const selfDemote = await browser.postForm(`/dashboard/users/${admin.userId}/role`, { role: 'viewer' });
    expect(selfDemote.status).toBe(409);
    expect(flashOf(selfDemote)).toContain('You cannot change your own role');
    const me = await userOf(operatorId, admin.userId);
    expect(me).toMatchObject({ role: 'admin', disabled_at: null });
    expect(await stillSignedIn(browser)).toBe(true);
  });

  it('keeps an active administrator when two administrators demote or disable each other at once', async () => {
    for (const action of ['demote', 'disable'] as const) {
      const operatorId = (await createOperator(t)).operatorId;
      const first = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'admin');
      const second = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'admin');
      const [a, b] = await Promise.all([DashboardSession.signedIn(t, first), DashboardSession.signedIn(t, second)]);
      await Promise.all([a.get('/dashboard/users'), b.get('/dashboard/users')]);
      const act = (browser: DashboardSession, target: DashboardUser) =>
        action === 'demote'
          ? browser.postForm(`/dashboard/users/${target.userId}/role`, { role: 'viewer' })
          : browser.postForm(`/dashboard/users/${target.userId}/disable`, {});
      const [byFirst, bySecond] = await Promise.all([act(a, second), act(b, first)]);
      const admins = (await users(operatorId)).filter((u) => u.role === 'admin' && u.disabled_at === null);
      expect(admins).toHaveLength(1);
      // The administrator who stayed had their change made; the other's was refused. How depends on
      // when it was checked: both past the permission check, the database refuses the second
      // change (409); checked after the first change committed, its sender is no longer an active
      // administrator: a demoted one is refused the action (403), a disabled one's session is gone
      // (a redirect to the sign-in page).
      const [kept, refused] = admins[0].id === first.userId ? [byFirst, bySecond] : [bySecond, byFirst];
      expect(kept.status).toBe(303);
      expect(kept.location).not.toContain('/dashboard/login');
      if (refused.status === 409) expect(flashOf(refused)).toContain('last active administrator');
      else if (action === 'demote') expect(refused.status).toBe(403);
      else expect([refused.status, refused.location]).toEqual([303, expect.stringContaining('/dashboard/login')]);
    }
  });

  for (const role of ['viewer', 'manager'] as const) {
    it(`a ${role} reads the list without controls and is refused every action with a 403 page`, async () => {
      const operatorId = (await createOperator(t)).operatorId;
      const other = await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, 'viewer');
      const browser = await DashboardSession.signedIn(t, await createDashboardUser(t, operatorId, undefined, DASHBOARD_PASSWORD, role));
      const page = await browser.get('/dashboard/users');
      expect(page.status).toBe(200);
      expect(page.text).toContain(other.email);
      expect(page.text).not.toContain('data-testid="create-user-form"');
      expect(page.text).not.toContain('data-testid="change-role"');
      expect(page.text).not.toContain('data-testid="disable-user"');
      const before = await users(operatorId);
      const attempts = [
        await browser.postForm('/dashboard/users', {
          email: `sneaky.${Date.now()}@operator.example`,
          role: 'admin',
          password: DASHBOARD_PASSWORD,
        }),
        await browser.postForm(`/dashboard/users/${other.userId}/role`, { role: 'admin' }),
        await browser.get(`/dashboard/users/${other.userId}/disable`),
        await browser.postForm(`/dashboard/users/${other.userId}/disable`, {}),
        await browser.postForm(`/dashboard/users/${other.userId}/enable`, {}),
        await browser.get(`/dashboard/users/${other.userId}/reset-password`),
        await browser.postForm(`/dashboard/users/${other.userId}/reset-password`, { password: NEW_PASSWORD }),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(403);
        expect(flashOf(attempt)).toContain('cannot manage dashboard users');
      }
      expect(await users(operatorId)).toEqual(before);
    });
  }

  it('answers another operator’s user ids with the 404 page and changes nothing of them', async () => {
    const { browser } = await withAdmin();
    const otherOperator = (await createOperator(t)).operatorId;
    const stranger = await createDashboardUser(t, otherOperator, undefined, DASHBOARD_PASSWORD, 'admin');
    const theirs = await DashboardSession.signedIn(t, stranger);
    const attempts = [
      await browser.get(`/dashboard/users/${stranger.userId}/disable`),
      await browser.postForm(`/dashboard/users/${stranger.userId}/disable`, {}),
      await browser.postForm(`/dashboard/users/${stranger.userId}/enable`, {}),
      await browser.postForm(`/dashboard/users/${stranger.userId}/role`, { role: 'viewer' }),
      await browser.get(`/dashboard/users/${stranger.userId}/reset-password`),
      await browser.postForm(`/dashboard/users/${stranger.userId}/reset-password`, { password: NEW_PASSWORD }),
      await browser.postForm(`/dashboard/users/not-a-uuid/disable`, {}),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.headers.get('content-type')).toContain('text/html');
      expect(flashOf(attempt)).toBe('Dashboard user not found');
    }
    expect(await userOf(otherOperator, stranger.userId)).toMatchObject({ role: 'admin', disabled_at: null });
    expect(await stillSignedIn(theirs)).toBe(true);
    expect((await new DashboardSession(t.baseUrl).signIn(stranger.email, DASHBOARD_PASSWORD)).status).toBe(303);
    expect(await auditRows(otherOperator)).toEqual([expect.objectContaining({ action: 'dashboard_user.created' })]);
  });

  it('audits every change with the acting user, via the dashboard', async () => {
    const { operatorId, admin, browser } = await withAdmin();
    const email = `audited.${Date.now()}@operator.example`;
    await browser.postForm('/dashboard/users', { email, role: 'viewer', password: DASHBOARD_PASSWORD });
    const target = (await users(operatorId)).find((u) => u.email === email)!;
    await browser.get('/dashboard/users');
    await browser.postForm(`/dashboard/users/${target.id}/role`, { role: 'manager' });
    await browser.postForm(`/dashboard/users/${target.id}/reset-password`, { password: NEW_PASSWORD });
    await browser.postForm(`/dashboard/users/${target.id}/disable`, {});
    await browser.postForm(`/dashboard/users/${target.id}/disable`, {});
    await browser.postForm(`/dashboard/users/${target.id}/enable`, {});
    const rows = (await auditRows(operatorId)).filter((row) => row.details.user_id === target.id);
    expect(rows.map((row) => row.action)).toEqual([
      'dashboard_user.created',
      'dashboard_user.role_changed',
      'dashboard_user.password_reset',
      'dashboard_user.disabled',
      'dashboard_user.enabled',
    ]);
    for (const row of rows) expect(row.details).toMatchObject({ via: 'dashboard', acting_user_id: admin.userId, email });
    expect(rows[1].details).toMatchObject({ role: 'manager', previous_role: 'viewer' });
    expect(JSON.stringify(rows)).not.toContain(NEW_PASSWORD);
  });
});
