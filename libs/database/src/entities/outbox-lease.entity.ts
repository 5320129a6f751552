import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Which dispatcher instance delivers one stream of outbox events (a tournament's, or an
 * operator's events without a tournament) until when. One owner per stream at a time keeps each
 * tournament's events in order however many instances run (D12); an expired lease is taken over.
 */
@Entity('outbox_leases')
export class OutboxLeaseEntity {
  /** The tournament id, or `operator:<id>` for events without a tournament. */
  @PrimaryColumn({ name: 'stream_key', type: 'varchar', length: 64 }) streamKey: string;
  @Column({ type: 'varchar', length: 64 }) owner: string;
  @Column({ name: 'lease_until', type: 'timestamptz' }) leaseUntil: Date;
}
