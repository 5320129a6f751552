import { Injectable } from '@nestjs/common';
import { decimalToMinor, DomainException, ErrorCode } from '@app/common';
import { OperatorAuth } from '@app/auth';
import { TournamentAccess, TournamentLifecycle } from '@app/tournaments';
import { resultsStatistics } from './domain';
import { ResultsDto } from './dto/results-response.dto';
import { toResultsDto } from './results.mapper';
import { ResultsRepository } from './results.repository';

/** Results of a completed tournament (spec 9, D8), from the positions and prizes completion stored. */
@Injectable()
export class ResultsService {
  constructor(
    private readonly access: TournamentAccess,
    private readonly lifecycle: TournamentLifecycle,
    private readonly repository: ResultsRepository,
  ) {}

  async results(auth: OperatorAuth, tournamentId: string): Promise<ResultsDto> {
    const tournament = await this.access.find(auth.operatorId, tournamentId);
    if (tournament.status !== 'completed') {
      throw new DomainException(
        ErrorCode.TournamentNotCompleted,
        `Results are available once the tournament is completed; it is ${tournament.status}`,
      );
    }
    const money = this.lifecycle.money(tournament);
    const totals = await this.repository.playerTotals(auth.operatorId, tournament.id);
    const winners = await this.repository.winners(auth.operatorId, tournament.id);
    const statistics = resultsStatistics({
      actualStartTime: tournament.actualStartTime,
      completedAt: tournament.completedAt,
      currentRound: tournament.currentRound,
      players: totals.players,
      pointsSum: totals.points_sum,
      feesMinor: money.feesMinor,
      prizesMinor: decimalToMinor(totals.prizes, money.digits),
      rebuys: totals.rebuys,
    });
    return toResultsDto(money, totals.players, winners, statistics);
  }

  /**
   * The prize paid to each player of a completed tournament, as stored by completion (exact
   * decimal text), by player id; players without a prize are absent.
   */
  async paidPrizes(operatorId: string, tournamentId: string): Promise<Map<string, string>> {
    const winners = await this.repository.winners(operatorId, tournamentId);
    return new Map(winners.map((w) => [w.player_id, w.prize_amount]));
  }
}
