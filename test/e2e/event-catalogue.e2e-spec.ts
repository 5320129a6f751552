import { DataSource } from 'typeorm';
import { EventType } from '@app/events';
import { TournamentScheduler } from '@app/tournaments';
import { catalogueFieldPaths, dataFieldPaths, EVENT_CATALOGUE, EventField } from '@app/events/domain/event-catalogue';
import { createInternalKey, operatorWithKey } from '../support/factories';
import { HttpClient } from '../support/http';
import { expectLedgerReconciles } from '../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

// The event catalogue (docs/events.md) against what the service really writes: every type of D12
// is produced by real flows through the API, and every stored event's `data` has exactly the
// catalogue's fields, with the catalogue's types. A field added, renamed or dropped in the code
// without the catalogue fails here.

interface StoredRow {
  event_type: string;
  tournament_id: string;
  sequence: string;
  data: Record<string, unknown>;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a value is of a documented type (`uuid`, `date-time`, `integer | null`, `uuid[]`, ...). */
function matchesType(value: unknown, type: string): boolean {
  return type.split('|').some((alternative) => {
    const t = alternative.trim();
    if (t === 'null') return value === null;
    if (t.endsWith('[]')) return Array.isArray(value) && value.every((item) => matchesType(item, t.slice(0, -2)));
    switch (t) {
      case 'uuid':
        return typeof value === 'string' && UUID.test(value);
      case 'date-time':
        return typeof value === 'string' && ISO_TIME.test(value);
      case 'integer':
        return Number.isInteger(value);
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'string':
      case 'boolean':
        return typeof value === t;
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        throw new Error(`the catalogue uses an unknown type: ${t}`);
    }
  });
}

/** Every field of `data` whose value is not of its documented type, as `path: value (type)`. */
function typeMismatches(data: Record<string, unknown>, fields: readonly EventField[], prefix = ''): string[] {
  return fields.flatMap((f) => {
    const value = data[f.name];
    const own = matchesType(value, f.type) ? [] : [`${prefix}${f.name}: ${JSON.stringify(value)} (${f.type})`];
    const nested =
      f.fields && matchesType(value, 'object') ? typeMismatches(value as Record<string, unknown>, f.fields, `${prefix}${f.name}.`) : [];
    return [...own, ...nested];
  });
}

describe('event catalogue against the stored events (D12)', () => {
  let t: TestApp;
  let op: Awaited<ReturnType<typeof operatorWithKey>>;
  let client: HttpClient;
  let platform: HttpClient;
  let users = 0;
  let gameEvents = 0;

  beforeAll(async () => {
    t = await startTestApp();
    op = await operatorWithKey(t);
    client = op.client;
    const internal = await createInternalKey(t, [op.operatorId]);
    platform = t.http.with({ 'X-Internal-Api-Key': internal.apiKey });
  });
  afterAll(async () => t?.close());

  /** A funded registration (wallet transfer in, then register with a payment id); returns the entry and player ids. */
  async function register(tid: string, funds: number): Promise<{ internalId: string; playerId: string }> {
    const user = `catalogue-${process.pid}-${++users}`;
    expect(
      (await client.post(`/api/players/${user}/wallet/transfers`, { transfer_id: `fund-${user}`, direction: 'in', amount: funds })).status,
    ).toBe(201);
    const res = await client.post(`/api/tournaments/${tid}/players`, {
      user_id: user,
      display_name: `Player ${users}`,
      entry_payment_details: { payment_id: `pay-${user}` },
    });
    expect(res.status).toBe(201);
    return { internalId: res.body.internal_player_id, playerId: res.body.player_id };
  }

  const gameEvent = (type: string, fields: Record<string, unknown> = {}) => ({
    event_id: `catalogue-${++gameEvents}`,
    type,
    occurred_at: new Date(Date.UTC(2030, 0, 1, 0, 0, gameEvents)).toISOString(),
    ...fields,
  });

  async function sendGameEvents(tid: string, events: unknown[]): Promise<void> {
    const res = await platform.post(`/api/internal/tournaments/${tid}/events`, { events });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accepted: events.length, rejected: 0 });
  }

