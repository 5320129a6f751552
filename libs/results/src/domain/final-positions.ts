import { ValidationFailedException } from '@app/common/errors/domain.exception';
import { assignPositions, compareStandings, StandingKey, StandingsRules } from './standings';

/**
 * Final positions at completion (D5, D8, D11), in competition ranking (1, 2, 2, 4).
 *
 * Without `final_standings` the current standings decide: entries in the standings order, ties
 * by the tournament's rules (standings.ts). With `final_standings` the listed players come
 * first, ordered by their reported position (equal positions are ties; inside a tie the
 * standings order, which only decides who gets a remainder cent first); every seated player the
 * platform did not list follows, in the standings order with its ties.
 *
 * The reported numbers order the listed players and say who ties; they are not kept as-is: the
 * positions are renumbered in competition ranking, so gaps close (reported 1 and 5 become 1 and
 * 2) and a reported 1, 1, 2 becomes 1, 1, 3. Nobody can be ranked at a place no one occupies.
 */

/** The `errors` key of every final_standings problem (D3, 422 shape). */
export const FINAL_STANDINGS_FIELD = 'final_standings';

/** Points fit NUMERIC(30, 8): up to 22 integer digits and 8 decimals. */
const POINTS_TEXT = /^-?\d{1,22}(\.\d{1,8})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One line of `final_standings` as the platform sent it (D11). */
export interface ReportedStanding {
  entryId: string;
  position: number;
  /** Final points as a decimal string; they replace the entry's points. */
  points?: string;
}

/** A placed entry: its final position, in final order. */
export interface FinalPlace {
  id: string;
  position: number;
}

/** True when the text can be used as an entry id in a query (a UUID). */
export function isEntryId(value: string): boolean {
  return UUID.test(value);
}

/**
 * Checks `final_standings` against the tournament: every id a seated entry of it (withdrawn and
 * refunded players hold no seat), each listed once, positions integers of 1 or more, points
 * decimal numbers. `seated` holds the listed ids that are seated entries of the tournament.
 * Throws a 422 ValidationFailedException naming each bad line.
 */
export function checkFinalStandings(reported: readonly ReportedStanding[], seated: ReadonlySet<string>): void {
  const problems: string[] = [];
  const seen = new Set<string>();
  reported.forEach((line, i) => {
    const at = `${FINAL_STANDINGS_FIELD}[${i}]`;
    if (!seated.has(line.entryId))
      problems.push(`${at}.internal_player_id ${JSON.stringify(line.entryId)} is not a seated player of this tournament`);
    else if (seen.has(line.entryId)) problems.push(`${at}.internal_player_id ${JSON.stringify(line.entryId)} is listed more than once`);
    seen.add(line.entryId);
    if (!Number.isSafeInteger(line.position) || line.position < 1)
      problems.push(`${at}.position must be an integer of 1 or more, got ${JSON.stringify(line.position)}`);
    if (line.points !== undefined && !POINTS_TEXT.test(line.points)) {
      problems.push(
        `${at}.points must be a decimal number with at most 22 integer digits and 8 decimals, got ${JSON.stringify(line.points)}`,
      );
    }
  });
  if (problems.length > 0) {
    throw new ValidationFailedException(
      { [FINAL_STANDINGS_FIELD]: problems },
      `Invalid final_standings: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`,
    );
  }
}

/**
 * The listed entries in final order with their positions: by reported position, a tie in the
 * standings order of their (final) keys; positions renumbered in competition ranking from 1.
 * `keys` are the listed entries' standing keys with reported points already applied.
 */
export function rankReported(reported: readonly ReportedStanding[], keys: ReadonlyMap<string, StandingKey>): FinalPlace[] {
  const lines = reported.map((line) => {
    const key = keys.get(line.entryId);
    if (!key) throw new Error(`No standing key for reported entry ${line.entryId}`);
    return { key, reported: line.position };
  });
  lines.sort((a, b) => a.reported - b.reported || compareStandings(a.key, b.key));
  const places: FinalPlace[] = [];
  lines.forEach((line, i) => {
    const tied = i > 0 && line.reported === lines[i - 1].reported;
    places.push({ id: line.key.id, position: tied ? places[i - 1].position : i + 1 });
  });
  return places;
}

/**
 * Ranks the rest of the standings page by page (in the standings order): each page continues the
 * positions and ties of the page before. `placedBefore` entries rank above the first one (the
 * listed players). Completion places the field in SQL (CompletionRepository.placeStandings);
 * this is the reference it must agree with (test/e2e/completion-ranking.e2e-spec.ts compares
 * both on random fields full of ties).
 */
export class StandingsRanker {
  private previous?: { key: StandingKey; position: number };
  private placed: number;

  constructor(
    private readonly rules: StandingsRules,
    placedBefore = 0,
  ) {
    this.placed = placedBefore;
  }

  /** How many entries are placed so far. */
  get count(): number {
    return this.placed;
  }

  /** Positions of the next entries of the standings, in order. */
  next(page: readonly StandingKey[]): number[] {
    if (page.length === 0) return [];
    let positions: number[];
    if (this.previous) {
      // The last entry of the previous page leads, so a tie across the page boundary holds.
      positions = assignPositions([this.previous.key, ...page], this.rules, this.previous.position, this.placed - 1).slice(1);
    } else {
      positions = assignPositions(page, this.rules, this.placed + 1, this.placed);
    }
    this.placed += page.length;
    this.previous = { key: page[page.length - 1], position: positions[positions.length - 1] };
    return positions;
  }
}
