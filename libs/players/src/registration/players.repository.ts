import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { EXTERNAL_ID_PATTERN, newId } from '@app/common';
import { EntryStatus, OperatorScopedRepository, PlayerEntity, TournamentEntryEntity } from '@app/database';
import { StandingsRepository } from '@app/results';

/**
 * UPSERT of (operator, user id): the row inserted, else the row already there, with the
 * entity's property names ($1 new id, $2 operator, $3 user id, $4 name).
 */
const PLAYER_COLUMNS =
  'id, operator_id AS "operatorId", external_id AS "externalId", display_name AS "displayName", created_at AS "createdAt", updated_at AS "updatedAt"';
const UPSERT_PLAYER_SQL = `WITH created AS (
    INSERT INTO players (id, operator_id, external_id, display_name) VALUES ($1, $2, $3, $4)
    ON CONFLICT (operator_id, external_id) DO NOTHING
    RETURNING ${PLAYER_COLUMNS}
  )
  SELECT * FROM created
  UNION ALL
  SELECT ${PLAYER_COLUMNS} FROM players
  WHERE operator_id = $2 AND external_id = $3 AND NOT EXISTS (SELECT 1 FROM created)`;

/** All SQL about players and their tournament entries. */
@Injectable()
export class PlayersRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly standings: StandingsRepository,
  ) {}

  private players(manager: EntityManager = this.dataSource.manager) {
    return new OperatorScopedRepository(PlayerEntity, manager);
  }

  private entries(manager: EntityManager = this.dataSource.manager) {
    return new OperatorScopedRepository(TournamentEntryEntity, manager);
  }

  /**
   * The player of (operator, user id). A user id outside D2's pattern names no player and is not
   * sent to the database (a NUL byte, e.g. from `/api/players/%00/wallet`, makes PostgreSQL fail).
   */
  async findPlayer(operatorId: string, externalId: string, manager?: EntityManager): Promise<PlayerEntity | null> {
    if (!EXTERNAL_ID_PATTERN.test(externalId)) return null;
    return this.players(manager).findOne(operatorId, { externalId });
  }

  findPlayerById(operatorId: string, id: string, manager?: EntityManager): Promise<PlayerEntity | null> {
    return this.players(manager).findOne(operatorId, { id });
  }

  /** The player of an id, or EntityNotFoundError (the player of a stored entry). */
  getPlayer(operatorId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity> {
    return manager.findOneByOrFail(PlayerEntity, { id, operatorId });
  }

  /** The players of these ids, in one query (those of a page or a set of entries). */
  findPlayersByIds(operatorId: string, ids: string[], manager: EntityManager = this.dataSource.manager): Promise<PlayerEntity[]> {
    return manager.findBy(PlayerEntity, { id: In(ids), operatorId });
  }

  /**
   * The player of (operator, user id), created on first sight; a parallel creation is not an error.
   * One statement returns the new row or the known one. A player created by a transaction that
   * committed after this statement's snapshot is neither: it is read again after it.
   */
  async upsertPlayer(manager: EntityManager, operatorId: string, externalId: string, displayName: string): Promise<PlayerEntity> {
    const [row]: Array<Partial<PlayerEntity>> = await manager.query(UPSERT_PLAYER_SQL, [newId(), operatorId, externalId, displayName]);
    if (row) return manager.create(PlayerEntity, row);
    const player = await this.findPlayer(operatorId, externalId, manager);
    if (!player) throw new Error('player upsert found no row');
    return player;
  }

  saveEntry(manager: EntityManager, entry: TournamentEntryEntity): Promise<TournamentEntryEntity> {
    return manager.save(TournamentEntryEntity, entry);
  }

  findEntryByPayment(operatorId: string, paymentId: string, manager?: EntityManager): Promise<TournamentEntryEntity | null> {
    return this.entries(manager).findOne(operatorId, { paymentId });
  }

  /** The entry of an id, or EntityNotFoundError. */
  getEntry(operatorId: string, id: string, manager: EntityManager = this.dataSource.manager): Promise<TournamentEntryEntity> {
    return manager.findOneByOrFail(TournamentEntryEntity, { id, operatorId });
  }

  /**
   * The entry read again in the transaction that changed it behind the entity (a start when the
   * tournament filled up). `entry` was read under its operator, so its id alone names it.
   */
  reloadEntry(manager: EntityManager, entry: TournamentEntryEntity): Promise<TournamentEntryEntity> {
    return manager.findOneByOrFail(TournamentEntryEntity, { id: entry.id });
  }

  /** The entry a game token names: its id, in its tournament, of its operator (the token's claims). */
  findTokenEntry(operatorId: string, tournamentId: string, id: string): Promise<TournamentEntryEntity | null> {
    return this.dataSource.manager.findOneBy(TournamentEntryEntity, { id, tournamentId, operatorId });
  }

  /** Entries by id (game tokens' `sub`), only what a token check reads: re-checks of many open live streams in one statement. */
  findTokenEntryStates(ids: string[]): Promise<Array<Pick<TournamentEntryEntity, 'id' | 'operatorId' | 'tournamentId' | 'status'>>> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.manager.find(TournamentEntryEntity, {
      select: { id: true, operatorId: true, tournamentId: true, status: true },
      where: { id: In(ids) },
    });
  }

  /**
   * The entry that `ref` names in a tournament (endpoint 7): an internal_player_id, or a
   * player_id (its live entry, else its latest withdrawn one). `lock` row-locks it.
   */
  async findEntryByRef(
    operatorId: string,
    tournamentId: string,
    ref: string,
    manager?: EntityManager,
    lock = false,
  ): Promise<TournamentEntryEntity | null> {
    const query = this.entries(manager)
      .queryBuilder(operatorId, 'e')
      .andWhere('e.tournament_id = :tournamentId', { tournamentId })
      .andWhere('(e.id = :ref OR e.player_id = :ref)', { ref })
      .orderBy("(e.status = 'withdrawn')", 'ASC')
      .addOrderBy('e.registered_at', 'DESC')
      .limit(1);
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  listEntries(
    operatorId: string,
    tournamentId: string,
    filter: { statuses?: EntryStatus[]; limit: number; offset: number },
  ): Promise<[TournamentEntryEntity[], number]> {
    // A filter that no stored status can match (e.g. `active` once completed) finds nobody.
    if (filter.statuses?.length === 0) return Promise.resolve([[], 0]);
    const where = { tournamentId, ...(filter.statuses ? { status: In(filter.statuses) } : {}) };
    return this.entries().findAndCount(operatorId, where, {
      order: { registeredAt: 'ASC', id: 'ASC' },
      take: filter.limit,
      skip: filter.offset,
    });
  }

  /** Entries in seated statuses, locked, for cancellation refunds. */
  lockSeatedEntries(manager: EntityManager, operatorId: string, tournamentId: string): Promise<TournamentEntryEntity[]> {
    return this.seatedEntries(manager, operatorId, tournamentId).setLock('pessimistic_write').getMany();
  }

  /** The same entries unlocked: what a cancellation would refund, read ahead of it. */
  readSeatedEntries(manager: EntityManager, operatorId: string, tournamentId: string): Promise<TournamentEntryEntity[]> {
    return this.seatedEntries(manager, operatorId, tournamentId).getMany();
  }

  private seatedEntries(manager: EntityManager, operatorId: string, tournamentId: string) {
    return this.entries(manager)
      .queryBuilder(operatorId, 'e')
      .andWhere('e.tournament_id = :tournamentId', { tournamentId })
      .andWhere("e.status IN ('registered', 'active', 'eliminated')")
      .orderBy('e.id', 'ASC');
  }

  /** Cancellation (D6): the seated entries become refunded, in one statement. */
  async markRefunded(manager: EntityManager, operatorId: string, entryIds: string[], now: Date): Promise<void> {
    if (entryIds.length === 0) return;
    await this.entries(manager).update(operatorId, { id: In(entryIds) as never }, { status: 'refunded', refundedAt: now, updatedAt: now });
  }

  /** Registered players become active at the start (D6). */
  async activateRegistered(manager: EntityManager, operatorId: string, tournamentId: string, now: Date): Promise<void> {
    await this.entries(manager).update(operatorId, { tournamentId, status: 'registered' }, { status: 'active', updatedAt: now });
  }

  /** Counts by status and total entries, for status and details. */
  async counts(
    tournamentId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Record<string, { players: number; entries: number }>> {
    const rows: Array<{ status: string; players: number; entries: number }> = await manager.query(
      `SELECT status, count(*)::int AS players, coalesce(sum(entry_count), 0)::int AS entries
       FROM tournament_entries WHERE tournament_id = $1 GROUP BY status`,
      [tournamentId],
    );
    return Object.fromEntries(rows.map((r) => [r.status, { players: r.players, entries: r.entries }]));
  }

  /**
   * The current position of one entry (the standings rules of domain/standings.ts, ties
   * included), or null when it is not ranked (withdrawn, refunded). A stored final position wins.
   */
  async positionOf(entry: TournamentEntryEntity, manager?: EntityManager): Promise<number | null> {
    if (entry.status === 'withdrawn' || entry.status === 'refunded') return null;
    if (entry.position !== null) return entry.position;
    return this.standings.positionOf(entry.tournamentId, entry.id, manager);
  }

  /** Positions of entries of one tournament at once (all ranked ones when `entries` is not given). */
  async positionsOf(tournamentId: string, entries?: TournamentEntryEntity[], manager?: EntityManager): Promise<Map<string, number>> {
    if (entries?.every((e) => e.position !== null)) return new Map(entries.map((e) => [e.id, e.position!]));
    return this.standings.positionsOf(tournamentId, entries ? entries.map((e) => e.id) : null, manager);
  }
}
