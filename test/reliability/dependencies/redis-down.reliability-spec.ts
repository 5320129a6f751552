import { DataSource } from 'typeorm';
import { loadConfig } from '@app/common';
import { createKey, createOperator } from '../../support/factories';
import { HttpClient, HttpResponse } from '../../support/http';
import { PrivateRedis } from '../../support/private-redis';
import { sleep } from '../../support/spawn-service';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId } from '../../support/tournament-fixtures';
import { counterTotal, eventually, LoadLog, watchServiceRestarts } from '../support/dep-load';
import { recordFigures } from '../support/figures';
import { reconciledLedgerDifference } from '../support/storm-kit';

// Issue 9.3, D14 with REDIS_URL: Redis (a private redis-server of this test) stops while clients
// keep registering players and reading. Requests keep being served (limits fail open, no 5xx),
// rate_limit_store_errors_total grows; once Redis is back, limits are enforced again (an
// operator with a low limit gets 429) without a restart of the service.

const PROBE_LIMIT = 5;
const OUTAGE_MS = 4000;

describe('Redis down under load (issue 9.3, D14)', () => {
  let redis: PrivateRedis | undefined;
  let t: TestApp | undefined;

  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('keeps serving without limits while Redis is down, counts the store errors, and limits again once it is back', async () => {
    redis = await PrivateRedis.start();
    // Load far below every limit; generous Redis timeout so that a slow answer on a loaded
    // machine is not an outage.
    const unreachable = Object.fromEntries(
      ['CREATION', 'REGISTRATION', 'RESULTS', 'TOURNAMENT_OPS', 'GENERAL', 'BURST', 'INTERNAL', 'INTERNAL_BURST', 'FAILED_AUTH'].map(
        (n) => [`RATE_LIMIT_${n}`, '1000000'],
      ),
    );
    const rateLimits = { ...loadConfig(unreachable).rateLimits, redisTimeoutMs: 1000 };
    t = await startTestApp({ redisUrl: redis.url, rateLimits });
    const app = t;
    const restarts = watchServiceRestarts(app);
    const loadOperator = await createOperator(app);
    const { client } = await createKey(app, loadOperator.operatorId);
    const tid = await createTournamentId(client, { entry_fee: 1, max_players: 10_000 });
    // The probe: an operator whose general limit is low (D14 per-operator override).
    const probeOperator = await createOperator(app, { rate_limits: { general: PROBE_LIMIT } });
    const probe = (await createKey(app, probeOperator.operatorId)).client;
    const permissions = () => probe.get('/api/auth/permissions');

    // Enforced before the outage.
    for (let i = 0; i < PROBE_LIMIT; i++) expect((await permissions()).status).toBe(200);
    expect((await permissions()).status).toBe(429);

    const log = new LoadLog();
    let stopping = false;
    let users = 0;
    let registered = 0;
    async function registrations(c: HttpClient): Promise<void> {
      while (!stopping) {
        const user = `rdd-${++users}`;
        await log.send('fund', () =>
          c.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `fund-${user}`, direction: 'in', amount: 1 }),
        );
        const reg = await log.send('register', () =>
          c.post(`/api/tournaments/${tid}/players`, { user_id: user, entry_payment_details: { payment_id: `pay-${user}` } }),
        );
        if (reg.status === 201) registered++;
      }
    }
    async function reads(c: HttpClient): Promise<void> {
      while (!stopping) {
        await log.send('read', () => c.get(`/api/tournaments/${tid}`));
        await log.send('list', () => c.get('/api/tournaments?limit=5'));
      }
    }
    const load = Promise.all([registrations(client), registrations(client), reads(client), reads(client)]);
    await sleep(1500);

    const errorsBefore = await counterTotal(app.http, 'rate_limit_store_errors_total');
    await redis.stop();
    const down = Date.now();
    // Down: the probe is served well past its limit, without rate-limit headers.
    const during: HttpResponse[] = [];
    for (let i = 0; i < 2 * PROBE_LIMIT; i++) during.push(await permissions());
    expect(during.map((r) => r.status)).toEqual(Array(2 * PROBE_LIMIT).fill(200));
    expect(during.every((r) => r.headers.get('x-ratelimit-limit') === null)).toBe(true);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - down)));
    const errorsDuring = (await counterTotal(app.http, 'rate_limit_store_errors_total')) - errorsBefore;
    const servedDuring = log.count((a) => a.sentAt >= down && a.status < 300);
    expect(errorsDuring).toBeGreaterThanOrEqual(2 * PROBE_LIMIT);

    await redis.restart();
    const up = Date.now();
    // Back: a fresh window (no persistence), enforced again without a restart.
    await eventually(
      async () => (await permissions()).headers.get('x-ratelimit-limit') !== null,
      10_000,
      'limits not enforced again within 10 s',
    );
    const enforcedAfterMs = Date.now() - up;
    let allowedAfter = 1;
    let res: HttpResponse;
    while ((res = await permissions()).status === 200 && allowedAfter <= PROBE_LIMIT) allowedAfter++;
    expect(res.status).toBe(429);
    expect(res.body.details).toMatchObject({ limit: PROBE_LIMIT, category: 'general' });
    expect(allowedAfter).toBeLessThanOrEqual(PROBE_LIMIT);
    await sleep(1000);
    stopping = true;
    await load;

    // Every load request was served (no limit reachable, no 5xx), during the outage too.
    expect(
      log.answers
        .filter((a) => a.status < 200 || a.status >= 300)
        .map((a) => ({ what: a.what, status: a.status, text: a.text.slice(0, 200) })),
    ).toEqual([]);
    expect(servedDuring).toBeGreaterThan(20);
    const [{ n: entries }] = await app.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tid]);
    expect(entries).toBe(registered);
    const difference = await reconciledLedgerDifference(app);
    // Recovered by itself: the same HTTP server served from start to end.
    const serviceRestarts = restarts.count;
    restarts.stop();
    expect(serviceRestarts).toBe(0);
    const serverErrors = log.count((a) => a.status >= 500) + during.filter((r) => r.status >= 500).length;

    recordFigures(
      'dependencies',
      'dep.redis-down',
      'Redis stopped for 4 s under load, then started again (limits fail open, then enforced)',
      {
        requests: log.answers.length + 2 * PROBE_LIMIT,
        served_during_outage: servedDuring + during.length,
        answered_5xx: serverErrors,
        probe_over_limit_served_during_outage: during.length - PROBE_LIMIT,
        store_errors_during_outage: errorsDuring,
        limits_enforced_again_after_ms: enforcedAfterMs,
        probe_allowed_before_429_after_recovery: allowedAfter,
        service_restarts: serviceRestarts,
        ledger_difference: difference,
      },
    );
  });
});
