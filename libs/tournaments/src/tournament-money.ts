import { currencyDigits, decimalToMinor, ExtraCurrencies, formatAmount, amountToNumber } from '@app/common';
import { TournamentEntity } from '@app/database';
import { ConfigContext, defaultDistribution, distributionOf, prizePool, settingsOf, TournamentSettings } from './domain';

/**
 * A stored tournament read with exact money: amounts as minor units of its currency, its
 * effective settings, and the current prize pool (D8).
 */
export class TournamentMoney {
  readonly digits: number;
  readonly entryFeeMinor: bigint;
  readonly guaranteedMinor: bigint;
  readonly feesMinor: bigint;
  readonly settings: TournamentSettings;

  constructor(
    readonly tournament: TournamentEntity,
    extra?: ExtraCurrencies,
  ) {
    const digits = currencyDigits(tournament.currency, extra);
    if (digits === undefined) throw new Error(`Tournament ${tournament.id} has an unknown currency ${tournament.currency}`);
    this.digits = digits;
    this.entryFeeMinor = decimalToMinor(tournament.entryFee, digits);
    this.guaranteedMinor = decimalToMinor(tournament.guaranteedPrize, digits);
    this.feesMinor = decimalToMinor(tournament.feesCollected, digits);
    this.settings = settingsOf(tournament.config, this.context);
  }

  get context(): ConfigContext {
    return { currency: this.tournament.currency, digits: this.digits, entryFeeMinor: this.entryFeeMinor };
  }

  get prizePoolMinor(): bigint {
    return prizePool({ guaranteedMinor: this.guaranteedMinor, feesMinor: this.feesMinor, rakePercent: this.settings.rakePercent });
  }

  get distribution(): Record<string, number> {
    const stored = this.tournament.prizeDistribution;
    return { ...(stored ? distributionOf(stored) : defaultDistribution()).map };
  }

  toNumber(minor: bigint): number {
    return amountToNumber(minor, this.digits);
  }

  toDecimal(minor: bigint): string {
    return formatAmount(minor, this.digits);
  }
}
