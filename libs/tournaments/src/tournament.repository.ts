import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, EntityManager } from 'typeorm';
import { noteTournamentChange, OperatorScopedRepository, TournamentEntity } from '@app/database';
import { SortSpec } from './dto/tournament-query.dto';

export interface TournamentFilter {
  statuses?: string[];
  gameSlug?: string;
  startDate?: Date;
  endDate?: Date;
  minPlayers?: number;
  maxPlayers?: number;
  format?: string;
  lobbyKey?: string;
  seriesId?: string;
  /** Part of the name (letter case ignored), or the whole external_id. */
  search?: string;
  sort: SortSpec;
  limit: number;
  offset: number;
}

const SORT_COLUMNS: Record<SortSpec['field'], string> = {
  createdAt: 't.created_at',
  scheduledStart: 't.scheduled_start',
  name: 't.name',
  // No index: a seat update must change no indexed column (HOT, migration HotSeatUpdates), so the
  // operator's (filtered) rows are sorted, a top-N sort for a page.
  currentPlayers: 't.current_players',
  entryFee: 't.entry_fee',
};

/** Text matched literally inside a LIKE pattern: its wildcards and the escape character escaped. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** All SQL about tournaments. Operator-facing reads and writes go through the scoped repository. */
@Injectable()
export class TournamentRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private scoped(manager: EntityManager = this.dataSource.manager): OperatorScopedRepository<TournamentEntity> {
    return new OperatorScopedRepository(TournamentEntity, manager);
  }

  insert(manager: EntityManager, operatorId: string, tournament: Omit<TournamentEntity, 'operatorId'>): Promise<TournamentEntity> {
    return this.scoped(manager).insert(operatorId, tournament);
  }

  /**
   * Inserts unless the row would repeat a unique key (the occurrence of a series already has its
   * tournament): INSERT ... ON CONFLICT DO NOTHING. Whether the row was inserted.
   */
  insertIfAbsent(manager: EntityManager, operatorId: string, tournament: Omit<TournamentEntity, 'operatorId'>): Promise<boolean> {
    return this.scoped(manager).insertIfAbsent(operatorId, tournament);
  }

  /** Whether the series has its tournament for this start already. */
  async hasSeriesStart(manager: EntityManager, operatorId: string, seriesId: string, start: Date): Promise<boolean> {
    const count = await this.scoped(manager)
      .queryBuilder(operatorId, 't')
      .andWhere('t.series_id = :seriesId', { seriesId })
      .andWhere('t.scheduled_start = :start', { start })
      .getCount();
    return count > 0;
  }

  /** The tournaments a series created, latest start first. */
  listOfSeries(operatorId: string, seriesId: string, limit: number): Promise<TournamentEntity[]> {
    return this.scoped()
      .queryBuilder(operatorId, 't')
      .andWhere('t.series_id = :seriesId', { seriesId })
      .orderBy('t.scheduled_start', 'DESC')
      .take(limit)
      .getMany();
  }

  /** The access check of every tournament route (and the leaderboard cache's version): one raw statement. */
  find(operatorId: string, id: string, manager?: EntityManager): Promise<TournamentEntity | null> {
    return this.scoped(manager).findOneRow(operatorId, { id });
  }

  /**
   * Reads and row-locks the tournament until the transaction ends. Every lock of a tournament row
   * is FOR NO KEY UPDATE (its id never changes): it excludes every other writer and locker of the
   * row but not the foreign-key checks (KEY SHARE) of rows being inserted for the tournament, so a
   * transaction that inserted such a row (a game-events batch that claimed its event_ids) and then
   * waits for the lock can never deadlock with, or be skipped by, one that holds it.
   */
  findForUpdate(manager: EntityManager, operatorId: string, id: string): Promise<TournamentEntity | null> {
    return this.scoped(manager).queryBuilder(operatorId, 't').andWhere('t.id = :id', { id }).setLock('for_no_key_update').getOne();
  }

  /**
   * The owner of a tournament id, whoever it is: only to tell "another operator's" (403) from
   * "does not exist" (404) after a scoped lookup found nothing. Never returns the row.
   */
  async ownerOf(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | null> {
    const row = await manager.findOne(TournamentEntity, { where: { id }, select: { operatorId: true } });
    return row?.operatorId ?? null;
  }

  /** Writes only `changes` to the row, then reads the whole row back (other columns may have changed in SQL). */
  async updateColumns(
    manager: EntityManager,
    operatorId: string,
    id: string,
    changes: Partial<TournamentEntity>,
  ): Promise<TournamentEntity> {
    await manager.update(TournamentEntity, { id, operatorId }, changes as never);
    noteTournamentChange(manager, id);
    return manager.findOneByOrFail(TournamentEntity, { id, operatorId });
  }

  async save(manager: EntityManager, tournament: TournamentEntity): Promise<TournamentEntity> {
    const saved = await manager.save(TournamentEntity, tournament);
    noteTournamentChange(manager, saved.id);
    return saved;
  }

  list(operatorId: string, filter: TournamentFilter): Promise<[TournamentEntity[], number]> {
    const query = this.scoped().queryBuilder(operatorId, 't');
    if (filter.statuses?.length) query.andWhere('t.status IN (:...statuses)', { statuses: filter.statuses });
    if (filter.gameSlug) query.andWhere('t.game_slug = :gameSlug', { gameSlug: filter.gameSlug });
    if (filter.startDate) query.andWhere('t.scheduled_start >= :startDate', { startDate: filter.startDate });
    if (filter.endDate) query.andWhere('t.scheduled_start <= :endDate', { endDate: filter.endDate });
    if (filter.minPlayers !== undefined) query.andWhere('t.current_players >= :minPlayers', { minPlayers: filter.minPlayers });
    if (filter.maxPlayers !== undefined) query.andWhere('t.current_players <= :maxPlayers', { maxPlayers: filter.maxPlayers });
    if (filter.format) query.andWhere('t.format = :format', { format: filter.format });
    if (filter.lobbyKey) query.andWhere('t.lobby_key = :lobbyKey', { lobbyKey: filter.lobbyKey });
    if (filter.seriesId !== undefined) query.andWhere('t.series_id = :seriesId', { seriesId: filter.seriesId });
    if (filter.search) {
      query.andWhere(
        new Brackets((either) =>
          either
            .where("t.name ILIKE :namePart ESCAPE '\\'", { namePart: `%${likeLiteral(filter.search!)}%` })
            .orWhere('t.external_id = :search', { search: filter.search }),
        ),
      );
    }
    const direction = filter.sort.direction === 'asc' ? 'ASC' : 'DESC';
    return query
      .orderBy(SORT_COLUMNS[filter.sort.field], direction)
      .addOrderBy('t.id', direction)
      .take(filter.limit)
      .skip(filter.offset)
      .getManyAndCount();
  }

  /**
   * The tournament of a lobby still waiting for players (scheduled and not full): the rows
   * uq_tournaments_open_lobby holds, so there is at most one.
   */
  findOpenInLobby(manager: EntityManager, operatorId: string, lobbyKey: string): Promise<TournamentEntity | null> {
    return this.scoped(manager)
      .queryBuilder(operatorId, 't')
      .andWhere('t.lobby_key = :lobbyKey', { lobbyKey })
      .andWhere("t.status = 'scheduled'")
      .andWhere('t.has_room')
      .getOne();
  }

  /**
   * One scheduled tournament whose start time has come, locked; rows another instance holds are
   * skipped, so every due tournament is taken by exactly one scheduler.
   */
  lockNextDueToStart(manager: EntityManager, now: Date): Promise<TournamentEntity | null> {
    return manager
      .createQueryBuilder(TournamentEntity, 't')
      .where("t.status = 'scheduled'")
      .andWhere('t.scheduled_start <= :now', { now })
      .orderBy('t.scheduled_start', 'ASC')
      .setLock('for_no_key_update')
      .setOnLocked('skip_locked')
      .limit(1)
      .getOne();
  }

  /** One running points-based tournament whose duration_minutes has passed, locked (D5). */
  lockNextDueToComplete(manager: EntityManager, now: Date): Promise<TournamentEntity | null> {
    return manager
      .createQueryBuilder(TournamentEntity, 't')
      .where("t.status = 'in_progress'")
      .andWhere("t.tournament_type <> 'elimination'")
      .andWhere("t.config->>'duration_minutes' IS NOT NULL")
      .andWhere(
        new Brackets((q) => q.where("t.actual_start_time + make_interval(mins => (t.config->>'duration_minutes')::int) <= :now", { now })),
      )
      .orderBy('t.actual_start_time', 'ASC')
      .setLock('for_no_key_update')
      .setOnLocked('skip_locked')
      .limit(1)
      .getOne();
  }
}
