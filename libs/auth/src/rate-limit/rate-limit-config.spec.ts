import { ConfigError, loadConfig } from '@app/common';

// The rate-limit settings of AppConfig (README, Configuration): REDIS_URL and RATE_LIMIT_*.
describe('rate-limit configuration', () => {
  it('keeps counters in memory without REDIS_URL, with the D14 defaults', () => {
    const config = loadConfig({});
    expect(config.redisUrl).toBeUndefined();
    expect(config.rateLimits).toEqual({
      creation: 10,
      registration: 200,
      results: 500,
      tournamentOps: 100,
      general: 1000,
      burst: 100,
      internal: 5000,
      internalBurst: 500,
      failedAuth: 20,
      windowSeconds: 60,
      burstWindowSeconds: 10,
      redisTimeoutMs: 100,
    });
  });

  it('reads every limit and window from the environment', () => {
    const config = loadConfig({
      REDIS_URL: ' rediss://user:secret@cache.internal:6380/2 ',
      RATE_LIMIT_CREATION: '20',
      RATE_LIMIT_REGISTRATION: '21',
      RATE_LIMIT_RESULTS: '22',
      RATE_LIMIT_TOURNAMENT_OPS: '23',
      RATE_LIMIT_GENERAL: '24',
      RATE_LIMIT_BURST: '25',
      RATE_LIMIT_INTERNAL: '26',
      RATE_LIMIT_INTERNAL_BURST: '27',
      RATE_LIMIT_FAILED_AUTH: '28',
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_BURST_WINDOW_SECONDS: '5',
      RATE_LIMIT_REDIS_TIMEOUT_MS: '250',
    });
    expect(config.redisUrl).toBe('rediss://user:secret@cache.internal:6380/2');
    expect(Object.values(config.rateLimits)).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 28, 30, 5, 250]);
  });

  it.each([
    ['REDIS_URL', 'http://cache:6379'],
    ['REDIS_URL', 'not a url'],
    ['RATE_LIMIT_CREATION', '0'],
    ['RATE_LIMIT_GENERAL', '1.5'],
    ['RATE_LIMIT_BURST', 'many'],
    ['RATE_LIMIT_WINDOW_SECONDS', '0'],
    ['RATE_LIMIT_REDIS_TIMEOUT_MS', '5'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
