import { EntityManager } from 'typeorm';
import { DomainException, ValidationFailedException } from '@app/common';
import { TournamentEntity } from '@app/database';
import { EventType, OutboxEventInput, OutboxWriter } from '@app/events';
import { trimDecimal } from '@app/players/domain/decimal-text';
import { assertCompletable, assertStartable, TournamentLifecycle } from '@app/tournaments';
import { BatchState, TournamentState } from './domain/batch-state';
import { GameEvent, GameEventError, isObject, occurredAtOf, ParsedEvent, playersOf, Rejection } from './domain/game-event';
import { formatPoints } from './domain/points';
import { GameEventResultDto } from './dto/game-events-response.dto';
import { AppliedEvent, AppliedEventRow, GameEventsRepository, LockedTournament } from './game-events.repository';

export type GameEventSource = 'http' | 'sqs';

export interface BatchContext {
  manager: EntityManager;
  tournament: LockedTournament;
  source: GameEventSource;
  now: Date;
  repository: GameEventsRepository;
  lifecycle: TournamentLifecycle;
  outbox: OutboxWriter;
}

function stateOf(tournament: LockedTournament): TournamentState {
  return { status: tournament.status, currentRound: tournament.currentRound };
}

function lockedOf(tournament: TournamentEntity): LockedTournament {
  return { id: tournament.id, operatorId: tournament.operatorId, status: tournament.status, currentRound: tournament.currentRound };
}

/** A refused lifecycle change as an event rejection: its D3 code, and the fields for a validation error. */
function rejectionOf(error: DomainException): Rejection {
  if (error instanceof ValidationFailedException) {
    const fields = Object.entries(error.errors).map(([field, messages]) => `${field}: ${messages.join('; ')}`);
    return { error: error.code, message: fields.length ? `${error.message}: ${fields.join(', ')}` : error.message };
  }
  return { error: error.code, message: error.message };
}

/** The event's usable event_id (also of a rejected event), or null. */
const idOf = (parsed: ParsedEvent): string | null => (parsed.ok ? parsed.event.eventId : parsed.eventId);

const accepted = (eventId: string): GameEventResultDto => ({ event_id: eventId, status: 'accepted', error: null, message: null });
const duplicate = (eventId: string): GameEventResultDto => ({ event_id: eventId, status: 'duplicate', error: null, message: null });
const rejected = (eventId: string | null, rejection: Rejection): GameEventResultDto => ({ event_id: eventId, status: 'rejected', ...rejection });

/**
 * One batch of game events inside its transaction, on the locked tournament. Events apply in
 * order, each exactly once: in-play events change the in-memory BatchState; the changes are
 * written in a few statements before a start or completion (which read the standings) and at the
 * end. A start or completion runs in a savepoint, so one that refuses undoes only itself.
 */
export class BatchRun {
  private state: BatchState;
  private players: string[] = [];
  private pending: AppliedEventRow[] = [];
  private applied = new Map<string, AppliedEvent>();

  constructor(private readonly context: BatchContext) {}

  private get tournament(): LockedTournament {
    return this.context.tournament;
  }

  async run(raw: readonly unknown[], parsed: readonly ParsedEvent[]): Promise<GameEventResultDto[]> {
    const { manager, repository } = this.context;
    const eventIds = [...new Set(parsed.map(idOf).filter((id): id is string => id !== null))];
    this.players = [...new Set(parsed.flatMap((p) => (p.ok ? playersOf(p.event) : [])))];
    // Both reads sent at once: the connection runs them back to back, with no turn of the event
    // loop between them while the tournament stays locked.
    const [applied, entries] = await Promise.all([
      repository.appliedEvents(manager, this.tournament, eventIds),
      repository.entries(manager, this.tournament, this.players),
    ]);
    this.applied = applied;
    this.state = new BatchState(stateOf(this.tournament), entries);
    const results: GameEventResultDto[] = [];
    for (let i = 0; i < raw.length; i++) results.push(await this.one(raw[i], parsed[i]));
    await this.flush();
    return results;
  }

