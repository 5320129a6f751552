import { isoOrNull } from '@app/common';
import { gameConfigOf } from './domain';
import { PlayerCountsDto, PrizePoolDto, TournamentDto, TournamentPageItemDto, TournamentSettingsDto } from './dto/tournament-response.dto';
import { TournamentMoney } from './tournament-money';
import { ParticipationCounts } from './tournament-participation';

export function toPrizePoolDto(money: TournamentMoney): PrizePoolDto {
  return {
    totalAmount: money.toNumber(money.prizePoolMinor),
    currency: money.tournament.currency,
    guaranteedPrize: money.toNumber(money.guaranteedMinor),
    distribution: money.distribution,
  };
}

function toSettingsDto(money: TournamentMoney): TournamentSettingsDto {
  const s = money.settings;
  return {
    tournament_type: s.tournamentType,
    start_when_full: s.startWhenFull,
    duration_minutes: s.durationMinutes,
    late_registration_minutes: s.lateRegistrationMinutes,
    max_entries_per_player: s.maxEntriesPerPlayer,
    rebuy_enabled: s.rebuyEnabled,
    rebuy_fee: money.toNumber(s.rebuyFeeMinor),
    rake_percent: s.rakePercent,
    tie_break: s.tieBreak,
    game_url: s.gameUrl,
  };
}

/** The Tournament object of the spec (camelCase), with every field present (D2). */
export function toTournamentDto(money: TournamentMoney): TournamentDto {
  const t = money.tournament;
  return {
    tournamentId: t.id,
    externalId: t.externalId,
    name: t.name,
    gameSlug: t.gameSlug,
    status: t.status,
    tournamentType: t.tournamentType,
    scheduledStart: t.scheduledStart.toISOString(),
    actualStartTime: isoOrNull(t.actualStartTime),
    completedAt: isoOrNull(t.completedAt),
    cancelledAt: isoOrNull(t.cancelledAt),
    cancellationReason: t.cancellationReason,
    maxPlayers: t.maxPlayers,
    minPlayers: t.minPlayers,
    currentPlayers: t.currentPlayers,
    entryFee: money.toNumber(money.entryFeeMinor),
    currency: t.currency,
    prizePool: toPrizePoolDto(money),
    gameConfig: gameConfigOf(t.config),
    settings: toSettingsDto(money),
    type: t.format,
    lobbyKey: t.lobbyKey,
    seriesId: t.seriesId ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

/** The item of the second list shape of endpoint 11: `id`, `scheduled_start` and the Tournament. */
export function toPageItemDto(money: TournamentMoney): TournamentPageItemDto {
  const tournament = toTournamentDto(money);
  return { id: tournament.tournamentId, scheduled_start: tournament.scheduledStart, ...tournament };
}

/** Status reports' `player_counts` (spec rule 5), shared by the operator and internal status endpoints. */
export function toPlayerCountsDto(counts: ParticipationCounts): PlayerCountsDto {
  return {
    total_registered: counts.totalRegistered,
    active_players: counts.activePlayers,
    eliminated_players: counts.eliminatedPlayers,
  };
}
