import { Injectable } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { HttpErrorFilter, MAX_OFFSET } from '@app/common';
import { CallLimits, OperatorKeyGuard, Permission, requirePermission } from '@app/auth';
import { LEADERBOARD_DEFAULT_LIMIT, LEADERBOARD_MAX_LIMIT } from './dto/leaderboard-query.dto';
import { LeaderboardCache, leaderboardQueryKey } from './leaderboard.cache';
import { LeaderboardController } from './leaderboard.controller';
import { LeaderboardService } from './leaderboard.service';
import type { StandingsQuery } from './standings.service';

/** A canonical decimal: no sign, no leading zero (the query validation would accept more, e.g. `050`). */
const DIGITS = /^(?:0|[1-9]\d{0,9})$/;

/**
 * The polled read of a leaderboard page that is cached and current, served from a route-level
 * Fastify onRequest hook of GET /api/tournaments/{id}/leaderboard instead of Nest's route
 * handler.
 *
 * Why: a client polling a leaderboard mostly reads a page the cache already holds. For that
 * read, Nest's guard chain (the @nestjs/throttler guard resolving eight named throttlers through
 * the reflector, one promise each), its parameter decorators and the class-validator pipe over the
 * query cost over half of the request's CPU; the page itself costs a map lookup.
 *
 * What stays the same, so that a client cannot tell the two apart (test/e2e/leaderboard-fast-path
 * compares them): the global hooks still run (API-Version, X-Request-Id, the request's refusals,
 * the request histogram, the audit row and the log line of onResponse); the checks run in the guards'
 * order with the very same code as the route's guards: the key through OperatorKeyGuard (same
 * authenticator, key cache and failed-authentication limit), the permission, one `results` call
 * against the operator's limits through CallLimits (the counters, overrides and headers of
 * RateLimitGuard, in one store call); then LeaderboardService.page, which answers the 403 of
 * another operator's tournament and counts the cache hit; errors are answered by HttpErrorFilter.
 *
 * It only takes a request when that is sure to be the route's plain case: a GET whose query is in
 * canonical form (none, or `limit` and `offset` as plain decimals in range, nothing else, so the
 * query validation could not refuse it) and whose page the cache holds live. Anything else (a
 * miss, an unknown tournament, any other parameter or spelling) goes on to the Nest route
 * untouched: nothing has been counted or recorded by then. Should the page be dropped while the key
 * is checked, LeaderboardService.page computes it, as the route's handler would.
 */
@Injectable()
export class LeaderboardFastPath {
  private readonly errors = new HttpErrorFilter();
  /** The route's path as Nest registers it with Fastify, from the controller itself. */
  private readonly path = `/${(Reflect.getMetadata(PATH_METADATA, LeaderboardController) as string).replace(/^\/+/, '')}`;

  constructor(
    private readonly cache: LeaderboardCache,
    private readonly leaderboards: LeaderboardService,
    private readonly keys: OperatorKeyGuard,
    private readonly limits: CallLimits,
  ) {}

  /** Call before the Nest application is initialised (it registers its routes then). */
  attach(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route: RouteOptions) => {
      if (route.method !== 'GET' || route.url !== this.path) return;
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      // Route-level hooks run after the application's global onRequest hooks.
      route.onRequest = [...existing, this.onRequest] as RouteOptions['onRequest'];
    });
  }

  /**
   * Callback style on purpose: when the hook serves the request it never calls `done`, so the
   * request goes no further (an async hook would have to return the reply, whose promise waits for
   * the response to finish, to stop Fastify from running the route's handler too).
   */
  private readonly onRequest: onRequestHookHandler = (request, reply, done) => {
    const query = request.method === 'GET' ? canonicalQuery(request.url) : undefined;
    const tournamentId = (request.params as { tournamentId?: string }).tournamentId;
    if (query === undefined || tournamentId === undefined || !this.cache.hasLive(tournamentId, leaderboardQueryKey(query))) {
      done();
      return;
    }
    void this.serve(request, reply, tournamentId, query);
  };

  private async serve(request: FastifyRequest, reply: FastifyReply, tournamentId: string, query: StandingsQuery): Promise<void> {
    try {
      const auth = await this.keys.authenticate(request, reply);
      requirePermission(auth, Permission.ResultsRead);
      await this.limits.operatorCall(auth.operatorId, 'results', reply);
      // The page's kept JSON text is what the reply serializer sends (withJsonText).
      void reply.send(await this.leaderboards.page(auth.operatorId, tournamentId, query));
    } catch (error) {
      this.errors.send(error, request, reply);
    }
  }
}

/**
 * The standings query of a URL whose query string is canonical: empty, or `limit=<1..200>`
 * and/or `offset=<0..MAX_OFFSET>` in that order, each once, as plain decimals. Undefined for
 * anything else, which the route's own validation handles.
 */
export function canonicalQuery(url: string): StandingsQuery | undefined {
  const mark = url.indexOf('?');
  let limit = LEADERBOARD_DEFAULT_LIMIT;
  let offset = 0;
  if (mark !== -1 && mark < url.length - 1) {
    const parts = url.slice(mark + 1).split('&');
    if (parts.length > 2) return undefined;
    let next = 0;
    if (parts[next].startsWith('limit=')) {
      const value = parts[next++].slice(6);
      if (!DIGITS.test(value)) return undefined;
      limit = Number(value);
      if (limit < 1 || limit > LEADERBOARD_MAX_LIMIT) return undefined;
    }
    if (next < parts.length && parts[next].startsWith('offset=')) {
      const value = parts[next++].slice(7);
      if (!DIGITS.test(value)) return undefined;
      offset = Number(value);
      if (offset > MAX_OFFSET) return undefined;
    }
    if (next !== parts.length) return undefined;
  }
  return { limit, offset, includeEliminated: false, aroundPlayer: undefined };
}
