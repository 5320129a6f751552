import { rankingType } from '@app/tournaments';
import { StandingsRules } from '../domain/standings';

/**
 * How a ranking query reads the standings rules of domain/standings.ts: which leading columns of
 * the standings order (eliminated_at, points, points_updated_at, registered_at, id) a tied group
 * shares, and where a window of `limit` rows centred on one row starts.
 */

/** The tie rules of a tournament's stored config (D5, D8): `tie_break` and the ranking type. */
export function standingsRulesOf(config: Record<string, unknown> | null | undefined): StandingsRules {
  return { tieBreak: config?.tie_break === 'share' ? 'share' : 'earliest', rankingType: rankingType(config) };
}

/**
 * The number of leading standings columns that all players tied with an entry share with it, so
 * that "the rows strictly better than its tied group" are the rows before that prefix:
 * 1 = same elimination event, 2 = same elimination state and points, 5 = the whole key (nobody
 * ties). The same rules as tiedInStandings, read as an index prefix.
 */
export type TieDepth = 1 | 2 | 5;

export function tieDepth(eliminated: boolean, rules: StandingsRules): TieDepth {
  if (eliminated && rules.rankingType === 'elimination') return 1;
  return rules.tieBreak === 'share' ? 2 : 5;
}

/**
 * The offset of a page of `limit` rows centred on the row at `index` (0-based) of `total` rows:
 * as many rows above as below where the list allows it, clamped to the first and last pages.
 */
export function centredOffset(index: number, limit: number, total: number): number {
  const start = index - Math.floor((limit - 1) / 2);
  return Math.max(0, Math.min(start, total - limit));
}
