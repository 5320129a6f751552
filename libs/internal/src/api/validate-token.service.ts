import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { InternalKeyAuth } from '@app/auth';
import { TournamentEntity, TournamentEntryEntity } from '@app/database';
import { GameTokenService } from '@app/game-access';
import { PlayersRepository, PlayerTokenValidator } from '@app/players';
import { RoomsService } from '@app/rooms';
import { SEATED_STATUSES } from '@app/tournaments';
import { trimDecimal } from '@app/common';
import { withFinalOutcome } from '@app/results';
import { assertRebuyAllowed, TournamentAccess, TournamentLifecycle } from '@app/tournaments';
import { InvalidTokenDto, TokenError, ValidTokenDto } from './dto/validate-token.dto';
import { InternalTournamentAccess } from './internal-tournament-access';

/**
 * Token introspection for the game platform (D11, RFC 7662): a bad token is a 200 with
 * `valid: false` and a reason; a good one tells who the player is, what it may do and where it
 * plays. A good token of an operator the internal key is not bound to is 403, as on every
 * internal route (D4).
 */
@Injectable()
export class ValidateTokenService {
  constructor(
    private readonly tokens: GameTokenService,
    private readonly validator: PlayerTokenValidator,
    private readonly internalAccess: InternalTournamentAccess,
    private readonly access: TournamentAccess,
    private readonly lifecycle: TournamentLifecycle,
    private readonly players: PlayersRepository,
    private readonly rooms: RoomsService,
  ) {}

  async validate(auth: InternalKeyAuth, token: string): Promise<ValidTokenDto | InvalidTokenDto> {
    // The signature first: only a verified token's operator claim can be trusted for the 403,
    // and it must come before the player lookup so a foreign key learns nothing about the player.
    const verified = await this.tokens.verify(token);
    if (!verified.valid) return invalid(verified.error);
    this.internalAccess.assertCovers(auth, verified.claims.oid);
    const checked = await this.validator.check(token);
    if (!checked.valid) return invalid(checked.error);
    const { claims, expiresAt } = checked;
    const tournament = await this.access.find(claims.oid, claims.tid);
    const entry = withFinalOutcome(checked.entry, tournament.status);
    const position = await this.players.positionOf(entry);
    const room = await this.rooms.currentRoomOf(tournament, entry.id);
    return {
      valid: true,
      tournament_id: tournament.id,
      internal_player_id: entry.id,
      player_id: entry.playerId,
      display_name: entry.displayName,
      external_user_id: claims.external_user_id,
      operator_id: tournament.operatorId,
      game_slug: tournament.gameSlug,
      player_status: entry.status,
      permissions: this.canRebuy(tournament, entry) ? ['play', 'rebuy'] : ['play'],
      room_assignment: room?.roomId ?? null,
      tournament_context: {
        name: tournament.name,
        status: tournament.status,
        scheduled_start: tournament.scheduledStart.toISOString(),
        actual_start_time: tournament.actualStartTime?.toISOString() ?? null,
      },
      player_context: {
        status: entry.status,
        points: trimDecimal(entry.points),
        position,
        entry_count: entry.entryCount,
      },
      token_expires_at: expiresAt.toISOString(),
    };
  }

  /** A rebuy of one more entry would be approved now, by the same rules as the rebuy endpoint (D6). */
  private canRebuy(tournament: TournamentEntity, entry: TournamentEntryEntity): boolean {
    if (!SEATED_STATUSES.includes(entry.status)) return false;
    const { settings } = this.lifecycle.money(tournament);
    try {
      assertRebuyAllowed({
        status: tournament.status,
        rebuyEnabled: settings.rebuyEnabled,
        entryCount: entry.entryCount,
        additionalEntries: 1,
        maxEntriesPerPlayer: settings.maxEntriesPerPlayer,
      });
      return true;
    } catch (error) {
      if (error instanceof DomainException) return false;
      throw error;
    }
  }
}

function invalid(error: TokenError): InvalidTokenDto {
  return { valid: false, error };
}
