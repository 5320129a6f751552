import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '@app/common';
import { TournamentEntity } from '@app/database';
import { CompletionOptions } from '@app/tournaments/tournament-participation';
import { PlayersRepository } from '../registration/players.repository';

/** Completion of a tournament's players (D8, D9): final positions, prizes and payouts. */
@Injectable()
export class CompletionService {
  constructor(
    private readonly players: PlayersRepository,
    private readonly clock: Clock,
  ) {}

  async complete(manager: EntityManager, tournament: TournamentEntity, _options: CompletionOptions): Promise<void> {
    await this.players.finishActive(manager, tournament.operatorId, tournament.id, this.clock.now());
  }
}
