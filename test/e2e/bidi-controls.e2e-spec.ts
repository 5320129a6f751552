import { DataSource } from 'typeorm';
import { createDashboardUser, DashboardSession, PageResponse } from '../support/dashboard-client';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpResponse } from '../support/http';
import { runCli } from '../support/run-cli';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, tournamentBody } from '../support/tournament-fixtures';

// Names people read (a player's display name, a tournament's name, an operator's, a key's, a
// dashboard user's e-mail) must not hold the Unicode bidirectional embedding, override and
// isolate controls: `Acme<RLO>exe.gnp` displays as "Acmepng.exe". Each is refused with 422 and a
// message saying why, and nothing is written.

const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
const REASON = 'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)';
/** The tables a refused request could have written to. */
const TABLES = [
  'operators',
  'api_keys',
  'internal_api_keys',
  'dashboard_users',
  'tournaments',
  'tournament_entries',
  'players',
  'ledger_entries',
  'wallet_operations',
  'outbox_events',
];

/** The message shown by a dashboard form field (the page escapes `&`, `<`, `>`, quotes). */
const fieldError = (page: PageResponse, field: string) =>
  new RegExp(`<span class="field-error" data-testid="field-error" data-field="${field}">([^<]*)<`)
    .exec(page.text)?.[1]
    ?.replace(/&amp;/g, '&');

