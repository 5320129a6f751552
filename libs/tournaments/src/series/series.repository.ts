import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { OperatorScopedRepository, SeriesOccurrenceFailure, TournamentSeriesEntity } from '@app/database';

/** All SQL about tournament series. Operator-facing reads and writes go through the scoped repository. */
@Injectable()
export class SeriesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private scoped(manager: EntityManager = this.dataSource.manager): OperatorScopedRepository<TournamentSeriesEntity> {
    return new OperatorScopedRepository(TournamentSeriesEntity, manager);
  }

  insert(manager: EntityManager, operatorId: string, series: Omit<TournamentSeriesEntity, 'operatorId'>): Promise<TournamentSeriesEntity> {
    return this.scoped(manager).insert(operatorId, series);
  }

  find(operatorId: string, id: string, manager?: EntityManager): Promise<TournamentSeriesEntity | null> {
    return this.scoped(manager).findOne(operatorId, { id });
  }

  findForUpdate(manager: EntityManager, operatorId: string, id: string): Promise<TournamentSeriesEntity | null> {
    return this.scoped(manager).queryBuilder(operatorId, 's').andWhere('s.id = :id', { id }).setLock('pessimistic_write').getOne();
  }

  /** The names of those of `ids` that are the operator's series (a deleted or another operator's id is absent). */
  names(operatorId: string, ids: readonly string[]): Promise<Pick<TournamentSeriesEntity, 'id' | 'name'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.scoped().find(operatorId, { id: In([...ids]) }, { select: { id: true, name: true } });
  }

  /** The owner of a series id, whoever it is: only to tell 403 from 404 after a scoped lookup found nothing. */
  async ownerOf(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const row = await manager.findOne(TournamentSeriesEntity, { where: { id }, select: { operatorId: true } });
    return row?.operatorId ?? null;
  }

  save(manager: EntityManager, series: TournamentSeriesEntity): Promise<TournamentSeriesEntity> {
    return manager.save(TournamentSeriesEntity, series);
  }

  delete(manager: EntityManager, operatorId: string, id: string): Promise<number> {
    return this.scoped(manager).delete(operatorId, { id });
  }

  list(operatorId: string, page: { limit: number; offset: number }): Promise<[TournamentSeriesEntity[], number]> {
    return this.scoped()
      .queryBuilder(operatorId, 's')
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
  }

  /**
   * The id of an active series (of any operator) whose next occurrence's creation time has come,
   * skipping `exclude`: the scheduler's candidate, read without a lock.
   */
  async nextDue(now: Date, exclude: readonly string[]): Promise<TournamentSeriesEntity | null> {
    const query = this.dataSource.manager
      .createQueryBuilder(TournamentSeriesEntity, 's')
      .where('s.active')
      .andWhere('s.next_start IS NOT NULL')
      .andWhere('s.next_start <= CAST(:now AS timestamptz) + make_interval(secs => s.lead_time_seconds)', { now });
    if (exclude.length > 0) query.andWhere('s.id NOT IN (:...exclude)', { exclude });
    return query.orderBy('s.next_start', 'ASC').limit(1).getOne();
  }

  /** The same series, locked, if it is still due and no other instance holds it. */
  lockIfDue(manager: EntityManager, id: string, now: Date): Promise<TournamentSeriesEntity | null> {
    return manager
      .createQueryBuilder(TournamentSeriesEntity, 's')
      .where('s.id = :id', { id })
      .andWhere('s.active')
      .andWhere('s.next_start IS NOT NULL')
      .andWhere('s.next_start <= CAST(:now AS timestamptz) + make_interval(secs => s.lead_time_seconds)', { now })
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getOne();
  }

  /**
   * Moves the cursor and, when given, sets `last_failure` (null clears it). The scheduler's own
   * bookkeeping: updated_at stays.
   */
  async setNextStart(
    manager: EntityManager,
    id: string,
    nextStart: Date | null,
    lastFailure?: SeriesOccurrenceFailure | null,
  ): Promise<void> {
    if (lastFailure === undefined) {
      await manager.query('UPDATE tournament_series SET next_start = $1 WHERE id = $2', [nextStart, id]);
      return;
    }
    await manager.query('UPDATE tournament_series SET next_start = $1, last_failure = $2::jsonb WHERE id = $3', [
      nextStart,
      lastFailure === null ? null : JSON.stringify(lastFailure),
      id,
    ]);
  }
}
