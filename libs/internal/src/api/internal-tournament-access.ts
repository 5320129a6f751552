import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainException, ErrorCode, ForbiddenException, isUuid } from '@app/common';
import { InternalKeyAuth, internalKeyCovers } from '@app/auth';
import { TournamentEntity } from '@app/database';
import { TournamentAccess, TournamentRepository } from '@app/tournaments';

/**
 * The one lookup of "a tournament this internal key may see" for every game-platform route (D4):
 * 404 `tournament_not_found` for unknown and non-UUID ids, 403 `RESOURCE_FORBIDDEN` for a
 * tournament of an operator the key is not bound to. The tournament's operator then scopes every
 * further query, exactly as on the operator routes (TournamentAccess).
 */
@Injectable()
export class InternalTournamentAccess {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly access: TournamentAccess,
  ) {}

  async find(auth: InternalKeyAuth, id: string, manager?: EntityManager): Promise<TournamentEntity> {
    return this.access.find(await this.operatorOf(auth, id, manager), id, manager);
  }

  /** The same, row-locked until the transaction of `manager` ends. */
  async lock(manager: EntityManager, auth: InternalKeyAuth, id: string): Promise<TournamentEntity> {
    return this.access.lock(manager, await this.operatorOf(auth, id, manager), id);
  }

  /** Refuses a token or resource of an operator the key does not cover (403, D4). */
  assertCovers(auth: InternalKeyAuth, operatorId: string): void {
    if (!internalKeyCovers(auth, operatorId)) throw ForbiddenException.otherOperator('tournament');
  }

  /** The operator of the tournament, once the key is known to cover it (404, 403 as above). */
  async operatorOf(auth: InternalKeyAuth, id: string, manager?: EntityManager): Promise<string> {
    const operatorId = isUuid(id) ? await this.tournaments.ownerOf(id, manager) : null;
    if (operatorId === null) throw new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
    this.assertCovers(auth, operatorId);
    return operatorId;
  }
}
