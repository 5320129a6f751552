import Redis from 'ioredis';
import { CounterState } from './rate-limit-policy';
import { ConsumeResult, CounterRequest, RateLimitStore } from './rate-limit.store';

/**
 * Checks and counts every counter of one call in a single script, so that the check, the
 * increment and the expiry are one atomic step on the server (no INCR-then-EXPIRE race, no
 * partial counting across instances). A window's expiry is set when it is created and kept on
 * every later hit (SET ... PX with the remaining time), so windows are fixed, timed by Redis's
 * own clock, and shared by every instance.
 *
 * KEYS: the counters. ARGV[1]: 'consume' or 'peek'; ARGV[2..n+1]: limits; ARGV[n+2..2n+1]: window
 * lengths in ms. Returns { allowed, count1, ttl1, count2, ttl2, ... }.
 */
const SCRIPT = `
local n = #KEYS
local counts, ttls = {}, {}
local allowed = 1
for i = 1, n do
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl > 0 then
    counts[i] = tonumber(redis.call('GET', KEYS[i])) or 0
    ttls[i] = ttl
  else
    counts[i] = 0
    ttls[i] = tonumber(ARGV[n + 1 + i])
  end
  if counts[i] >= tonumber(ARGV[1 + i]) then allowed = 0 end
end
if ARGV[1] == 'consume' and allowed == 1 then
  for i = 1, n do
    counts[i] = counts[i] + 1
    redis.call('SET', KEYS[i], counts[i], 'PX', ttls[i])
  end
end
local result = { allowed }
for i = 1, n do
  result[2 * i] = counts[i]
  result[2 * i + 1] = ttls[i]
end
return result
`;

type ScriptedRedis = Redis & { rateLimit(numberOfKeys: number, ...keysAndArgs: (string | number)[]): Promise<number[]> };

export interface RedisStoreOptions {
  /** Milliseconds a command may take; past that it fails, and the caller fails open. */
  commandTimeoutMs: number;
}

/** Counters in Redis, shared by every instance with the same REDIS_URL. */
export class RedisRateLimitStore extends RateLimitStore {
  private readonly client: ScriptedRedis;

  constructor(url: string, options: RedisStoreOptions) {
    super();
    this.client = new Redis(url, {
      // Never queue commands while disconnected, never retry one, never wait long for an
      // answer: a request must not hang on Redis (it is served unlimited instead).
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: 2000,
      // Keep reconnecting for as long as it takes, at most a second apart, so limiting resumes
      // by itself soon after Redis returns.
      retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
    }) as ScriptedRedis;
    // Connection errors are reported through the failing commands (RateLimiter logs the outage);
    // without a listener ioredis would print every reconnection attempt.
    this.client.on('error', () => undefined);
    this.client.defineCommand('rateLimit', { lua: SCRIPT });
  }

  /** Resolves once connected, or after `timeoutMs` (the service then starts failing open). */
  waitReady(timeoutMs: number): Promise<boolean> {
    if (this.client.status === 'ready') return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ready: boolean) => {
        clearTimeout(timer);
        this.client.off('ready', onReady);
        resolve(ready);
      };
      const onReady = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.client.once('ready', onReady);
    });
  }

  async consume(counters: readonly CounterRequest[]): Promise<ConsumeResult> {
    return this.run('consume', counters);
  }

  async peek(key: string, windowMs: number): Promise<CounterState> {
    const result = await this.run('peek', [{ key, limit: Number.MAX_SAFE_INTEGER, windowMs }]);
    return result.counters[0];
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }

  private async run(mode: 'consume' | 'peek', counters: readonly CounterRequest[]): Promise<ConsumeResult> {
    const reply = await this.client.rateLimit(
      counters.length,
      ...counters.map((c) => c.key),
      mode,
      ...counters.map((c) => c.limit),
      ...counters.map((c) => c.windowMs),
    );
    return {
      allowed: reply[0] === 1,
      counters: counters.map((_, i) => ({ count: Number(reply[2 * i + 1]), ttlMs: Number(reply[2 * i + 2]) })),
    };
  }
}
