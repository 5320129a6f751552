import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '@app/common';
import { OperatorRepository } from '../keys/key.repositories';
import { OperatorLimitOverrides } from './operator-limit-overrides';
import { rateLimitStoreProvider } from './rate-limit-store.provider';
import { RateLimitThrottlerStorage } from './rate-limit-throttler.storage';
import { throttlerOptions } from './rate-limit-throttlers';
import { RateLimiter } from './rate-limiter';

/**
 * The counters and what the throttler options need: the store (Redis or memory), the fail-open
 * limiter over it, the throttler storage and the operators' overrides. A module of its own so
 * that ThrottlerModule.forRootAsync can import it (AuthModule imports both).
 */
@Module({
  providers: [OperatorRepository, rateLimitStoreProvider, RateLimiter, RateLimitThrottlerStorage, OperatorLimitOverrides],
  exports: [RateLimiter, RateLimitThrottlerStorage, OperatorLimitOverrides],
})
export class RateLimitStoreModule {}

/** @nestjs/throttler with the named throttlers of D14 (global: RateLimitGuard injects its options and storage anywhere). */
export const RateLimitThrottlerModule = ThrottlerModule.forRootAsync({
  imports: [RateLimitStoreModule],
  inject: [AppConfig, OperatorLimitOverrides, RateLimitThrottlerStorage],
  useFactory: throttlerOptions,
});
