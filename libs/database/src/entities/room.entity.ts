import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TournamentEntity } from './tournament.entity';
import { TournamentEntryEntity } from './tournament-entry.entity';

export type RoomStatus = 'open' | 'playing' | 'closed';

/**
 * A game room of a tournament (D11): the game platform groups players into rooms per round.
 * Open and playing rooms are the tournament's `active_games`; a player's room gives its
 * `current_group`.
 */
@Entity('rooms')
@Check('ck_rooms_status', `"status" IN ('open', 'playing', 'closed')`)
@Index('idx_rooms_tournament', ['tournamentId', 'createdAt', 'id'])
@Index('idx_rooms_tournament_status', ['tournamentId', 'status'])
export class RoomEntity {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'tournament_id', type: 'uuid' }) tournamentId: string;
  @ManyToOne(() => TournamentEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tournament_id' })
  tournament?: TournamentEntity;
  @Column({ type: 'integer', nullable: true }) round: number | null;
  @Column({ name: 'group_name', type: 'varchar', length: 128, nullable: true }) group: string | null;
  @Column({ type: 'varchar', length: 16, default: 'open' }) status: RoomStatus;
  @Column({ type: 'jsonb', default: () => "'{}'" }) metadata: Record<string, unknown>;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}

/** Membership of an entry (internal_player_id) in a room. */
@Entity('room_players')
@Index('idx_room_players_entry', ['entryId', 'joinedAt'])
export class RoomPlayerEntity {
  @PrimaryColumn({ name: 'room_id', type: 'uuid' }) roomId: string;
  @PrimaryColumn({ name: 'entry_id', type: 'uuid' }) entryId: string;
  @ManyToOne(() => RoomEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'room_id' })
  room?: RoomEntity;
  @ManyToOne(() => TournamentEntryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id' })
  entry?: TournamentEntryEntity;
  @Column({ name: 'tournament_id', type: 'uuid' }) tournamentId: string;
  @Column({ name: 'joined_at', type: 'timestamptz' }) joinedAt: Date;
}
