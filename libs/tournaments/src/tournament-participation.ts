import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { TournamentEntity } from '@app/database';
import { ActiveGameDto, LeaderboardEntryDto } from './dto/tournament-response.dto';

export interface ParticipationCounts {
  totalRegistered: number;
  activePlayers: number;
  eliminatedPlayers: number;
  totalEntries: number;
}

export interface RefundOutcome {
  totalRefundedMinor: bigint;
  playersRefunded: number;
}

/**
 * What the tournament lifecycle needs from the players, wallets and game state, so that the
 * tournaments module does not depend on them. Every method that changes state takes the
 * transaction's EntityManager of the lifecycle change it belongs to.
 */
export abstract class TournamentParticipation {
  abstract counts(tournament: TournamentEntity, manager?: EntityManager): Promise<ParticipationCounts>;
  abstract leaderboardPreview(tournament: TournamentEntity, limit: number): Promise<LeaderboardEntryDto[]>;
  abstract activeGames(tournament: TournamentEntity): Promise<ActiveGameDto[]>;
  /** At the start: registered players become active. */
  abstract onStarted(manager: EntityManager, tournament: TournamentEntity): Promise<void>;
  /** At cancellation: every paid entry and rebuy is refunded through the wallet (D5, D9). */
  abstract refundAll(manager: EntityManager, tournament: TournamentEntity): Promise<RefundOutcome>;
  /** At completion: final positions, prizes and payouts (D8, D9). */
  abstract onCompleted(manager: EntityManager, tournament: TournamentEntity): Promise<void>;
}

/**
 * The participation of a service without player registration: the only state is the seat
 * counter on the tournament row, which nothing can raise yet, so there is nobody to activate,
 * refund or pay, no leaderboard and no room. Player registration replaces this provider.
 */
@Injectable()
export class SeatCounterParticipation extends TournamentParticipation {
  async counts(tournament: TournamentEntity): Promise<ParticipationCounts> {
    const seats = tournament.currentPlayers;
    return {
      totalRegistered: seats,
      activePlayers: tournament.status === 'in_progress' ? seats : 0,
      eliminatedPlayers: 0,
      totalEntries: seats,
    };
  }

  async leaderboardPreview(): Promise<LeaderboardEntryDto[]> {
    return [];
  }

  async activeGames(): Promise<ActiveGameDto[]> {
    return [];
  }

  async onStarted(): Promise<void> {}

  async refundAll(): Promise<RefundOutcome> {
    return { totalRefundedMinor: 0n, playersRefunded: 0 };
  }

  async onCompleted(): Promise<void> {}
}
