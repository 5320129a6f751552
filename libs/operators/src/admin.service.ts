import { Injectable } from '@nestjs/common';
import { AppConfig, isUuid, DomainException, ErrorCode, newId, PageQueryDto, toPagination, ValidationFailedException } from '@app/common';
import { OperatorEntity } from '@app/database';
// The pure URL check only (no Nest module), so auth does not load the players feature module.
import { normaliseWalletUrl } from '@app/wallet';
import { checkEventsQueueUrl, eventsQueuePolicy } from '@app/events';
import { KeyRevocations } from '@app/auth';
import { AuditLogWriter } from '@app/auth';
import { generateInternalKey, generateOperatorKey } from '@app/auth';
import { ApiKeyRepository, InternalKeyRepository, OperatorRepository } from '@app/auth';
import {
  ApiKeyListResponseDto,
  ApiKeyResponseDto,
  CreateApiKeyDto,
  CreatedApiKeyResponseDto,
  CreatedInternalKeyResponseDto,
  CreateInternalKeyDto,
  CreateOperatorDto,
  InternalKeyListResponseDto,
  InternalKeyResponseDto,
  OperatorListResponseDto,
  OperatorResponseDto,
  RateLimitOverridesDto,
  UpdateOperatorDto,
} from './admin.dto';
import { toApiKeyResponse, toInternalKeyResponse, toOperatorResponse } from './admin.mapper';

/** Who did an administrative action, for the security log. */
export interface AdminActor {
  via: 'admin_api' | 'cli' | 'seed' | 'dashboard';
  /** The dashboard user who acted, when via is 'dashboard'. */
  userId?: string;
  requestId?: string;
  clientIp?: string;
}

/**
 * Platform administration use cases (D4), shared by the admin HTTP API, the CLI and the
 * first-start seed, so all three behave identically.
 */
@Injectable()
export class AdminService {
  constructor(
    private readonly operators: OperatorRepository,
    private readonly apiKeys: ApiKeyRepository,
    private readonly internalKeys: InternalKeyRepository,
    private readonly audit: AuditLogWriter,
    private readonly config: AppConfig,
    private readonly revocations: KeyRevocations,
  ) {}

  async createOperator(input: CreateOperatorDto): Promise<OperatorResponseDto> {
    const walletUrl = this.checkSettings(input, {
      walletMode: input.wallet_mode ?? 'transfer',
      walletUrl: input.wallet_url ?? null,
      walletSecret: input.wallet_secret ?? null,
    });
    const operator = await this.operators.insert({
      id: newId(),
      name: input.name,
      currency: input.currency ?? 'EUR',
      environment: input.environment ?? 'live',
      walletMode: input.wallet_mode ?? 'transfer',
      walletUrl: walletUrl ?? null,
      walletSecret: input.wallet_secret ?? null,
      eventsQueueUrl: input.events_queue_url ?? null,
      eventsFormat: input.events_format ?? 'platform',
      rateLimits: mergeRateLimits({}, input.rate_limits),
    });
    return toOperatorResponse(operator);
  }

  async listOperators(page: PageQueryDto): Promise<OperatorListResponseDto> {
    const [rows, total] = await this.operators.list(page);
    return { operators: rows.map(toOperatorResponse), pagination: toPagination(total, page) };
  }

  async getOperator(operatorId: string): Promise<OperatorResponseDto> {
    return toOperatorResponse(await this.requireOperator(operatorId));
  }

  /**
   * Refuses an update exactly as updateOperator would (422 by the fields), without saving it;
   * returns the wallet URL it would store (canonical spelling), undefined when it sets none.
   */
  async checkOperatorUpdate(operatorId: string, input: UpdateOperatorDto): Promise<string | null | undefined> {
    const current = await this.requireOperator(operatorId);
    return this.checkSettings(input, {
      walletMode: input.wallet_mode ?? current.walletMode,
      walletUrl: input.wallet_url !== undefined ? input.wallet_url : current.walletUrl,
      walletSecret: input.wallet_secret !== undefined ? input.wallet_secret : current.walletSecret,
    });
  }

