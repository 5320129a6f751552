import { IdempotencyRecord } from '@app/database';

/** What a request does with a key that is already taken (D12b). */
export type IdempotencyDecision =
  { kind: 'replay'; status: number; body: string } | { kind: 'take_over' } | { kind: 'conflict' } | { kind: 'in_use' };

/**
 * Decides for a request whose key already has a row:
 * - an expired row is as good as gone: take it over, whatever request it was for;
 * - another request (fingerprint) under the key: 409 idempotency_conflict;
 * - the same request, completed: replay the stored response;
 * - the same request, still running: 409 idempotency_key_in_use, unless its lock has lapsed
 *   (the process that claimed it crashed), then take it over.
 */
export function decideIdempotency(record: IdempotencyRecord, requestHash: string): IdempotencyDecision {
  if (record.expired) return { kind: 'take_over' };
  if (record.requestHash !== requestHash) return { kind: 'conflict' };
  if (record.state === 'completed' && record.responseStatus !== null) {
    return { kind: 'replay', status: record.responseStatus, body: record.responseBody ?? '' };
  }
  return record.lockExpired ? { kind: 'take_over' } : { kind: 'in_use' };
}
