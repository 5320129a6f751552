import { EntityManager } from 'typeorm';
import { TournamentEntity } from '@app/database';
import { ActiveGameDto, LeaderboardEntryDto } from './dto/tournament-response.dto';

export interface ParticipationCounts {
  totalRegistered: number;
  activePlayers: number;
  eliminatedPlayers: number;
  totalEntries: number;
}

/** A final position reported by the game platform (`tournament.completed` `final_standings`, D11). */
export interface FinalStanding {
  internalPlayerId: string;
  position: number;
  /** Final points, when the platform reports them; they replace the current points. */
  points?: string;
}

export interface CompletionOptions {
  /** Positions from the game platform; absent means the current standings decide (D8). */
  finalStandings?: readonly FinalStanding[];
}

export interface RefundOutcome {
  totalRefundedMinor: bigint;
  playersRefunded: number;
}

/** What completing now would pay: the prizes in total and how many players get one. */
export interface PrizeOutcome {
  totalPrizesMinor: bigint;
  winners: number;
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
  /** What refundAll would refund now, without refunding anything (a confirmation page's numbers). */
  abstract refundPreview(manager: EntityManager, tournament: TournamentEntity): Promise<RefundOutcome>;
  /** What onCompleted would pay now from the current standings, without writing anything. */
  abstract prizePreview(manager: EntityManager, tournament: TournamentEntity): Promise<PrizeOutcome>;
  /** At completion: final positions, prizes and payouts (D8, D9). */
  abstract onCompleted(manager: EntityManager, tournament: TournamentEntity, options?: CompletionOptions): Promise<void>;
}
