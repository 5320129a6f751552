import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxEventEntity } from '@app/database';
import { OutboxEventStatus } from './outbox-admin.dto';

export interface OutboxEventFilter {
  status?: OutboxEventStatus;
  operatorId?: string;
  tournamentId?: string;
  eventIds?: string[];
}

/** The SQL of the outbox administration: listing events by delivery state, replaying dead ones. */
@Injectable()
export class OutboxAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(filter: OutboxEventFilter, page: { limit: number; offset: number }): Promise<{ rows: OutboxEventEntity[]; total: number }> {
    const query = this.dataSource.getRepository(OutboxEventEntity).createQueryBuilder('e');
    if (filter.status) query.andWhere('e.status = :status', { status: filter.status });
    if (filter.operatorId) query.andWhere('e.operator_id = :operatorId', { operatorId: filter.operatorId });
    if (filter.tournamentId) query.andWhere('e.tournament_id = :tournamentId', { tournamentId: filter.tournamentId });
    const [rows, total] = await query.orderBy('e.id', 'ASC').skip(page.offset).take(page.limit).getManyAndCount();
    return { rows, total };
  }

  /** Dead → pending with attempts 0, due at once; returns the ids, oldest first. */
  async replayDead(filter: OutboxEventFilter, now: Date): Promise<string[]> {
    const query = this.dataSource
      .createQueryBuilder()
      .update(OutboxEventEntity)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now })
      .where(`status = 'dead'`);
    if (filter.operatorId) query.andWhere('operator_id = :operatorId', { operatorId: filter.operatorId });
    if (filter.tournamentId) query.andWhere('tournament_id = :tournamentId', { tournamentId: filter.tournamentId });
    if (filter.eventIds) query.andWhere('id IN (:...eventIds)', { eventIds: filter.eventIds });
    const result = await query.returning('id').execute();
    return (result.raw as Array<{ id: string }>).map((r) => r.id).sort();
  }
}
