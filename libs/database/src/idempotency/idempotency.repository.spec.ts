import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { activateSecretBox, revealSecret, SecretBox } from '@app/common';
import { MissingOperatorScopeError } from '../operator-scoped.repository';
import { IdempotencyRepository } from './idempotency.repository';

// D12b: every idempotency query is scoped by the operator; the SQL itself runs in the e2e tests
// (test/e2e/idempotency.e2e-spec.ts) on both databases.

// Stored responses are sealed with the process's secrets key (set at start-up in the service).
activateSecretBox(new SecretBox(randomBytes(32)));

interface Call {
  sql: string;
  parameters: unknown[];
}

function fakeDataSource(records: unknown[] = []) {
  const calls: Call[] = [];
  let released = 0;
  const dataSource = {
    createQueryRunner: () => ({
      query: async (sql: string, parameters: unknown[], structured: boolean) => {
        calls.push({ sql, parameters });
        expect(structured).toBe(true);
        return { records, affected: records.length };
      },
      release: async () => {
        released++;
      },
    }),
  } as unknown as DataSource;
  return { dataSource, calls, released: () => released };
}

const REQUEST = { key: 'k-1', requestHash: 'a'.repeat(64), method: 'POST', path: '/api/x' };
const CLAIM = { key: 'k-1', token: '2030-01-01 00:00:00.123456+00' };
const OPERATOR = '0190a6c2-7b4e-7c3d-9f00-1a2b3c4d5e6f';

describe('IdempotencyRepository', () => {
  const operations: [string, (repo: IdempotencyRepository, operatorId: string) => Promise<unknown>][] = [
    ['claim', (repo, op) => repo.claim(op, REQUEST)],
    ['takeOver', (repo, op) => repo.takeOver(op, REQUEST)],
    ['find', (repo, op) => repo.find(op, 'k-1')],
    ['complete', (repo, op) => repo.complete(op, CLAIM, 201, '{}')],
    ['release', (repo, op) => repo.release(op, CLAIM)],
  ];

  describe.each(operations)('%s', (_name, operation) => {
    it.each([[''], ['   '], [undefined as unknown as string], [null as unknown as string]])(
      'refuses the operator id %p without querying',
      async (operatorId) => {
        const fake = fakeDataSource();
        await expect(operation(new IdempotencyRepository(fake.dataSource), operatorId)).rejects.toThrow(MissingOperatorScopeError);
        expect(fake.calls).toEqual([]);
      },
    );

    it('filters by the operator id and the key, and releases its connection', async () => {
      const fake = fakeDataSource();
      await operation(new IdempotencyRepository(fake.dataSource), OPERATOR);
      expect(fake.calls).toHaveLength(1);
      expect(fake.calls[0].parameters.slice(0, 2)).toEqual([OPERATOR, 'k-1']);
      expect(fake.calls[0].sql).toMatch(/operator_id/);
      expect(fake.released()).toBe(1);
    });
  });

  it('claim inserts without overwriting and returns the claim token', async () => {
    const fake = fakeDataSource([{ token: CLAIM.token }]);
    expect(await new IdempotencyRepository(fake.dataSource).claim(OPERATOR, REQUEST)).toEqual(CLAIM);
    expect(fake.calls[0].sql).toMatch(/ON CONFLICT \(operator_id, key\) DO NOTHING/);
  });

  it('claim returns null when the key is already there', async () => {
    const fake = fakeDataSource([]);
    expect(await new IdempotencyRepository(fake.dataSource).claim(OPERATOR, REQUEST)).toBeNull();
  });

  it('takeOver only touches an expired row or an abandoned claim of the same request', async () => {
    const fake = fakeDataSource([]);
    expect(await new IdempotencyRepository(fake.dataSource).takeOver(OPERATOR, REQUEST)).toBeNull();
    const sql = fake.calls[0].sql.replace(/\s+/g, ' ');
    expect(sql).toContain("expires_at <= now() OR (state = 'in_progress' AND locked_until <= now() AND request_hash = $3)");
  });

  it('complete and release act only on the claim that is still held', async () => {
    const fake = fakeDataSource([]);
    const repo = new IdempotencyRepository(fake.dataSource);
    expect(await repo.complete(OPERATOR, CLAIM, 409, '{"error":"x"}')).toBe(false);
    // The response is stored sealed, never in plaintext.
    const stored = fake.calls[0].parameters[4] as string;
    expect(stored).toMatch(/^v1:/);
    expect(revealSecret(stored)).toBe('{"error":"x"}');
    expect(await repo.release(OPERATOR, CLAIM)).toBe(false);
    for (const call of fake.calls) {
      expect(call.sql).toMatch(/state = 'in_progress' AND created_at = \$3::timestamptz/);
      expect(call.parameters[2]).toBe(CLAIM.token);
    }
  });

  it('find maps the row and the clock comparisons', async () => {
    const fake = fakeDataSource([
      {
        request_hash: REQUEST.requestHash,
        state: 'completed',
        response_status: 201,
        response_body: '{"a":1}',
        expired: false,
        lock_expired: true,
      },
    ]);
    expect(await new IdempotencyRepository(fake.dataSource).find(OPERATOR, 'k-1')).toEqual({
      requestHash: REQUEST.requestHash,
      state: 'completed',
      responseStatus: 201,
      responseBody: '{"a":1}',
      expired: false,
      lockExpired: true,
    });
  });
});
