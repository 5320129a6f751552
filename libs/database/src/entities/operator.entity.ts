import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { encryptedSecret } from '../secrets/encrypted-column';

export type WalletMode = 'transfer' | 'seamless';
export type EventsFormat = 'platform' | 'cloudevents';
export type OperatorEnvironment = 'live' | 'test';

/** A casino operator: the tenant. Every operator-owned row carries its id. */
@Entity('operators')
export class OperatorEntity {
  @PrimaryColumn('uuid') id: string;

  @Column({ type: 'varchar', length: 200 }) name: string;

  /** Default currency of the operator's tournaments and wallets. */
  @Column({ type: 'varchar', length: 10 }) currency: string;

  /** `test` operators get `pk_test_`/`sk_test_` keys (D4). */
  @Column({ type: 'varchar', length: 4, default: 'live' }) environment: OperatorEnvironment;

  @Column({ name: 'wallet_mode', type: 'varchar', length: 16, default: 'transfer' })
  walletMode: WalletMode;

  @Column({ name: 'wallet_url', type: 'text', nullable: true }) walletUrl: string | null;

  /**
   * HMAC secret for the seamless wallet; never returned by any API. Encrypted at rest
   * (`v1:<key id>:<iv>:<tag>:<ciphertext>`, AES-256-GCM with SECRETS_ENCRYPTION_KEY); the entity
   * holds the plaintext.
   */
  @Column({ name: 'wallet_secret', type: 'text', nullable: true, transformer: encryptedSecret }) walletSecret: string | null;

  @Column({ name: 'events_queue_url', type: 'text', nullable: true }) eventsQueueUrl: string | null;

  @Column({ name: 'events_format', type: 'varchar', length: 16, default: 'platform' })
  eventsFormat: EventsFormat;

  /** Per-operator rate limit overrides (D14); empty means the configured defaults. */
  @Column({ name: 'rate_limits', type: 'jsonb', default: () => "'{}'" })
  rateLimits: Record<string, number>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
