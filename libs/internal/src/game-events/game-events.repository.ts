import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EntryStatus, TournamentEntity, TournamentStatusValue } from '@app/database';
import { ANNOUNCED_BY_WRITER_SQL, nextStandingsVersionSql, noteTournamentChange } from '@app/database';
import { EntryState } from './domain/batch-state';
import { EventRecord } from './domain/event-claims';
import { formatPoints, pointsFromNumeric } from './domain/points';

/** A tournament and its operator: what the statements of a batch are scoped by. */
export type TournamentRef = Pick<TournamentEntity, 'id' | 'operatorId'>;

/** What a batch reads of its locked tournament: who owns it, its state and its round. */
export type LockedTournament = Pick<TournamentEntity, 'id' | 'operatorId' | 'status' | 'currentRound'> & {
  /** The last event sequence number taken, as read under the lock; null when not known (after a start or completion). */
  eventSequence: string | null;
};

/** An applied event as recorded (game_events), for the duplicate check. */
export type AppliedEvent = Omit<EventRecord, 'eventId'>;

/** The applied events among $3 of tournament $1 (operator $2): see appliedEvents. */
export const APPLIED_EVENTS_SQL = `SELECT g.event_id, g.event_type, g.occurred_at
  FROM unnest($3::varchar[]) AS wanted(event_id)
  CROSS JOIN LATERAL (
    SELECT x.event_id, x.event_type, x.occurred_at FROM game_events x
    WHERE x.tournament_id = $1 AND x.event_id = wanted.event_id AND x.operator_id = $2
    LIMIT 1
  ) g`;

interface EntryRow {
  id: string;
  player_id: string;
  display_name: string;
  status: EntryStatus;
  points: string;
  points_updated_at: string | null;
  eliminated_at: string | null;
  elimination_round: number | null;
}

/**
 * All SQL of game events. A batch is a handful of statements whatever its size. Before the
 * tournament's lock (its owner read by TournamentRepository.ownerOf): one insert claiming the
 * event_ids, one read of those recorded before. Under the lock: one read of the entries it names,
 * one update of all changed entries and one of the tournament, and only when some event was
 * refused, one statement freeing its claim.
 */
@Injectable()
export class GameEventsRepository {
  /**
   * The tournament, row-locked until the transaction ends: batches of one tournament apply one at
   * a time. FOR NO KEY UPDATE: it excludes every other lock of the row but the foreign-key checks
   * (KEY SHARE) of rows inserted for the tournament, such as the event_ids a waiting batch has
   * claimed. Only the columns a batch reads: the whole entity is loaded for a start or completion.
   */
  async lockTournament(manager: EntityManager, tournament: TournamentRef): Promise<LockedTournament | null> {
    const [row]: Array<{
      id: string;
      operator_id: string;
      status: TournamentStatusValue;
      current_round: number | null;
      event_sequence: string;
    }> = await manager.query(
      'SELECT id, operator_id, status, current_round, event_sequence::text AS event_sequence FROM tournaments WHERE id = $1 AND operator_id = $2 FOR NO KEY UPDATE',
      [tournament.id, tournament.operatorId],
    );
    return row
      ? { id: row.id, operatorId: row.operator_id, status: row.status, currentRound: row.current_round, eventSequence: row.event_sequence }
      : null;
  }

  /** The whole locked tournament, for the lifecycle (start, completion). */
  loadTournament(manager: EntityManager, tournament: LockedTournament): Promise<TournamentEntity> {
    return manager.findOneByOrFail(TournamentEntity, { id: tournament.id, operatorId: tournament.operatorId });
  }

  /**
   * The events of `eventIds` already applied to the tournament: one primary-key probe per id (a
   * LATERAL lookup), whatever the table's statistics say. With `event_id = ANY(...)` and
   * statistics from when the table was small (it grows by every accepted event, faster than
   * autovacuum analyses it), the planner chose a bitmap scan of the tournament's whole history:
   * a cost growing with every batch ever applied (31 ms at 136,000 events against 3 ms).
   */
  async appliedEvents(manager: EntityManager, tournament: TournamentRef, eventIds: string[]): Promise<Map<string, AppliedEvent>> {
    if (eventIds.length === 0) return new Map();
    const rows: Array<{ event_id: string; event_type: string; occurred_at: Date }> = await manager.query(APPLIED_EVENTS_SQL, [
      tournament.id,
      tournament.operatorId,
      eventIds,
    ]);
    return new Map(rows.map((row) => [row.event_id, { type: row.event_type, occurredAt: new Date(row.occurred_at) }]));
  }

  /** The entries of the tournament among `ids` (any status; times as stored, to the microsecond). */
  async entries(manager: EntityManager, tournament: TournamentRef, ids: string[]): Promise<EntryState[]> {
    if (ids.length === 0) return [];
    const rows: EntryRow[] = await manager.query(
      `SELECT id, player_id, display_name, status, points::text AS points, points_updated_at::text AS points_updated_at,
         eliminated_at::text AS eliminated_at, elimination_round
       FROM tournament_entries WHERE tournament_id = $1 AND operator_id = $2 AND id = ANY($3::uuid[])`,
      [tournament.id, tournament.operatorId, ids],
    );
    return rows.map((row) => ({
      id: row.id,
      playerId: row.player_id,
      displayName: row.display_name,
      status: row.status,
      points: pointsFromNumeric(row.points),
      pointsUpdatedAt: row.points_updated_at,
      eliminatedAt: row.eliminated_at,
      eliminationRound: row.elimination_round,
    }));
  }