describe('bidirectional control characters in names (422, nothing written)', () => {
  let t: TestApp;
  let op: TestOperator & TestKey;
  let tournamentId: string;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    tournamentId = await createTournamentId(op.client, { entry_fee: 10 });
    // The player is funded: without the rule its registration would go through.
    expect(
      (await op.client.post('/api/players/bidi-user/wallet/transfers', { transfer_id: 'fund-bidi-user', direction: 'in', amount: 30 }))
        .status,
    ).toBe(201);
  });
  afterAll(() => t?.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    const db = t.app.get(DataSource);
    for (const table of TABLES) counts[table] = Number((await db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
    // The audit log records every operator request (api.request), refused ones too; any other
    // entry (a key, user or operator change) would mean something was done.
    await t.flushAudit();
    counts.audit_logs_of_changes = Number((await db.query(`SELECT count(*)::int AS n FROM audit_logs WHERE action <> 'api.request'`))[0].n);
    return counts;
  }

  function expectRefused(res: HttpResponse, field: string, label: string): void {
    expect({ label, status: res.status, body: res.body }).toEqual({
      label,
      status: 422,
      body: { error: 'validation_error', message: expect.any(String), errors: { [field]: [`${field} ${REASON}`] } },
    });
  }

  /** Each field, the request that sets it to `value`, and the same request with a plain value (the control). */
  const fields: Array<{ field: string; label: string; ok: number; send: (value: string) => Promise<HttpResponse> }> = [
    {
      label: 'POST /api/tournaments name',
      field: 'name',
      ok: 201,
      send: (value) => op.client.post('/api/tournaments', tournamentBody({ name: value })),
    },
    {
      label: 'PUT /api/tournaments/{id} name',
      field: 'name',
      ok: 200,
      send: (value) => op.client.put(`/api/tournaments/${tournamentId}`, { name: value }),
    },
    {
      label: 'POST /api/tournaments/{id}/players display_name',
      field: 'display_name',
      ok: 201,
      send: (value) =>
        op.client.post(`/api/tournaments/${tournamentId}/players`, {
          user_id: 'bidi-user',
          display_name: value,
          entry_payment_details: { payment_id: 'pay-bidi-user' },
        }),
    },
    {
      label: 'POST /api/admin/operators name',
      field: 'name',
      ok: 201,
      send: (value) => t.admin.post('/api/admin/operators', { name: value }),
    },
    {
      label: 'PATCH /api/admin/operators/{id} name',
      field: 'name',
      ok: 200,
      send: (value) => t.admin.patch(`/api/admin/operators/${op.operatorId}`, { name: value }),
    },
    {
      label: 'POST /api/admin/operators/{id}/api-keys name',
      field: 'name',
      ok: 201,
      send: (value) => t.admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, { name: value, role: 'read_only' }),
    },
    {
      label: 'POST /api/admin/internal-api-keys name',
      field: 'name',
      ok: 201,
      send: (value) => t.admin.post('/api/admin/internal-api-keys', { name: value, operator_ids: [op.operatorId] }),
    },
    {
      label: 'POST /api/admin/operators/{id}/dashboard-users email',
      field: 'email',
      ok: 201,
      send: (value) =>
        t.admin.post(`/api/admin/operators/${op.operatorId}/dashboard-users`, { email: value, password: 'correct horse battery staple' }),
    },
  ];

  const valueFor = (field: string, character: string) =>
    field === 'email' ? `ops${character}moc.evil@acme.example` : `Acme${character}exe.gnp`;

  it('refuses each of the nine characters in each field with 422 naming the field and why, writing nothing', async () => {
    const before = await rowCounts();
    const operatorBefore = (await t.admin.get(`/api/admin/operators/${op.operatorId}`)).body.name;
    const tournamentBefore = (await op.client.get(`/api/tournaments/${tournamentId}`)).body.tournament.name;
    expect([operatorBefore, tournamentBefore]).toEqual([op.name, expect.stringMatching(/^Tournament \d+$/)]);
    let refused = 0;
    for (const { field, label, send } of fields) {
      for (const character of BIDI_CONTROLS) {
        // Anywhere in the value: inside, first, last (a leading or trailing one is not trimmed away).
        for (const value of [valueFor(field, character), `${character}${valueFor(field, '')}`, `${valueFor(field, '')}${character}`]) {
          expectRefused(await send(value), field, `${label} ${codePoint(character)}`);
          refused++;
        }
      }
    }
    expect(refused).toBe(fields.length * BIDI_CONTROLS.length * 3);
    expect(await rowCounts()).toEqual(before);
    expect((await t.admin.get(`/api/admin/operators/${op.operatorId}`)).body.name).toBe(operatorBefore);
    expect((await op.client.get(`/api/tournaments/${tournamentId}`)).body.tournament.name).toBe(tournamentBefore);
  });

  it('accepts the same requests without the character, and right-to-left text without controls', async () => {
    for (const { field, label, ok, send } of fields) {
      const value = field === 'email' ? 'ops.rtl@acme.example' : field === 'display_name' ? 'لاعب محظوظ' : `טורניר ${label.length}`;
      const res = await send(value);
      expect({ label, status: res.status }).toEqual({ label, status: ok });
      expect({ label, stored: res.body.tournament?.[field] ?? res.body[field] }).toEqual({ label, stored: value });
    }
  });

  it('the dashboard key form shows the message by the field, in the page’s words, and creates no key', async () => {
    const user = await createDashboardUser(t, op.operatorId);
    const browser = await DashboardSession.signedIn(t, user);
    const keys = async () => (await t.admin.get(`/api/admin/operators/${op.operatorId}/api-keys?limit=1`)).body.pagination.total as number;
    const before = await keys();
    for (const character of BIDI_CONTROLS) {
      await browser.get('/dashboard/keys');
      const page = await browser.postForm('/dashboard/keys', { name: `Backend${character}`, role: 'read_only', expires_at: '' });
      expect({ character: codePoint(character), status: page.status, error: fieldError(page, 'name') }).toEqual({
        character: codePoint(character),
        status: 422,
        error: `Name ${REASON}`,
      });
      expect(page.text).not.toContain('data-testid="new-key-secret"');
    }
    expect(await keys()).toBe(before);
  });

  it('the CLI refuses them too, with the same validation error and exit code 1', async () => {
    const env = { DATABASE_URL: t.database.url };
    const before = await rowCounts();
    const commands: Array<[string, string[]]> = [
      ['name', ['operator', 'create', '--name', 'Acme\u202Eexe.gnp', '--json']],
      ['name', ['key', 'create', '--operator', op.operatorId, '--name', 'Backend\u2067', '--role', 'read_only', '--json']],
      ['name', ['internal-key', 'create', '--name', '\u202Dplatform', '--operators', op.operatorId, '--json']],
      [
        'email',
        [
          'user',
          'create',
          '--operator',
          op.operatorId,
          '--email',
          'ops\u2066@acme.example',
          '--password',
          'correct horse battery staple',
          '--json',
        ],
      ],
    ];
    for (const [field, args] of commands) {
      const result = await runCli(args, env);
      expect({ command: args.slice(0, 2).join(' '), code: result.code, json: result.json }).toEqual({
        command: args.slice(0, 2).join(' '),
        code: 1,
        json: { error: 'validation_error', message: expect.any(String), errors: { [field]: [`${field} ${REASON}`] } },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });
});
