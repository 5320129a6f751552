import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { ManualClock } from '@app/common';
import { PlatformNotifier } from '@app/events';
import { operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId, outboxEvents, seatPlayers } from '../support/tournament-fixtures';

// Game-platform notifications (D12, docs/game-platform-webhook.md): with GAME_PLATFORM_URL set,
// tournament.started and tournament.cancelled are written with their outbox event and POSTed,
// signed, to {GAME_PLATFORM_URL}/internal/tournament/events; failures are retried with backoff
// until accepted, per tournament in order; after EVENTS_MAX_ATTEMPTS they are dead until replayed.

const SECRET = 'game-platform-secret-0123456789';
const MAX_ATTEMPTS = 3;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: any;
  answered: number;
}

/** A game platform on 127.0.0.1: records every POST; answers 500 while `failures` is above 0. */
class FakePlatform {
  received: Received[] = [];
  failures = 0;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const rawBody = Buffer.concat(chunks).toString('utf8');
        const answered = this.failures > 0 ? 500 : 200;
        if (this.failures > 0) this.failures--;
        this.received.push({ path: request.url ?? '', headers: request.headers, rawBody, body: JSON.parse(rawBody), answered });
        response.writeHead(answered, { 'content-type': 'application/json' }).end(answered === 200 ? '{"ok":true}' : '{"error":"boom"}');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  accepted(): Received[] {
    return this.received.filter((r) => r.answered === 200);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** What the webhook document tells implementers to check: hex HMAC-SHA256 of "<X-Timestamp>.<raw body>". */
function signatureValid(request: Received): boolean {
  const timestamp = String(request.headers['x-timestamp']);
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', SECRET).update(`${timestamp}.${request.rawBody}`).digest('hex'));
  const given = Buffer.from(String(request.headers['x-signature']));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

async function notificationRows(
  t: TestApp,
  tournamentId: string,
): Promise<Array<{ id: string; event_type: string; status: string; attempts: number; last_error: string | null }>> {
  return t.app
    .get(DataSource)
    .query(
      'SELECT id, event_type, status, attempts, last_error FROM platform_notifications WHERE tournament_id = $1 ORDER BY created_at, id',
      [tournamentId],
    );
}

async function eventId(t: TestApp, tournamentId: string, type: string): Promise<string> {
  const [row] = await t.app
    .get(DataSource)
    .query('SELECT id FROM outbox_events WHERE tournament_id = $1 AND event_type = $2', [tournamentId, type]);
  return row.id;
}

async function start(client: HttpClient, tournamentId: string): Promise<void> {
  const res = await client.post(`/api/tournaments/${tournamentId}/start`);
  if (res.status !== 200) throw new Error(`start failed: ${res.status} ${res.text}`);
}

async function cancel(client: HttpClient, tournamentId: string, reason: string): Promise<void> {
  const res = await client.delete(`/api/tournaments/${tournamentId}`, { reason });
  if (res.status !== 200) throw new Error(`cancel failed: ${res.status} ${res.text}`);
}

describe('game-platform notifications (D12)', () => {
  let platform: FakePlatform;
  let t: TestApp;
  let clock: ManualClock;
  let operator: Awaited<ReturnType<typeof operatorWithKey>>;
  const notifier = () => t.app.get(PlatformNotifier);

  beforeAll(async () => {
    platform = new FakePlatform();
    await platform.start();
    clock = new ManualClock();
    t = await startTestApp({ gamePlatformUrl: platform.url, gamePlatformSecret: SECRET, eventsMaxAttempts: MAX_ATTEMPTS }, [], { clock });
    operator = await operatorWithKey(t);
  });
  afterAll(async () => {
    await t?.close();
    await platform?.close();
  });
  beforeEach(() => {
    platform.received = [];
    platform.failures = 0;
  });

  it('POSTs tournament.started and tournament.cancelled, signed, with the flat D12 bodies', async () => {
    const started = await createTournamentId(operator.client, {
      name: 'Friday Cup',
      game: 'book-of-gold',
      config: { duration_minutes: 30, lives: 3 },
    });
    await seatPlayers(t, started, 2);
    await start(operator.client, started);
    const cancelled = await createTournamentId(operator.client, { name: 'Rainy Day', game: 'star-blast' });
    await seatPlayers(t, cancelled, 1);
    await cancel(operator.client, cancelled, 'server maintenance');

    expect(await notifier().runOnce()).toEqual({ delivered: 2, retried: 0, dead: 0 });
    expect(platform.received).toHaveLength(2);
    expect(platform.received.every((r) => r.path === '/internal/tournament/events')).toBe(true);
    expect(platform.received.every(signatureValid)).toBe(true);
    expect(platform.received.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);

    const [startedEvent] = (await outboxEvents(t, started)).filter((e) => e.event_type === 'tournament.started');
    const [{ config }] = await t.app.get(DataSource).query('SELECT config FROM tournaments WHERE id = $1', [started]);
    const startedPost = platform.received.find((r) => r.body.tournament_id === started)!;
    expect(startedPost.headers['x-event-id']).toBe(await eventId(t, started, 'tournament.started'));
    expect(startedPost.body).toEqual({
      event: 'tournament.started',
      event_id: startedPost.headers['x-event-id'],
      operator_id: operator.operatorId,
      tournament_id: started,
      tournament_name: 'Friday Cup',
      game_slug: 'book-of-gold',
      started_at: startedEvent.data.actualStartTime,
      player_count: 2,
      trigger: 'operator',
      tournament_config: config,
    });
    expect(startedPost.body.tournament_config).toMatchObject({ duration_minutes: 30, lives: 3 });

    const cancelledPost = platform.received.find((r) => r.body.tournament_id === cancelled)!;
    expect(cancelledPost.headers['x-event-id']).toBe(await eventId(t, cancelled, 'tournament.cancelled'));
    expect(cancelledPost.body).toEqual({
      event: 'tournament.cancelled',
      event_id: cancelledPost.headers['x-event-id'],
      operator_id: operator.operatorId,
      tournament_id: cancelled,
      tournament_name: 'Rainy Day',
      game_slug: 'star-blast',
      cancelled_at: clock.now().toISOString(),
      player_count: 1,
      reason: 'server maintenance',
      status_before_cancellation: 'scheduled',
    });

    // Delivered once: nothing more goes out, and the rows say so.
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(platform.received).toHaveLength(2);
    expect((await notificationRows(t, started)).map((r) => [r.event_type, r.status, r.attempts])).toEqual([
      ['tournament.started', 'delivered', 1],
    ]);
    expect((await notificationRows(t, cancelled)).map((r) => [r.event_type, r.status, r.attempts])).toEqual([
      ['tournament.cancelled', 'delivered', 1],
    ]);
  });

  it('only those two events notify the platform: other state changes write nothing for it', async () => {
    const tournament = await createTournamentId(operator.client);
    await seatPlayers(t, tournament, 1);
    expect(await notificationRows(t, tournament)).toEqual([]);
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(platform.received).toEqual([]);
  });

  it('retries a failing platform with backoff until it accepts, keeping each tournament’s order', async () => {
    const tournament = await createTournamentId(operator.client);
    await seatPlayers(t, tournament, 2);
    await start(operator.client, tournament);
    await cancel(operator.client, tournament, 'game server crashed');
    platform.failures = 2;

    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    // Backing off: nothing is due yet.
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    const [pending] = await notificationRows(t, tournament);
    expect(pending).toMatchObject({ event_type: 'tournament.started', status: 'pending', attempts: 1, last_error: 'HTTP 500' });

    clock.advance(1_500);
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 1, dead: 0 });
    clock.advance(3_000);
    // started is accepted; cancelled waited behind it and goes in the next pass.
    expect(await notifier().runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await notifier().runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });

    const startedId = await eventId(t, tournament, 'tournament.started');
    expect(platform.received.map((r) => [r.body.event, r.answered])).toEqual([
      ['tournament.started', 500],
      ['tournament.started', 500],
      ['tournament.started', 200],
      ['tournament.cancelled', 200],
    ]);
    // Each retry is the same notification, freshly signed.
    expect(new Set(platform.received.slice(0, 3).map((r) => r.headers['x-event-id']))).toEqual(new Set([startedId]));
    expect(new Set(platform.received.slice(0, 3).map((r) => r.rawBody)).size).toBe(1);
    expect(platform.received.every(signatureValid)).toBe(true);
    expect(platform.accepted().map((r) => r.body.event_id)).toEqual([startedId, await eventId(t, tournament, 'tournament.cancelled')]);
    expect((await notificationRows(t, tournament)).map((r) => [r.status, r.attempts])).toEqual([
      ['delivered', 3],
      ['delivered', 1],
    ]);

    const metrics = (await t.http.get('/metrics')).text;
    expect(metrics).toMatch(/^platform_notifications_delivered_total [1-9]\d*$/m);
    expect(metrics).toMatch(/^platform_notifications_retried_total [2-9]\d*$/m);
  });

  it('gives up after EVENTS_MAX_ATTEMPTS (dead, kept) and sends again when an admin replays it', async () => {
    const tournament = await createTournamentId(operator.client);
    await cancel(operator.client, tournament, 'nobody came');
    platform.failures = 1000;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await notifier().runOnce();
      expect(run).toEqual(attempt < MAX_ATTEMPTS ? { delivered: 0, retried: 1, dead: 0 } : { delivered: 0, retried: 0, dead: 1 });
      clock.advance(10 * 60_000);
    }
    expect(await notifier().runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
    expect(await notificationRows(t, tournament)).toEqual([
      expect.objectContaining({ status: 'dead', attempts: MAX_ATTEMPTS, last_error: 'HTTP 500' }),
    ]);
    expect(platform.received).toHaveLength(MAX_ATTEMPTS);
    expect((await t.http.get('/metrics')).text).toMatch(/^platform_notifications_dead_total [1-9]\d*$/m);

    platform.failures = 0;
    const replay = await t.admin.post('/api/admin/platform-notifications/replay', { tournament_id: tournament });
    expect({ status: replay.status, body: replay.body }).toEqual({ status: 200, body: { replayed: 1 } });
    expect(await notifier().runOnce()).toEqual({ delivered: 1, retried: 0, dead: 0 });
    expect(platform.accepted().map((r) => r.body)).toEqual([
      expect.objectContaining({ event: 'tournament.cancelled', tournament_id: tournament, reason: 'nobody came' }),
    ]);
    expect(await notificationRows(t, tournament)).toEqual([expect.objectContaining({ status: 'delivered', attempts: 1 })]);

    // Nothing dead is left to replay; bad bodies and a missing admin key are refused.
    expect((await t.admin.post('/api/admin/platform-notifications/replay', {})).body).toEqual({ replayed: 0 });
    expect((await t.admin.post('/api/admin/platform-notifications/replay', { tournament_id: 'nope' })).status).toBe(422);
    expect((await t.admin.post('/api/admin/platform-notifications/replay', { ids: [] })).status).toBe(422);
    expect((await t.admin.post('/api/admin/platform-notifications/replay', { everything: true })).status).toBe(422);
    expect((await t.http.post('/api/admin/platform-notifications/replay', {})).status).toBe(401);
  });

  it('two instances on one database never send the same notification twice', async () => {
    const second = await startTestApp({ gamePlatformUrl: platform.url, gamePlatformSecret: SECRET }, [], { clock, database: t.database });
    try {
      const tournaments = [];
      for (let i = 0; i < 4; i++) tournaments.push(await createTournamentId(operator.client));
      for (const id of tournaments) await cancel(operator.client, id, 'double check');
      // Both instances' passes run at the same time (a second call within one instance shares its pass).
      const runs = await Promise.all([notifier().runOnce(), second.app.get(PlatformNotifier).runOnce()]);
      const again = await Promise.all([notifier().runOnce(), second.app.get(PlatformNotifier).runOnce()]);
      const delivered = [...runs, ...again].reduce((sum, run) => sum + run.delivered, 0);
      expect(delivered).toBe(4);
      const ids = platform.received.map((r) => r.headers['x-event-id']);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      expect(new Set(platform.received.map((r) => r.body.tournament_id))).toEqual(new Set(tournaments));
    } finally {
      await second.close();
    }
  });
});

describe('game-platform notifications without GAME_PLATFORM_URL', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('writes no notification rows at all', async () => {
    t = await startTestApp();
    const operator = await operatorWithKey(t);
    const started = await createTournamentId(operator.client);
    await seatPlayers(t, started, 1);
    await start(operator.client, started);
    await cancel(operator.client, started, 'testing');
    const types = (await outboxEvents(t, started)).map((e) => e.event_type);
    expect(types).toEqual(expect.arrayContaining(['tournament.started', 'tournament.cancelled']));
    const [{ n }] = await t.app.get(DataSource).query('SELECT count(*)::int AS n FROM platform_notifications');
    expect(n).toBe(0);
    expect(await t.app.get(PlatformNotifier).runOnce()).toEqual({ delivered: 0, retried: 0, dead: 0 });
  });
});
