import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn, JoinColumn, ManyToOne } from 'typeorm';
import { PlayerEntity } from './player.entity';

/**
 * A player's balance in one currency, kept by the service for operators in `transfer` wallet
 * mode (D9). The CHECK makes a negative balance impossible whatever the concurrency: a debit is
 * a conditional update that the database refuses rather than a read-then-write.
 */
@Entity('wallet_accounts')
@Check('ck_wallet_accounts_balance', `"balance" >= 0`)
export class WalletAccountEntity {
  @PrimaryColumn({ name: 'player_id', type: 'uuid' }) playerId: string;
  @ManyToOne(() => PlayerEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'player_id' })
  player?: PlayerEntity;

  @PrimaryColumn({ type: 'varchar', length: 10 }) currency: string;

  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ type: 'numeric', precision: 38, scale: 8, default: 0 }) balance: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
