import { ExecutionContext } from '@nestjs/common';
import { ThrottlerOptions } from '@nestjs/throttler';
import { loadConfig, MetricsService, UnauthorizedException } from '@app/common';
import { AuthContext } from '../domain/auth-context';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { OperatorLimitOverrides } from './operator-limit-overrides';
import { RateLimitThrottlerStorage } from './rate-limit-throttler.storage';
import { operatorLimitsOf, throttlerOptions } from './rate-limit-throttlers';
import { RateLimiter } from './rate-limiter';

const config = loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '30', RATE_LIMIT_BURST_WINDOW_SECONDS: '5' });
const overrides = {
  of: (id: string) => Promise.resolve(id === 'op-custom' ? { creation: 3, general: 0 } : {}),
} as unknown as OperatorLimitOverrides;
const store = new MemoryRateLimitStore();
const options = throttlerOptions(config, overrides, new RateLimitThrottlerStorage(new RateLimiter(store, new MetricsService())));
if (Array.isArray(options)) throw new Error('expected the object form of the throttler options');
const throttlers: ThrottlerOptions[] = options.throttlers;

function contextOf(auth: AuthContext | undefined, method: string, url: string): ExecutionContext {
  const request = { auth, method, url, routeOptions: { url } };
  return { switchToHttp: () => ({ getRequest: () => request }) } as unknown as ExecutionContext;
}

const operator = (operatorId = 'op-1'): AuthContext => ({ kind: 'operator', operatorId, keyId: 'key-1' }) as AuthContext;
const internal: AuthContext = { kind: 'internal', keyId: 'ik-1', operatorIds: null } as AuthContext;

/** The throttlers that count a call, with their resolved limit and window (ms). */
async function applied(context: ExecutionContext): Promise<[string, number, number][]> {
  const result: [string, number, number][] = [];
  for (const throttler of throttlers) {
    if (throttler.skipIf?.(context)) continue;
    const limit = typeof throttler.limit === 'function' ? await throttler.limit(context) : throttler.limit;
    result.push([throttler.name!, limit, throttler.ttl as number]);
  }
  return result;
}

describe('throttlerOptions (the named throttlers of D14)', () => {
  afterAll(() => store.close());

  it('has one throttler per limit', () => {
    expect(throttlers.map((t) => t.name)).toEqual([
      'creation',
      'registration',
      'results',
      'tournament_ops',
      'general',
      'burst',
      'internal',
      'internal_burst',
    ]);
  });

  it("counts an operator call against its route's category, general and burst", async () => {
    expect(await applied(contextOf(operator(), 'POST', '/api/tournaments'))).toEqual([
      ['creation', 10, 30_000],
      ['general', 1000, 30_000],
      ['burst', 100, 5_000],
    ]);
    expect((await applied(contextOf(operator(), 'POST', '/api/tournaments/:id/players')))[0][0]).toBe('registration');
    expect((await applied(contextOf(operator(), 'GET', '/api/tournaments/:id/leaderboard')))[0][0]).toBe('results');
    expect((await applied(contextOf(operator(), 'GET', '/api/tournaments/:id')))[0][0]).toBe('tournament_ops');
    expect((await applied(contextOf(operator(), 'GET', '/api/audit-logs'))).map(([name]) => name)).toEqual(['general', 'burst']);
  });

  it("resolves each limit from the operator's overrides, ignoring invalid ones", async () => {
    expect(await applied(contextOf(operator('op-custom'), 'POST', '/api/tournaments'))).toEqual([
      ['creation', 3, 30_000],
      ['general', 1000, 30_000],
      ['burst', 100, 5_000],
    ]);
  });

  it('counts an internal call against the internal limits only', async () => {
    expect(await applied(contextOf(internal, 'POST', '/api/tournaments'))).toEqual([
      ['internal', 5000, 30_000],
      ['internal_burst', 500, 5_000],
    ]);
  });

  it('tracks the operator (not the key or the IP), or the internal key, under one hash tag per tracker', async () => {
    const tracker = (auth: AuthContext) => options.getTracker!({}, contextOf(auth, 'GET', '/api/tournaments'));
    expect(await tracker(operator())).toBe('op:op-1');
    expect(await tracker({ ...operator(), keyId: 'another-key' } as AuthContext)).toBe('op:op-1');
    expect(await tracker(internal)).toBe('ik:ik-1');
    expect(options.generateKey!(contextOf(operator(), 'GET', '/'), 'op:op-1', 'general')).toBe('ts:rl:{op:op-1}:general');
  });

  it('answers 401 rather than throttling a call that was never authenticated', () => {
    expect(() => options.getTracker!({}, contextOf(undefined, 'GET', '/api/tournaments'))).toThrow(UnauthorizedException);
  });

  it('works out the limits of a route template once per method, and of an unmatched path from the path', () => {
    // The same template under two methods is two routes of two categories, asked in turns.
    for (let round = 0; round < 2; round++) {
      expect(operatorLimitsOf('POST', '/api/tournaments/:id/players', '/api/tournaments/t1/players')).toEqual([
        'registration',
        'general',
        'burst',
      ]);
      expect(operatorLimitsOf('GET', '/api/tournaments/:id/players', '/api/tournaments/t1/players')).toEqual([
        'tournament_ops',
        'general',
        'burst',
      ]);
    }
    expect(operatorLimitsOf('GET', undefined, '/api/tournaments/t1/leaderboard')).toEqual(['results', 'general', 'burst']);
    expect(operatorLimitsOf('GET', undefined, '/api/nowhere')).toEqual(['general', 'burst']);
  });
});
