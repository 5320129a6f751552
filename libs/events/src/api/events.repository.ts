import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { EventsFormat, OperatorEntity, OperatorScopedRepository, OutboxEventEntity } from '@app/database';

export interface EventsFilter {
  after?: string;
  tournamentId?: string;
  type?: string;
}

export interface EventsPage {
  events: OutboxEventEntity[];
  hasMore: boolean;
}

/** Reads of the operator's outbox history for GET /api/events (D12); served by idx_outbox_operator. */
@Injectable()
export class EventsRepository {
  private readonly scoped: OperatorScopedRepository<OutboxEventEntity>;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.scoped = new OperatorScopedRepository(OutboxEventEntity, dataSource.manager);
  }

  /** Up to `limit` events after the cursor (and `offset` more), oldest first; one extra row tells whether more exist. */
  async page(operatorId: string, filter: EventsFilter, limit: number, offset: number): Promise<EventsPage> {
    const query = this.filtered(operatorId, filter);
    if (filter.after) query.andWhere('e.id > :after', { after: filter.after });
    const rows = await query
      .orderBy('e.id', 'ASC')
      .offset(offset)
      .limit(limit + 1)
      .getMany();
    return { events: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  /** All matching events, and how many of them are at or before the cursor, in one scan. */
  async counts(operatorId: string, filter: EventsFilter): Promise<{ total: number; beforeCursor: number }> {
    const query = this.filtered(operatorId, filter).select('count(*)::int', 'total');
    if (filter.after) query.addSelect('(count(*) FILTER (WHERE e.id <= :after))::int', 'before').setParameter('after', filter.after);
    const row = await query.getRawOne<{ total: number; before?: number }>();
    return { total: Number(row?.total ?? 0), beforeCursor: Number(row?.before ?? 0) };
  }

  async formatOf(operatorId: string): Promise<EventsFormat> {
    const operator = await this.dataSource.manager.findOne(OperatorEntity, {
      select: { id: true, eventsFormat: true },
      where: { id: operatorId },
    });
    return operator?.eventsFormat ?? 'platform';
  }

  private filtered(operatorId: string, filter: EventsFilter): SelectQueryBuilder<OutboxEventEntity> {
    const query = this.scoped.queryBuilder(operatorId, 'e');
    if (filter.tournamentId) query.andWhere('e.tournament_id = :tournamentId', { tournamentId: filter.tournamentId });
    if (filter.type) query.andWhere('e.event_type = :type', { type: filter.type });
    return query;
  }
}
