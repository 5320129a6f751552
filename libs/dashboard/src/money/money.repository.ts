import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { LedgerEntryEntity, OperatorScopedRepository, TournamentEntity, TournamentEntryEntity } from '@app/database';

/**
 * Ledger sums as the database writes them: NUMERIC sums as decimal text (never a JS number), and
 * counts. Fees and refunds are from the operator's side: positive amounts.
 */
export interface LedgerSums {
  currency: string;
  /** Entry and rebuy fees paid in (the debits, as positive decimal text). */
  fees: string;
  refunds: string;
  prizes: string;
}

export interface TournamentLedgerSums extends LedgerSums {
  entries: number;
  rebuys: number;
  refundCount: number;
  prizeCount: number;
}

/** One UTC day (YYYY-MM-DD) of one currency. */
export interface DayLedgerSums extends LedgerSums {
  day: string;
}

export interface DayRegistrations {
  day: string;
  currency: string;
  registrations: number;
}

/** A tournament completed in a range, with its net fees and prizes read from the ledger. */
export interface CompletedTournamentSums {
  tournament: TournamentEntity;
  /** UTC day of completion. */
  day: string;
  /** Entry and rebuy fees less refunds, as decimal text. */
  netFees: string;
  prizes: string;
}

/** A half-open time range: `from` included, `to` excluded. */
export interface TimeRange {
  from: Date;
  to: Date;
}

/** The UTC day of a timestamp column, as text. */
const day = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

const MONEY_KINDS = `('entry', 'rebuy', 'refund', 'prize')`;

/** The three sums of a group of ledger rows, as text with every decimal the column holds. */
function selectSums<T extends object>(query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return query
    .addSelect(`CAST(COALESCE(SUM(CASE WHEN l.kind IN ('entry', 'rebuy') THEN -l.amount ELSE 0 END), 0) AS text)`, 'fees')
    .addSelect(`CAST(COALESCE(SUM(CASE WHEN l.kind = 'refund' THEN l.amount ELSE 0 END), 0) AS text)`, 'refunds')
    .addSelect(`CAST(COALESCE(SUM(CASE WHEN l.kind = 'prize' THEN l.amount ELSE 0 END), 0) AS text)`, 'prizes');
}

/**
 * The dashboard's money reads: sums of the ledger (the record of every money movement), the
 * registrations and the completed tournaments of one operator. Every query starts from the
 * operator-scoped repository, and every join repeats the operator, so no figure of another
 * operator can reach a page.
 */
@Injectable()
export class MoneyRepository {
  private readonly ledger: OperatorScopedRepository<LedgerEntryEntity>;
  private readonly entries: OperatorScopedRepository<TournamentEntryEntity>;
  private readonly tournaments: OperatorScopedRepository<TournamentEntity>;

  constructor(@InjectDataSource() dataSource: DataSource) {
    this.ledger = new OperatorScopedRepository(LedgerEntryEntity, dataSource.manager);
    this.entries = new OperatorScopedRepository(TournamentEntryEntity, dataSource.manager);
    this.tournaments = new OperatorScopedRepository(TournamentEntity, dataSource.manager);
  }

  tournament(operatorId: string, tournamentId: string): Promise<TournamentEntity | null> {
    return this.tournaments.findOne(operatorId, { id: tournamentId });
  }

  /** A tournament's money movements, per currency (one, unless the data says otherwise). */
  async tournamentSums(operatorId: string, tournamentId: string): Promise<TournamentLedgerSums[]> {
    const query = this.ledger
      .queryBuilder(operatorId, 'l')
      .select('l.currency', 'currency')
      .addSelect(`CAST(COUNT(*) FILTER (WHERE l.kind = 'entry') AS int)`, 'entries')
      .addSelect(`CAST(COUNT(*) FILTER (WHERE l.kind = 'rebuy') AS int)`, 'rebuys')
      .addSelect(`CAST(COUNT(*) FILTER (WHERE l.kind = 'refund') AS int)`, 'refundCount')
      .addSelect(`CAST(COUNT(*) FILTER (WHERE l.kind = 'prize') AS int)`, 'prizeCount')
      .andWhere('l.tournament_id = :tournamentId', { tournamentId })
      .andWhere(`l.kind IN ${MONEY_KINDS}`)
      .groupBy('l.currency')
      .orderBy('l.currency', 'ASC');
    const rows: Array<TournamentLedgerSums> = await selectSums(query).getRawMany();
    return rows.map((r) => ({
      ...r,
      entries: Number(r.entries),
      rebuys: Number(r.rebuys),
      refundCount: Number(r.refundCount),
      prizeCount: Number(r.prizeCount),
    }));
  }

