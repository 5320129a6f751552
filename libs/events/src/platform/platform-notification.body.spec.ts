import { EventType } from '../domain/event-types';
import { buildPlatformNotificationBody, isPlatformNotified } from './platform-notification.body';

const base = {
  id: '019a0000-0000-7000-8000-000000000001',
  operatorId: '019a0000-0000-7000-8000-0000000000aa',
  tournamentId: '019a0000-0000-7000-8000-0000000000bb',
};

describe('game-platform notification bodies (D12)', () => {
  it('only tournament.started and tournament.cancelled are sent to the platform', () => {
    expect(Object.values(EventType).filter(isPlatformNotified)).toEqual([EventType.TournamentStarted, EventType.TournamentCancelled]);
    expect(buildPlatformNotificationBody({ ...base, eventType: EventType.TournamentCompleted, data: {} }, null)).toBeNull();
  });

  it('tournament.started: the flat D12 fields from the event data and the stored config', () => {
    const body = buildPlatformNotificationBody(
      {
        ...base,
        eventType: EventType.TournamentStarted,
        data: {
          tournamentName: 'Friday Cup',
          gameSlug: 'book-of-gold',
          actualStartTime: '2026-11-22T10:00:00.000Z',
          initialPlayerCount: 7,
          maxPlayers: 10,
          trigger: 'operator',
        },
      },
      { tournament_type: 'elimination', lives: 3 },
    );
    expect(body).toEqual({
      event: 'tournament.started',
      event_id: base.id,
      operator_id: base.operatorId,
      tournament_id: base.tournamentId,
      tournament_name: 'Friday Cup',
      game_slug: 'book-of-gold',
      started_at: '2026-11-22T10:00:00.000Z',
      player_count: 7,
      trigger: 'operator',
      tournament_config: { tournament_type: 'elimination', lives: 3 },
    });
  });

  it('tournament.cancelled: reason, time, player count and the status it was cancelled from', () => {
    const body = buildPlatformNotificationBody(
      {
        ...base,
        eventType: EventType.TournamentCancelled,
        data: {
          tournamentName: 'Friday Cup',
          gameSlug: 'book-of-gold',
          reason: 'server maintenance',
          cancelledAt: '2026-11-22T11:00:00.000Z',
          statusBeforeCancellation: 'in_progress',
          playerCount: 4,
        },
      },
      null,
    );
    expect(body).toEqual({
      event: 'tournament.cancelled',
      event_id: base.id,
      operator_id: base.operatorId,
      tournament_id: base.tournamentId,
      tournament_name: 'Friday Cup',
      game_slug: 'book-of-gold',
      cancelled_at: '2026-11-22T11:00:00.000Z',
      player_count: 4,
      reason: 'server maintenance',
      status_before_cancellation: 'in_progress',
    });
  });

  it('missing or mistyped data gives null fields, never undefined keys', () => {
    const body = buildPlatformNotificationBody(
      { ...base, eventType: EventType.TournamentStarted, data: { initialPlayerCount: '7' } },
      null,
    );
    expect(body).toMatchObject({
      tournament_name: null,
      game_slug: null,
      started_at: null,
      player_count: null,
      trigger: null,
      tournament_config: {},
    });
    expect(Object.values(body!).includes(undefined as never)).toBe(false);
  });
});
