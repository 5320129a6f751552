import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainException, ErrorCode, ForbiddenException, isUuid } from '@app/common';
import { InternalKeyAuth, internalKeyCovers } from '@app/auth';
import { TournamentRepository } from '@app/tournaments';
import { GameEventsRepository, LockedTournament, TournamentRef } from './game-events.repository';

/**
 * "The tournament these events are for", as TournamentAccess answers for operators: 404
 * `tournament_not_found` for unknown and non-UUID ids, 403 `RESOURCE_FORBIDDEN` when the internal
 * key is not bound to its operator (D4). Events from the queue (no key) act for the tournament's
 * own operator. The check reads the tournament without a lock (its owner never changes), so a
 * batch can claim its event_ids before it waits for the lock.
 */
@Injectable()
export class GameEventsAccess {
  constructor(
    private readonly tournaments: TournamentRepository,
    private readonly events: GameEventsRepository,
  ) {}

  async find(manager: EntityManager, tournamentId: string, auth: InternalKeyAuth | null): Promise<TournamentRef> {
    const operatorId = isUuid(tournamentId) ? await this.tournaments.ownerOf(tournamentId, manager) : null;
    if (operatorId === null) throw new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
    if (auth && !internalKeyCovers(auth, operatorId)) throw ForbiddenException.otherOperator('tournament');
    return { id: tournamentId.toLowerCase(), operatorId };
  }

  /** The checked tournament, row-locked until the transaction ends (tournaments are never deleted). */
  async lock(manager: EntityManager, tournament: TournamentRef): Promise<LockedTournament> {
    const locked = await this.events.lockTournament(manager, tournament);
    if (!locked) throw new DomainException(ErrorCode.TournamentNotFound, 'Tournament not found');
    return locked;
  }
}
