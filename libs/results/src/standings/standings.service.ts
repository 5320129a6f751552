import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainException, ErrorCode, isUuid } from '@app/common';
import { TournamentEntity } from '@app/database';
import { LeaderboardEntryDto } from '@app/tournaments';
import { finalStatusOf } from '../domain/final-outcome';
import { assignPositions, StandingsRules, tiedInStandings } from '../domain/standings';
import { toLeaderboardEntryDto } from './leaderboard.mapper';
import { centredOffset, standingsRulesOf } from './standings-rules';
import { PageWindow, RankedStanding, StandingRow, StandingsPage, StandingsRepository } from './standings.repository';

/** What a leaderboard page asks for (D7). */
export interface StandingsQuery {
  limit: number;
  offset: number;
  includeEliminated: boolean;
  /** A player_id or internal_player_id: the page is centred on that player (offset ignored). */
  aroundPlayer?: string;
}

const playerNotFound = (message: string) => new DomainException(ErrorCode.PlayerNotFound, message);

/**
 * Leaderboard pages of a tournament (D7); single positions are StandingsRepository.positionOf.
 * Live standings follow domain/standings.ts (order, ties); a completed tournament with stored
 * final positions ranks by them, since the game platform may have decided positions other than
 * the points. Positions are ranks among all seated players, eliminated ones included, so they
 * never change with `includeEliminated`.
 */
@Injectable()
export class StandingsService {
  constructor(private readonly standings: StandingsRepository) {}

  /** The top of the standings, for tournament details. */
  async preview(tournament: TournamentEntity, limit: number): Promise<LeaderboardEntryDto[]> {
    const page = await this.page(tournament, { limit, offset: 0, includeEliminated: true });
    return page.rows.map(toLeaderboardEntryDto);
  }

  async page(tournament: TournamentEntity, query: StandingsQuery, manager?: EntityManager): Promise<StandingsPage> {
    const final = tournament.status === 'completed' && (await this.standings.hasFinalPositions(tournament.id, manager));
    const activeOnly = !query.includeEliminated;
    const total = await this.total(tournament, final, activeOnly, manager);
    const offset =
      query.aroundPlayer === undefined
        ? query.offset
        : await this.offsetAround(tournament, query.aroundPlayer, final, activeOnly, query.limit, total, manager);
    const window: PageWindow = { limit: query.limit, offset, activeOnly };
    const rows = final ? await this.finalPage(tournament, window, manager) : await this.livePage(tournament, window, manager);
    return {
      rows: rows.map(({ position, row }) => ({ position, row: { ...row, status: finalStatusOf(row.status, tournament.status) } })),
      total,
      limit: query.limit,
      offset,
    };
  }

  /** Seated players (the seat counter), less the eliminated ones when they are left out: no count of every row. */
  private async total(tournament: TournamentEntity, final: boolean, activeOnly: boolean, manager?: EntityManager): Promise<number> {
    if (!activeOnly || tournament.status === 'scheduled') return tournament.currentPlayers;
    const eliminated = final
      ? await this.standings.finalEliminatedCount(tournament.id, manager)
      : await this.standings.liveEliminatedCount(tournament.id, manager);
    return Math.max(0, tournament.currentPlayers - eliminated);
  }

  private async offsetAround(
    tournament: TournamentEntity,
    ref: string,
    final: boolean,
    activeOnly: boolean,
    limit: number,
    total: number,
    manager?: EntityManager,
  ): Promise<number> {
    const row = isUuid(ref) ? await this.standings.findSeated(tournament.id, ref, manager) : null;
    if (!row) throw playerNotFound('around_player names no ranked player of this tournament');
    const eliminated = final ? row.status === 'eliminated' : row.eliminatedAt !== null;
    if (activeOnly && eliminated)
      throw playerNotFound('around_player is eliminated; ask with includeEliminated=true to see the eliminated players');
    const index = !final
      ? await this.standings.liveIndexOf(tournament.id, row, manager)
      : row.storedPosition !== null
        ? await this.standings.finalIndexOf(tournament.id, row, activeOnly, manager)
        : await this.unplacedIndexOf(tournament, row, activeOnly, manager);
    return centredOffset(index, limit, total);
  }

