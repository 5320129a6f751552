import { GameEvent, parseGameEvent, playersOf } from './game-event';

const PLAYER = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f01';
const OTHER = '019a8f2e-7c4b-7d21-9e3a-5b6c7d8e9f02';
const AT = '2026-11-22T12:00:00.250+02:00';

const base = (type: string, fields: Record<string, unknown> = {}) => ({ event_id: 'e-1', type, occurred_at: AT, ...fields });

function ok(raw: unknown): GameEvent {
  const parsed = parseGameEvent(raw);
  if (!parsed.ok) throw new Error(`expected ok, got ${parsed.rejection.error}: ${parsed.rejection.message}`);
  return parsed.event;
}

function refused(raw: unknown): { error: string; message: string; eventId: string | null } {
  const parsed = parseGameEvent(raw);
  if (parsed.ok) throw new Error(`expected a rejection of ${JSON.stringify(raw)}`);
  return { ...parsed.rejection, eventId: parsed.eventId };
}

describe('parseGameEvent (D11)', () => {
  it('reads the common fields: event_id as sent, occurred_at with its offset', () => {
    const event = ok(base('tournament.started'));
    expect(event).toEqual({ eventId: 'e-1', type: 'tournament.started', occurredAt: new Date('2026-11-22T10:00:00.250Z') });
  });

  it('accepts any time the database can store, past or future', () => {
    expect(ok({ ...base('tournament.started'), occurred_at: '1000-01-01T00:00:00Z' }).occurredAt.toISOString()).toBe(
      '1000-01-01T00:00:00.000Z',
    );
    expect(ok({ ...base('tournament.started'), occurred_at: '9999-12-31T23:59:59.999Z' }).occurredAt.toISOString()).toBe(
      '9999-12-31T23:59:59.999Z',
    );
  });

  it('reads rounds', () => {
    expect(ok(base('round.started', { round: 3 }))).toMatchObject({ type: 'round.started', round: 3 });
    expect(ok(base('round.completed', { round: 1 }))).toMatchObject({ type: 'round.completed', round: 1 });
  });

  it.each([
    [{ points: 12.5 }, 'set', 1_250_000_000n],
    [{ points: '12.5' }, 'set', 1_250_000_000n],
    [{ points: '0.00000001' }, 'set', 1n],
    [{ points: -3 }, 'set', -300_000_000n],
    [{ points_delta: 0.1 }, 'delta', 10_000_000n],
    [{ points_delta: '-0.25' }, 'delta', -25_000_000n],
    [{ points_delta: 1e-7 }, 'delta', 10n],
    [{ points: 0, points_delta: null }, 'set', 0n],
  ])('reads score.updated %j exactly', (fields, kind, units) => {
    expect(ok(base('score.updated', { internal_player_id: PLAYER, ...fields }))).toEqual(
      expect.objectContaining({ type: 'score.updated', internalPlayerId: PLAYER, change: { kind, units } }),
    );
  });

  it('normalises player ids to lower case, as the database returns them', () => {
    expect(ok(base('score.updated', { internal_player_id: PLAYER.toUpperCase(), points: 1 }))).toMatchObject({ internalPlayerId: PLAYER });
  });

  it('reads one or several eliminated players, with an optional round', () => {
    expect(ok(base('player.eliminated', { internal_player_id: PLAYER }))).toMatchObject({ internalPlayerIds: [PLAYER], round: null });
    expect(ok(base('player.eliminated', { internal_player_ids: [PLAYER, OTHER], round: 2 }))).toMatchObject({
      internalPlayerIds: [PLAYER, OTHER],
      round: 2,
    });
    expect(ok(base('player.eliminated', { internal_player_id: PLAYER, round: null }))).toMatchObject({ round: null });
  });

  it('reads tournament.completed with and without final_standings', () => {
    expect(ok(base('tournament.completed'))).toEqual({ eventId: 'e-1', type: 'tournament.completed', occurredAt: expect.any(Date) });
    expect(ok(base('tournament.completed', { final_standings: null }))).not.toHaveProperty('finalStandings');
    expect(
      ok(
        base('tournament.completed', {
          final_standings: [
            { internal_player_id: PLAYER, position: 1, points: '10.5' },
            { internal_player_id: OTHER, position: 1 },
          ],
        }),
      ),
    ).toMatchObject({
      finalStandings: [
        { internalPlayerId: PLAYER, position: 1, points: '10.50000000' },
        { internalPlayerId: OTHER, position: 1 },
      ],
    });
  });

  it.each([
    ['not an object', 5, 'invalid_event', /JSON object/],
    ['no event_id', { type: 'tournament.started', occurred_at: AT }, 'invalid_event', /event_id is required/],
    ['a numeric event_id', { ...base('tournament.started'), event_id: 7 }, 'invalid_event', /event_id must be a string/],
    ['an empty event_id', { ...base('tournament.started'), event_id: '' }, 'invalid_event', /1 to 128/],
    ['a 129-character event_id', { ...base('tournament.started'), event_id: 'x'.repeat(129) }, 'invalid_event', /1 to 128/],
    ['a control character in event_id', { ...base('tournament.started'), event_id: 'a\nb' }, 'invalid_event', /control/],
    ['no type', { event_id: 'e', occurred_at: AT }, 'invalid_event', /type is required/],
    ['an unknown type', base('score.exploded'), 'unknown_event_type', /score\.exploded/],
    ['no occurred_at', { event_id: 'e', type: 'tournament.started' }, 'invalid_event', /occurred_at is required/],
    ['occurred_at without offset', { ...base('tournament.started'), occurred_at: '2026-11-22T10:00:00' }, 'invalid_event', /RFC 3339/],
    [
      'occurred_at before year 1 in UTC',
      { ...base('tournament.started'), occurred_at: '0001-01-01T00:00:00+01:00' },
      'invalid_event',
      /years 1 to 9999/,
    ],
    [
      'occurred_at after 9999 in UTC',
      { ...base('tournament.started'), occurred_at: '9999-12-31T23:30:00-01:00' },
      'invalid_event',
      /years 1 to 9999/,
    ],
    ['occurred_at as epoch', { ...base('tournament.started'), occurred_at: 1795000000000 }, 'invalid_event', /RFC 3339/],
    ['an unknown field', base('tournament.started', { round: 1 }), 'invalid_event', /round is not an allowed field of tournament\.started/],
    ['round 0', base('round.started', { round: 0 }), 'invalid_event', /round must be a positive integer/],
    ['round 1.5', base('round.started', { round: 1.5 }), 'invalid_event', /positive integer/],
    ['round beyond int4', base('round.started', { round: 2 ** 31 }), 'invalid_event', /positive integer/],
    ['no round', base('round.completed'), 'invalid_event', /round is required/],
    [
      'a non-UUID player',
      base('score.updated', { internal_player_id: 'p1', points: 1 }),
      'invalid_event',
      /internal_player_id must be a UUID/,
    ],
    ['no player', base('score.updated', { points: 1 }), 'invalid_event', /internal_player_id is required/],
    [
      'points and points_delta',
      base('score.updated', { internal_player_id: PLAYER, points: 1, points_delta: 1 }),
      'invalid_event',
      /exactly one/,
    ],
    ['neither points nor delta', base('score.updated', { internal_player_id: PLAYER }), 'invalid_event', /exactly one/],
    ['NaN', base('score.updated', { internal_player_id: PLAYER, points: 'NaN' }), 'invalid_event', /points must be a decimal/],
    [
      'Infinity as text',
      base('score.updated', { internal_player_id: PLAYER, points: 'Infinity' }),
      'invalid_event',
      /points must be a decimal/,
    ],
    [
      'an exponent string',
      base('score.updated', { internal_player_id: PLAYER, points_delta: '1e3' }),
      'invalid_event',
      /points_delta must be a decimal/,
    ],
    [
      '9 decimals',
      base('score.updated', { internal_player_id: PLAYER, points: '1.000000001' }),
      'invalid_event',
      /more than 8 decimal places/,
    ],
    [
      'a float artefact',
      base('score.updated', { internal_player_id: PLAYER, points: 0.1 + 0.2 }),
      'invalid_event',
      /more than 8 decimal places/,
    ],
    ['too many digits', base('score.updated', { internal_player_id: PLAYER, points: '10000000000000000' }), 'invalid_event', /at most/],
    ['a boolean', base('score.updated', { internal_player_id: PLAYER, points: true }), 'invalid_event', /must be a number/],
    [
      'both eliminated forms',
      base('player.eliminated', { internal_player_id: PLAYER, internal_player_ids: [OTHER] }),
      'invalid_event',
      /exactly one/,
    ],
    ['an empty id list', base('player.eliminated', { internal_player_ids: [] }), 'invalid_event', /array of 1 to 1000/],
    ['a repeated id', base('player.eliminated', { internal_player_ids: [PLAYER, PLAYER.toUpperCase()] }), 'invalid_event', /repeat/],
    [
      'a bad id in the list',
      base('player.eliminated', { internal_player_ids: [PLAYER, 'x'] }),
      'invalid_event',
      /internal_player_ids\.1 must be a UUID/,
    ],
    [
      'final_standings not an array',
      base('tournament.completed', { final_standings: {} }),
      'invalid_event',
      /final_standings must be an array/,
    ],
    [
      'a standing not an object',
      base('tournament.completed', { final_standings: ['p'] }),
      'invalid_event',
      /final_standings\.0 must be an object/,
    ],
    [
      'position 0',
      base('tournament.completed', { final_standings: [{ internal_player_id: PLAYER, position: 0 }] }),
      'invalid_event',
      /final_standings\.0\.position/,
    ],
    [
      'position as text',
      base('tournament.completed', { final_standings: [{ internal_player_id: PLAYER, position: '1' }] }),
      'invalid_event',
      /position must be a positive integer/,
    ],
    [
      'bad standing points',
      base('tournament.completed', { final_standings: [{ internal_player_id: PLAYER, position: 1, points: 'x' }] }),
      'invalid_event',
      /final_standings\.0\.points/,
    ],
    [
      'an unknown standing field',
      base('tournament.completed', { final_standings: [{ internal_player_id: PLAYER, position: 1, prize: 5 }] }),
      'invalid_event',
      /prize is not an allowed field of final_standings\.0/,
    ],
  ])('rejects %s', (_label, raw, error, message) => {
    const rejection = refused(raw);
    expect(rejection.error).toBe(error);
    expect(rejection.message).toMatch(message);
  });

  it('keeps a usable event_id on rejections, for the response', () => {
    expect(refused(base('score.exploded')).eventId).toBe('e-1');
    expect(refused({ ...base('tournament.started'), event_id: 'x'.repeat(129) }).eventId).toBeNull();
  });

  it('names the players an event changes', () => {
    expect(playersOf(ok(base('score.updated', { internal_player_id: PLAYER, points: 1 })))).toEqual([PLAYER]);
    expect(playersOf(ok(base('player.eliminated', { internal_player_ids: [PLAYER, OTHER] })))).toEqual([PLAYER, OTHER]);
    expect(playersOf(ok(base('round.started', { round: 1 })))).toEqual([]);
  });
});
