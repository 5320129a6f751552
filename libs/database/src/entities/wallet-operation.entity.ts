import { Column, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

export type WalletOperationKind = 'debit' | 'credit' | 'rollback';
export type WalletOperationState = 'pending' | 'done' | 'failed';

/**
 * A call to an operator's seamless wallet (D9) that must eventually happen: credits (refunds,
 * prizes) and rollbacks of debits whose outcome is unknown. Written in the transaction that
 * decides the money movement, then delivered (and retried with backoff until the operator
 * accepts it) by the wallet worker, so a crash or restart loses none.
 */
@Entity('wallet_operations')
@Unique('uq_wallet_operations_transaction', ['operatorId', 'transactionId'])
@Index('idx_wallet_operations_due', ['nextAttemptAt'], { where: `"state" = 'pending'` })
export class WalletOperationEntity {
  @PrimaryColumn('uuid') id: string;
  @Column({ name: 'operator_id', type: 'uuid' }) operatorId: string;
  @Column({ type: 'varchar', length: 16 }) kind: WalletOperationKind;
  @Column({ name: 'transaction_id', type: 'varchar', length: 300 }) transactionId: string;
  /** The request body sent to the wallet (amount as a decimal string, user, currency, reason...). */
  @Column({ type: 'jsonb' }) payload: Record<string, unknown>;
  @Column({ type: 'varchar', length: 16, default: 'pending' }) state: WalletOperationState;
  @Column({ type: 'integer', default: 0 }) attempts: number;
  @Column({ name: 'next_attempt_at', type: 'timestamptz' }) nextAttemptAt: Date;
  @Column({ name: 'last_error', type: 'text', nullable: true }) lastError: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt: Date | null;
}
