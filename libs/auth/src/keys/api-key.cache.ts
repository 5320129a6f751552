import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/common';
import { ApiKeyEntity } from '@app/database';

/** Keys kept per instance; far more than the active keys of any deployment, and a few MB at most. */
export const API_KEY_CACHE_CAPACITY = 10_000;

/** How long a revocation is remembered: longer than any lookup can run (statement timeout 30 s). */
const FORGOTTEN_KEPT_MS = 60_000;

interface CachedKey {
  key: ApiKeyEntity;
  storedAt: number;
}

/**
 * Operator keys found by the hash of their secret, kept for `apiKeyCacheMs` (API_KEY_CACHE_MS,
 * default 1 s) so that a client sending many requests does not cost a database round trip each:
 * that lookup was half of the database work of an authenticated read. What it may cost:
 * - a revocation takes effect at once: AdminService.revokeApiKey (admin API, dashboard, CLI)
 *   makes KeyRevocations drop the key here and, through Redis, on every other instance;
 * - without Redis (one instance) or while it is down, a revocation made by another process (the
 *   CLI) or instance takes effect here within `apiKeyCacheMs`;
 * - expiry is checked against the cached `expires_at` on every request, so it is exact.
 * Unknown keys are never cached: a wrong key always reaches the database (and the failed-auth
 * limit). 0 turns the cache off.
 */
@Injectable()
export class ApiKeyCache {
  private readonly bySecretHash = new Map<string, CachedKey>();
  private readonly ttlMs: number;
  /** A monotonic clock of this process (replaced by tests). */
  now: () => number = () => performance.now();

  constructor(config: AppConfig) {
    this.ttlMs = config.apiKeyCacheMs;
  }

  /**
   * When each key was last forgotten (revoked), for a minute: a lookup that started before
   * a revocation and ends after it must not put the row it read (not yet revoked) back in.
   */
  private readonly forgottenAt = new Map<string, number>();

  get(secretHash: string): ApiKeyEntity | undefined {
    const cached = this.bySecretHash.get(secretHash);
    if (!cached) return undefined;
    if (this.now() - cached.storedAt < this.ttlMs) return cached.key;
    this.bySecretHash.delete(secretHash);
    return undefined;
  }

  /** `lookupStartedAt`: this cache's `now()` when the database lookup of `key` began. */
  set(key: ApiKeyEntity, lookupStartedAt: number): void {
    if (this.ttlMs <= 0) return;
    const forgotten = this.forgottenAt.get(key.id);
    if (forgotten !== undefined && forgotten >= lookupStartedAt) return;
    this.bySecretHash.delete(key.secretHash);
    this.bySecretHash.set(key.secretHash, { key, storedAt: this.now() });
    // A Map iterates in insertion order: the first entry is the oldest.
    while (this.bySecretHash.size > API_KEY_CACHE_CAPACITY) this.bySecretHash.delete(this.bySecretHash.keys().next().value!);
  }

  /** Drops a key (revoked through this instance), so that its next use is looked up again. */
  forget(keyId: string): void {
    const now = this.now();
    for (const [hash, cached] of this.bySecretHash) if (cached.key.id === keyId) this.bySecretHash.delete(hash);
    // Only a lookup already running can bring the old row back: marks older than any lookup can go.
    for (const [id, at] of this.forgottenAt) if (now - at > FORGOTTEN_KEPT_MS) this.forgottenAt.delete(id);
    this.forgottenAt.set(keyId, now);
  }

  get size(): number {
    return this.bySecretHash.size;
  }
}
