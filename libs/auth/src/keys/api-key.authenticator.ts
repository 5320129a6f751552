import { Injectable, Logger } from '@nestjs/common';
import { UnauthorizedException } from '@app/common';
import { ApiKeyEntity, InternalApiKeyEntity } from '@app/database';
import { hashSecret, parsePresentedKey, safeEqual } from '../domain/api-key-format';
import { InternalKeyAuth, OperatorAuth } from '../domain/auth-context';
import { permissionsOf } from '../domain/permissions';
import { RequestOrigin } from '../domain/request-origin';
import { RefusedCredentials } from '../audit/refused-credentials';
import { ApiKeyCache } from './api-key.cache';
import { ApiKeyRepository, InternalKeyRepository } from './key.repositories';

/** A presented key checked: the key, or why it is refused (the audit's reason, the 401's message). */
type KeyCheck<K> = { valid: true; key: K } | { valid: false; reason: string; message: string; key?: ApiKeyEntity; keyPrefix?: string };

function operatorAuth(key: ApiKeyEntity): OperatorAuth {
  return {
    kind: 'operator',
    operatorId: key.operatorId,
    keyId: key.id,
    role: key.role,
    permissions: permissionsOf(key.role),
    expiresAt: key.expiresAt,
  };
}

function internalAuth(key: InternalApiKeyEntity): InternalKeyAuth {
  return { kind: 'internal', keyId: key.id, operatorIds: key.operatorIds };
}

/** last_used_at is refreshed at most this often per key, to keep writes off the hot path. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Turns a presented key into an authenticated context, or refuses it with D3's 401. Every
 * refusal is recorded as a security event.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger(ApiKeyAuthenticator.name);

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly internalKeys: InternalKeyRepository,
    private readonly cache: ApiKeyCache,
    private readonly refused: RefusedCredentials,
  ) {}

  async authenticateOperator(token: string | undefined, origin: RequestOrigin): Promise<OperatorAuth> {
    if (token === undefined) throw this.refuse(origin, 'missing', 'Missing API key: send Authorization: Bearer <API_KEY>');
    const checked = await this.checkOperator(token);
    if (!checked.valid) throw this.refuse(origin, checked.reason, checked.message, checked.key, checked.keyPrefix);
    this.touch(this.keys, checked.key);
    return operatorAuth(checked.key);
  }

  /**
   * Whether an operator key that opened a long-lived connection (a live stream) still holds: the
   * checks of authenticateOperator, through the same cache (a revocation shows at once, see
   * ApiKeyCache), without recording anything: the refusal its next request would get, or the
   * key's context as of now.
   */
  async recheckOperator(token: string): Promise<OperatorAuth | UnauthorizedException> {
    const checked = await this.checkOperator(token);
    return checked.valid ? operatorAuth(checked.key) : new UnauthorizedException(checked.message);
  }

  private async checkOperator(token: string): Promise<KeyCheck<ApiKeyEntity>> {
    const presented = parsePresentedKey(token);
    if (!presented) return { valid: false, reason: 'malformed', message: 'Malformed API key' };
    if (presented.kind === 'internal') {
      return { valid: false, reason: 'wrong_key_type', message: 'Internal API keys cannot be used on operator endpoints' };
    }
    const key = await this.findBySecret(hashSecret(presented.secret));
    const publicIdMatches = !presented.publicId || (key !== null && safeEqual(key.publicId, presented.publicId));
    if (!key || !publicIdMatches) {
      const named = presented.publicId ? await this.keys.findByPublicId(presented.publicId) : null;
      return { valid: false, reason: 'unknown', message: 'Unknown API key', key: named ?? undefined, keyPrefix: presented.publicId };
    }
    if (key.revokedAt) return { valid: false, reason: 'revoked', message: 'This API key has been revoked', key };
    if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) {
      return { valid: false, reason: 'expired', message: 'This API key has expired', key };
    }
    return { valid: true, key };
  }

  /** From the cache (ApiKeyCache), else one raw statement without TypeORM query building (ApiKeyRepository). */
  private async findBySecret(secretHash: string): Promise<ApiKeyEntity | null> {
    const cached = this.cache.get(secretHash);
    if (cached) return cached;
    const startedAt = this.cache.now();
    const key = await this.keys.findBySecretHash(secretHash);
    if (key) this.cache.set(key, startedAt);
    return key;
  }

  async authenticateInternal(token: string | undefined, origin: RequestOrigin): Promise<InternalKeyAuth> {
    if (token === undefined) {
      throw this.refuseInternal(origin, 'missing', 'Missing internal API key: send X-Internal-Api-Key: <INTERNAL_API_KEY>');
    }
    const checked = await this.checkInternal(token);
    if (!checked.valid) throw this.refuseInternal(origin, checked.reason, checked.message);
    this.touch(this.internalKeys, checked.key);
    return internalAuth(checked.key);
  }

  /** As recheckOperator, for an internal key (not cached: one lookup). */
  async recheckInternal(token: string): Promise<InternalKeyAuth | UnauthorizedException> {
    const checked = await this.checkInternal(token);
    return checked.valid ? internalAuth(checked.key) : new UnauthorizedException(checked.message);
  }

  private async checkInternal(token: string): Promise<KeyCheck<InternalApiKeyEntity>> {
    const presented = parsePresentedKey(token);
    if (!presented) return { valid: false, reason: 'malformed', message: 'Malformed internal API key' };
    if (presented.kind !== 'internal') {
      return { valid: false, reason: 'wrong_key_type', message: 'Operator API keys cannot be used on internal endpoints' };
    }
    const key = await this.internalKeys.findBySecretHash(hashSecret(presented.secret));
    if (!key) return { valid: false, reason: 'unknown', message: 'Unknown internal API key' };
    if (key.revokedAt) return { valid: false, reason: 'revoked', message: 'This internal API key has been revoked' };
    return { valid: true, key };
  }

  private refuse(origin: RequestOrigin, reason: string, message: string, key?: ApiKeyEntity, keyPrefix?: string): UnauthorizedException {
    return this.refused.refuse(origin, 'operator', reason, message, {
      operatorId: key?.operatorId ?? null,
      apiKeyId: key?.id ?? null,
      keyPrefix: keyPrefix ?? key?.publicId ?? null,
    });
  }

  private refuseInternal(origin: RequestOrigin, reason: string, message: string): UnauthorizedException {
    return this.refused.refuse(origin, 'internal', reason, message);
  }

  /** Refreshes last_used_at without making the request wait for it. */
  private touch(keys: ApiKeyRepository | InternalKeyRepository, key: { id: string; lastUsedAt: Date | null }): void {
    if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
    // The row may be the cached one: the next requests must not write again.
    key.lastUsedAt = new Date();
    keys.touchLastUsed(key.id).catch((error: Error) => this.logger.warn(`Could not update last_used_at: ${error.message}`));
  }
}
