import { formatAmount } from '@app/common/money/amount';
import { limitInMinor, MAX_TOURNAMENT_FEES_MAJOR } from '@app/common/money/limits';
import { FieldErrors } from './tournament-rules';

/**
 * The most fees a tournament's terms let it collect, checked at create and update so that an
 * accepted tournament can always be completed: fees collected, its prize pool (max(guarantee,
 * fees less rake)) and each prize then stay within MAX_TOURNAMENT_FEES_MAJOR (10^15), far inside
 * the NUMERIC(24,8) columns (< 10^16). Registrations and rebuys check the same limit on the fees
 * actually held, so a tournament of unlimited capacity, or one whose terms changed after players
 * paid, can never pass it either.
 */

export interface TournamentFeeTerms {
  entryFeeMinor: bigint;
  /** Null: unlimited capacity. */
  maxPlayers: number | null;
  rebuyEnabled: boolean;
  maxEntriesPerPlayer: number;
  rebuyFeeMinor: bigint;
}

/** The most one player can pay: the entry fee, and every rebuy max_entries_per_player allows. */
export function maxFeesPerPlayer(terms: TournamentFeeTerms): bigint {
  const rebuys = terms.rebuyEnabled ? BigInt(Math.max(0, terms.maxEntriesPerPlayer - 1)) : 0n;
  return terms.entryFeeMinor + rebuys * terms.rebuyFeeMinor;
}

/** The most the tournament can collect when every seat pays in full; null when capacity is unlimited. */
export function maxTournamentFees(terms: TournamentFeeTerms): bigint | null {
  return terms.maxPlayers === null ? null : maxFeesPerPlayer(terms) * BigInt(terms.maxPlayers);
}

/**
 * 422 errors (keyed `entry_fee`) when the terms could collect more than a tournament may hold.
 * With unlimited capacity one player's fees must fit; registrations stop at the limit.
 */
export function checkTournamentFeeLimit(terms: TournamentFeeTerms, digits: number, currency: string): FieldErrors {
  const limit = limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, digits);
  const perPlayer = maxFeesPerPlayer(terms);
  const total = maxTournamentFees(terms);
  const most = `at most ${MAX_TOURNAMENT_FEES_MAJOR} ${currency}`;
  const rebuys = terms.rebuyEnabled && terms.maxEntriesPerPlayer > 1 ? ' with every rebuy of max_entries_per_player' : '';
  if (total === null) {
    if (perPlayer <= limit) return {};
    return {
      entry_fee: [
        `the fees one player can pay${rebuys} (${formatAmount(perPlayer, digits)} ${currency}) exceed the most a tournament may collect, ${most}`,
      ],
    };
  }
  if (total <= limit) return {};
  return {
    entry_fee: [
      `the fees of max_players (${terms.maxPlayers}) players${rebuys} (${formatAmount(total, digits)} ${currency}) exceed the most a tournament may collect, ${most}: lower entry_fee, rebuy_fee, max_entries_per_player or max_players`,
    ],
  };
}
