import { ExecutionContext } from '@nestjs/common';
import { ThrottlerModuleOptions, ThrottlerOptions } from '@nestjs/throttler';
import { FastifyRequest } from 'fastify';
import { AppConfig, UnauthorizedException } from '@app/common';
import { AuthContext } from '../domain/auth-context';
import { OPERATOR_LIMIT_NAMES, OperatorLimitName, routeCategory } from './rate-limit-category';
import { internalRules, operatorLimit, operatorLimitNames, windowSecondsOf } from './rate-limit-policy';
import { counterKey } from './rate-limiter';
import { OperatorLimitOverrides } from './operator-limit-overrides';
import { RateLimitThrottlerStorage } from './rate-limit-throttler.storage';

function authOf(context: ExecutionContext): AuthContext {
  const auth = context.switchToHttp().getRequest<FastifyRequest>().auth;
  // The key guards run first (D4); a route without one is a wiring bug, answered as 401.
  if (!auth) throw new UnauthorizedException();
  return auth;
}

/** Whether the operator limit `name` applies to the call: it is the route's category, `general` or `burst`. */
function operatorLimitApplies(name: OperatorLimitName, context: ExecutionContext): boolean {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  if (request.auth?.kind !== 'operator') return false;
  return operatorLimitsOf(request.method, request.routeOptions.url, request.url).includes(name);
}

/**
 * The operator limits of a route, by method and route template: six throttlers ask for every
 * request, and the templates are a fixed set, so each is worked out once. A request that matched
 * no route has no template and is worked out from its path, without being remembered.
 */
const limitsByRoute = new Map<string, readonly OperatorLimitName[]>();

export function operatorLimitsOf(method: string, template: string | undefined, path: string): readonly OperatorLimitName[] {
  if (template === undefined) return operatorLimitNames(routeCategory(method, path));
  const key = `${method} ${template}`;
  let names = limitsByRoute.get(key);
  if (!names) {
    names = operatorLimitNames(routeCategory(method, template));
    limitsByRoute.set(key, names);
  }
  return names;
}

/**
 * The named throttlers of D14, one per limit. Operator limits resolve per call from the
 * operator's overrides (admin API) and apply to the routes of their category (the route table of
 * rate-limit-category.ts, through skipIf); internal limits apply per internal key (D11). Every
 * throttler tracks the authenticated principal, never the IP: `op:<operator id>` (all keys of
 * an operator share its budget) or `ik:<internal key id>`.
 */
export function throttlerOptions(
  config: AppConfig,
  overrides: OperatorLimitOverrides,
  storage: RateLimitThrottlerStorage,
): ThrottlerModuleOptions {
  const settings = config.rateLimits;
  const operatorThrottler = (name: OperatorLimitName): ThrottlerOptions => ({
    name,
    ttl: windowSecondsOf(name, settings) * 1000,
    limit: async (context) => {
      const auth = authOf(context);
      return auth.kind === 'operator' ? operatorLimit(name, settings, await overrides.of(auth.operatorId)) : 0;
    },
    skipIf: (context) => !operatorLimitApplies(name, context),
  });
  const isNotInternal = (context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>().auth?.kind !== 'internal';
  return {
    storage,
    getTracker: (_request, context) => {
      const auth = authOf(context);
      return auth.kind === 'operator' ? `op:${auth.operatorId}` : `ik:${auth.keyId}`;
    },
    // Same keys as before throttler: the `{tracker}` hash tag keeps one call's counters in one Redis Cluster slot.
    generateKey: (_context, tracker, name) => counterKey(tracker, name),
    // RateLimitGuard sets one header set, of the most constraining limit.
    setHeaders: false,
    throttlers: [
      ...OPERATOR_LIMIT_NAMES.map(operatorThrottler),
      ...internalRules(settings).map((rule) => ({
        name: rule.name,
        ttl: rule.windowSeconds * 1000,
        limit: rule.limit,
        skipIf: isNotInternal,
      })),
    ],
  };
}
