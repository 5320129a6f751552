import type { RateLimitSettings } from '@app/common';
import { LimitName, OPERATOR_LIMIT_NAMES, OperatorLimitName, RouteCategory } from './rate-limit-category';

/** One limit that applies to a request: `limit` requests per `windowSeconds`. */
export interface LimitRule {
  name: LimitName;
  limit: number;
  windowSeconds: number;
}

/** A counter as the store reports it: requests counted in the current window, and time left in it. */
export interface CounterState {
  count: number;
  ttlMs: number;
}

/** What the headers (and a 429) tell the client: the most constraining limit that applied. */
export interface LimitVerdict {
  allowed: boolean;
  rule: LimitRule;
  remaining: number;
  /** Unix seconds at which the rule's window ends. */
  resetAt: number;
  /** Seconds until the request could pass again; set when refused. */
  retryAfter?: number;
}

/** The operator's limit for `name`: its override (admin API) when it is a positive integer, else the default. */
export function operatorLimit(name: OperatorLimitName, settings: RateLimitSettings, overrides: Readonly<Record<string, unknown>>): number {
  const override = overrides[name];
  if (typeof override === 'number' && Number.isInteger(override) && override > 0) return override;
  switch (name) {
    case 'creation':
      return settings.creation;
    case 'registration':
      return settings.registration;
    case 'results':
      return settings.results;
    case 'tournament_ops':
      return settings.tournamentOps;
    case 'general':
      return settings.general;
    case 'burst':
      return settings.burst;
  }
}

/** The limits an operator call counts against: its category (unless that is `general` itself), `general` and `burst`. */
export function operatorLimitNames(category: RouteCategory): OperatorLimitName[] {
  return category === 'general' ? ['general', 'burst'] : [category, 'general', 'burst'];
}

/** The window of a limit, in seconds: the burst windows are short, every other one is the main window. */
export function windowSecondsOf(name: LimitName, settings: RateLimitSettings): number {
  return name === 'burst' || name === 'internal_burst' ? settings.burstWindowSeconds : settings.windowSeconds;
}

/** The rules of an internal (game platform) call, per internal key (D11). */
export function internalRules(settings: RateLimitSettings): LimitRule[] {
  return [
    { name: 'internal', limit: settings.internal, windowSeconds: windowSecondsOf('internal', settings) },
    { name: 'internal_burst', limit: settings.internalBurst, windowSeconds: windowSecondsOf('internal_burst', settings) },
  ];
}

export function failedAuthRule(settings: RateLimitSettings): LimitRule {
  return { name: 'failed_auth', limit: settings.failedAuth, windowSeconds: settings.windowSeconds };
}

export function isOperatorLimitName(name: string): name is OperatorLimitName {
  return (OPERATOR_LIMIT_NAMES as readonly string[]).includes(name);
}

/**
 * Picks the limit the client is told about. `states` are the counters after the call when it was
 * allowed, and unchanged when it was refused (a refused call consumes nothing).
 * - Refused: among the exhausted rules, the one whose window ends last, since the call can pass
 *   only when every exhausted rule has reset; Retry-After is the time to that reset.
 * - Allowed: the rule with the fewest requests remaining; a tie goes to the window that ends
 *   last (waiting for it is always safe), then to the smaller limit.
 */
export function verdictOf(rules: readonly LimitRule[], states: readonly CounterState[], allowed: boolean, nowMs: number): LimitVerdict {
  if (rules.length === 0 || rules.length !== states.length) throw new Error('verdictOf needs one state per rule');
  const candidates = rules
    .map((rule, i) => ({ rule, state: states[i], remaining: Math.max(0, rule.limit - states[i].count) }))
    .filter((c) => allowed || c.remaining === 0);
  // A refused call always has an exhausted rule; the fallback only guards against a store bug.
  const pool = candidates.length > 0 ? candidates : rules.map((rule, i) => ({ rule, state: states[i], remaining: 0 }));
  const chosen = pool.reduce((best, c) => {
    if (allowed && c.remaining !== best.remaining) return c.remaining < best.remaining ? c : best;
    if (c.state.ttlMs !== best.state.ttlMs) return c.state.ttlMs > best.state.ttlMs ? c : best;
    return c.rule.limit < best.rule.limit ? c : best;
  });
  const verdict: LimitVerdict = {
    allowed,
    rule: chosen.rule,
    remaining: chosen.remaining,
    resetAt: Math.ceil((nowMs + chosen.state.ttlMs) / 1000),
  };
  if (!allowed) verdict.retryAfter = Math.max(1, Math.ceil(chosen.state.ttlMs / 1000));
  return verdict;
}
