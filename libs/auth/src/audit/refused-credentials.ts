import { Injectable } from '@nestjs/common';
import { MetricsService, UnauthorizedException } from '@app/common';
import { RequestOrigin } from '../domain/request-origin';
import { AuditLogWriter } from './audit-log.writer';

/** An operator's API key, an internal key, or a player's game token. */
export type RefusedCredentialKind = 'operator' | 'internal' | 'player_token';

/** What is known of an operator key that was refused (a revoked or expired one is known). */
export interface RefusedOperatorKey {
  operatorId: string | null;
  apiKeyId: string | null;
  keyPrefix: string | null;
}

/**
 * A refused credential, recorded as every refusal is: counted in auth_failures_total{kind,
 * reason} and written to the audit log as `auth.failed` (401, with the reason, and the kind of
 * credential or, for an operator key, its operator, id and prefix where known).
 */
@Injectable()
export class RefusedCredentials {
  constructor(
    private readonly audit: AuditLogWriter,
    private readonly metrics: MetricsService,
  ) {}

  /** Records the refusal and returns the 401 to throw, with `message`. */
  refuse(
    origin: RequestOrigin,
    kind: RefusedCredentialKind,
    reason: string,
    message: string,
    operatorKey?: RefusedOperatorKey,
  ): UnauthorizedException {
    this.metrics.authFailures.inc({ kind, reason });
    this.audit.record({
      operatorId: operatorKey?.operatorId ?? null,
      ...(operatorKey ? { apiKeyId: operatorKey.apiKeyId } : {}),
      action: 'auth.failed',
      method: origin.method,
      path: origin.path,
      statusCode: 401,
      requestId: origin.requestId,
      clientIp: origin.clientIp,
      details: operatorKey ? { reason, key_prefix: operatorKey.keyPrefix } : { reason, key_type: kind },
    });
    return new UnauthorizedException(message);
  }
}