  private async one(raw: unknown, parsed: ParsedEvent): Promise<GameEventResultDto> {
    const eventId = idOf(parsed);
    const previous = eventId === null ? undefined : this.applied.get(eventId);
    if (eventId !== null && previous) {
      // Same id, same type and time: a redelivery. A different event under a used id is refused (D3).
      if (isObject(raw) && raw.type === previous.type && occurredAtOf(raw)?.getTime() === previous.occurredAt.getTime()) return duplicate(eventId);
      return rejected(eventId, {
        error: GameEventError.IdempotencyConflict,
        message: `event_id ${eventId} was already used by another event (type ${previous.type}, occurred_at ${previous.occurredAt.toISOString()})`,
      });
    }
    if (!parsed.ok) return rejected(parsed.eventId, parsed.rejection);
    const event = parsed.event;
    const rejection = await this.apply(event);
    if (rejection) return rejected(event.eventId, rejection);
    this.applied.set(event.eventId, { type: event.type, occurredAt: event.occurredAt });
    this.pending.push({ eventId: event.eventId, type: event.type, occurredAt: event.occurredAt });
    return accepted(event.eventId);
  }

  private apply(event: GameEvent): Promise<Rejection | null> | Rejection | null {
    const { manager, lifecycle, now } = this.context;
    switch (event.type) {
      case 'tournament.started':
        return this.lifecycleChange(assertStartable, (tournament) => lifecycle.start(manager, tournament, now, 'game_platform'));
      case 'tournament.completed':
        return this.lifecycleChange(assertCompletable, (tournament) =>
          lifecycle.complete(manager, tournament, now, event.finalStandings ? { finalStandings: event.finalStandings } : {}),
        );
      default:
        return this.state.apply(event);
    }
  }

  private async lifecycleChange(
    check: (status: LockedTournament['status']) => void,
    change: (tournament: TournamentEntity) => Promise<TournamentEntity>,
  ): Promise<Rejection | null> {
    const { manager, repository } = this.context;
    try {
      check(this.tournament.status);
    } catch (error) {
      if (error instanceof DomainException) return rejectionOf(error);
      throw error;
    }
    await this.flush();
    await repository.savepoint(manager);
    try {
      this.context.tournament = lockedOf(await change(await repository.loadTournament(manager, this.tournament)));
      await repository.release(manager);
    } catch (error) {
      if (!(error instanceof DomainException)) throw error;
      await repository.rollbackToSavepoint(manager);
      await repository.release(manager);
      // The tournament and its entries are as they were before the change (and as the state has them).
      return rejectionOf(error);
    }
    // A start activates players, a completion finishes them: read the entries again.
    this.state.reset(stateOf(this.tournament), await repository.entries(manager, this.tournament, this.players));
    return null;
  }

  /** Writes what the batch changed so far: applied events, entries, the tournament, outbox events. */
  private async flush(): Promise<void> {
    const { manager, repository, outbox, source, now } = this.context;
    const tournament = this.tournament;
    const changes = this.state.takeChanges();
    const standingsChanged = changes.entries.length > 0;
    // The applied events, the entries and the tournament row are independent writes: sent at once,
    // they run back to back on the connection (the first failure fails the batch, as before).
    const applied = repository.insertEvents(manager, tournament, this.pending, source, now);
    this.pending = [];
    const entriesWritten = standingsChanged ? repository.writeEntries(manager, tournament, changes.entries, now) : undefined;
    // One player.eliminated per player, then one leaderboard.updated: a fixed number of statements.
    const events: Array<Pick<OutboxEventInput, 'type' | 'data'>> = changes.eliminations.map((entry) => ({
      type: EventType.PlayerEliminated,
      data: {
        tournamentId: tournament.id,
        playerId: entry.playerId,
        internalPlayerId: entry.id,
        displayName: entry.displayName,
        eliminatedAt: entry.eliminatedAt,
        eliminationRound: entry.eliminationRound,
        points: trimDecimal(formatPoints(entry.points)),
      },
    }));
    if (standingsChanged) {
      events.push({
        type: EventType.LeaderboardUpdated,
        data: { tournamentId: tournament.id, changedPlayers: changes.entries.map((entry) => entry.playerId), lastUpdated: now.toISOString() },
      });
    }
    // The tournament row takes the events' sequence numbers with its own changes.
    const tournamentWritten =
      standingsChanged || changes.roundChanged ? repository.writeTournament(manager, tournament, changes.currentRound, standingsChanged ? now : null, events.length) : undefined;
    const [lastSequence] = await Promise.all([tournamentWritten, applied, entriesWritten]);
    if (tournamentWritten) tournament.currentRound = changes.currentRound;
    await outbox.appendMany(manager, tournament.operatorId, tournament.id, events, lastSequence);
  }
}
