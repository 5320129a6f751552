import { Injectable } from '@nestjs/common';
import { MetricsService, UnauthorizedException } from '@app/common';
import { RequestOrigin } from '../domain/request-origin';
import { AuditLogWriter } from './audit-log.writer';

/** Credentials that belong to no operator key: an internal key, or a player's game token. */
export type RefusedCredentialKind = 'internal' | 'player_token';

/**
 * A refused credential of a kind that names no operator, recorded as every refusal is: counted
 * in auth_failures_total{kind, reason} and written to the audit log as `auth.failed` (401, with
 * the reason and the kind of credential).
 */
@Injectable()
export class RefusedCredentials {
  constructor(
    private readonly audit: AuditLogWriter,
    private readonly metrics: MetricsService,
  ) {}

  /** Records the refusal and returns the 401 to throw, with `message`. */
  refuse(origin: RequestOrigin, kind: RefusedCredentialKind, reason: string, message: string): UnauthorizedException {
    this.metrics.authFailures.inc({ kind, reason });
    this.audit.record({
      operatorId: null,
      action: 'auth.failed',
      method: origin.method,
      path: origin.path,
      statusCode: 401,
      requestId: origin.requestId,
      clientIp: origin.clientIp,
      details: { reason, key_type: kind },
    });
    return new UnauthorizedException(message);
  }
}
