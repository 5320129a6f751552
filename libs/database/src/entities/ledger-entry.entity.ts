import { Check, Column, Entity, Index, PrimaryColumn, Unique, JoinColumn, ManyToOne } from 'typeorm';
import { PlayerEntity } from './player.entity';

export type LedgerKind = 'transfer_in' | 'transfer_out' | 'entry' | 'rebuy' | 'refund' | 'prize';

/**
 * The append-only ledger (D9): one row per money movement, written in the same transaction as
 * the state it pays for. `amount` is signed from the player's side (a debit is negative). The
 * unique transaction id per operator is what makes "pay once" structural: a second refund or
 * prize of the same entry cannot be inserted. A trigger refuses UPDATE and DELETE.
 */
@Entity('ledger_entries')
@Unique('uq_ledger_operator_transaction', ['operatorId', 'transactionId'])
@Check('ck_ledger_kind', `"kind" IN ('transfer_in', 'transfer_out', 'entry', 'rebuy', 'refund', 'prize')`)
@Check(
  'ck_ledger_sign',
  `("kind" IN ('transfer_in', 'refund', 'prize') AND "amount" >= 0) OR ("kind" IN ('transfer_out', 'entry', 'rebuy') AND "amount" <= 0)`,
)
@Index('idx_ledger_player', ['playerId', 'currency', 'id'])
@Index('idx_ledger_tournament', ['tournamentId', 'kind'])
@Index('idx_ledger_entry', ['entryId'])
export class LedgerEntryEntity {
  /** UUID v7: sorts by time. */
  @PrimaryColumn('uuid') id: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ name: 'player_id', type: 'uuid' }) playerId: string;
  @ManyToOne(() => PlayerEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerEntity;

  @Column({ name: 'tournament_id', type: 'uuid', nullable: true }) tournamentId: string | null;
  /** The tournament entry (internal_player_id) the movement pays for. */
  @Column({ name: 'entry_id', type: 'uuid', nullable: true }) entryId: string | null;

  @Column({ type: 'varchar', length: 16 }) kind: LedgerKind;
  @Column({ type: 'numeric', precision: 24, scale: 8 }) amount: string;
  @Column({ type: 'varchar', length: 10 }) currency: string;

  /** Unique per operator; sent to a seamless wallet as the transaction id. */
  @Column({ name: 'transaction_id', type: 'varchar', length: 300 }) transactionId: string;
  /** `transfer`: the service's balance moved; `seamless`: the operator's wallet was called. */
  @Column({ name: 'wallet_mode', type: 'varchar', length: 16 }) walletMode: string;

  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
