import { IdempotencyRecord } from '@app/database';
import { decideIdempotency } from './idempotency-decision';

// D12b: what a request does with a key that already has a row.

const HASH = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);

function record(changes: Partial<IdempotencyRecord> = {}): IdempotencyRecord {
  return {
    requestHash: HASH,
    state: 'completed',
    responseStatus: 201,
    responseBody: '{"id":1}',
    expired: false,
    lockExpired: true,
    ...changes,
  };
}

describe('decideIdempotency', () => {
  it('replays a completed response of the same request', () => {
    expect(decideIdempotency(record(), HASH)).toEqual({ kind: 'replay', status: 201, body: '{"id":1}' });
  });

  it('replays a stored 4xx as well', () => {
    expect(decideIdempotency(record({ responseStatus: 409, responseBody: '{"error":"tournament_full"}' }), HASH)).toEqual({
      kind: 'replay',
      status: 409,
      body: '{"error":"tournament_full"}',
    });
  });

  it('replays an empty body (e.g. 204) as an empty body', () => {
    expect(decideIdempotency(record({ responseStatus: 204, responseBody: null }), HASH)).toEqual({ kind: 'replay', status: 204, body: '' });
  });

  it('is a conflict for another request under the same key, completed or running', () => {
    expect(decideIdempotency(record(), OTHER)).toEqual({ kind: 'conflict' });
    expect(decideIdempotency(record({ state: 'in_progress', responseStatus: null, lockExpired: false }), OTHER)).toEqual({
      kind: 'conflict',
    });
    expect(decideIdempotency(record({ state: 'in_progress', responseStatus: null, lockExpired: true }), OTHER)).toEqual({
      kind: 'conflict',
    });
  });

  it('is in use while the same request still runs', () => {
    expect(decideIdempotency(record({ state: 'in_progress', responseStatus: null, responseBody: null, lockExpired: false }), HASH)).toEqual(
      {
        kind: 'in_use',
      },
    );
  });

  it('takes over an abandoned claim of the same request', () => {
    expect(decideIdempotency(record({ state: 'in_progress', responseStatus: null, lockExpired: true }), HASH)).toEqual({
      kind: 'take_over',
    });
  });

  it.each([
    ['completed, same request', record({ expired: true })],
    ['completed, another request', record({ expired: true, requestHash: OTHER })],
    ['running, another request', record({ expired: true, requestHash: OTHER, state: 'in_progress', lockExpired: false })],
  ])('takes over an expired row (%s)', (_label, row) => {
    expect(decideIdempotency(row, HASH)).toEqual({ kind: 'take_over' });
  });
});