  /**
   * As finalIndexOf for an entry completion left unplaced: the index of the first player at its
   * position, i.e. the placed entries shown and the unplaced ones better than its tied group
   * (position − 1 − placed; with the eliminated left out, they are all after it).
   */
  private async unplacedIndexOf(
    tournament: TournamentEntity,
    row: StandingRow,
    activeOnly: boolean,
    manager?: EntityManager,
  ): Promise<number> {
    const [position, placed] = await Promise.all([
      this.standings.unplacedPositionOf(tournament.id, row, standingsRulesOf(tournament.config), manager),
      this.standings.placedCounts(tournament.id, manager),
    ]);
    return (activeOnly ? placed.active : placed.all) + position - 1 - placed.all;
  }

  /**
   * A page of a completed tournament's final standings: the entries with a stored position first,
   * by it, then the ones completion left unplaced (it wrote only the paid places), in the
   * standings order after them, ranked as a live page whose positions start after every placed
   * entry. A page within the stored positions is one index read; the placed entries are counted
   * only when the page reaches past them.
   */
  private async finalPage(tournament: TournamentEntity, window: PageWindow, manager?: EntityManager): Promise<RankedStanding[]> {
    const stored = await this.standings.finalPage(tournament.id, window, manager);
    const rows: RankedStanding[] = stored.map((row) => ({ position: row.storedPosition!, row }));
    if (rows.length === window.limit) return rows;
    const placed = await this.standings.placedCounts(tournament.id, manager);
    if (placed.all >= tournament.currentPlayers) return rows;
    const unplaced = {
      ...window,
      limit: window.limit - rows.length,
      offset: Math.max(0, window.offset - (window.activeOnly ? placed.active : placed.all)),
    };
    return [...rows, ...(await this.rankedPage(tournament, unplaced, { unplacedAfter: placed.all }, manager))];
  }

  /**
   * A page of the live standings with competition-ranking positions. The page is read with the
   * row before it; only when the first row is tied with that one does its position need a count
   * (the players better than its tied group), otherwise it is simply offset + 1.
   */
  private livePage(tournament: TournamentEntity, window: PageWindow, manager?: EntityManager): Promise<RankedStanding[]> {
    return this.rankedPage(tournament, window, {}, manager);
  }

  /**
   * A page of the standings order (all seated entries, or with `unplacedAfter` those completion
   * left unplaced, whose positions come after that many placed ones) with competition-ranking
   * positions, computed over the page.
   */
  private async rankedPage(
    tournament: TournamentEntity,
    window: PageWindow,
    options: { unplacedAfter?: number },
    manager?: EntityManager,
  ): Promise<RankedStanding[]> {
    const rules = standingsRulesOf(tournament.config);
    const withPrevious = window.offset > 0;
    const readWindow = { ...window, offset: window.offset - (withPrevious ? 1 : 0), limit: window.limit + (withPrevious ? 1 : 0) };
    const unplaced = options.unplacedAfter !== undefined;
    const read = unplaced
      ? await this.standings.unplacedPage(tournament.id, readWindow, manager)
      : await this.standings.livePage(tournament.id, readWindow, manager);
    const previous = withPrevious ? read[0] : undefined;
    const rows = withPrevious ? read.slice(1) : read;
    if (rows.length === 0) return [];
    const offset = window.offset + (options.unplacedAfter ?? 0);
    const first = await this.firstPosition(tournament.id, previous, rows[0], offset, rules, unplaced, manager);
    const positions = assignPositions(rows, rules, first, offset);
    return rows.map((row, i) => ({ position: positions[i], row }));
  }

  /**
   * The first row's position: the one after the rows before it, unless it ties with the row
   * before (then the players better than its tied group are counted).
   */
  private async firstPosition(
    tournamentId: string,
    previous: StandingRow | undefined,
    first: StandingRow,
    offset: number,
    rules: StandingsRules,
    unplaced: boolean,
    manager?: EntityManager,
  ): Promise<number> {
    if (!previous || !tiedInStandings(previous, first, rules)) return offset + 1;
    return unplaced
      ? this.standings.unplacedPositionOf(tournamentId, first, rules, manager)
      : this.standings.livePositionOf(tournamentId, first, rules, manager);
  }
}
