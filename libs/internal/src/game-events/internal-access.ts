import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainException, ErrorCode, ForbiddenException, isUuid } from '@app/common';
import { InternalKeyAuth, internalKeyCovers } from '@app/auth';
import { GameEventsRepository, LockedTournament } from './game-events.repository';

/**
 * "The tournament these events are for", locked, as TournamentAccess answers for operators:
 * 404 `tournament_not_found` for unknown and non-UUID ids, 403 `RESOURCE_FORBIDDEN` when the
 * internal key is not bound to its operator (D4). Events from the queue (no key) act for the
 * tournament's own operator.
 */
@Injectable()
export class GameEventsAccess {
  constructor(private readonly events: GameEventsRepository) {}

  async lock(manager: EntityManager, tournamentId: string, auth: InternalKeyAuth | null): Promise<LockedTournament> {
    const tournament = isUuid(tournamentId) ? await this.events.lockTournament(manager, tournamentId) : null;
    if (!tournament) throw new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
    if (auth && !internalKeyCovers(auth, tournament.operatorId)) throw ForbiddenException.otherOperator('tournament');
    return tournament;
  }
}
