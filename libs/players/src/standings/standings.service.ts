import { Injectable } from '@nestjs/common';
import { TournamentEntity } from '@app/database';
import { LeaderboardEntryDto } from '@app/tournaments/dto/tournament-response.dto';
import { trimDecimal } from '../domain';
import { PlayersRepository } from '../registration/players.repository';

/** Ranked views of a tournament's entries (D7): leaderboard pages and positions. */
@Injectable()
export class StandingsService {
  constructor(private readonly players: PlayersRepository) {}

  /** The top of the standings, for tournament details. */
  async preview(tournament: TournamentEntity, limit: number): Promise<LeaderboardEntryDto[]> {
    const ranked = await this.players.standings(tournament.id, limit);
    return ranked.map(({ entry, position }) => ({
      position,
      player_id: entry.playerId,
      display_name: entry.displayName,
      points: trimDecimal(entry.points),
      status: entry.status,
    }));
  }
}
