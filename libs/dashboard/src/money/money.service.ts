import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/common';
import { TournamentEntity } from '@app/database';
import { TournamentMoney } from '@app/tournaments';
import {
  addFigures,
  digitsOf,
  emptyFigures,
  MoneyFigures,
  netFeesMinor,
  paidOverlayMinor,
  poolFromFeesMinor,
  projectedOverlayMinor,
  toMinor,
} from './money-figures';
import { MoneyRepository, TimeRange } from './money.repository';

/** A tournament's money panel: its ledger figures per currency, and how its overlay was reached. */
export interface TournamentMoneyPanel {
  figures: Array<MoneyFigures & { entries: number; rebuys: number; refundCount: number; prizeCount: number }>;
  /**
   * `paid`: completed, the overlay is what was paid beyond the fees; `projected`: still running,
   * the overlay it would need if it completed now; `none`: cancelled (everything refunded).
   */
  overlay: 'paid' | 'projected' | 'none';
  /** The guarantee, in minor units of the tournament's currency. */
  guaranteedMinor: bigint;
  currency: string;
  digits: number;
}

/** One UTC day of one currency on the overview. */
export interface OverviewDay extends MoneyFigures {
  day: string;
  registrations: number;
}

/** The tournaments of one currency completed on one UTC day: what they guaranteed, and the pools they paid. */
export interface PoolDay {
  day: string;
  currency: string;
  digits: number;
  tournaments: number;
  guaranteedMinor: bigint;
  poolMinor: bigint;
  overlayMinor: bigint;
}

export interface MoneyOverview {
  /** Days with any registration or money movement, oldest first, then by currency. */
  days: OverviewDay[];
  /** The range's totals per currency. */
  totals: Array<MoneyFigures & { registrations: number }>;
  pools: PoolDay[];
}

/** The operator's money at a glance: a tournament's panel and the overview, from the ledger (MoneyRepository). */
@Injectable()
export class MoneyService {
  constructor(
    private readonly repository: MoneyRepository,
    private readonly config: AppConfig,
  ) {}

  /** The money panel of one of the operator's tournaments (its ownership already checked by the caller). */
  async tournamentPanel(operatorId: string, tournament: TournamentEntity): Promise<TournamentMoneyPanel> {
    const extra = this.config.extraCurrencies;
    const money = new TournamentMoney(tournament, extra);
    const sums = await this.repository.tournamentSums(operatorId, tournament.id);
    const rake = money.settings.rakePercent;
    const overlay = tournament.status === 'completed' ? 'paid' : tournament.status === 'cancelled' ? 'none' : 'projected';
    const figures = sums.map((s) => {
      const digits = digitsOf(s.currency, extra);
      const base = {
        currency: s.currency,
        digits,
        feesMinor: toMinor(s.fees, digits),
        refundsMinor: toMinor(s.refunds, digits),
        prizesMinor: toMinor(s.prizes, digits),
        overlayMinor: 0n,
      };
      const net = netFeesMinor(base);
      if (overlay === 'paid') base.overlayMinor = paidOverlayMinor(base.prizesMinor, net, rake);
      if (overlay === 'projected' && s.currency === tournament.currency) {
        base.overlayMinor = projectedOverlayMinor(money.guaranteedMinor, net, rake);
      }
      return { ...base, entries: s.entries, rebuys: s.rebuys, refundCount: s.refundCount, prizeCount: s.prizeCount };
    });
    if (figures.length === 0) {
      const overlayMinor = overlay === 'projected' ? money.guaranteedMinor : 0n;
      figures.push({
        ...emptyFigures(tournament.currency, money.digits),
        overlayMinor,
        entries: 0,
        rebuys: 0,
        refundCount: 0,
        prizeCount: 0,
      });
    }
    return { figures, overlay, guaranteedMinor: money.guaranteedMinor, currency: tournament.currency, digits: money.digits };
  }

  /** The range's money per day and currency, its totals, and the pools of the tournaments completed in it. */
  async overview(operatorId: string, range: TimeRange): Promise<MoneyOverview> {
    const extra = this.config.extraCurrencies;
    const [sums, registrations, completed] = await Promise.all([
      this.repository.daySums(operatorId, range),
      this.repository.dayRegistrations(operatorId, range),
      this.repository.completedTournaments(operatorId, range),
    ]);
    const days = new Map<string, OverviewDay>();
    const dayOf = (day: string, currency: string): OverviewDay => {
      const key = `${day} ${currency}`;
      let found = days.get(key);
      if (!found) {
        found = { ...emptyFigures(currency, digitsOf(currency, extra)), day, registrations: 0 };
        days.set(key, found);
      }
      return found;
    };
    for (const s of sums) {
      const d = dayOf(s.day, s.currency);
      Object.assign(
        d,
        addFigures(d, {
          feesMinor: toMinor(s.fees, d.digits),
          refundsMinor: toMinor(s.refunds, d.digits),
          prizesMinor: toMinor(s.prizes, d.digits),
          overlayMinor: 0n,
        }),
      );
    }
    for (const r of registrations) dayOf(r.day, r.currency).registrations += r.registrations;

    const pools = new Map<string, PoolDay>();
    for (const c of completed) {
      const t = c.tournament;
      const money = new TournamentMoney(t, extra);
      const net = toMinor(c.netFees, money.digits);
      const rake = money.settings.rakePercent;
      const overlayMinor = paidOverlayMinor(toMinor(c.prizes, money.digits), net, rake);
      // Overlay is counted on the day the tournament completed (its prizes are paid with the completion).
      dayOf(c.day, t.currency).overlayMinor += overlayMinor;
      const key = `${c.day} ${t.currency}`;
      const pool = pools.get(key) ?? {
        day: c.day,
        currency: t.currency,
        digits: money.digits,
        tournaments: 0,
        guaranteedMinor: 0n,
        poolMinor: 0n,
        overlayMinor: 0n,
      };
      const fromFees = poolFromFeesMinor(net, rake);
      pool.tournaments += 1;
      pool.guaranteedMinor += money.guaranteedMinor;
      pool.poolMinor += fromFees > money.guaranteedMinor ? fromFees : money.guaranteedMinor;
      pool.overlayMinor += overlayMinor;
      pools.set(key, pool);
    }

    const byDay = (a: { day: string; currency: string }, b: { day: string; currency: string }) =>
      a.day === b.day ? a.currency.localeCompare(b.currency) : a.day.localeCompare(b.day);
    const sortedDays = [...days.values()].sort(byDay);
    const totals = new Map<string, MoneyFigures & { registrations: number }>();
    for (const d of sortedDays) {
      const total = totals.get(d.currency) ?? { ...emptyFigures(d.currency, d.digits), registrations: 0 };
      totals.set(d.currency, { ...addFigures(total, d), registrations: total.registrations + d.registrations });
    }
    return {
      days: sortedDays,
      totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
      pools: [...pools.values()].sort(byDay),
    };
  }
}
