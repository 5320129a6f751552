import { Injectable } from '@nestjs/common';
import { TournamentEntity } from '@app/database';
import { ActiveGameDto } from '@app/tournaments/dto/tournament-response.dto';

/** Game rooms of tournaments (D11). */
@Injectable()
export class RoomsService {
  /** Open and playing rooms: the status endpoint's `active_games`. */
  async activeGames(_tournament: TournamentEntity): Promise<ActiveGameDto[]> {
    return [];
  }
}