  /** The tournament money moved in the range, per UTC day and currency, oldest first. */
  async daySums(operatorId: string, range: TimeRange): Promise<DayLedgerSums[]> {
    const query = this.ledger
      .queryBuilder(operatorId, 'l')
      .select(day('l.created_at'), 'day')
      .addSelect('l.currency', 'currency')
      .andWhere('l.tournament_id IS NOT NULL')
      .andWhere(`l.kind IN ${MONEY_KINDS}`)
      .andWhere('l.created_at >= :from AND l.created_at < :to', range)
      .groupBy(day('l.created_at'))
      .addGroupBy('l.currency')
      .orderBy('day', 'ASC')
      .addOrderBy('currency', 'ASC');
    return selectSums(query).getRawMany();
  }

  /** Registrations (entries, withdrawn ones included) made in the range, per UTC day and the tournament's currency. */
  async dayRegistrations(operatorId: string, range: TimeRange): Promise<DayRegistrations[]> {
    const rows: Array<{ day: string; currency: string; registrations: string | number }> = await this.entries
      .queryBuilder(operatorId, 'e')
      .innerJoin(TournamentEntity, 't', 't.id = e.tournament_id AND t.operator_id = e.operator_id')
      .select(day('e.registered_at'), 'day')
      .addSelect('t.currency', 'currency')
      .addSelect('CAST(COUNT(*) AS int)', 'registrations')
      .andWhere('e.registered_at >= :from AND e.registered_at < :to', range)
      .groupBy(day('e.registered_at'))
      .addGroupBy('t.currency')
      .orderBy('day', 'ASC')
      .addOrderBy('currency', 'ASC')
      .getRawMany();
    return rows.map((r) => ({ day: r.day, currency: r.currency, registrations: Number(r.registrations) }));
  }

  /** The tournaments completed in the range, oldest completion first, each with its ledger totals. */
  async completedTournaments(operatorId: string, range: TimeRange): Promise<CompletedTournamentSums[]> {
    const tournaments = await this.tournaments
      .queryBuilder(operatorId, 't')
      .andWhere(`t.status = 'completed'`)
      .andWhere('t.completed_at >= :from AND t.completed_at < :to', range)
      .orderBy('t.completed_at', 'ASC')
      .addOrderBy('t.id', 'ASC')
      .getMany();
    if (tournaments.length === 0) return [];
    const sums: Array<{ tournamentId: string; netFees: string; prizes: string }> = await this.ledger
      .queryBuilder(operatorId, 'l')
      .select('l.tournament_id', 'tournamentId')
      .addSelect(`CAST(COALESCE(SUM(CASE WHEN l.kind IN ('entry', 'rebuy', 'refund') THEN -l.amount ELSE 0 END), 0) AS text)`, 'netFees')
      .addSelect(`CAST(COALESCE(SUM(CASE WHEN l.kind = 'prize' THEN l.amount ELSE 0 END), 0) AS text)`, 'prizes')
      .andWhere(`l.kind IN ${MONEY_KINDS}`)
      .andWhere(
        `l.tournament_id IN (SELECT c.id FROM tournaments c WHERE c.operator_id = :scopeOperatorId AND c.status = 'completed'
           AND c.completed_at >= :from AND c.completed_at < :to)`,
        range,
      )
      .groupBy('l.tournament_id')
      .getRawMany();
    const byId = new Map(sums.map((s) => [s.tournamentId, s]));
    return tournaments.map((tournament) => ({
      tournament,
      day: tournament.completedAt!.toISOString().slice(0, 10),
      netFees: byId.get(tournament.id)?.netFees ?? '0',
      prizes: byId.get(tournament.id)?.prizes ?? '0',
    }));
  }
}
