import { EntityManager } from 'typeorm';
import { DomainException, numericOverflowException, ValidationFailedException } from '@app/common';
import { TournamentEntity } from '@app/database';
import { EventType, OutboxEventInput, OutboxWriter } from '@app/events';
import { trimDecimal } from '@app/common';
import { assertCompletable, assertStartable, TournamentLifecycle } from '@app/tournaments';
import { BatchState, TournamentState } from './domain/batch-state';
import { claimsOf, EventRecord, settleClaims } from './domain/event-claims';
import { GameEvent, GameEventError, isObject, occurredAtOf, ParsedEvent, playersOf, Rejection } from './domain/game-event';
import { formatPoints } from './domain/points';
import { GameEventResultDto } from './dto/game-events-response.dto';
import { AppliedEvent, GameEventsRepository, LockedTournament, TournamentRef } from './game-events.repository';

export type GameEventSource = 'http' | 'sqs';

export interface BatchContext {
  manager: EntityManager;
  /** The tournament, its access checked; not locked yet. */
  owner: TournamentRef;
  /** Takes the tournament's row lock and reads its state. */
  lock: () => Promise<LockedTournament>;
  source: GameEventSource;
  now: Date;
  repository: GameEventsRepository;
  lifecycle: TournamentLifecycle;
  outbox: OutboxWriter;
}

function stateOf(tournament: LockedTournament): TournamentState {
  return { status: tournament.status, currentRound: tournament.currentRound };
}

/** After a start or completion, whose events took sequence numbers of their own: the sequence is read again when needed. */
function lockedOf(tournament: TournamentEntity): LockedTournament {
  return {
    id: tournament.id,
    operatorId: tournament.operatorId,
    status: tournament.status,
    currentRound: tournament.currentRound,
    eventSequence: null,
  };
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
const rejected = (eventId: string | null, rejection: Rejection): GameEventResultDto => ({
  event_id: eventId,
  status: 'rejected',
  ...rejection,
});

/**
 * One batch of game events inside its transaction. Events apply in order, each exactly once: the
 * batch first claims its event_ids in game_events (an id recorded before is a duplicate or a
 * conflict), then takes the tournament's lock, so two batches of one tournament claim at the same
 * time and only the applying is one at a time. In-play events change the in-memory BatchState;
 * the changes are written in a few statements before a start or completion (which read the
 * standings) and at the end, when the claims of refused events are freed. A start or completion
 * runs in a savepoint, so one that refuses undoes only itself.
 */
export class BatchRun {
  private state: BatchState;
  private tournament: LockedTournament;
  private players: string[] = [];
  private claimed = new Map<string, EventRecord>();
  private accepted = new Map<string, EventRecord>();
  private applied = new Map<string, AppliedEvent>();

  constructor(private readonly context: BatchContext) {}

  async run(raw: readonly unknown[], parsed: readonly ParsedEvent[]): Promise<GameEventResultDto[]> {
    const { manager, repository, owner, source, now } = this.context;
    const eventIds = [...new Set(parsed.map(idOf).filter((id): id is string => id !== null))];
    const claims = claimsOf(parsed);
    const claimedIds = await repository.claimEvents(manager, owner, claims, source, now);
    this.claimed = new Map(claims.filter((claim) => claimedIds.has(claim.eventId)).map((claim) => [claim.eventId, claim]));
    this.applied = await repository.appliedEvents(
      manager,
      owner,
      eventIds.filter((id) => !claimedIds.has(id)),
    );
    this.players = [...new Set(parsed.flatMap((p) => (p.ok ? playersOf(p.event) : [])))];
    // The entries are read right behind the lock on the connection (no turn of the event loop
    // between them), so they are read under it.
    const [tournament, entries] = await Promise.all([this.context.lock(), repository.entries(manager, owner, this.players)]);
    this.tournament = tournament;
    this.state = new BatchState(stateOf(tournament), entries);
    const results: GameEventResultDto[] = [];
    for (let i = 0; i < raw.length; i++) results.push(await this.one(raw[i], parsed[i]));
    await this.flush();
    const { release, rewrite } = settleClaims(this.claimed, this.accepted);
    await Promise.all([repository.releaseClaims(manager, owner, release), repository.rewriteClaims(manager, owner, rewrite)]);
    return results;
  }

  private async one(raw: unknown, parsed: ParsedEvent): Promise<GameEventResultDto> {
    const eventId = idOf(parsed);
    const previous = eventId === null ? undefined : this.applied.get(eventId);
    if (eventId !== null && previous) {
      // Same id, same type and time: a redelivery. A different event under a used id is refused (D3).
      if (isObject(raw) && raw.type === previous.type && occurredAtOf(raw)?.getTime() === previous.occurredAt.getTime())
        return duplicate(eventId);
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
    this.accepted.set(event.eventId, { eventId: event.eventId, type: event.type, occurredAt: event.occurredAt });
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
      this.tournament = lockedOf(await change(await repository.loadTournament(manager, this.tournament)));
      await repository.release(manager);
    } catch (thrown) {
      // A numeric overflow (22003) is refused like any domain error: the event alone is rejected.
      const error = thrown instanceof DomainException ? thrown : numericOverflowException(thrown);
      if (!error) throw thrown;
      await repository.rollbackToSavepoint(manager);
      await repository.release(manager);
      // The tournament and its entries are as they were before the change (and as the state has them).
      return rejectionOf(error);
    }
    // A start activates players, a completion finishes them: read the entries again.
    this.state.reset(stateOf(this.tournament), await repository.entries(manager, this.tournament, this.players));
    return null;
  }

  /** Writes what the batch changed so far: entries, the tournament, outbox events. */
  private async flush(): Promise<void> {
    const { manager, repository, outbox, now } = this.context;
    const tournament = this.tournament;
    const changes = this.state.takeChanges();
    const standingsChanged = changes.entries.length > 0;
    // The entries and the tournament row are independent writes: sent at once, they run back to
    // back on the connection (the first failure fails the batch, as before).
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
        data: {
          tournamentId: tournament.id,
          changedPlayers: changes.entries.map((entry) => entry.playerId),
          lastUpdated: now.toISOString(),
        },
      });
    }
    // The tournament row takes the events' sequence numbers with its own changes. When the batch
    // read the last number under its lock, the events are numbered from it and sent with the
    // other writes (the UPDATE returns the same number, which is checked).
    const tournamentWritten =
      standingsChanged || changes.roundChanged
        ? repository.writeTournament(manager, tournament, changes.currentRound, standingsChanged ? now : null, events.length)
        : undefined;
    const expected =
      tournamentWritten && tournament.eventSequence !== null ? String(BigInt(tournament.eventSequence) + BigInt(events.length)) : undefined;
    const eventsWritten =
      expected === undefined ? undefined : outbox.appendMany(manager, tournament.operatorId, tournament.id, events, expected);
    const [lastSequence] = await Promise.all([tournamentWritten, entriesWritten, eventsWritten]);
    if (tournamentWritten) tournament.currentRound = changes.currentRound;
    if (expected !== undefined && lastSequence !== expected)
      throw new Error(`Event sequence of tournament ${tournament.id} moved under its lock: ${lastSequence}, expected ${expected}`);
    if (expected === undefined) await outbox.appendMany(manager, tournament.operatorId, tournament.id, events, lastSequence);
    if (lastSequence !== undefined) tournament.eventSequence = lastSequence;
  }
}
