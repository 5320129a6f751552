import { HttpClient, HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { tournamentBody } from '../../support/tournament-fixtures';
import { databaseFingerprint, isServerError } from '../support/attack-routes';
import { victimOperator, VictimOperator } from '../support/attack-world';
import { recordFigures } from '../support/figures';

// Display spoofing with Unicode bidirectional controls ("Trojan Source", CVE-2021-42574, applied
// to names): every name a person reads, with each embedding, override and isolate control (U+202A–
// U+202E, U+2066–U+2069) placed where a spoofer would put it, sent as the raw character and as a
// JSON \u escape. Each is refused with 422 and the message saying why, and nothing is stored (the
// whole database compared before and after each field's batch).

const BIDI_CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const REASON = 'must not contain bidirectional control characters (U+202A–U+202E, U+2066–U+2069)';

/** Spoofing shapes: an extension swap, a hidden suffix, an isolate pair around a fake name, the character alone among right-to-left text. */
function spoofs(character: string, email: boolean): string[] {
  if (email) return [`ops${character}moc.live@acme.example`, `${character}ops@acme.example`, `ops@acme${character}.example`];
  return [
    `Acme${character}exe.gnp`,
    `Lucky Luke${character}`,
    `${character}Admin${character}`,
    `\u2067Official\u2069 ${character}`,
    `بطولة ${character}الأحد`,
  ];
}

interface NameField {
  route: string;
  field: string;
  client: () => HttpClient;
  method: string;
  path: () => string;
  body: (value: string) => Record<string, unknown>;
}

describe('attack.bidi-names: bidirectional controls in the names people read', () => {
  let t: TestApp;
  let a: VictimOperator;
  let fields: NameField[];

  beforeAll(async () => {
    t = await startTestApp();
    a = await victimOperator(t);
    const op = () => a.key.client;
    fields = [
      {
        route: 'POST /api/tournaments',
        field: 'name',
        client: op,
        method: 'POST',
        path: () => '/api/tournaments',
        body: (name) => tournamentBody({ name }),
      },
      {
        route: 'PUT /api/tournaments/{id}',
        field: 'name',
        client: op,
        method: 'PUT',
        path: () => `/api/tournaments/${a.tournamentId}`,
        body: (name) => ({ name }),
      },
      {
        route: 'POST /api/tournaments/{id}/players',
        field: 'display_name',
        client: op,
        method: 'POST',
        // A user already funded and a fresh payment: only the display name stands in the way.
        path: () => `/api/tournaments/${a.tournamentId}/players`,
        body: (display_name) => ({ user_id: 'bidi-spoofer', display_name, entry_payment_details: { payment_id: 'pay-bidi-spoofer' } }),
      },
      {
        route: 'POST /api/admin/operators',
        field: 'name',
        client: () => t.admin,
        method: 'POST',
        path: () => '/api/admin/operators',
        body: (name) => ({ name }),
      },
      {
        route: 'PATCH /api/admin/operators/{id}',
        field: 'name',
        client: () => t.admin,
        method: 'PATCH',
        path: () => `/api/admin/operators/${a.operatorId}`,
        body: (name) => ({ name }),
      },
      {
        route: 'POST /api/admin/operators/{id}/api-keys',
        field: 'name',
        client: () => t.admin,
        method: 'POST',
        path: () => `/api/admin/operators/${a.operatorId}/api-keys`,
        body: (name) => ({ name, role: 'read_only' }),
      },
      {
        route: 'POST /api/admin/internal-api-keys',
        field: 'name',
        client: () => t.admin,
        method: 'POST',
        path: () => '/api/admin/internal-api-keys',
        body: (name) => ({ name, operator_ids: [a.operatorId] }),
      },
      {
        route: 'POST /api/admin/operators/{id}/dashboard-users',
        field: 'email',
        client: () => t.admin,
        method: 'POST',
        path: () => `/api/admin/operators/${a.operatorId}/dashboard-users`,
        body: (email) => ({ email, password: 'a-long-enough-password-123' }),
      },
    ];
    const funded = await a.key.client.post('/api/players/bidi-spoofer/wallet/transfers', {
      transfer_id: 'fund-bidi-spoofer',
      direction: 'in',
      amount: 50,
    });
    expect(funded.status).toBe(201);
  });
  afterAll(async () => t?.close());

  it('each control in each name, raw or \\u-escaped, is 422 with the reason and stores nothing; the names without it are accepted', async () => {
    const failures: string[] = [];
    let attempts = 0;
    let refused = 0;
    let accepted = 0;
    let databaseChanged = 0;
    for (const f of fields) {
      const before = await databaseFingerprint(t);
      for (const character of BIDI_CONTROLS) {
        for (const value of spoofs(character, f.field === 'email')) {
          const raw = JSON.stringify(f.body(value));
          // The same body twice: the character as sent by a client library, and as a JSON escape.
          const escaped = raw.replace(/[\u202A-\u202E\u2066-\u2069]/g, (c) => `\\u${c.codePointAt(0)!.toString(16)}`);
          expect(escaped).not.toBe(raw);
          for (const body of [raw, escaped]) {
            attempts++;
            const res: HttpResponse = await f
              .client()
              .request(f.method, f.path(), { body, headers: { 'content-type': 'application/json' } });
            if (res.status < 300) accepted++;
            const messages = res.body?.errors?.[f.field] ?? [];
            if (res.status === 422 && res.body?.error === 'validation_error' && messages.includes(`${f.field} ${REASON}`)) refused++;
            else
              failures.push(
                `${f.route} ${f.field} U+${character.codePointAt(0)!.toString(16)} → ${isServerError(res) ? '5xx ' : ''}${res.status} ${res.text.slice(0, 200)}`,
              );
          }
        }
      }
      if (JSON.stringify(await databaseFingerprint(t)) !== JSON.stringify(before)) {
        databaseChanged++;
        failures.push(`stored something: ${f.route}`);
      }
    }
    expect(failures).toEqual([]);
    expect(accepted).toBe(0);

    // The control: each request with the same name but the control removed goes through (the
    // right-to-left text of the last shape included), so the refusals were the character's doing.
    let controlsAccepted = 0;
    for (const f of fields) {
      const value = f.field === 'email' ? 'ops.rtl@acme.example' : 'بطولة الأحد';
      const res = await f.client().request(f.method, f.path(), { body: f.body(value) });
      if (res.status === 200 || res.status === 201) controlsAccepted++;
      else failures.push(`control refused: ${f.route} → ${res.status} ${res.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    await expectLedgerReconciles(t);

    recordFigures(
      'attacks',
      'attack.bidi-names',
      'Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) in every name people read, raw and \\u-escaped',
      {
        fields: fields.length,
        characters: BIDI_CONTROLS.length,
        attempts,
        refused_422_with_reason: refused,
        accepted,
        database_changed: databaseChanged,
        same_names_without_control_accepted: controlsAccepted,
      },
    );
  });
});