  async updateOperator(operatorId: string, input: UpdateOperatorDto): Promise<OperatorResponseDto> {
    const current = await this.requireOperator(operatorId);
    const walletUrl = this.checkSettings(input, {
      walletMode: input.wallet_mode ?? current.walletMode,
      walletUrl: input.wallet_url !== undefined ? input.wallet_url : current.walletUrl,
      walletSecret: input.wallet_secret !== undefined ? input.wallet_secret : current.walletSecret,
    });
    const changes: Partial<OperatorEntity> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.currency !== undefined) changes.currency = input.currency;
    if (input.wallet_mode !== undefined) changes.walletMode = input.wallet_mode;
    if (walletUrl !== undefined) changes.walletUrl = walletUrl;
    if (input.wallet_secret !== undefined) changes.walletSecret = input.wallet_secret;
    if (input.events_queue_url !== undefined) changes.eventsQueueUrl = input.events_queue_url;
    if (input.events_format !== undefined) changes.eventsFormat = input.events_format;
    if (input.rate_limits !== undefined) changes.rateLimits = mergeRateLimits(current.rateLimits, input.rate_limits);
    const updated = await this.operators.update(operatorId, changes);
    return toOperatorResponse(updated ?? current);
  }

  async createApiKey(operatorId: string, input: CreateApiKeyDto, actor: AdminActor): Promise<CreatedApiKeyResponseDto> {
    const operator = await this.requireOperator(operatorId);
    if (input.expires_at && input.expires_at.getTime() <= Date.now()) {
      throw ValidationFailedException.forField('expires_at', 'expires_at must be in the future');
    }
    const generated = generateOperatorKey(operator.environment);
    const key = await this.apiKeys.insert(operator.id, {
      id: newId(),
      name: input.name,
      role: input.role,
      publicId: generated.publicId,
      secretHash: generated.secretHash,
      expiresAt: input.expires_at ?? null,
      lastUsedAt: null,
      revokedAt: null,
    });
    this.recordKeyEvent('api_key.created', key.operatorId, key.id, actor, { name: key.name, role: key.role });
    return { ...toApiKeyResponse(key), api_key: generated.apiKey };
  }

  async listApiKeys(operatorId: string, page: PageQueryDto): Promise<ApiKeyListResponseDto> {
    await this.requireOperator(operatorId);
    const [rows, total] = await this.apiKeys.list(operatorId, page);
    return { api_keys: rows.map(toApiKeyResponse), pagination: toPagination(total, page) };
  }

  /** One key of the operator; another operator's key, an unknown or a malformed id: 404. */
  async getApiKey(operatorId: string, keyId: string): Promise<ApiKeyResponseDto> {
    await this.requireOperator(operatorId);
    const key = isUuid(keyId) ? await this.apiKeys.find(operatorId, keyId) : null;
    if (!key) throw notFound('API key');
    return toApiKeyResponse(key);
  }

  async revokeApiKey(operatorId: string, keyId: string, actor: AdminActor): Promise<ApiKeyResponseDto> {
    await this.requireOperator(operatorId);
    if (!isUuid(keyId)) throw notFound('API key');
    const changed = await this.apiKeys.revoke(operatorId, keyId);
    await this.revocations.announce(keyId);
    const key = await this.apiKeys.find(operatorId, keyId);
    if (!key) throw notFound('API key');
    if (changed) this.recordKeyEvent('api_key.revoked', operatorId, keyId, actor, { name: key.name });
    return toApiKeyResponse(key);
  }

  async createInternalKey(input: CreateInternalKeyDto): Promise<CreatedInternalKeyResponseDto> {
    const operatorIds = input.operator_ids ? [...new Set(input.operator_ids)] : null;
    if (operatorIds) {
      const found = new Set((await this.operators.findExistingIds(operatorIds)).map((o) => o.id));
      const missing = operatorIds.filter((id) => !found.has(id));
      if (missing.length) {
        throw ValidationFailedException.forField('operator_ids', `Unknown operators: ${missing.join(', ')}`);
      }
    }
    const generated = generateInternalKey();
    const key = await this.internalKeys.insert({
      id: newId(),
      name: input.name,
      secretHash: generated.secretHash,
      operatorIds,
      lastUsedAt: null,
      revokedAt: null,
    });
    return { ...toInternalKeyResponse(key), api_key: generated.apiKey };
  }

  async listInternalKeys(page: PageQueryDto): Promise<InternalKeyListResponseDto> {
    const [rows, total] = await this.internalKeys.list(page);
    return { internal_api_keys: rows.map(toInternalKeyResponse), pagination: toPagination(total, page) };
  }

  async revokeInternalKey(keyId: string): Promise<InternalKeyResponseDto> {
    if (!isUuid(keyId)) throw notFound('Internal API key');
    await this.internalKeys.revoke(keyId);
    const key = await this.internalKeys.findById(keyId);
    if (!key) throw notFound('Internal API key');
    return toInternalKeyResponse(key);
  }

  countOperators(): Promise<number> {
    return this.operators.count();
  }

  /**
   * D9: a wallet URL given in the request must pass the SSRF check (https, a public host name, no
   * port but 443; WALLET_ALLOW_LOCALHOST also lets http, loopback and any port through), and the
   * resulting settings of a `seamless` operator must have both a URL and a secret. An events queue
   * URL given in the request must be an Amazon SQS queue, or one of SQS_ENDPOINT, of an allowed
   * AWS account (events-queue-url.ts). Returns the wallet URL to store (its canonical spelling,
   * null to remove it), or undefined when the request leaves it alone.
   */
  private checkSettings(
    input: { wallet_url?: string | null; events_queue_url?: string | null },
    result: Pick<OperatorEntity, 'walletMode' | 'walletUrl' | 'walletSecret'>,
  ): string | null | undefined {
    const errors: Record<string, string[]> = {};
    let walletUrl = input.wallet_url;
    if (typeof input.wallet_url === 'string') {
      const normalised = normaliseWalletUrl(input.wallet_url, { allowLocalhost: this.config.walletAllowLocalhost });
      if (normalised.ok) walletUrl = normalised.url;
      else errors.wallet_url = [normalised.reason];
    }
    if (typeof input.events_queue_url === 'string') {
      const check = checkEventsQueueUrl(input.events_queue_url, eventsQueuePolicy(this.config));
      if (!check.ok) errors.events_queue_url = [check.reason];
    }
    if (result.walletMode === 'seamless') {
      if (!result.walletUrl && !errors.wallet_url) errors.wallet_url = ['wallet_url is required when wallet_mode is seamless'];
      if (!result.walletSecret) errors.wallet_secret = ['wallet_secret is required when wallet_mode is seamless'];
    }
    if (Object.keys(errors).length > 0) throw new ValidationFailedException(errors);
    return walletUrl;
  }

  private async requireOperator(operatorId: string): Promise<OperatorEntity> {
    const operator = isUuid(operatorId) ? await this.operators.findById(operatorId) : null;
    if (!operator) throw notFound('Operator');
    return operator;
  }

  private recordKeyEvent(
    action: 'api_key.created' | 'api_key.revoked',
    operatorId: string,
    keyId: string,
    actor: AdminActor,
    details: Record<string, unknown>,
  ): void {
    this.audit.record({
      operatorId,
      apiKeyId: keyId,
      action,
      requestId: actor.requestId ?? null,
      clientIp: actor.clientIp ?? null,
      details: { ...details, via: actor.via, ...(actor.userId ? { user_id: actor.userId } : {}) },
    });
  }
}

function notFound(what: string): DomainException {
  return new DomainException(ErrorCode.NotFound, `${what} not found`);
}

/** Applies overrides on top of the current ones; a null value restores the default (D14). */
function mergeRateLimits(current: Record<string, number>, overrides: RateLimitOverridesDto | undefined): Record<string, number> {
  const merged = { ...current };
  for (const [name, value] of Object.entries(overrides ?? {})) {
    if (value === null) delete merged[name];
    else if (typeof value === 'number') merged[name] = value;
  }
  return merged;
}
