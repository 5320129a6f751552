/**
 * The limits of D14. An operator call counts against its route's category (when it has one
 * besides `general`), against `general` and against `burst`; an internal call counts against
 * `internal` and `internal_burst` of its key.
 */
export type RouteCategory = 'creation' | 'registration' | 'results' | 'tournament_ops' | 'general';
export type OperatorLimitName = RouteCategory | 'burst';
export type LimitName =
  | OperatorLimitName
  | 'internal'
  | 'internal_burst'
  | 'failed_auth'
  | 'dashboard_login'
  | 'dashboard_login_address'
  | 'dashboard_login_slowdown';

/** The names an operator's `rate_limits` (admin API) may override. */
export const OPERATOR_LIMIT_NAMES: readonly OperatorLimitName[] = [
  'creation',
  'registration',
  'results',
  'tournament_ops',
  'general',
  'burst',
];

/**
 * The named throttlers (@nestjs/throttler) of the API, in the order their counters are checked and
 * reported (a category before `general`, `general` before `burst`); the failed-authentication
 * limit is not a throttler (it runs before authentication, per IP).
 */
export const THROTTLER_NAMES = [
  'creation',
  'registration',
  'results',
  'tournament_ops',
  'general',
  'burst',
  'internal',
  'internal_burst',
] as const;
export type ThrottlerName = (typeof THROTTLER_NAMES)[number];

export function isThrottlerName(name: string): name is ThrottlerName {
  return (THROTTLER_NAMES as readonly string[]).includes(name);
}

/** How the 429 message names each limit. */
export const LIMIT_LABELS: Record<LimitName, string> = {
  creation: 'tournament creation',
  registration: 'player registration',
  results: 'results and leaderboards',
  tournament_ops: 'tournament operations',
  general: 'general API calls',
  burst: 'burst',
  internal: 'internal API',
  internal_burst: 'internal API burst',
  failed_auth: 'failed authentications from this address',
  dashboard_login: 'dashboard sign-in attempts',
  dashboard_login_address: 'dashboard sign-in attempts for this address from unrecognised browsers',
  dashboard_login_slowdown: 'dashboard sign-in slow-down for this address',
};

/** Routes of player registration (D14): register, rebuy, withdraw, token, wallet transfers. */
const REGISTRATION_ROUTES: readonly [string, RegExp][] = [
  ['POST', /^\/api\/tournaments\/[^/]+\/players$/],
  ['DELETE', /^\/api\/tournaments\/[^/]+\/players\/[^/]+$/],
  ['POST', /^\/api\/tournaments\/[^/]+\/players\/[^/]+\/rebuy$/],
  ['POST', /^\/api\/tournaments\/[^/]+\/players\/[^/]+\/token$/],
  ['POST', /^\/api\/players\/[^/]+\/wallet\/transfers$/],
];

const RESULTS_ROUTE = /^\/api\/tournaments\/[^/]+\/(leaderboard|leaderboard\/stream|results)$/;
const TOURNAMENTS_ROUTE = /^\/api\/tournaments(\/|$)/;
const SERIES_ROUTE = /^\/api\/tournament-series(\/|$)/;

/**
 * The category of an operator route, from its method and route template (or concrete path: the
 * rules only look at fixed segments). Derived from the path rather than declared per handler so
 * that a new route can never be left without one; rate-limit-category.spec.ts and the e2e test
 * pin the category of every route of the OpenAPI document.
 */
export function routeCategory(method: string, path: string): RouteCategory {
  const verb = method.toUpperCase();
  const normalized = path.split('?')[0].replace(/\/+$/, '') || '/';
  if (verb === 'POST' && (normalized === '/api/tournaments' || normalized === '/api/tournament-series')) return 'creation';
  if (REGISTRATION_ROUTES.some(([m, pattern]) => m === verb && pattern.test(normalized))) return 'registration';
  if ((verb === 'GET' || verb === 'HEAD') && RESULTS_ROUTE.test(normalized)) return 'results';
  if (TOURNAMENTS_ROUTE.test(normalized) || SERIES_ROUTE.test(normalized)) return 'tournament_ops';
  return 'general';
}
