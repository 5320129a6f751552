import { amountToNumber, decimalToMinor, isoOrNull } from '@app/common';
import { PlayerEntity, TournamentEntity, TournamentEntryEntity } from '@app/database';
import { PlayerListItemDto, PlayerStatusDto, RegistrationDto } from '../dto/player-response.dto';
import { trimDecimal } from '@app/common';

export interface GameAccess {
  jwt: string;
  gameUrl: string;
  expiresAt: Date;
}

const money = (decimal: string | null, digits: number): number | null =>
  decimal === null ? null : amountToNumber(decimalToMinor(decimal, digits), digits);

/**
 * The registration record (spec 6): the documented fields, the game access under the property
 * named by the game slug (D10), and the same under `game_access` (a slug may not collide with a
 * field name there).
 */
export function toRegistrationDto(
  entry: TournamentEntryEntity,
  player: PlayerEntity,
  tournament: TournamentEntity,
  digits: number,
  access: GameAccess,
  message: string,
): RegistrationDto {
  const game = { jwt: access.jwt, game_url: access.gameUrl };
  const record: RegistrationDto = {
    [tournament.gameSlug]: game,
    player_id: player.id,
    internal_player_id: entry.id,
    tournament_id: tournament.id,
    user_id: player.externalId,
    display_name: entry.displayName,
    status: entry.status,
    entry_count: entry.entryCount,
    total_paid: money(entry.totalPaid, digits) ?? 0,
    registered_at: entry.registeredAt.toISOString(),
    game_access: { ...game, expires_at: access.expiresAt.toISOString() },
    message,
  };
  return record;
}

export function toPlayerStatusDto(
  entry: TournamentEntryEntity,
  player: PlayerEntity,
  position: number | null,
  currentGroup: string | null,
  digits: number,
): PlayerStatusDto {
  return {
    player_id: player.id,
    internal_player_id: entry.id,
    user_id: player.externalId,
    display_name: entry.displayName,
    tournament_id: entry.tournamentId,
    status: entry.status,
    points: trimDecimal(entry.points),
    position,
    current_round: entry.currentRound === null ? null : String(entry.currentRound),
    current_group: currentGroup,
    elimination_round: entry.eliminationRound,
    entry_count: entry.entryCount,
    total_paid: money(entry.totalPaid, digits) ?? 0,
    prize_amount: money(entry.prizeAmount, digits),
    registered_at: entry.registeredAt.toISOString(),
  };
}

export function toPlayerListItemDto(
  entry: TournamentEntryEntity,
  externalId: string,
  position: number | null,
  digits: number,
): PlayerListItemDto {
  return {
    playerId: entry.playerId,
    internalPlayerId: entry.id,
    displayName: entry.displayName,
    externalId,
    status: entry.status,
    registeredAt: entry.registeredAt.toISOString(),
    entryCount: entry.entryCount,
    totalPaid: money(entry.totalPaid, digits) ?? 0,
    currentPosition: position,
    currentScore: trimDecimal(entry.points),
    eliminatedAt: isoOrNull(entry.eliminatedAt),
    prizeAmount: money(entry.prizeAmount, digits),
  };
}
