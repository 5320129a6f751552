import { DataSource } from 'typeorm';
import { OutboxDispatcher } from '../../libs/events/src/dispatch/outbox.dispatcher';
import { SqsTransport } from '../../libs/events/src/dispatch/sqs-transport';
import { createKey, createOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

// An operator's events_queue_url is written to with the platform's own AWS credentials, so it must
// be a queue of an AWS account the platform allows: SQS_ALLOWED_ACCOUNT_IDS, else the account of
// SQS_QUEUE_URL, else none. Only the platform administrator sets it (the dashboard cannot).

const OWN = 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo';
const FOREIGN = 'https://sqs.eu-west-1.amazonaws.com/999999999999/acme-events.fifo';

function expectQueueRefused(res: { status: number; body: any }, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error).toBe('validation_error');
  expect(res.body.errors.events_queue_url).toEqual([expect.stringMatching(message)]);
}

describe('admin API: operator events queues and the allowed AWS accounts', () => {
  describe('without SQS_ALLOWED_ACCOUNT_IDS or SQS_QUEUE_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t?.close());

    it('refuses every operator queue (create and PATCH) with 422 saying why; null is still accepted', async () => {
      expectQueueRefused(
        await t.admin.post('/api/admin/operators', { name: 'Queued', events_queue_url: OWN }),
        /cannot be set: this service allows no AWS account for operator queues/,
      );
      const operator = await createOperator(t);
      expectQueueRefused(
        await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { events_queue_url: OWN }),
        /SQS_ALLOWED_ACCOUNT_IDS and SQS_QUEUE_URL are not set/,
      );
      const cleared = await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { events_queue_url: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.events_queue_url).toBeNull();
    });
  });

  describe('with SQS_QUEUE_URL: its account is the default', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ sqsQueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/platform-events' });
    });
    afterAll(() => t?.close());

    it('accepts a queue of that account, in any region and form', async () => {
      for (const url of [OWN, 'https://eu-central-1.queue.amazonaws.com/123456789012/legacy']) {
        const res = await t.admin.post('/api/admin/operators', { name: 'Own account', events_queue_url: url });
        expect({ url, status: res.status, stored: res.body.events_queue_url }).toEqual({ url, status: 201, stored: url });
      }
    });

    it("refuses another account's queue on create and PATCH with 422, storing nothing", async () => {
      const count = async () => (await t.admin.get('/api/admin/operators?limit=1')).body.pagination.total;
      const before = await count();
      for (const url of [
        FOREIGN,
        'https://eu-west-1.queue.amazonaws.com/999999999999/q',
        'https://sqs.cn-north-1.amazonaws.com.cn/999999999999/q',
      ]) {
        expectQueueRefused(
          await t.admin.post('/api/admin/operators', { name: 'Foreign', events_queue_url: url }),
          /^events_queue_url must be a queue of an AWS account this service allows: account 999999999999 is not the account of SQS_QUEUE_URL$/,
        );
      }
      expect(await count()).toBe(before);
      const operator = await createOperator(t, { events_queue_url: OWN });
      expectQueueRefused(
        await t.admin.patch(`/api/admin/operators/${operator.operatorId}`, { events_queue_url: FOREIGN }),
        /account 999999999999/,
      );
      expect((await t.admin.get(`/api/admin/operators/${operator.operatorId}`)).body.events_queue_url).toBe(OWN);
    });
  });

  describe('with SQS_ALLOWED_ACCOUNT_IDS and SQS_OPERATOR_QUEUE_PREFIX', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({
        sqsQueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/platform-events',
        sqsAllowedAccountIds: ['210987654321', '999999999999'],
        sqsOperatorQueuePrefix: 'tournaments-',
      });
    });
    afterAll(() => t?.close());

    it('accepts only the listed accounts (not the default one) and names with the prefix', async () => {
      const good = 'https://sqs.eu-west-1.amazonaws.com/210987654321/tournaments-acme.fifo';
      expect((await t.admin.post('/api/admin/operators', { name: 'Listed', events_queue_url: good })).body.events_queue_url).toBe(good);
      expectQueueRefused(
        await t.admin.post('/api/admin/operators', {
          name: 'Default account',
          events_queue_url: 'https://sqs.eu-west-1.amazonaws.com/123456789012/tournaments-acme',
        }),
        /account 123456789012 is not in SQS_ALLOWED_ACCOUNT_IDS/,
      );
      expectQueueRefused(
        await t.admin.post('/api/admin/operators', { name: 'No prefix', events_queue_url: FOREIGN }),
        /name starts with tournaments- \(SQS_OPERATOR_QUEUE_PREFIX\)/,
      );
    });
  });

  describe('delivery to a stored queue that is not allowed (set before the list, or taken off it)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp({ sqsQueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/platform-events' });
    });
    afterAll(() => t?.close());

    it('writes nothing to it nor to the default queue; the events wait, with the reason, and no attempt counted', async () => {
      const operator = await createOperator(t, { events_queue_url: OWN });
      const tid = await createTournamentId((await createKey(t, operator.operatorId)).client);
      // As stored by an earlier version that accepted any account.
      const db = t.app.get(DataSource);
      await db.query('UPDATE operators SET events_queue_url = $2 WHERE id = $1', [operator.operatorId, FOREIGN]);
      const send = jest.spyOn(t.app.get(SqsTransport), 'send').mockImplementation(async () => ({ accepted: [], failed: [] }));
      try {
        const run = await t.app.get(OutboxDispatcher).runOnce();
        expect(run).toEqual({ streams: 0, delivered: 0, failed: 0, coalesced: 0 });
        expect(send).not.toHaveBeenCalled();
        const rows = await db.query(
          'SELECT status, attempts, last_error, next_attempt_at > now() AS later FROM outbox_events WHERE tournament_id = $1',
          [tid],
        );
        expect(rows).toEqual([
          {
            status: 'pending',
            attempts: 0,
            last_error:
              'events queue refused, nothing sent: events_queue_url must be a queue of an AWS account this service allows: account 999999999999 is not the account of SQS_QUEUE_URL',
            later: true,
          },
        ]);
        // Held for a while: the next pass does not look at it again.
        await t.app.get(OutboxDispatcher).runOnce();
        expect(send).not.toHaveBeenCalled();
        const metrics = await t.http.get('/metrics');
        expect(metrics.text).toMatch(/^outbox_queue_refusals_total 1$/m);
        // The events are visible to the operator, pending.
        const listed = await t.admin.get(`/api/admin/events?operator_id=${operator.operatorId}&status=pending`);
        expect(listed.body.events).toEqual([
          expect.objectContaining({ status: 'pending', attempts: 0, last_error: expect.stringMatching(/^events queue refused/) }),
        ]);
      } finally {
        send.mockRestore();
      }
    });
  });
});
