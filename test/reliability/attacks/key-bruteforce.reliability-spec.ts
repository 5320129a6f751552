import { loadConfig } from '@app/common';
import { createInternalKey, operatorWithKey } from '../../support/factories';
import { HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TEST_ADMIN_KEY, TestApp } from '../../support/test-app';
import { isServerError } from '../support/attack-routes';
import { recordFigures } from '../support/figures';

// OWASP API2:2023 (broken authentication): key brute force. Wrong keys from one address count
// against RATE_LIMIT_FAILED_AUTH (set low, with a short window); past it that address gets 429
// with Retry-After before any key is looked up, a right key included, until the window ends;
// another address (TRUST_PROXY + X-Forwarded-For) is not affected. Operator, internal and admin
// keys alike, one after the other and as a parallel burst.

const LIMIT = 5;
const WINDOW_SECONDS = 3;
const GUESSES = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface KeyKind {
  name: string;
  path: string;
  wrong: (i: number) => Record<string, string>;
  right: () => Record<string, string>;
}

describe('attack.key-bruteforce: wrong keys from one address (OWASP API2)', () => {
  let t: TestApp;
  let kinds: KeyKind[];
  let ipSeq = 0;
  const nextIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

  beforeAll(async () => {
    const rateLimits = {
      ...loadConfig(
        Object.fromEntries(
          ['CREATION', 'REGISTRATION', 'RESULTS', 'TOURNAMENT_OPS', 'GENERAL', 'BURST', 'INTERNAL', 'INTERNAL_BURST'].map((n) => [
            `RATE_LIMIT_${n}`,
            '1000000',
          ]),
        ),
      ).rateLimits,
      failedAuth: LIMIT,
      windowSeconds: WINDOW_SECONDS,
    };
    t = await startTestApp({ rateLimits, trustProxy: true });
    const operator = await operatorWithKey(t);
    const internal = await createInternalKey(t);
    const [publicId] = operator.apiKey.split(':');
    kinds = [
      {
        name: 'operator',
        path: '/api/auth/permissions',
        // Half unknown keys, half the real public id with a guessed secret.
        wrong: (i) => ({
          authorization: `Bearer ${i % 2 ? `${publicId}:sk_live_${'g'.repeat(30)}${i}` : `sk_live_guess${i}${'x'.repeat(32)}`}`,
        }),
        right: () => ({ authorization: `Bearer ${operator.apiKey}` }),
      },
      {
        name: 'internal',
        path: `/api/internal/tournaments/0193a000-0000-7000-8000-000000000001/status`,
        wrong: (i) => ({ 'x-internal-api-key': `internal_${String(i).padStart(43, 'q')}` }),
        right: () => ({ 'x-internal-api-key': internal.apiKey }),
      },
      {
        name: 'admin',
        path: '/api/admin/operators',
        wrong: (i) => ({ 'x-admin-api-key': `${TEST_ADMIN_KEY.slice(0, -2)}${String(i).padStart(2, '0')}` }),
        right: () => ({ 'x-admin-api-key': TEST_ADMIN_KEY }),
      },
    ];
  });
  afterAll(async () => t?.close());

  /** A right key is served (internal: 404 for the unknown tournament is past authentication). */
  const served = (res: HttpResponse) => res.status === 200 || (res.status === 404 && res.body?.error === 'tournament_not_found');

  function expectFailedAuthLimited(res: HttpResponse): void {
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({
      error: 'rate_limit_exceeded',
      details: { limit: LIMIT, window_seconds: WINDOW_SECONDS, category: 'failed_auth' },
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  }

  it('one guess after another: LIMIT answers 401, then 429 with Retry-After for every key, the right one included, until the window ends', async () => {
    const figures: Record<string, number> = {};
    for (const kind of kinds) {
      const attacker = { 'x-forwarded-for': nextIp() };
      const bystander = { 'x-forwarded-for': nextIp() };
      const statuses: number[] = [];
      let last: HttpResponse | undefined;
      for (let i = 0; i < GUESSES; i++) {
        last = await t.http.get(kind.path, { headers: { ...attacker, ...kind.wrong(i) } });
        expect(isServerError(last)).toBe(false);
        statuses.push(last.status);
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
      expect(statuses.slice(LIMIT)).toEqual(Array(GUESSES - LIMIT).fill(429));
      expectFailedAuthLimited(last!);
      // The right key from the attacker's address: refused, before any lookup.
      const blocked = await t.http.get(kind.path, { headers: { ...attacker, ...kind.right() } });
      expectFailedAuthLimited(blocked);
      // Another address is not affected.
      expect(served(await t.http.get(kind.path, { headers: { ...bystander, ...kind.right() } }))).toBe(true);
      // After Retry-After, the window has ended: the right key is served again from the attacker's address.
      const waited = Number(blocked.headers.get('retry-after')) * 1000 + 250;
      await sleep(waited);
      expect(served(await t.http.get(kind.path, { headers: { ...attacker, ...kind.right() } }))).toBe(true);
      figures[`${kind.name}_guesses`] = GUESSES;
      figures[`${kind.name}_answered_401`] = statuses.filter((s) => s === 401).length;
      figures[`${kind.name}_answered_429`] = statuses.filter((s) => s === 429).length;
      figures[`${kind.name}_unblocked_after_ms`] = waited;
    }
    await expectLedgerReconciles(t);
    recordFigures(
      'attacks',
      'attack.key-bruteforce',
      `Wrong operator, internal and admin keys one after another from one address (RATE_LIMIT_FAILED_AUTH=${LIMIT}, window ${WINDOW_SECONDS} s)`,
      {
        limit: LIMIT,
        ...figures,
        bystander_refused: 0,
      },
    );
  });

  // Found by this case: the check was peek, look up, then count the failure, so a parallel burst
  // of guesses all passed the check before the first failure was counted (60 of 60 looked up with
  // a limit of 5). FailedAuthLimiter now lets an address have no more lookups in flight than it
  // has failures left; the others wait and are checked again.
  it('a parallel burst of guesses from one address gets at most LIMIT lookups (401); the rest are 429', async () => {
    const figures: Record<string, number> = {};
    for (const kind of kinds) {
      const attacker = { 'x-forwarded-for': nextIp() };
      const results = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) => t.http.get(kind.path, { headers: { ...attacker, ...kind.wrong(i) } })),
      );
      const unauthorized = results.filter((r) => r.status === 401).length;
      const limited = results.filter((r) => r.status === 429).length;
      expect(results.filter(isServerError)).toEqual([]);
      expect(unauthorized + limited).toBe(GUESSES);
      // Every 401 is one key actually looked up: exactly the limit, however parallel the burst.
      expect(unauthorized).toBe(LIMIT);
      expectFailedAuthLimited(await t.http.get(kind.path, { headers: { ...attacker, ...kind.right() } }));
      figures[`${kind.name}_parallel_guesses`] = GUESSES;
      figures[`${kind.name}_keys_tried_401`] = unauthorized;
      figures[`${kind.name}_refused_429`] = limited;
    }
    recordFigures('attacks', 'attack.key-bruteforce.parallel', `A parallel burst of ${GUESSES} wrong keys of each kind from one address`, {
      limit: LIMIT,
      ...figures,
    });
  });
});
