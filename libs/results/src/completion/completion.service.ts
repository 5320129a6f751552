import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig, Clock, faultPoint } from '@app/common';
import { TournamentEntity } from '@app/database';
import { EventType, OutboxWriter } from '@app/events';
import { awardPrizes, checkFinalStandings, FinalPlace, isEntryId, rankReported, ReportedStanding } from '../domain';
import { CompletionOptions, FinalStanding, PrizeOutcome } from '@app/tournaments';
import { distributionOf, expandDistribution } from '@app/tournaments';
import { TournamentMoney } from '@app/tournaments';
import { compareDecimal, StandingKey } from '../domain/standings';
import { transactionIds } from '@app/wallet';
import { WalletService } from '@app/wallet';
import { CompletionRepository, SeatedEntry } from './completion.repository';

/** A placed entry that may win: its position is within the paid places. */
interface Contender extends FinalPlace {
  playerId: string;
}

/**
 * Completion of a tournament's players (D5, D6, D8, D9), inside the completion transaction that
 * TournamentLifecycle.complete opened (the tournament row is locked): final positions for every
 * seated player, prizes from the pool and the distribution, statuses, and one payout and one
 * `prize.awarded` event per winner. It commits with the tournament's status or not at all, and
 * the unique ledger transaction id `prize:<entry>` makes a second payout impossible.
 *
 * The field is ranked and placed by one set-based statement in the database (the standings order
 * and its ties as a window), so a tournament of a million players costs a handful of statements
 * and never travels to the service; only the contenders for paid places are read back.
 */
