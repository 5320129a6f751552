import { Logger, Provider } from '@nestjs/common';
import { AppConfig, Clock } from '@app/common';
import { MemoryRateLimitStore } from './memory-rate-limit.store';
import { RedisRateLimitStore } from './redis-rate-limit.store';
import { RateLimitStore } from './rate-limit.store';

/** How long start-up waits for Redis before serving (unlimited until it connects). */
const CONNECT_WAIT_MS = 2000;

/**
 * Redis when REDIS_URL is set (limits shared by all instances, timed by Redis's clock), else this
 * process's memory, timed by the application's Clock (so tests can move time past a window).
 */
export const rateLimitStoreProvider: Provider = {
  provide: RateLimitStore,
  inject: [AppConfig, Clock],
  useFactory: async (config: AppConfig, clock: Clock): Promise<RateLimitStore> => {
    if (!config.redisUrl) return new MemoryRateLimitStore(() => clock.now().getTime());
    const store = new RedisRateLimitStore(config.redisUrl, { commandTimeoutMs: config.rateLimits.redisTimeoutMs });
    if (!(await store.waitReady(CONNECT_WAIT_MS))) {
      new Logger('RateLimitStore').warn('Redis is not reachable yet: requests are served without rate limits until it is');
    }
    return store;
  },
};
