import { revealSecret } from '@app/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { IdempotencyRepository } from '@app/database';
import { operatorWithKey } from '../support/factories';
import { HttpResponse } from '../support/http';
import { IdempotencyProbeModule, probeCalls } from '../support/idempotency-probe.module';
import { startTestApp, TestApp } from '../support/test-app';
import { importEsm } from '../support/import-esm';

// D12b: every operator POST, PUT, PATCH and DELETE honours an Idempotency-Key, through one global
// mechanism (the probe routes do nothing idempotency-specific). D3: 409 idempotency_conflict,
// 409 idempotency_key_in_use, 400 invalid_request.

type Operator = Awaited<ReturnType<typeof operatorWithKey>>;

const PROBE = '/api/idempotency-probe';

const newKey = () => `key-${randomUUID()}`;
const newTag = () => randomUUID().slice(0, 8);
const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });

function expectReplayOf(replay: HttpResponse, original: HttpResponse) {
  expect(replay.status).toBe(original.status);
  expect(replay.text).toBe(original.text);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
}

function expectFresh(res: HttpResponse) {
  expect(res.headers.get('idempotent-replayed')).toBeNull();
}

/**
 * Concurrent requests with one key: exactly one ran; each other one got 409
 * idempotency_key_in_use, or the replay when it arrived after the first had completed.
 */
function expectOneRan(responses: HttpResponse[]): HttpResponse {
  const outcome = (r: HttpResponse) =>
    r.status === 201 ? (r.headers.get('idempotent-replayed') === 'true' ? 'replayed' : 'ran') : `${r.status} ${r.body?.error}`;
  const outcomes = responses.map(outcome);
  expect({ outcomes, ran: outcomes.filter((o) => o === 'ran').length }).toEqual({
    outcomes: outcomes.map(() => expect.stringMatching(/^(ran|replayed|409 idempotency_key_in_use)$/)),
    ran: 1,
  });
  const ran = responses[outcomes.indexOf('ran')];
  for (const res of responses) {
    if (res.status === 409) expectError(res, 409, 'idempotency_key_in_use');
    else if (res !== ran) expectReplayOf(res, ran);
  }
  return ran;
}

function expectError(res: HttpResponse, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ error: code, message: expect.any(String) });
}

