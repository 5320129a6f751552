import { MAX_AMOUNT_MAJOR } from './amount';
import { MAX_CURRENCY_DIGITS } from './currency';

/**
 * The limits that keep every stored amount inside its column. Money columns are NUMERIC(24,8):
 * 24 digits of which 8 are decimals, so 16 integer digits and |x| < 10^16 in major units. A
 * value past that makes PostgreSQL refuse the write (SQLSTATE 22003), so the service refuses the
 * request first, with a message that names the limit:
 *
 * - one amount of a request (a transfer, an entry fee, a guarantee, a rebuy fee): at most
 *   MAX_AMOUNT_MAJOR (10^15), checked by parseAmount;
 * - a transfer-wallet balance: a transfer in may take it to MAX_BALANCE_MAJOR (10^15) at most;
 * - the fees a tournament collects (entries and rebuys, less refunds): at most
 *   MAX_TOURNAMENT_FEES_MAJOR (10^15), so its prize pool, max(guarantee, fees less rake), and
 *   every prize of it are at most 10^15 too.
 *
 * A balance can still grow past MAX_BALANCE_MAJOR by prizes and refunds, which are never refused
 * (a completion must not be blocked by a balance): balances are NUMERIC(38,8) (migration
 * WalletBalanceRange), with room for 10^14 maximal prizes on top of the largest balance a transfer
 * makes.
 */

/** Integer digits of the money columns (NUMERIC(24,8)); balances have 30 (NUMERIC(38,8)). */
export const COLUMN_INTEGER_DIGITS = 16;
/** Every stored amount is below this, in absolute value, in major units (exclusive bound). */
export const COLUMN_LIMIT_MAJOR = 10n ** BigInt(COLUMN_INTEGER_DIGITS);
/** Every balance is below this, in major units (exclusive bound): balances are NUMERIC(38,8). */
export const BALANCE_COLUMN_LIMIT_MAJOR = 10n ** 30n;
/** The largest balance a transfer in may leave, in major units (inclusive). */
export const MAX_BALANCE_MAJOR = MAX_AMOUNT_MAJOR;
/** The most entry and rebuy fees one tournament may hold at a time, in major units (inclusive). */
export const MAX_TOURNAMENT_FEES_MAJOR = MAX_AMOUNT_MAJOR;

function scale(digits: number): bigint {
  if (!Number.isInteger(digits) || digits < 0 || digits > MAX_CURRENCY_DIGITS) {
    throw new RangeError(`Currency digits must be an integer from 0 to ${MAX_CURRENCY_DIGITS}, got ${digits}`);
  }
  return 10n ** BigInt(digits);
}

/** A limit in major units as minor units of a currency with `digits` decimals. */
export function limitInMinor(major: bigint, digits: number): bigint {
  return major * scale(digits);
}

/** Whether an amount (minor units) fits a NUMERIC(24,8) money column. */
export function fitsMoneyColumn(minor: bigint, digits: number): boolean {
  const magnitude = minor < 0n ? -minor : minor;
  return magnitude < limitInMinor(COLUMN_LIMIT_MAJOR, digits);
}

export type LimitCheck = { ok: true; after: bigint } | { ok: false; limit: bigint; reason: string };

/**
 * A transfer in of `creditMinor` to a balance of `balanceMinor`: allowed when the balance after
 * it is at most MAX_BALANCE_MAJOR. The reason names the limit ("would take the balance to …,
 * above the maximum balance of 1000000000000000 EUR").
 */
export function checkTransferIn(balanceMinor: bigint, creditMinor: bigint, digits: number, currency: string): LimitCheck {
  const limit = limitInMinor(MAX_BALANCE_MAJOR, digits);
  const after = balanceMinor + creditMinor;
  if (after <= limit) return { ok: true, after };
  return { ok: false, limit, reason: balanceLimitReason(currency) };
}

/** Why a transfer in is refused at the balance limit: names the limit. */
export function balanceLimitReason(currency: string): string {
  return `The transfer would take the ${currency} balance above the maximum balance of ${MAX_BALANCE_MAJOR} ${currency}`;
}

/**
 * Fees of `feeMinor` more into a tournament that holds `feesMinor`: allowed when the total is at
 * most MAX_TOURNAMENT_FEES_MAJOR.
 */
export function checkTournamentFees(feesMinor: bigint, feeMinor: bigint, digits: number, currency: string): LimitCheck {
  const limit = limitInMinor(MAX_TOURNAMENT_FEES_MAJOR, digits);
  const after = feesMinor + feeMinor;
  if (after <= limit) return { ok: true, after };
  return {
    ok: false,
    limit,
    reason: `The tournament's entry and rebuy fees would exceed the maximum a tournament may collect, ${MAX_TOURNAMENT_FEES_MAJOR} ${currency}`,
  };
}