@Injectable()
export class CompletionService {
  constructor(
    private readonly repository: CompletionRepository,
    private readonly wallet: WalletService,
    private readonly outbox: OutboxWriter,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async complete(manager: EntityManager, tournament: TournamentEntity, options: CompletionOptions = {}): Promise<void> {
    const { operatorId, id: tournamentId } = tournament;
    const now = this.clock.now();
    const money = new TournamentMoney(tournament, this.config.extraCurrencies);

    const listed = await this.placeReported(manager, tournament, options.finalStandings ?? [], now);
    const { placement, ranking, winners } = await this.rankAndAward(manager, tournament, money, listed);
    const prizeOf = new Map(winners.map((w) => [w.id, money.toDecimal(w.prizeMinor)]));
    // Positions, statuses and prizes in one write per set of entries (the listed ones, the others).
    await this.repository.place(
      manager,
      operatorId,
      tournamentId,
      listed.places.map((p) => ({ ...p, prize: prizeOf.get(p.id) ?? null })),
      now,
    );
    await this.repository.placeStandings(
      manager,
      operatorId,
      tournamentId,
      placement,
      ranking,
      ranking.contenders.map((c) => prizeOf.get(c.id) ?? null),
      now,
    );
    faultPoint('payout.after_positions');
    await this.payOut(manager, tournament, money, winners);
    const prizesMinor = winners.reduce((sum, w) => sum + w.prizeMinor, 0n);
    await this.repository.storeTotals(manager, operatorId, tournamentId, { ...ranking.seated, prizes: money.toDecimal(prizesMinor) }, now);
    await this.repository.touchStandings(manager, operatorId, tournamentId, now);
  }

  /**
   * What completing now would pay, from the current standings (no final_standings): the same
   * ranking and prizes as complete, nothing written.
   */
  async preview(manager: EntityManager, tournament: TournamentEntity): Promise<PrizeOutcome> {
    const money = new TournamentMoney(tournament, this.config.extraCurrencies);
    const { winners } = await this.rankAndAward(manager, tournament, money, { places: [], players: new Map() });
    return { totalPrizesMinor: winners.reduce((sum, w) => sum + w.prizeMinor, 0n), winners: winners.length };
  }

  /** Ranks the unlisted entries after the listed ones and gives each contender its prize (D8). */
  private async rankAndAward(
    manager: EntityManager,
    tournament: TournamentEntity,
    money: TournamentMoney,
    listed: { places: FinalPlace[]; players: Map<string, string> },
  ) {
    const placeUnits = expandDistribution(distributionOf(money.distribution));
    const rules = { tieBreak: money.settings.tieBreak, rankingType: money.settings.rankingType };
    const listedIds = new Set(listed.places.map((p) => p.id));
    const contenders: Contender[] = listed.places
      .filter((p) => p.position <= placeUnits.length)
      .map((p) => ({ ...p, playerId: listed.players.get(p.id)! }));

    // A large field gets only its paid places written; the rest read from the frozen standings.
    const storedUpTo = tournament.currentPlayers > this.config.finalPositionsStoredUpTo ? placeUnits.length : null;
    const placement = { excluded: [...listedIds], placedBefore: listed.places.length, rules, storedUpTo };
    const ranking = await this.repository.rankStandings(manager, tournament.operatorId, tournament.id, placement, placeUnits.length);
    contenders.push(...ranking.contenders);
    const totalPlayers = listed.places.length + ranking.ranked;

    const prizes = awardPrizes({ positions: contenders.map((c) => c.position), placeUnits, totalPlayers, poolMinor: money.prizePoolMinor });
    const winners = contenders.map((contender, i) => ({ ...contender, prizeMinor: prizes[i] })).filter((w) => w.prizeMinor > 0n);
    return { placement, ranking, winners };
  }

  /**
   * The platform's final_standings (D11), checked and placed first; their points replace the
   * current ones. Returns the listed entries in final order and their players.
   */
  private async placeReported(
    manager: EntityManager,
    tournament: TournamentEntity,
    standings: readonly FinalStanding[],
    now: Date,
  ): Promise<{ places: FinalPlace[]; players: Map<string, string> }> {
    if (standings.length === 0) return { places: [], players: new Map() };
    const reported: ReportedStanding[] = standings.map((s) => ({ entryId: s.internalPlayerId, position: s.position, points: s.points }));
    const ids = [...new Set(reported.map((r) => r.entryId).filter(isEntryId))].map((id) => id.toLowerCase());
    const seated = await this.repository.seatedAmong(manager, tournament.operatorId, tournament.id, ids);
    // Ids are compared as the database writes them (lower case).
    const normalised = reported.map((r) => ({ ...r, entryId: isEntryId(r.entryId) ? r.entryId.toLowerCase() : r.entryId }));
    checkFinalStandings(normalised, new Set(seated.map((e) => e.id)));

    const keys = new Map<string, StandingKey>(seated.map((entry: SeatedEntry) => [entry.id, entry]));
    const withPoints = normalised.filter((r): r is ReportedStanding & { points: string } => r.points !== undefined);
    for (const line of withPoints) {
      // As setPoints stores it: a changed score was reached now.
      const key = keys.get(line.entryId)!;
      keys.set(line.entryId, {
        ...key,
        points: line.points,
        pointsUpdatedAt: compareDecimal(key.points, line.points) === 0 ? key.pointsUpdatedAt : now,
      });
    }
    await this.repository.setPoints(
      manager,
      tournament.operatorId,
      tournament.id,
      withPoints.map((r) => ({ id: r.entryId, points: r.points })),
      now,
    );
    return { places: rankReported(normalised, keys), players: new Map(seated.map((e) => [e.id, e.playerId])) };
  }

  /**
   * One ledger movement `prize:<entry>` per winner through the operator's wallet mode (D9), and
   * one `prize.awarded` event each (D12), in bulk.
   */
  private async payOut(
    manager: EntityManager,
    tournament: TournamentEntity,
    money: TournamentMoney,
    winners: Array<Contender & { prizeMinor: bigint }>,
  ): Promise<void> {
    if (winners.length === 0) return;
    const operator = await this.repository.operator(manager, tournament.operatorId);
    await this.wallet.creditMovements(
      manager,
      operator,
      winners.map((w) => ({
        playerId: w.playerId,
        tournamentId: tournament.id,
        entryId: w.id,
        kind: 'prize',
        amount: money.toDecimal(w.prizeMinor),
        currency: tournament.currency,
        transactionId: transactionIds.prize(w.id),
      })),
      (playerIds) => this.repository.externalIds(manager, operator.id, playerIds),
    );
    await this.outbox.appendMany(
      manager,
      operator.id,
      tournament.id,
      winners.map((w) => ({
        type: EventType.PrizeAwarded,
        data: {
          playerId: w.playerId,
          internalPlayerId: w.id,
          position: w.position,
          amount: money.toNumber(w.prizeMinor),
          currency: tournament.currency,
        },
      })),
    );
  }
}