describe('Idempotency-Key on operator writes (D12b)', () => {
  let t: TestApp;
  let op: Operator;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({}, [IdempotencyProbeModule]);
    op = await operatorWithKey(t);
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  async function keyRow(operatorId: string, key: string) {
    const rows = await db.query(
      'SELECT state, response_status, response_body, method, path, request_hash FROM idempotency_keys WHERE operator_id = $1 AND key = $2',
      [operatorId, key],
    );
    const row = rows[0] as
      | { state: string; response_status: number | null; response_body: string | null; method: string; path: string; request_hash: string }
      | undefined;
    // The stored response is sealed at rest (it may hold a player's game JWT); compare its plaintext.
    if (row?.response_body) {
      expect(row.response_body).toMatch(/^v1:/);
      row.response_body = revealSecret(row.response_body);
    }
    return row;
  }

  describe('replay', () => {
    it('answers a retry with the stored status and body, marked Idempotent-Replayed, without running the handler again', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, { name: 'Cup', seats: 8 }, withKey(key));
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ id: expect.any(String), call: 1, operator_id: op.operatorId, body: { name: 'Cup', seats: 8 } });
      expectFresh(first);

      const second = await op.client.post(`${PROBE}/create/${tag}`, { name: 'Cup', seats: 8 }, withKey(key));
      expectReplayOf(second, first);
      expect(second.headers.get('content-type')).toMatch(/^application\/json/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
      const third = await op.client.post(`${PROBE}/create/${tag}`, { name: 'Cup', seats: 8 }, withKey(key));
      expectReplayOf(third, first);
      expect(probeCalls('create', tag)).toBe(1);

      expect(await keyRow(op.operatorId, key)).toMatchObject({
        state: 'completed',
        response_status: 201,
        response_body: first.text,
        method: 'POST',
        path: `${PROBE}/create/${tag}`,
        request_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('treats the same JSON with its keys in another order as the same request', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(
        `${PROBE}/create/${tag}`,
        { a: 1, nested: { x: [1, { p: 1, q: 2 }], y: 'z' }, b: null },
        withKey(key),
      );
      expect(first.status).toBe(201);
      const reordered = '{"b":null,"nested":{"y":"z","x":[1,{"q":2,"p":1}]},"a":1}';
      const second = await op.client.post(`${PROBE}/create/${tag}`, reordered, withKey(key));
      expectReplayOf(second, first);
      expect(probeCalls('create', tag)).toBe(1);
    });

    it('treats /api/api/... as the same path as /api/...', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`/api/api/idempotency-probe/create/${tag}`, { n: 1 }, withKey(key));
      expect(first.status).toBe(201);
      expectReplayOf(await op.client.post(`${PROBE}/create/${tag}`, { n: 1 }, withKey(key)), first);
      expect(probeCalls('create', tag)).toBe(1);
    });

    it('covers PUT, PATCH and DELETE (an empty 204 is replayed empty)', async () => {
      const tag = newTag();
      const [putKey, patchKey, deleteKey] = [newKey(), newKey(), newKey()];

      const put = await op.client.put(`${PROBE}/items/${tag}`, { name: 'x' }, withKey(putKey));
      expect(put.status).toBe(200);
      expectReplayOf(await op.client.put(`${PROBE}/items/${tag}`, { name: 'x' }, withKey(putKey)), put);
      expect(probeCalls('put', tag)).toBe(1);

      const patch = await op.client.patch(`${PROBE}/items/${tag}`, { name: 'y' }, withKey(patchKey));
      expect(patch.status).toBe(200);
      expectReplayOf(await op.client.patch(`${PROBE}/items/${tag}`, { name: 'y' }, withKey(patchKey)), patch);
      expect(probeCalls('patch', tag)).toBe(1);

      const removed = await op.client.delete(`${PROBE}/items/${tag}`, undefined, withKey(deleteKey));
      expect(removed.status).toBe(204);
      expect(removed.text).toBe('');
      const again = await op.client.delete(`${PROBE}/items/${tag}`, undefined, withKey(deleteKey));
      expectReplayOf(again, removed);
      expect(probeCalls('delete', tag)).toBe(1);
    });
  });

  describe('conflicts', () => {
    it('refuses the same key with a different body: 409 idempotency_conflict, handler not run', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, { seats: 8 }, withKey(key));
      expect(first.status).toBe(201);
      const conflict = await op.client.post(`${PROBE}/create/${tag}`, { seats: 9 }, withKey(key));
      expectError(conflict, 409, 'idempotency_conflict');
      expectFresh(conflict);
      expect(probeCalls('create', tag)).toBe(1);
      // The stored response is untouched: the original request still replays.
      expectReplayOf(await op.client.post(`${PROBE}/create/${tag}`, { seats: 8 }, withKey(key)), first);
    });

    it('refuses the same key on another path, method or query', async () => {
      const key = newKey();
      const tag = newTag();
      expect((await op.client.post(`${PROBE}/create/${tag}`, {}, withKey(key))).status).toBe(201);
      expectError(await op.client.post(`${PROBE}/create/${newTag()}`, {}, withKey(key)), 409, 'idempotency_conflict');
      expectError(await op.client.put(`${PROBE}/items/${tag}`, {}, withKey(key)), 409, 'idempotency_conflict');
      expectError(await op.client.post(`${PROBE}/create/${tag}?x=1`, {}, withKey(key)), 409, 'idempotency_conflict');
      expect(probeCalls('create', tag)).toBe(1);
      expect(probeCalls('put', tag)).toBe(0);
    });

    it('lets concurrent requests with one key run the handler exactly once; the others get 409 idempotency_key_in_use', async () => {
      const key = newKey();
      const tag = newTag();
      const responses = await Promise.all(Array.from({ length: 6 }, () => op.client.post(`${PROBE}/slow/${tag}`, {}, withKey(key))));
      const ran = expectOneRan(responses);
      expect(probeCalls('slow', tag)).toBe(1);
      expect(responses.filter((r) => r.status === 409).length).toBeGreaterThan(0);
      // After completion the same key replays.
      expectReplayOf(await op.client.post(`${PROBE}/slow/${tag}`, {}, withKey(key)), ran);
      expect(probeCalls('slow', tag)).toBe(1);
    });

    it('a different body under a key still in progress is a conflict, not "in use"', async () => {
      const key = newKey();
      const tag = newTag();
      const slow = op.client.post(`${PROBE}/slow/${tag}`, {}, withKey(key));
      // Wait until the first request holds the key.
      for (let i = 0; i < 50 && (await keyRow(op.operatorId, key)) === undefined; i++) await new Promise((r) => setTimeout(r, 20));
      expectError(await op.client.post(`${PROBE}/slow/${tag}`, { other: true }, withKey(key)), 409, 'idempotency_conflict');
      expect((await slow).status).toBe(201);
      expect(probeCalls('slow', tag)).toBe(1);
    });
  });

  describe('what is stored', () => {
    it('stores and replays a 4xx (409 tournament_full)', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/full/${tag}`, {}, withKey(key));
      expectError(first, 409, 'tournament_full');
      const second = await op.client.post(`${PROBE}/full/${tag}`, {}, withKey(key));
      expectReplayOf(second, first);
      expect(probeCalls('full', tag)).toBe(1);
      expect(await keyRow(op.operatorId, key)).toMatchObject({ state: 'completed', response_status: 409 });
    });

    it('stores and replays a 422 of body validation', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/validated/${tag}`, { name: 'x', seats: 'many' }, withKey(key));
      expect(first.status).toBe(422);
      expect(first.body.error).toBe('validation_error');
      expectReplayOf(await op.client.post(`${PROBE}/validated/${tag}`, { name: 'x', seats: 'many' }, withKey(key)), first);
      // A corrected body is another request under the same key.
      expectError(await op.client.post(`${PROBE}/validated/${tag}`, { name: 'x', seats: 2 }, withKey(key)), 409, 'idempotency_conflict');
      expect(probeCalls('validated', tag)).toBe(0);
    });

    it('does not store a 500: the key is released and a retry runs again', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/broken/${tag}`, {}, withKey(key));
      expect(first.status).toBe(500);
      expect(first.body.error).toBe('internal_error');
      expect(await keyRow(op.operatorId, key)).toBeUndefined();
      const second = await op.client.post(`${PROBE}/broken/${tag}`, {}, withKey(key));
      expect(second.status).toBe(500);
      expectFresh(second);
      expect(probeCalls('broken', tag)).toBe(2);
      // A released key may even be reused for another request.
      expect((await op.client.post(`${PROBE}/create/${tag}`, {}, withKey(key))).status).toBe(201);
    });

    it('does not store responses that never reached the handler (401, 403)', async () => {
      const key = newKey();
      const tag = newTag();
      const bad = await t.http.post(
        `${PROBE}/create/${tag}`,
        {},
        { headers: { 'idempotency-key': key, authorization: 'Bearer sk_live_nonexistentnonexistentnonexistent' } },
      );
      expect(bad.status).toBe(401);
      const readOnly = await operatorWithKey(t, 'read_only');
      expect((await readOnly.client.post(`${PROBE}/create/${tag}`, {}, withKey(key))).status).toBe(403);
      expect(await keyRow(readOnly.operatorId, key)).toBeUndefined();
      expect(probeCalls('create', tag)).toBe(0);
    });
  });

  describe('scope and applicability', () => {
    it('scopes keys per operator: operator B runs with A’s key string independently', async () => {
      const key = newKey();
      const tag = newTag();
      const other = await operatorWithKey(t);
      const a = await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key));
      const b = await other.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key));
      expect(a.status).toBe(201);
      expect(b.status).toBe(201);
      expectFresh(b);
      expect(b.body.operator_id).toBe(other.operatorId);
      expect(b.body.id).not.toBe(a.body.id);
      expect(probeCalls('create', tag)).toBe(2);
      // Even another body is fine for B, and each operator replays its own response.
      expectReplayOf(await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key)), a);
      expectReplayOf(await other.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key)), b);
      const otherKey = newKey();
      expect((await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(otherKey))).status).toBe(201);
      expect((await other.client.post(`${PROBE}/create/${tag}`, { v: 2 }, withKey(otherKey))).status).toBe(201);
    });

    it('shares keys between the keys of one operator', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, {}, withKey(key));
      const sameOperator = await t.admin.post(`/api/admin/operators/${op.operatorId}/api-keys`, { name: 'second', role: 'full_access' });
      const second = t.http.with({ authorization: `Bearer ${sameOperator.body.api_key}` });
      expectReplayOf(await second.post(`${PROBE}/create/${tag}`, {}, withKey(key)), first);
    });

    it.each([
      ['empty', ''],
      ['256 characters', 'k'.repeat(256)],
      ['non-ASCII', 'clé-idempotence'],
      ['a space', 'two words'],
    ])('refuses an Idempotency-Key that is %s with 400 invalid_request naming the header', async (_label, value) => {
      const tag = newTag();
      const res = await op.client.post(`${PROBE}/create/${tag}`, {}, { headers: { 'idempotency-key': value } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('invalid_request');
      expect(res.body.message).toContain('Idempotency-Key');
      expect(res.body.details.errors['Idempotency-Key']).toEqual([expect.any(String)]);
      expect(probeCalls('create', tag)).toBe(0);
    });

    it('accepts a key of 255 visible ASCII characters', async () => {
      const key = `${'!~'.repeat(120)}${randomUUID().slice(0, 15)}`;
      expect(key).toHaveLength(255);
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, {}, withKey(key));
      expect(first.status).toBe(201);
      expectReplayOf(await op.client.post(`${PROBE}/create/${tag}`, {}, withKey(key)), first);
    });

    it('ignores the header on GET, even a malformed one', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.get(`${PROBE}/items/${tag}`, withKey(key));
      const second = await op.client.get(`${PROBE}/items/${tag}`, withKey(key));
      expect([first.status, second.status]).toEqual([200, 200]);
      expectFresh(second);
      expect(second.body.id).not.toBe(first.body.id);
      expect((await op.client.get(`${PROBE}/items/${tag}`, { headers: { 'idempotency-key': 'x'.repeat(300) } })).status).toBe(200);
      expect(probeCalls('get', tag)).toBe(3);
      expect(await keyRow(op.operatorId, key)).toBeUndefined();
    });

    it('has no effect without the header', async () => {
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, { same: true });
      const second = await op.client.post(`${PROBE}/create/${tag}`, { same: true });
      expect([first.status, second.status]).toEqual([201, 201]);
      expectFresh(second);
      expect(second.body.call).toBe(2);
      expect(probeCalls('create', tag)).toBe(2);
    });

    it('ignores the header on routes of other keys (admin API)', async () => {
      const key = newKey();
      const one = await t.admin.post('/api/admin/operators', { name: `Idem ${key}` }, withKey(key));
      const two = await t.admin.post('/api/admin/operators', { name: `Idem ${key}` }, withKey(key));
      expect([one.status, two.status]).toEqual([201, 201]);
      expect(two.body.operator_id).not.toBe(one.body.operator_id);
    });
  });

  describe('expiry and abandoned claims', () => {
    it('takes over an expired key: the request runs again and is stored anew', async () => {
      const key = newKey();
      const tag = newTag();
      const first = await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key));
      await db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      const second = await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key));
      expect(second.status).toBe(201);
      expectFresh(second);
      expect(second.body.id).not.toBe(first.body.id);
      expect(probeCalls('create', tag)).toBe(2);
      expectReplayOf(await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key)), second);
    });

    it('takes over an expired key even for a different request', async () => {
      const key = newKey();
      const tag = newTag();
      expect((await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key))).status).toBe(201);
      await db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      const other = await op.client.post(`${PROBE}/create/${tag}`, { v: 2 }, withKey(key));
      expect(other.status).toBe(201);
      expect(other.body.body).toEqual({ v: 2 });
    });

    it('answers 409 idempotency_key_in_use while a claim is held, and takes over a claim whose lock has lapsed', async () => {
      const key = newKey();
      const tag = newTag();
      expect((await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key))).status).toBe(201);
      // As if the first request were still running...
      await db.query(
        `UPDATE idempotency_keys SET state = 'in_progress', response_status = NULL, response_body = NULL, locked_until = now() + interval '1 minute' WHERE operator_id = $1 AND key = $2`,
        [op.operatorId, key],
      );
      expectError(await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key)), 409, 'idempotency_key_in_use');
      // ...then as if its process had crashed.
      await db.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      expectError(await op.client.post(`${PROBE}/create/${tag}`, { v: 2 }, withKey(key)), 409, 'idempotency_conflict');
      const retried = await op.client.post(`${PROBE}/create/${tag}`, { v: 1 }, withKey(key));
      expect(retried.status).toBe(201);
      expectFresh(retried);
      expect(probeCalls('create', tag)).toBe(2);
      expect(await keyRow(op.operatorId, key)).toMatchObject({ state: 'completed', response_body: retried.text });
    });

    it('lets exactly one of several racing retries take over an expired key', async () => {
      const key = newKey();
      const tag = newTag();
      expect((await op.client.post(`${PROBE}/slow/${tag}`, {}, withKey(key))).status).toBe(201);
      await db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      const responses = await Promise.all(Array.from({ length: 5 }, () => op.client.post(`${PROBE}/slow/${tag}`, {}, withKey(key))));
      expectOneRan(responses);
      expect(probeCalls('slow', tag)).toBe(2);
    });
  });

  describe('IdempotencyRepository under contention (the SQL itself)', () => {
    const request = (key: string, requestHash = 'a'.repeat(64)) => ({ key, requestHash, method: 'POST', path: '/api/x' });

    it('lets exactly one of many simultaneous claims of a new key win', async () => {
      const repository = t.app.get(IdempotencyRepository);
      const key = newKey();
      const claims = await Promise.all(Array.from({ length: 8 }, () => repository.claim(op.operatorId, request(key))));
      expect(claims.filter(Boolean)).toHaveLength(1);
    });

    it('lets exactly one of many simultaneous takeovers of an expired row win, and the loser cannot store', async () => {
      const repository = t.app.get(IdempotencyRepository);
      const key = newKey();
      const original = await repository.claim(op.operatorId, request(key));
      expect(original).not.toBeNull();
      await db.query(`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      const takeovers = await Promise.all(Array.from({ length: 8 }, () => repository.takeOver(op.operatorId, request(key))));
      const winners = takeovers.filter((claim) => claim !== null);
      expect(winners).toHaveLength(1);
      // The first claim was taken over: its late response is neither stored nor able to release the key.
      expect(await repository.complete(op.operatorId, original!, 201, '{"late":true}')).toBe(false);
      expect(await repository.release(op.operatorId, original!)).toBe(false);
      expect(await repository.complete(op.operatorId, winners[0]!, 201, '{"ok":true}')).toBe(true);
      expect(await keyRow(op.operatorId, key)).toMatchObject({ state: 'completed', response_body: '{"ok":true}' });
    });

    it('does not take over a live claim or a completed row, nor an abandoned claim of another request', async () => {
      const repository = t.app.get(IdempotencyRepository);
      const key = newKey();
      const claim = await repository.claim(op.operatorId, request(key));
      expect(await repository.takeOver(op.operatorId, request(key))).toBeNull();
      await db.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      expect(await repository.takeOver(op.operatorId, request(key, 'b'.repeat(64)))).toBeNull();
      const next = await repository.takeOver(op.operatorId, request(key));
      expect(next).not.toBeNull();
      expect(next!.token).not.toBe(claim!.token);
      expect(await repository.complete(op.operatorId, next!, 200, '{}')).toBe(true);
      await db.query(`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE operator_id = $1 AND key = $2`, [
        op.operatorId,
        key,
      ]);
      expect(await repository.takeOver(op.operatorId, request(key))).toBeNull();
    });

    it('finds only the row of the operator that asks', async () => {
      const repository = t.app.get(IdempotencyRepository);
      const key = newKey();
      await repository.claim(op.operatorId, request(key));
      const other = await operatorWithKey(t);
      expect(await repository.find(other.operatorId, key)).toBeNull();
      expect(await repository.find(op.operatorId, key)).toMatchObject({ state: 'in_progress', expired: false, lockExpired: false });
    });
  });

  it('declares the optional Idempotency-Key header on operator writes in the OpenAPI document', async () => {
    const document = (await t.http.get('/api/docs-json')).body;
    const { Validator } = await importEsm('@seriousme/openapi-schema-validator');
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    const header = (op: any) => (op.parameters ?? []).find((p: any) => p.in === 'header' && p.name === 'Idempotency-Key');
    const probe = document.paths['/api/idempotency-probe/create/{tag}'].post;
    expect(header(probe)).toMatchObject({ required: false, schema: { type: 'string', minLength: 1, maxLength: 255 } });
    expect(header(probe).description).toMatch(/idempotency_conflict/);
    expect(header(probe).description).toMatch(/idempotency_key_in_use/);
    expect(probe.responses['409'].description).toMatch(/idempotency_conflict/);
    for (const [path, method] of [
      ['/api/idempotency-probe/items/{tag}', 'put'],
      ['/api/idempotency-probe/items/{tag}', 'patch'],
      ['/api/idempotency-probe/items/{tag}', 'delete'],
    ]) {
      expect(header(document.paths[path][method])).toBeDefined();
      expect(document.paths[path][method].responses['409'].content['application/json'].schema).toBeDefined();
    }
    expect(header(document.paths['/api/idempotency-probe/items/{tag}'].get)).toBeUndefined();
    expect(header(document.paths['/api/admin/operators'].post)).toBeUndefined();
  });
});