  /**
   * Claims event_ids for this batch before it takes the tournament's lock (D11, exactly once): one
   * INSERT of the rows, skipping ids already recorded. An id another open transaction has just
   * claimed makes this wait for it, then count as recorded if it committed, so no event is ever
   * applied twice. Claimed in event_id order, so two batches sharing ids never wait for each other
   * in a cycle. Returns the ids claimed; the rest are read with appliedEvents.
   */
  async claimEvents(
    manager: EntityManager,
    tournament: TournamentRef,
    claims: EventRecord[],
    source: string,
    now: Date,
  ): Promise<Set<string>> {
    if (claims.length === 0) return new Set();
    const rows: Array<{ event_id: string }> = await manager.query(
      `INSERT INTO game_events (tournament_id, operator_id, event_id, event_type, occurred_at, applied_at, source)
       SELECT $1, $2, e.event_id, e.event_type, e.occurred_at, $3, $4
       FROM unnest($5::varchar[], $6::varchar[], $7::timestamptz[]) AS e(event_id, event_type, occurred_at)
       ORDER BY e.event_id COLLATE "C"
       ON CONFLICT (tournament_id, event_id) DO NOTHING
       RETURNING event_id`,
      [
        tournament.id,
        tournament.operatorId,
        now,
        source,
        claims.map((c) => c.eventId),
        claims.map((c) => c.type),
        claims.map((c) => c.occurredAt.toISOString()),
      ],
    );
    return new Set(rows.map((row) => row.event_id));
  }

  /** Claims no event was accepted under: the ids are free again (a refused event may be resent). */
  async releaseClaims(manager: EntityManager, tournament: TournamentRef, eventIds: string[]): Promise<void> {
    if (eventIds.length === 0) return;
    await manager.query(
      `DELETE FROM game_events g USING unnest($3::varchar[]) AS r(event_id)
       WHERE g.tournament_id = $1 AND g.operator_id = $2 AND g.event_id = r.event_id`,
      [tournament.id, tournament.operatorId, eventIds],
    );
  }

  /** Claims accepted for a later event of the batch with the same id: they record that event. */
  async rewriteClaims(manager: EntityManager, tournament: TournamentRef, records: EventRecord[]): Promise<void> {
    if (records.length === 0) return;
    await manager.query(
      `UPDATE game_events g SET event_type = r.event_type, occurred_at = r.occurred_at
       FROM unnest($3::varchar[], $4::varchar[], $5::timestamptz[]) AS r(event_id, event_type, occurred_at)
       WHERE g.tournament_id = $1 AND g.operator_id = $2 AND g.event_id = r.event_id`,
      [
        tournament.id,
        tournament.operatorId,
        records.map((r) => r.eventId),
        records.map((r) => r.type),
        records.map((r) => r.occurredAt.toISOString()),
      ],
    );
  }

  /** Writes the final state of every changed entry in one UPDATE ... FROM unnest. */
  async writeEntries(manager: EntityManager, tournament: LockedTournament, entries: EntryState[], now: Date): Promise<void> {
    if (entries.length === 0) return;
    await manager.query(
      `UPDATE tournament_entries e
       SET points = c.points, points_updated_at = c.points_updated_at, status = c.status,
           eliminated_at = c.eliminated_at, elimination_round = c.elimination_round, updated_at = $3
       FROM unnest($4::uuid[], $5::numeric[], $6::timestamptz[], $7::varchar[], $8::timestamptz[], $9::int[])
         AS c(id, points, points_updated_at, status, eliminated_at, elimination_round)
       WHERE e.tournament_id = $1 AND e.operator_id = $2 AND e.id = c.id`,
      [
        tournament.id,
        tournament.operatorId,
        now,
        entries.map((e) => e.id),
        entries.map((e) => formatPoints(e.points)),
        entries.map((e) => e.pointsUpdatedAt),
        entries.map((e) => e.status),
        entries.map((e) => e.eliminatedAt),
        entries.map((e) => e.eliminationRound),
      ],
    );
  }

  /**
   * The tournament's current round, `standings_updated_at` (the leaderboard's version) when the
   * standings changed, and `eventCount` outbox sequence numbers taken in the same statement (one
   * round trip less under the tournament's lock). Returns the last number taken.
   */
  async writeTournament(
    manager: EntityManager,
    tournament: LockedTournament,
    currentRound: number | null,
    standingsUpdatedAt: Date | null,
    eventCount: number,
  ): Promise<string> {
    const [rows] = (await manager.query(
      `UPDATE tournaments SET current_round = $3::int, standings_updated_at = ${nextStandingsVersionSql('$4')}, event_sequence = event_sequence + $5::int
       WHERE id = $1 AND operator_id = $2 AND ${ANNOUNCED_BY_WRITER_SQL}
       RETURNING event_sequence`,
      [tournament.id, tournament.operatorId, currentRound, standingsUpdatedAt, eventCount],
    )) as [Array<{ event_sequence: string }>, number];
    // Batches of scores change a running tournament many times a second: this process announces them.
    noteTournamentChange(manager, tournament.id, true);
    return String(rows[0].event_sequence);
  }

  /** Savepoints: a lifecycle change that refuses an event is undone alone, the batch goes on. */
  savepoint(manager: EntityManager): Promise<unknown> {
    return manager.query('SAVEPOINT game_event');
  }

  release(manager: EntityManager): Promise<unknown> {
    return manager.query('RELEASE SAVEPOINT game_event');
  }

  rollbackToSavepoint(manager: EntityManager): Promise<unknown> {
    return manager.query('ROLLBACK TO SAVEPOINT game_event');
  }
}
