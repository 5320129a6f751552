import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EntryStatus, OperatorScopedRepository, TournamentEntryEntity } from '@app/database';

/** An entry with its player's operator user id. */
export interface EntryWithExternalId {
  entry: TournamentEntryEntity;
  externalId: string;
}

/** The SQL of endpoint 13: a page of a tournament's entries with their players, in one query. */
@Injectable()
export class InternalPlayersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(
    operatorId: string,
    tournamentId: string,
    filter: { statuses?: readonly EntryStatus[]; limit: number; offset: number },
  ): Promise<[EntryWithExternalId[], number]> {
    // A filter that no stored status can match (e.g. `active` once completed) finds nobody.
    if (filter.statuses?.length === 0) return [[], 0];
    const query = new OperatorScopedRepository(TournamentEntryEntity, this.dataSource.manager)
      .queryBuilder(operatorId, 'e')
      .innerJoinAndSelect('e.player', 'p', 'p.operator_id = e.operator_id')
      .andWhere('e.tournament_id = :tournamentId', { tournamentId });
    if (filter.statuses) query.andWhere('e.status IN (:...statuses)', { statuses: filter.statuses });
    const [entries, total] = await query
      .orderBy('e.registered_at', 'ASC')
      .addOrderBy('e.id', 'ASC')
      // limit/offset, not take/skip: the join is many-to-one, so rows are entries one to one.
      .limit(filter.limit)
      .offset(filter.offset)
      .getManyAndCount();
    return [entries.map((entry) => ({ entry, externalId: entry.player!.externalId })), total];
  }
}
