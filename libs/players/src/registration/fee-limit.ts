import { checkTournamentFees, DomainException, ErrorCode } from '@app/common';
import { TournamentEntity } from '@app/database';
import { TournamentMoney } from '@app/tournaments';

/**
 * Refuses a registration or rebuy whose fee would take the fees the tournament holds past the
 * most a tournament may collect (checkTournamentFees): 409 with the code of the route
 * (tournament_full, rebuy_not_allowed) and a message that names the limit. Completion then can
 * never meet a prize pool that does not fit its columns.
 */
export function assertFeesFit(
  tournament: TournamentEntity,
  money: TournamentMoney,
  feeMinor: bigint,
  code: ErrorCode.TournamentFull | ErrorCode.RebuyNotAllowed,
): void {
  const check = checkTournamentFees(money.feesMinor, feeMinor, money.digits, tournament.currency);
  if (!check.ok) throw new DomainException(code, check.reason);
}
