import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, Unique, UpdateDateColumn, Check } from 'typeorm';
import { OperatorEntity } from './operator.entity';

export type TournamentStatusValue = 'scheduled' | 'in_progress' | 'completed' | 'cancelled';
/** `scheduled`: created by the operator for a start time; `hop_on_off`: created by the game platform, starts on player count. */
export type TournamentFormatValue = 'scheduled' | 'hop_on_off';

/**
 * A tournament of one operator. Money columns are exact NUMERIC (decimal strings in JS, never
 * floats). `current_players` is the seat counter that registration changes with a conditional
 * update; the CHECK keeps it within `max_players` whatever the concurrency.
 */
@Entity('tournaments')
@Unique('uq_tournaments_operator_external_id', ['operatorId', 'externalId'])
@Check('ck_tournaments_status', `"status" IN ('scheduled', 'in_progress', 'completed', 'cancelled')`)
@Check('ck_tournaments_seats', `"max_players" IS NULL OR "current_players" <= "max_players"`)
@Check('ck_tournaments_counts', `"current_players" >= 0 AND "min_players" >= 1 AND ("max_players" IS NULL OR "max_players" >= 1)`)
@Check('ck_tournaments_money', `"entry_fee" >= 0 AND "guaranteed_prize" >= 0`)
@Index('idx_tournaments_operator_created', ['operatorId', 'createdAt', 'id'])
@Index('idx_tournaments_operator_status_start', ['operatorId', 'status', 'scheduledStart'])
@Index('idx_tournaments_operator_start', ['operatorId', 'scheduledStart'])
@Index('idx_tournaments_operator_game', ['operatorId', 'gameSlug', 'createdAt'])
@Index('idx_tournaments_operator_name', ['operatorId', 'name'])
@Index('idx_tournaments_operator_fee', ['operatorId', 'entryFee'])
@Index('idx_tournaments_due_start', ['scheduledStart'], { where: `"status" = 'scheduled'` })
@Index('uq_tournaments_series_start', ['seriesId', 'scheduledStart'], { unique: true, where: `"series_id" IS NOT NULL` })
@Index('idx_tournaments_running', ['actualStartTime'], { where: `"status" = 'in_progress'` })
@Check('ck_tournaments_format', `"format" IN ('scheduled', 'hop_on_off')`)
// One tournament per lobby waiting for players: concurrent creates for a lobby make exactly one.
// A tournament leaves the index when it starts, is cancelled or fills (has_room turns false).
@Index('uq_tournaments_open_lobby', ['operatorId', 'lobbyKey'], {
  unique: true,
  where: `"lobby_key" IS NOT NULL AND "status" = 'scheduled' AND "has_room"`,
})
@Index('idx_tournaments_operator_lobby', ['operatorId', 'lobbyKey', 'createdAt'], { where: `"lobby_key" IS NOT NULL` })
export class TournamentEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;

  @ManyToOne(() => OperatorEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'operator_id' })
  operator?: OperatorEntity;

  @Column({ name: 'external_id', type: 'varchar', length: 128 }) externalId: string;
  @Column({ type: 'varchar', length: 200 }) name: string;
  @Column({ name: 'game_slug', type: 'varchar', length: 64 }) gameSlug: string;
  @Column({ type: 'varchar', length: 16, default: 'scheduled' }) status: TournamentStatusValue;

  /** As sent (`points_based`, `leaderboard` or `elimination`); echoed back in responses. */
  @Column({ name: 'tournament_type', type: 'varchar', length: 32 }) tournamentType: string;

  @Column({ type: 'varchar', length: 10 }) currency: string;
  @Column({ name: 'entry_fee', type: 'numeric', precision: 24, scale: 8 }) entryFee: string;
  @Column({ name: 'max_players', type: 'integer', nullable: true }) maxPlayers: number | null;
  @Column({ name: 'min_players', type: 'integer', default: 1 }) minPlayers: number;

  /** `prize_pool.total` of the request: the guaranteed prize (D8). */
  @Column({ name: 'guaranteed_prize', type: 'numeric', precision: 24, scale: 8, default: 0 }) guaranteedPrize: string;

  /** Position key → percentage (D8); null means the default distribution. */
  @Column({ name: 'prize_distribution', type: 'jsonb', nullable: true }) prizeDistribution: Record<string, number> | null;

  /** The whole `config` object as accepted (known keys of D5 and the game's own keys). */
  @Column({ type: 'jsonb', default: () => "'{}'" }) config: Record<string, unknown>;

  @Column({ name: 'scheduled_start', type: 'timestamptz' }) scheduledStart: Date;
  @Column({ name: 'actual_start_time', type: 'timestamptz', nullable: true }) actualStartTime: Date | null;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true }) cancelledAt: Date | null;
  @Column({ name: 'cancellation_reason', type: 'varchar', length: 500, nullable: true }) cancellationReason: string | null;

  /** Last round the game platform reported; null when none. */
  @Column({ name: 'current_round', type: 'integer', nullable: true }) currentRound: number | null;

  /** When scores, eliminations or final positions last changed: the leaderboard's `last_updated` and cache version. */
  @Column({ name: 'standings_updated_at', type: 'timestamptz', nullable: true }) standingsUpdatedAt: Date | null;

  /** Players holding a seat (registered, active, eliminated, finished or winner). */
  @Column({ name: 'current_players', type: 'integer', default: 0 }) currentPlayers: number;

  /**
   * Whether the tournament takes another seat: `max_players` is null or not reached. Computed by
   * the database (stored generated column), never written by the service. It stands for
   * `current_players` in uq_tournaments_open_lobby, and no index names `current_players`: a seat
   * update changes no indexed value (a HOT update) unless it is the one that fills the tournament.
   */
  @Column({
    name: 'has_room',
    type: 'boolean',
    generatedType: 'STORED',
    asExpression: `"max_players" IS NULL OR "current_players" < "max_players"`,
    insert: false,
    update: false,
  })
  hasRoom: boolean;

  /** Entry and rebuy fees collected, net of refunds: the base of the prize pool (D8). */
  @Column({ name: 'fees_collected', type: 'numeric', precision: 24, scale: 8, default: 0 }) feesCollected: string;

  /** Last outbox sequence number given to an event of this tournament (D12). */
  @Column({ name: 'event_sequence', type: 'bigint', default: 0 }) eventSequence: string;

  /** How the tournament is run: `scheduled` (operator API) or `hop_on_off` (game platform, starts at min_players). */
  @Column({ type: 'varchar', length: 16, default: 'scheduled' }) format: TournamentFormatValue;

  /** The game platform's lobby of a hop-on/off tournament; null otherwise. */
  @Column({ name: 'lobby_key', type: 'varchar', length: 128, nullable: true }) lobbyKey: string | null;
  /** The series that created it (one tournament per series and start); null for one created directly. */
  @Column({ name: 'series_id', type: 'uuid', nullable: true }) seriesId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
