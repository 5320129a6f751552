import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/common';
import { PlayerEntity, TournamentEntity, TournamentEntryEntity } from '@app/database';
import { TournamentMoney } from '@app/tournaments';
import { GameTokenService } from '@app/game-access';
import { gameUrl } from '@app/game-access';
import { GameAccess } from './registration.mapper';

/** A player's JWT and launch URL for one entry (D10). */
@Injectable()
export class GameAccessIssuer {
  constructor(
    private readonly tokens: GameTokenService,
    private readonly config: AppConfig,
  ) {}

  /** `money`: the tournament's money and settings when the caller has them already (read once per request). */
  async issue(
    entry: TournamentEntryEntity,
    player: PlayerEntity,
    tournament: TournamentEntity,
    money?: TournamentMoney,
  ): Promise<GameAccess> {
    const settings = (money ?? new TournamentMoney(tournament, this.config.extraCurrencies)).settings;
    const token = await this.tokens.issue({
      tournamentId: tournament.id,
      internalPlayerId: entry.id,
      playerId: player.id,
      operatorId: tournament.operatorId,
      externalUserId: player.externalId,
      displayName: entry.displayName,
      game: tournament.gameSlug,
      expectedEnd: expectedEnd(tournament, settings.durationMinutes),
    });
    const url = gameUrl(settings.gameUrl, this.config.gameBaseUrl, {
      token: token.jwt,
      tournamentId: tournament.id,
      playerId: player.id,
      game: tournament.gameSlug,
    });
    return { jwt: token.jwt, gameUrl: url, expiresAt: token.expiresAt };
  }
}

/** The expected end of a timed tournament: its (actual or scheduled) start plus its duration. */
function expectedEnd(tournament: TournamentEntity, durationMinutes: number | null): Date | null {
  if (durationMinutes === null) return null;
  const start = tournament.actualStartTime ?? tournament.scheduledStart;
  return new Date(start.getTime() + durationMinutes * 60_000);
}
