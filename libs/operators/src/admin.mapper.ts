import { isoOrNull } from '@app/common';
import { ApiKeyEntity, InternalApiKeyEntity, OperatorEntity } from '@app/database';
import { permissionsOf } from '@app/auth';
import { ApiKeyResponseDto, InternalKeyResponseDto, OperatorResponseDto } from './admin.dto';

export function toOperatorResponse(operator: OperatorEntity): OperatorResponseDto {
  return {
    operator_id: operator.id,
    name: operator.name,
    currency: operator.currency,
    environment: operator.environment,
    wallet_mode: operator.walletMode,
    wallet_url: operator.walletUrl,
    wallet_secret_set: operator.walletSecret !== null,
    events_queue_url: operator.eventsQueueUrl,
    events_format: operator.eventsFormat,
    rate_limits: operator.rateLimits,
    created_at: operator.createdAt.toISOString(),
    updated_at: operator.updatedAt.toISOString(),
  };
}

export function toApiKeyResponse(key: ApiKeyEntity): ApiKeyResponseDto {
  return {
    key_id: key.id,
    operator_id: key.operatorId,
    name: key.name,
    role: key.role,
    permissions: [...permissionsOf(key.role)],
    key_prefix: key.publicId,
    created_at: key.createdAt.toISOString(),
    expires_at: isoOrNull(key.expiresAt),
    last_used_at: isoOrNull(key.lastUsedAt),
    revoked_at: isoOrNull(key.revokedAt),
  };
}

export function toInternalKeyResponse(key: InternalApiKeyEntity): InternalKeyResponseDto {
  return {
    key_id: key.id,
    name: key.name,
    operator_ids: key.operatorIds,
    created_at: key.createdAt.toISOString(),
    last_used_at: isoOrNull(key.lastUsedAt),
    revoked_at: isoOrNull(key.revokedAt),
  };
}
