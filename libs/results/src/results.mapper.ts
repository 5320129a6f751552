import { decimalToMinor } from '@app/common';
import { toPrizePoolDto, TournamentMoney } from '@app/tournaments';
import { ResultsStatistics } from './domain';
import { ResultsDto, ResultWinnerDto } from './dto/results-response.dto';
import { WinnerRow } from './results.repository';

/** Points as a JSON number (the spec types finalScore and averageScore as numbers). */
const pointsNumber = (decimal: string) => Number(decimal);

export function toWinnerDto(row: WinnerRow, money: TournamentMoney): ResultWinnerDto {
  const prizeMinor = decimalToMinor(row.prize_amount, money.digits);
  const paidMinor = decimalToMinor(row.total_paid, money.digits);
  return {
    position: row.position,
    playerId: row.player_id,
    displayName: row.display_name,
    finalScore: pointsNumber(row.points),
    prizeAmount: money.toNumber(prizeMinor),
    netWinnings: money.toNumber(prizeMinor - paidMinor),
    entryCount: row.entry_count,
    totalPaid: money.toNumber(paidMinor),
  };
}

/** Endpoint 9 exactly: money converted from exact minor units at the edge. */
export function toResultsDto(money: TournamentMoney, players: number, winners: WinnerRow[], statistics: ResultsStatistics): ResultsDto {
  const t = money.tournament;
  return {
    tournamentId: t.id,
    name: t.name,
    status: t.status,
    completedAt: t.completedAt!.toISOString(),
    duration: statistics.durationSeconds,
    totalPlayers: players,
    totalRounds: statistics.totalRounds,
    prizePool: toPrizePoolDto(money),
    winners: winners.map((row) => toWinnerDto(row, money)),
    statistics: {
      averageScore: pointsNumber(statistics.averageScore),
      totalEntryFees: money.toNumber(statistics.totalEntryFeesMinor),
      totalRebuys: statistics.totalRebuys,
      operatorRevenue: money.toNumber(statistics.operatorRevenueMinor),
    },
  };
}
