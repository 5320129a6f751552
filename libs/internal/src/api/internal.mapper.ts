import { isoOrNull } from '@app/common';
import { TournamentEntryEntity } from '@app/database';
import { RoomView } from '@app/rooms';
import { trimDecimal } from '@app/common';
import { EntryStatisticsDto } from '@app/players';
import { gameConfigOf, ParticipationCounts, TournamentMoney } from '@app/tournaments';
import { InternalPlayerDto, InternalTournamentConfigDto, TournamentTimingDto } from './dto/internal-tournament.dto';
import { RoomDto } from './dto/room.dto';

/** `timing` (D11): when the tournament starts, started and completed, and its time settings. */
export function toTimingDto(money: TournamentMoney): TournamentTimingDto {
  const t = money.tournament;
  return {
    scheduled_start: t.scheduledStart.toISOString(),
    actual_start: isoOrNull(t.actualStartTime),
    completed_at: isoOrNull(t.completedAt),
    duration_minutes: money.settings.durationMinutes,
    late_registration_minutes: money.settings.lateRegistrationMinutes,
  };
}

/** Endpoint 14: the configuration as the game platform needs it, money as JSON numbers. */
export function toConfigDto(money: TournamentMoney): InternalTournamentConfigDto {
  const t = money.tournament;
  const s = money.settings;
  return {
    tournament_id: t.id,
    name: t.name,
    game_slug: t.gameSlug,
    tournament_type: s.tournamentType,
    max_players: t.maxPlayers,
    min_players: t.minPlayers,
    status: t.status,
    scheduled_start: t.scheduledStart.toISOString(),
    entry_fee: money.toNumber(money.entryFeeMinor),
    prize_pool_config: {
      guaranteed: money.toNumber(money.guaranteedMinor),
      distribution: money.distribution,
      rake_percent: s.rakePercent,
      currency: t.currency,
    },
    game_config: gameConfigOf(t.config),
    timing: toTimingDto(money),
    entry_settings: {
      max_entries_per_player: s.maxEntriesPerPlayer,
      rebuy_enabled: s.rebuyEnabled,
      rebuy_fee: money.toNumber(s.rebuyFeeMinor),
    },
  };
}

/** An entry of endpoint 13, with its round and group from roundAndGroupOf. */
export function toInternalPlayerDto(
  entry: TournamentEntryEntity,
  externalId: string,
  placement: { currentRound: string | null; currentGroup: string | null },
): InternalPlayerDto {
  return {
    internal_player_id: entry.id,
    player_id: entry.playerId,
    display_name: entry.displayName,
    external_id: externalId,
    status: entry.status,
    points: trimDecimal(entry.points),
    current_round_id: placement.currentRound,
    current_group_id: placement.currentGroup,
    entry_count: entry.entryCount,
    registered_at: entry.registeredAt.toISOString(),
  };
}

export function toRoomDto({ room, players }: RoomView): RoomDto {
  return {
    room_id: room.id,
    tournament_id: room.tournamentId,
    round: room.round,
    group: room.group,
    status: room.status,
    players,
    player_count: players.length,
    metadata: room.metadata,
    created_at: room.createdAt.toISOString(),
    updated_at: room.updatedAt.toISOString(),
  };
}

/** `entry_statistics`: players holding a seat, entries including rebuys, and their ratio (2 decimals). */
export function toEntryStatisticsDto(counts: ParticipationCounts): EntryStatisticsDto {
  const { totalRegistered, totalEntries } = counts;
  return {
    total_players: totalRegistered,
    total_entries: totalEntries,
    average_entries_per_player: totalRegistered === 0 ? 0 : Math.round((totalEntries / totalRegistered) * 100) / 100,
  };
}