  it('real flows produce every event type, and every event has exactly the catalogue fields and types', async () => {
    // A tournament played to the end: create, update, register, withdraw, start, rebuy, scores,
    // an elimination and completion with prizes.
    const played = await createTournamentId(client, {
      entry_fee: 5,
      max_players: 10,
      prize_pool: { total: 0, distribution: { '1': 70, '2': 30 } },
      config: { tournament_type: 'elimination', rebuy_enabled: true, max_entries_per_player: 2 },
    });
    const updated = await client.put(`/api/tournaments/${played}`, { name: 'Renamed for the catalogue', max_players: 8 });
    expect(updated.status).toBe(200);
    const [a, b, c] = [await register(played, 10), await register(played, 5), await register(played, 5)];
    const leaving = await register(played, 5);
    expect((await client.delete(`/api/tournaments/${played}/players/${leaving.internalId}`, { reason: 'changed my mind' })).status).toBe(
      200,
    );
    expect((await client.post(`/api/tournaments/${played}/start`)).status).toBe(200);
    expect(
      (await client.post(`/api/tournaments/${played}/players/${a.internalId}/rebuy`, { payment_id: `rebuy-${a.internalId}` })).status,
    ).toBe(200);
    await sendGameEvents(played, [
      gameEvent('score.updated', { internal_player_id: a.internalId, points: '120.5' }),
      gameEvent('score.updated', { internal_player_id: b.internalId, points: 80 }),
    ]);
    await sendGameEvents(played, [gameEvent('player.eliminated', { internal_player_id: c.internalId, round: 1 })]);
    expect((await client.post(`/api/tournaments/${played}/complete`)).status).toBe(200);

    // A tournament cancelled with its players refunded.
    const cancelled = await createTournamentId(client, { entry_fee: 3 });
    await register(cancelled, 3);
    await register(cancelled, 3);
    const cancel = await client.delete(`/api/tournaments/${cancelled}`, { reason: 'Game provider outage' });
    expect(cancel.status).toBe(200);
    await expectLedgerReconciles(t);

    // A tournament series created, changed and deleted (events without a tournament).
    const series = await client.post('/api/tournament-series', {
      name: 'Catalogue series',
      external_id: 'catalogue-series',
      schedule: 'DTSTART:20301201T200000Z\nRRULE:FREQ=WEEKLY',
      lead_time_seconds: 3600,
      template: { name: 'Weekly', game: 'book-of-gold', entry_fee: 2 },
    });
    expect(series.status).toBe(201);
    expect((await client.patch(`/api/tournament-series/${series.body.series_id}`, { active: false })).status).toBe(200);
    expect((await client.delete(`/api/tournament-series/${series.body.series_id}`)).status).toBe(200);

    // A series occurrence whose tournament cannot be created: its external_id is already taken.
    const soon = new Date(Math.ceil((Date.now() + 5 * 60_000) / 60_000) * 60_000);
    await createTournamentId(client, { external_id: `catalogue-failing:${soon.toISOString()}`, scheduled_start: soon.toISOString() });
    const failing = await client.post('/api/tournament-series', {
      name: 'Failing series',
      external_id: 'catalogue-failing',
      schedule: `DTSTART:${soon
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}\nRRULE:FREQ=DAILY`,
      lead_time_seconds: 3600,
      template: { name: 'Daily', game: 'book-of-gold', entry_fee: 2 },
    });
    expect(failing.status).toBe(201);
    await t.app.get(TournamentScheduler).runOnce();
    expect((await client.get(`/api/tournament-series/${failing.body.series_id}`)).body.last_failure).toMatchObject({
      code: 'external_id_taken',
      occurrence_start: soon.toISOString(),
    });

    const stored: StoredRow[] = await t.app
      .get(DataSource)
      .query(
        'SELECT event_type, tournament_id, sequence, data FROM outbox_events WHERE operator_id = $1 ORDER BY tournament_id, sequence',
        [op.operatorId],
      );

    // Every type of the catalogue was produced (and nothing outside it).
    expect([...new Set(stored.map((e) => e.event_type))].sort()).toEqual(Object.values(EventType).sort());
    // The flows above, in each tournament's sequence order.
    const typesOf = (tid: string) => stored.filter((e) => e.tournament_id === tid).map((e) => e.event_type);
    expect(typesOf(played)).toEqual([
      'tournament.created',
      'tournament.updated',
      'player.registered',
      'player.registered',
      'player.registered',
      'player.registered',
      'player.withdrawn',
      'tournament.started',
      'player.rebought',
      'leaderboard.updated',
      'player.eliminated',
      'leaderboard.updated',
      'prize.awarded',
      'prize.awarded',
      'tournament.completed',
    ]);
    expect(typesOf(cancelled)).toEqual([
      'tournament.created',
      'player.registered',
      'player.registered',
      'player.refunded',
      'player.refunded',
      'tournament.cancelled',
    ]);

    // Each event's data: exactly the catalogue's field paths, each value of its documented type.
    const drift = stored.flatMap((event) => {
      const entry = EVENT_CATALOGUE[event.event_type as EventType];
      const actual = dataFieldPaths(event.data, entry.fields).sort();
      const documented = catalogueFieldPaths(entry.fields, '', event.data).sort();
      const missing = documented
        .filter((path) => !actual.includes(path))
        .map((path) => `${event.event_type}: ${path} documented but not sent`);
      const extra = actual
        .filter((path) => !documented.includes(path))
        .map((path) => `${event.event_type}: ${path} sent but not documented`);
      const types = typeMismatches(event.data, entry.fields).map((problem) => `${event.event_type}: ${problem}`);
      return [...missing, ...extra, ...types];
    });
    expect([...new Set(drift)]).toEqual([]);

    // A few values a consumer relies on, beyond the shape.
    const dataOf = (type: string) => stored.filter((e) => e.event_type === type).map((e) => e.data);
    expect(dataOf('tournament.updated')[0]).toMatchObject({
      name: 'Renamed for the catalogue',
      maxPlayers: 8,
      changedFields: ['name', 'max_players'],
    });
    expect(dataOf('player.withdrawn')[0]).toMatchObject({
      internalPlayerId: leaving.internalId,
      refund: { amount: 5, currency: 'EUR' },
      reason: 'changed my mind',
    });
    expect(dataOf('player.rebought')[0]).toMatchObject({ internalPlayerId: a.internalId, newEntryCount: 2, amount: 5 });
    expect(dataOf('player.eliminated')[0]).toMatchObject({ internalPlayerId: c.internalId, eliminationRound: 1 });
    expect(dataOf('prize.awarded').map((d) => [d.internalPlayerId, d.position])).toEqual([
      [a.internalId, 1],
      [b.internalId, 2],
    ]);
    expect(dataOf('player.refunded').map((d) => d.amount)).toEqual([3, 3]);
    expect(dataOf('tournament.cancelled')[0]).toMatchObject({
      reason: 'Game provider outage',
      statusBeforeCancellation: 'scheduled',
      refunds: { totalRefunded: 6, playersRefunded: 2 },
    });
  });
});
