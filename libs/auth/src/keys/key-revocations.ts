import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '@app/common';
import { ApiKeyCache } from './api-key.cache';

/** The Redis channel on which instances tell each other of revoked operator keys (by key id). */
export const KEY_REVOKED_CHANNEL = 'tournament-service:api-key-revoked';

/**
 * Makes a revocation take effect at once everywhere, despite the key cache (ApiKeyCache):
 * this instance drops the key from its cache, and with REDIS_URL (which every multi-instance
 * deployment has, for the shared rate limits of D14) it publishes the key id, and every instance
 * subscribed drops it too. The CLI, another process, publishes the same way. If Redis is down, a
 * revoked key is refused by the other instances once their cached entry lapses
 * (API_KEY_CACHE_MS, 1 s by default): the cache's time to live is the backstop, not the rule.
 */
@Injectable()
export class KeyRevocations implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(KeyRevocations.name);
  private publisher?: Redis;
  private subscriber?: Redis;

  constructor(
    private readonly config: AppConfig,
    private readonly cache: ApiKeyCache,
  ) {}

  onModuleInit(): void {
    const url = this.config.redisUrl;
    if (!url || this.config.apiKeyCacheMs <= 0) return;
    // Revocations are rare: one may wait for the connection (a CLI revokes right after it starts),
    // but never longer than a second.
    const options = {
      commandTimeout: 1000,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (attempt: number) => Math.min(attempt * 100, 1000),
    };
    this.publisher = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, commandTimeout: undefined });
    // Outages show in the rate limiter's metric and log; these connections only reconnect quietly.
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel: string, keyId: string) => this.cache.forget(keyId));
    // ioredis subscribes again by itself after every reconnection.
    this.subscriber.subscribe(KEY_REVOKED_CHANNEL).catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }

  /** After the revocation is committed: this instance forgets the key, the others are told. */
  async announce(keyId: string): Promise<void> {
    this.cache.forget(keyId);
    if (!this.publisher) return;
    try {
      await this.publisher.publish(KEY_REVOKED_CHANNEL, keyId);
    } catch (error) {
      this.logger.warn(
        `Could not announce the revocation of API key ${keyId} (other instances refuse it within ${this.config.apiKeyCacheMs} ms): ${(error as Error).message}`,
      );
    }
  }
}
