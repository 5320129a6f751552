import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerModuleOptions,
  ThrottlerRequest,
} from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { UnauthorizedException } from '@app/common';
import { isThrottlerName } from './rate-limit-category';
import { rateLimitExceeded, setRateLimitHeaders } from './rate-limit-response';
import { RateLimitThrottlerStorage, ThrottlerHit } from './rate-limit-throttler.storage';
import { SettledMetadataReflector } from './settled-metadata.reflector';

/**
 * The rate-limit check of D4's order: after the key and the permission, per operator (all of
 * its keys and all instances together) or per internal key, with the named throttlers of
 * rate-limit-throttlers.ts.
 *
 * The stock ThrottlerGuard increments each throttler in turn and sets one header set per
 * throttler. This one lets the throttler resolve every applicable throttler (skipIf, limit,
 * ttl, tracker, key) but only collects them in `handleRequest`; it then counts them together,
 * all or nothing (a call refused by one limit consumes none of the others), sets a single
 * X-RateLimit-* set of the most constraining limit, or refuses with 429, Retry-After and D3's body.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly pending = new WeakMap<object, ThrottlerHit[]>();

  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: RateLimitThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storage, new SettledMetadataReflector(reflector));
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!request.auth) throw new UnauthorizedException();
    const hits: ThrottlerHit[] = [];
    this.pending.set(request, hits);
    try {
      await super.canActivate(context);
    } finally {
      this.pending.delete(request);
    }
    if (hits.length === 0) return true;
    const verdict = await this.storage.incrementAll(hits);
    // No verdict: the store is down and the request is served unlimited (fail open).
    if (!verdict) return true;
    setRateLimitHeaders(http.getResponse<FastifyReply>(), verdict);
    if (!verdict.allowed) throw rateLimitExceeded(verdict);
    return true;
  }

  /** Collects the throttler's resolved hit; canActivate counts them all at once. */
  protected override async handleRequest({ context, limit, ttl, throttler, getTracker, generateKey }: ThrottlerRequest): Promise<boolean> {
    const { req } = this.getRequestResponse(context);
    const name = throttler.name ?? '';
    if (!isThrottlerName(name)) throw new Error(`Unknown throttler '${name}'`);
    const tracker = await getTracker(req, context);
    this.pending.get(req)?.push({ name, key: generateKey(context, tracker, name), limit, ttlMs: ttl });
    return true;
  }
}
