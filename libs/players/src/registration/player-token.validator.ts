import { Injectable } from '@nestjs/common';
import { Clock } from '@app/common';
import { TournamentEntryEntity } from '@app/database';
import { isInactive } from '@app/tournaments';
import { PlayersRepository } from './players.repository';
import { GameTokenClaims, GameTokenError, GameTokenService } from '@app/game-access';

export type PlayerTokenCheck =
  | { valid: true; claims: GameTokenClaims; expiresAt: Date; entry: TournamentEntryEntity }
  | { valid: false; error: GameTokenError | 'player_inactive' };

/** A token that was valid when checked: what a later re-check needs of it. */
export interface CheckedGameToken {
  claims: Pick<GameTokenClaims, 'sub' | 'tid' | 'oid'>;
  expiresAt: Date;
}

/** Entries re-checked per statement. */
const RECHECK_BATCH = 500;

/**
 * A game token is good only while its signature, claims and expiry are (GameTokenService) and its
 * entry still plays: a withdrawn or refunded player's token is revoked (D11 `player_inactive`).
 */
@Injectable()
export class PlayerTokenValidator {
  constructor(
    private readonly players: PlayersRepository,
    private readonly tokens: GameTokenService,
    private readonly clock: Clock,
  ) {}

  async check(token: string): Promise<PlayerTokenCheck> {
    const verified = await this.tokens.verify(token);
    if (!verified.valid) return verified;
    const { claims } = verified;
    const entry = await this.players.findTokenEntry(claims.oid, claims.tid, claims.sub);
    if (!entry || isInactive(entry.status)) return { valid: false, error: 'player_inactive' };
    return { ...verified, entry };
  }

  /**
   * Of tokens that were valid when checked (the connections of live streams), those no longer
   * good, with the error a new check would give: `token_expired` from their `exp`,
   * `player_inactive` once their entry is withdrawn or refunded. The entries are read by the
   * hundred, not one statement per token.
   */
  async lapsed<T extends CheckedGameToken>(tokens: readonly T[]): Promise<Map<T, 'token_expired' | 'player_inactive'>> {
    const lapsed = new Map<T, 'token_expired' | 'player_inactive'>();
    const now = this.clock.now().getTime();
    const live = tokens.filter((token) => {
      if (token.expiresAt.getTime() > now) return true;
      lapsed.set(token, 'token_expired');
      return false;
    });
    const ids = [...new Set(live.map((token) => token.claims.sub))];
    const playing = new Set<string>();
    for (let start = 0; start < ids.length; start += RECHECK_BATCH) {
      for (const entry of await this.players.findTokenEntryStates(ids.slice(start, start + RECHECK_BATCH))) {
        if (!isInactive(entry.status)) playing.add(`${entry.id}/${entry.tournamentId}/${entry.operatorId}`.toLowerCase());
      }
    }
    for (const token of live) {
      const { sub, tid, oid } = token.claims;
      if (!playing.has(`${sub}/${tid}/${oid}`.toLowerCase())) lapsed.set(token, 'player_inactive');
    }
    return lapsed;
  }
}
