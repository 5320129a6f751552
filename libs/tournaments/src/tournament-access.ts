import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthErrorCode, DomainException, ErrorCode, ForbiddenException, isUuid, PATH_ERRORS, SameTurnReads } from '@app/common';
import { TournamentEntity } from '@app/database';
import { TournamentRepository } from './tournament.repository';

/**
 * What a route that names a tournament can answer for it (TournamentAccess, and the game
 * platform's InternalTournamentAccess): another operator's tournament (403), an unknown id or a
 * path that names none (404).
 */
export const TOURNAMENT_ERRORS = {
  403: [AuthErrorCode.ResourceForbidden],
  404: [...PATH_ERRORS[404], ErrorCode.TournamentNotFound],
} as const;

/**
 * The one lookup of "the operator's tournament" for every route that names one: 404
 * `tournament_not_found` for unknown and non-UUID ids, 403 `RESOURCE_FORBIDDEN` for another
 * operator's (D3).
 */
@Injectable()
export class TournamentAccess {
  private readonly sharedReads = new SameTurnReads<TournamentEntity | null>();

  constructor(private readonly tournaments: TournamentRepository) {}

  async find(operatorId: string, id: string, manager?: EntityManager): Promise<TournamentEntity> {
    const tournament = isUuid(id) ? await this.tournaments.find(operatorId, id, manager) : null;
    return tournament ?? this.refuseMissing(id, manager);
  }

  /**
   * The same for a hot read-only path (the leaderboard): concurrent requests for one tournament
   * share one query (SameTurnReads: never a stale read). The row is shared, so it is frozen.
   */
  async findShared(operatorId: string, id: string): Promise<Readonly<TournamentEntity>> {
    const tournament = isUuid(id) ? await this.sharedReads.read(`${operatorId}:${id}`, () => this.readFrozen(operatorId, id)) : null;
    return tournament ?? this.refuseMissing(id);
  }

  private async readFrozen(operatorId: string, id: string): Promise<TournamentEntity | null> {
    const tournament = await this.tournaments.find(operatorId, id);
    return tournament && Object.freeze(tournament);
  }

  /** The same, row-locked until the transaction of `manager` ends. */
  async lock(manager: EntityManager, operatorId: string, id: string): Promise<TournamentEntity> {
    const tournament = isUuid(id) ? await this.tournaments.findForUpdate(manager, operatorId, id) : null;
    return tournament ?? this.refuseMissing(id, manager);
  }

  /** `manager`: the open transaction's, when there is one (PGlite serves one transaction at a time). */
  private async refuseMissing(id: string, manager?: EntityManager): Promise<never> {
    if (isUuid(id) && (await this.tournaments.ownerOf(id, manager)) !== null) throw ForbiddenException.otherOperator('tournament');
    throw new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
  }
}
