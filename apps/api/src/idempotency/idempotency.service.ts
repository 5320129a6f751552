import { Injectable, Logger } from '@nestjs/common';
import { FastifyRequest } from 'fastify';
import { IncomingMessage } from 'node:http';
import { DomainException, ErrorCode, PresetResponse } from '@app/common';
import { IdempotencyGate } from '@app/auth';
import { IdempotencyClaim, IdempotencyRepository, IdempotencyRequest } from '@app/database';
import { requestFingerprint } from './fingerprint';
import { decideIdempotency } from './idempotency-decision';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_REPLAYED_HEADER, readIdempotencyKey } from './idempotency-key-header';

/** The methods whose requests honour an Idempotency-Key. */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Racing claims, takeovers and releases settle within a few rounds; past that, "in use". */
const MAX_ROUNDS = 4;

interface HeldClaim {
  operatorId: string;
  claim: IdempotencyClaim;
}

/**
 * D12b for every operator write: `begin` runs before the handler (from IdempotencyGuard, the
 * last guard of an operator route, so the operator is known) and either claims the key, or
 * answers with the stored response, or refuses; `finish` runs when the response is sent (Fastify
 * onSend) and stores it, or releases the claim after a 5xx so that a retry runs again.
 */
@Injectable()
export class IdempotencyService implements IdempotencyGate {
  private readonly logger = new Logger('Idempotency');
  /** The claims of requests in flight, keyed by the raw request (the same object in hooks and Nest). */
  private readonly held = new WeakMap<IncomingMessage, HeldClaim>();

  constructor(private readonly repository: IdempotencyRepository) {}

  /**
   * Undefined when the handler should run (no key, not an operator write, or the key is now
   * claimed by this request); the stored response for a replay. Throws 400 for a malformed key,
   * 409 idempotency_conflict or idempotency_key_in_use.
   */
  async begin(request: FastifyRequest): Promise<PresetResponse | undefined> {
    if (!IDEMPOTENT_METHODS.has(request.method)) return undefined;
    const auth = request.auth;
    if (auth?.kind !== 'operator') return undefined;
    const key = readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]);
    if (key === undefined) return undefined;

    const path = request.url.split('?')[0];
    const wanted: IdempotencyRequest = {
      key,
      method: request.method,
      path,
      requestHash: requestFingerprint({ method: request.method, path, query: request.query, body: request.body }),
    };
    const operatorId = auth.operatorId;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      let claim = await this.repository.claim(operatorId, wanted);
      if (!claim) {
        const record = await this.repository.find(operatorId, key);
        if (!record) continue; // released or deleted since the insert: claim again
        const decision = decideIdempotency(record, wanted.requestHash);
        switch (decision.kind) {
          case 'replay':
            return replayOf(decision.status, decision.body);
          case 'conflict':
            throw new DomainException(
              ErrorCode.IdempotencyConflict,
              `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request (method, path or body)`,
            );
          case 'in_use':
            throw keyInUse();
          case 'take_over':
            claim = await this.repository.takeOver(operatorId, wanted);
            break;
        }
      }
      if (claim) {
        this.held.set(request.raw, { operatorId, claim });
        return undefined;
      }
      // Another request took the row over first: look again.
    }
    throw keyInUse();
  }

  /**
   * Stores the response of a request that holds a claim; 5xx and 429 (and a body that is not
   * text) release the claim instead, so a retry runs the handler again. Never throws: the
   * response goes out whatever happens here.
   */
  async finish(request: FastifyRequest, status: number, payload: unknown): Promise<void> {
    const held = this.held.get(request.raw);
    if (!held) return;
    this.held.delete(request.raw);
    const { operatorId, claim } = held;
    try {
      const body = payloadText(payload);
      const stored = status < 500 && status !== 429 && body !== undefined;
      const kept = stored
        ? await this.repository.complete(operatorId, claim, status, body)
        : await this.repository.release(operatorId, claim);
      if (!kept) {
        this.logger.warn(
          { requestId: request.id, operatorId },
          `${IDEMPOTENCY_KEY_HEADER} claim was taken over before the response was ${stored ? 'stored' : 'released'}`,
        );
      }
    } catch (error) {
      // The claim stays in progress and lapses after its lock time; a retry then runs again.
      this.logger.error(
        { err: error, requestId: request.id, operatorId },
        `Could not store the response of an ${IDEMPOTENCY_KEY_HEADER} request`,
      );
    }
  }
}

/** A stored response sent again, marked as a replay. */
function replayOf(status: number, body: string): PresetResponse {
  const headers: Record<string, string> = { [IDEMPOTENCY_REPLAYED_HEADER.toLowerCase()]: 'true' };
  if (body !== '') headers['content-type'] = 'application/json; charset=utf-8';
  return new PresetResponse(status, body, headers);
}

function keyInUse(): DomainException {
  return new DomainException(
    ErrorCode.IdempotencyKeyInUse,
    `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed; retry after it completes`,
  );
}

/** The response body as stored text; undefined for a stream, which cannot be stored. */
function payloadText(payload: unknown): string | undefined {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return undefined;
}
