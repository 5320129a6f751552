import { Check, Column, Entity, Index, PrimaryColumn, Unique, JoinColumn, ManyToOne } from 'typeorm';
import { PlayerEntity } from './player.entity';
import { TournamentEntity } from './tournament.entity';

export type EntryStatus = 'registered' | 'active' | 'eliminated' | 'finished' | 'winner' | 'withdrawn' | 'refunded';

/**
 * One player's entry in one tournament (D2 `internal_player_id` = id): status, entries bought,
 * money paid, score and final result. The partial unique index allows one live entry per player
 * and tournament (a withdrawn player may register again); `payment_id` is unique per operator.
 */
@Entity('tournament_entries')
@Unique('uq_entries_operator_payment', ['operatorId', 'paymentId'])
@Index('uq_entries_tournament_player_live', ['tournamentId', 'playerId'], { unique: true, where: `"status" <> 'withdrawn'` })
// Only the statuses a tournament has few of: registered and active entries are not in it, so the
// score updates of game events (active entries) leave it alone (docs/benchmarks.md, fifth pass).
@Index('idx_entries_tournament_status', ['tournamentId', 'status'], { where: `"status" NOT IN ('registered', 'active')` })
@Index('idx_entries_player', ['playerId', 'registeredAt'])
// The standings order is not indexed here but in entry_standings, a narrow table kept in
// step by triggers (migration EntryStandings): with `points` in no index of this table, a score
// update is HOT. The table is created and maintained by SQL only (no entity).
// Ties of a final position are paged by id (ORDER BY position, id along this index).
@Index('idx_entries_final_position', ['tournamentId', 'position', 'id'], { where: `"position" IS NOT NULL` })
@Index('idx_entries_rebuys', ['tournamentId'], { where: `"entry_count" > 1` })
@Check('ck_entries_status', `"status" IN ('registered', 'active', 'eliminated', 'finished', 'winner', 'withdrawn', 'refunded')`)
@Check('ck_entries_counts', `"entry_count" >= 1 AND "total_paid" >= 0`)
export class TournamentEntryEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'tournament_id', type: 'uuid' }) tournamentId: string;
  @Column({ name: 'player_id', type: 'uuid' }) playerId: string;
  @ManyToOne(() => PlayerEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerEntity;

  // Checked at commit: see migration DeferredEntryTournamentKey.
  @ManyToOne(() => TournamentEntity, { onDelete: 'RESTRICT', deferrable: 'INITIALLY DEFERRED' })
  @JoinColumn({ name: 'tournament_id' })
  tournament?: TournamentEntity;

  @Column({ name: 'display_name', type: 'varchar', length: 64 }) displayName: string;
  @Column({ type: 'varchar', length: 16 }) status: EntryStatus;

  /** Entries bought: 1 plus rebuys (D6). */
  @Column({ name: 'entry_count', type: 'integer', default: 1 }) entryCount: number;
  /** Entry fee and rebuy fees paid, net of nothing: refunds do not lower it (D8 totalPaid). */
  @Column({ name: 'total_paid', type: 'numeric', precision: 24, scale: 8, default: 0 }) totalPaid: string;

  /** The registration's payment_id (D6), null for free entries; with request_hash, its idempotency. */
  @Column({ name: 'payment_id', type: 'varchar', length: 255, nullable: true }) paymentId: string | null;
  @Column({ name: 'request_hash', type: 'char', length: 64 }) requestHash: string;

  @Column({ type: 'numeric', precision: 30, scale: 8, default: 0 }) points: string;
  /** When the current score was reached: ties rank the earlier first (D5). */
  @Column({ name: 'points_updated_at', type: 'timestamptz', nullable: true }) pointsUpdatedAt: Date | null;
  @Column({ type: 'integer', nullable: true }) position: number | null;
  @Column({ name: 'prize_amount', type: 'numeric', precision: 24, scale: 8, nullable: true }) prizeAmount: string | null;
  @Column({ name: 'current_round', type: 'integer', nullable: true }) currentRound: number | null;
  @Column({ name: 'elimination_round', type: 'integer', nullable: true }) eliminationRound: number | null;
  @Column({ name: 'eliminated_at', type: 'timestamptz', nullable: true }) eliminatedAt: Date | null;

  @Column({ name: 'registered_at', type: 'timestamptz' }) registeredAt: Date;
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true }) withdrawnAt: Date | null;
  @Column({ name: 'refunded_at', type: 'timestamptz', nullable: true }) refundedAt: Date | null;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
