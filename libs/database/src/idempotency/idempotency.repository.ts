import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { revealSecret, sealSecret, SecretDecryptionError, ServiceUnavailableException } from '@app/common';
import { IdempotencyState } from '../entities/idempotency-key.entity';
import { MissingOperatorScopeError } from '../operator-scoped.repository';

/** An in-progress claim older than this is abandoned (crashed process) and may be taken over. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;
/** How long a stored response is replayed (D12b: 24 h). */
export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 60 * 60;

/** The request a key is claimed for. */
export interface IdempotencyRequest {
  key: string;
  /** SHA-256 hex of the request (method, path, query, canonical body). */
  requestHash: string;
  method: string;
  path: string;
}

/**
 * A claim held by one request. `token` is the claim's created_at as exact text: a takeover gives
 * the row a new created_at, so a request whose claim was taken over can no longer store or
 * release it.
 */
export interface IdempotencyClaim {
  key: string;
  token: string;
}

/** A key row as the claim logic needs it, with its clocks already compared by the database. */
export interface IdempotencyRecord {
  requestHash: string;
  state: IdempotencyState;
  responseStatus: number | null;
  responseBody: string | null;
  /** expires_at has passed: the row is as good as gone. */
  expired: boolean;
  /** locked_until has passed: an in-progress claim is abandoned. */
  lockExpired: boolean;
}

const LOCK = `make_interval(secs => ${IDEMPOTENCY_LOCK_SECONDS})`;
const RETENTION = `make_interval(secs => ${IDEMPOTENCY_RETENTION_SECONDS})`;

/**
 * All SQL of idempotent writes (D12b), on the `idempotency_keys` table. Every method takes the
 * operator id first and refuses an empty one: keys are scoped per operator. Each method is one
 * statement (no transaction), so it never waits on, or holds, a transaction of the request, and
 * every time comparison uses the database clock, the one clock all instances share.
 *
 * Expired rows are not deleted here: a new claim of the same key takes an expired row over.
 * Rows of keys never used again stay until a periodic cleanup
 * (`DELETE FROM idempotency_keys WHERE expires_at < now()`) is added, which is not needed for
 * correctness.
 */
@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims a key that nobody holds. Returns the claim, or null when a row already exists. */
  async claim(operatorId: string, request: IdempotencyRequest): Promise<IdempotencyClaim | null> {
    assertScope(operatorId);
    const rows = await this.run<{ token: string }>(
      `INSERT INTO idempotency_keys
         (operator_id, key, request_hash, method, path, state, created_at, expires_at, locked_until)
       VALUES ($1, $2, $3, $4, $5, 'in_progress', now(), now() + ${RETENTION}, now() + ${LOCK})
       ON CONFLICT (operator_id, key) DO NOTHING
       RETURNING created_at::text AS token`,
      [operatorId, request.key, request.requestHash, request.method, request.path],
    );
    return rows[0] ? { key: request.key, token: rows[0].token } : null;
  }

  /**
   * Takes over an existing row, atomically: only if it has expired, or if it is an abandoned
   * claim (in progress past locked_until) of the same request. Of two racing takeovers the
   * second finds the condition false (PostgreSQL re-checks it on the updated row) and gets null.
   */
  async takeOver(operatorId: string, request: IdempotencyRequest): Promise<IdempotencyClaim | null> {
    assertScope(operatorId);
    const rows = await this.run<{ token: string }>(
      `UPDATE idempotency_keys
          SET request_hash = $3, method = $4, path = $5, state = 'in_progress',
              response_status = NULL, response_body = NULL,
              created_at = now(), expires_at = now() + ${RETENTION}, locked_until = now() + ${LOCK}
        WHERE operator_id = $1 AND key = $2
          AND (expires_at <= now()
               OR (state = 'in_progress' AND locked_until <= now() AND request_hash = $3))
        RETURNING created_at::text AS token`,
      [operatorId, request.key, request.requestHash, request.method, request.path],
    );
    return rows[0] ? { key: request.key, token: rows[0].token } : null;
  }

  async find(operatorId: string, key: string): Promise<IdempotencyRecord | null> {
    assertScope(operatorId);
    const rows = await this.run<{
      request_hash: string;
      state: IdempotencyState;
      response_status: number | null;
      response_body: string | null;
      expired: boolean;
      lock_expired: boolean;
    }>(
      `SELECT request_hash, state, response_status, response_body,
              expires_at <= now() AS expired, locked_until <= now() AS lock_expired
         FROM idempotency_keys
        WHERE operator_id = $1 AND key = $2`,
      [operatorId, key],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      requestHash: row.request_hash,
      state: row.state,
      responseStatus: row.response_status,
      responseBody: row.response_body === null ? null : openStoredResponse(row.response_body),
      expired: row.expired,
      lockExpired: row.lock_expired,
    };
  }

  /** Stores the final response of a claim. False when the claim was lost (taken over). */
  async complete(operatorId: string, claim: IdempotencyClaim, status: number, body: string): Promise<boolean> {
    assertScope(operatorId);
    const rows = await this.run<{ key: string }>(
      `UPDATE idempotency_keys
          SET state = 'completed', response_status = $4, response_body = $5
        WHERE operator_id = $1 AND key = $2 AND state = 'in_progress' AND created_at = $3::timestamptz
        RETURNING key`,
      // Sealed at rest like the wallet secret: a replayed registration holds the player's game JWT.
      [operatorId, claim.key, claim.token, status, sealSecret(body)],
    );
    return rows.length > 0;
  }

  /** Gives a claim up (the request failed with 5xx), so a retry runs again. */
  async release(operatorId: string, claim: IdempotencyClaim): Promise<boolean> {
    assertScope(operatorId);
    const rows = await this.run<{ key: string }>(
      `DELETE FROM idempotency_keys
        WHERE operator_id = $1 AND key = $2 AND state = 'in_progress' AND created_at = $3::timestamptz
        RETURNING key`,
      [operatorId, claim.key, claim.token],
    );
    return rows.length > 0;
  }

  /** One statement; the rows it returns (TypeORM's plain query() shape differs by command). */
  private async run<T>(sql: string, parameters: unknown[]): Promise<T[]> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(sql, parameters, true);
      return (result.records ?? []) as T[];
    } finally {
      await runner.release();
    }
  }
}

function assertScope(operatorId: string): void {
  if (typeof operatorId !== 'string' || operatorId.trim() === '') throw new MissingOperatorScopeError();
}

/**
 * A stored response, opened with the secrets key (legacy plaintext rows read as they are). One
 * sealed under a key this process lacks cannot be replayed, and running the request again could
 * pay twice: 503 until the key is configured (SECRETS_ENCRYPTION_KEYS_PREVIOUS).
 */
function openStoredResponse(stored: string): string {
  try {
    return revealSecret(stored);
  } catch (error) {
    if (error instanceof SecretDecryptionError) {
      throw new ServiceUnavailableException('The stored response of this Idempotency-Key cannot be read with the configured secrets keys');
    }
    throw error;
  }
}
