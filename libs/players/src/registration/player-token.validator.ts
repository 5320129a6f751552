import { Injectable } from '@nestjs/common';
import { TournamentEntryEntity } from '@app/database';
import { isInactive } from '@app/tournaments';
import { PlayersRepository } from './players.repository';
import { GameTokenClaims, GameTokenError, GameTokenService } from '@app/game-access';

export type PlayerTokenCheck =
  | { valid: true; claims: GameTokenClaims; expiresAt: Date; entry: TournamentEntryEntity }
  | { valid: false; error: GameTokenError | 'player_inactive' };

/**
 * A game token is good only while its signature, claims and expiry are (GameTokenService) and its
 * entry still plays: a withdrawn or refunded player's token is revoked (D11 `player_inactive`).
 */
@Injectable()
export class PlayerTokenValidator {
  constructor(
    private readonly players: PlayersRepository,
    private readonly tokens: GameTokenService,
  ) {}

  async check(token: string): Promise<PlayerTokenCheck> {
    const verified = await this.tokens.verify(token);
    if (!verified.valid) return verified;
    const { claims } = verified;
    const entry = await this.players.findTokenEntry(claims.oid, claims.tid, claims.sub);
    if (!entry || isInactive(entry.status)) return { valid: false, error: 'player_inactive' };
    return { ...verified, entry };
  }
}
