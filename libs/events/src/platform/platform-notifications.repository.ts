import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { PlatformNotificationEntity, TournamentEntity } from '@app/database';

const CLAIM_BATCH = 20;

export interface ReplayFilter {
  tournamentId?: string;
  ids?: string[];
}

/** A notification about to be written for an outbox event (same id as the event). */
export interface NewPlatformNotification {
  id: string;
  tournamentId: string;
  eventType: string;
  payload: Record<string, unknown>;
  /** Its creation time, and the time it is first due. */
  now: Date;
}

/**
 * All SQL of the game-platform notifications. The writes that accompany an outbox event
 * take the manager of its transaction; delivery and replay run outside transactions.
 */
@Injectable()
export class PlatformNotificationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Writes a pending notification, due at once, in the caller's transaction. */
  async insertPending(manager: EntityManager, operatorId: string, notification: NewPlatformNotification): Promise<void> {
    await manager.insert(PlatformNotificationEntity, {
      id: notification.id,
      operatorId,
      tournamentId: notification.tournamentId,
      eventType: notification.eventType,
      payload: notification.payload,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: notification.now,
      deliveredAt: null,
      lastError: null,
      createdAt: notification.now,
    } as never);
  }

  /** The stored `config` of the tournament, read in the caller's transaction. */
  async findTournamentConfig(manager: EntityManager, operatorId: string, tournamentId: string): Promise<Record<string, unknown> | null> {
    const row = await manager.findOne(TournamentEntity, {
      select: { id: true, config: true },
      where: { id: tournamentId, operatorId },
    });
    return row?.config ?? null;
  }

  /**
   * Takes due notifications and pushes their next attempt out to `leaseUntil` (counting the
   * attempt), in one statement. Only the oldest pending notification of each tournament is due,
   * so a tournament's notifications go out in creation order and never two at once; SKIP LOCKED
   * and the lease keep two instances from sending the same row.
   */
  async claimDue(now: Date, leaseUntil: Date): Promise<PlatformNotificationEntity[]> {
    const [rows] = (await this.dataSource.query(
      `UPDATE platform_notifications SET next_attempt_at = $2, attempts = attempts + 1
       WHERE id IN (
         SELECT n.id FROM platform_notifications n
         WHERE n.status = 'pending' AND n.next_attempt_at <= $1
           AND NOT EXISTS (
             SELECT 1 FROM platform_notifications earlier
             WHERE earlier.tournament_id = n.tournament_id AND earlier.status = 'pending'
               AND (earlier.created_at, earlier.id) < (n.created_at, n.id))
         ORDER BY n.created_at, n.id
         LIMIT ${CLAIM_BATCH}
         FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [now, leaseUntil],
    )) as [Array<{ id: string }>, number];
    if (rows.length === 0) return [];
    return this.dataSource.manager.find(PlatformNotificationEntity, {
      where: { id: In(rows.map((r) => r.id)) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  async markDelivered(id: string, now: Date): Promise<void> {
    await this.dataSource.manager.update(
      PlatformNotificationEntity,
      { id, status: 'pending' },
      { status: 'delivered', deliveredAt: now, lastError: null },
    );
  }

  async scheduleRetry(id: string, nextAttemptAt: Date, error: string): Promise<void> {
    await this.dataSource.manager.update(PlatformNotificationEntity, { id, status: 'pending' }, { nextAttemptAt, lastError: error });
  }

  async markDead(id: string, error: string): Promise<void> {
    await this.dataSource.manager.update(PlatformNotificationEntity, { id, status: 'pending' }, { status: 'dead', lastError: error });
  }

  /** Dead notifications (of a tournament, or with these ids) become pending again with fresh attempts. */
  async replayDead(filter: ReplayFilter, now: Date): Promise<number> {
    const query = this.dataSource
      .createQueryBuilder()
      .update(PlatformNotificationEntity)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(`status = 'dead'`);
    if (filter.tournamentId) query.andWhere('tournament_id = :tournamentId', { tournamentId: filter.tournamentId });
    if (filter.ids?.length) query.andWhere('id IN (:...ids)', { ids: filter.ids });
    const result = await query.execute();
    return result.affected ?? 0;
  }
}
