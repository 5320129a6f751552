import { checkEventsQueueUrl, eventsQueuePolicy, EventsQueueUrlOptions, sqsQueuePathOf } from './events-queue-url';

const ACCOUNTS = { allowedAccountIds: ['123456789012', '000000000000'], accountsFrom: 'SQS_ALLOWED_ACCOUNT_IDS' } as const;
const AWS: EventsQueueUrlOptions = { sqsEndpoint: undefined, ...ACCOUNTS };
const FAUXQS: EventsQueueUrlOptions = { sqsEndpoint: 'http://127.0.0.1:4566', ...ACCOUNTS };
const LOCALSTACK: EventsQueueUrlOptions = { sqsEndpoint: 'http://localhost.localstack.cloud:4566', ...ACCOUNTS };

describe('checkEventsQueueUrl', () => {
  it.each([
    'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo',
    'https://sqs.us-east-1.amazonaws.com/123456789012/acme_events',
    'https://sqs.us-gov-west-1.amazonaws.com/123456789012/q',
    'https://sqs-fips.us-east-2.amazonaws.com/123456789012/q',
    'https://sqs.cn-north-1.amazonaws.com.cn/123456789012/q',
    'https://eu-west-1.queue.amazonaws.com/123456789012/q',
    'https://SQS.EU-WEST-1.AMAZONAWS.COM/123456789012/q',
    'https://sqs.eu-west-1.amazonaws.com./123456789012/q',
  ])('accepts the Amazon SQS queue URL %s', (url) => {
    expect(checkEventsQueueUrl(url, AWS)).toEqual({ ok: true });
  });

  it.each([
    ['http, not https', 'http://sqs.eu-west-1.amazonaws.com/123456789012/q'],
    ['loopback', 'https://127.0.0.1/123456789012/q'],
    ['IPv6 loopback', 'https://[::1]/123456789012/q'],
    ['localhost', 'https://localhost/123456789012/q'],
    ['a .localhost name', 'https://sqs.us-east-1.localhost/123456789012/q'],
    ['short IPv4', 'https://127.1/123456789012/q'],
    ['hex IPv4', 'https://0x7f000001/123456789012/q'],
    ['decimal IPv4', 'https://2130706433/123456789012/q'],
    ['octal IPv4', 'https://017700000001/123456789012/q'],
    ['private 10/8', 'https://10.0.0.5/123456789012/q'],
    ['private 172.16/12', 'https://172.16.0.1/123456789012/q'],
    ['private 192.168/16', 'https://192.168.1.1/123456789012/q'],
    ['unique local IPv6', 'https://[fd00::1]/123456789012/q'],
    ['metadata', 'https://169.254.169.254/latest/meta-data'],
    ['metadata IPv6', 'https://[fd00:ec2::254]/latest/meta-data'],
    ['metadata name', 'https://metadata.google.internal/computeMetadata/v1'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/123456789012/q'],
    ['0.0.0.0', 'https://0.0.0.0/123456789012/q'],
    ['a public IP', 'https://52.94.0.1/123456789012/q'],
    ['any other host', 'https://queue.acme.example/123456789012/q'],
    ['an amazonaws look-alike', 'https://sqs.eu-west-1.amazonaws.com.attacker.example/123456789012/q'],
    ['another AWS service', 'https://s3.eu-west-1.amazonaws.com/123456789012/q'],
    ['a name under amazonaws.com that is not SQS', 'https://evil.amazonaws.com/123456789012/q'],
    ['userinfo', 'https://user:pass@sqs.eu-west-1.amazonaws.com/123456789012/q'],
    ['userinfo trick', 'https://sqs.eu-west-1.amazonaws.com@127.0.0.1/123456789012/q'],
    ['a query', 'https://sqs.eu-west-1.amazonaws.com/123456789012/q?Action=DeleteQueue'],
    ['a fragment', 'https://sqs.eu-west-1.amazonaws.com/123456789012/q#x'],
    ['a port', 'https://sqs.eu-west-1.amazonaws.com:8443/123456789012/q'],
    ['no queue path', 'https://sqs.eu-west-1.amazonaws.com/'],
    ['a path traversal', 'https://sqs.eu-west-1.amazonaws.com/123456789012/../q'],
    ['not a URL', 'not a url'],
    ['a space', 'https://sqs.eu-west-1.amazonaws.com/123456789012/a q'],
    ['a tab the parser would drop', 'https://sqs.eu-west-1.amazon\taws.com/123456789012/q'],
    ['a backslash', 'https://sqs.eu-west-1.amazonaws.com\\@127.0.0.1/123456789012/q'],
    ['an 11-digit account', 'https://sqs.eu-west-1.amazonaws.com/12345678901/q'],
    ['another scheme', 'file:///etc/passwd'],
  ])('refuses %s without SQS_ENDPOINT', (_label, url) => {
    const check = checkEventsQueueUrl(url, AWS);
    expect(check.ok).toBe(false);
    expect((check as { reason: string }).reason).toMatch(/^events_queue_url /);
  });

  it('with SQS_ENDPOINT, accepts queues on its host and port, also under the emulator names and as https', () => {
    for (const url of [
      'http://127.0.0.1:4566/000000000000/events',
      'http://sqs.us-east-1.localhost:4566/000000000000/events',
      'http://localhost:4566/000000000000/events',
      'https://127.0.0.1:4566/000000000000/events',
      'https://sqs.eu-west-1.amazonaws.com/123456789012/q',
    ]) {
      expect({ url, check: checkEventsQueueUrl(url, FAUXQS) }).toEqual({ url, check: { ok: true } });
    }
    expect(checkEventsQueueUrl('http://sqs.us-east-1.localhost.localstack.cloud:4566/000000000000/q', LOCALSTACK)).toEqual({ ok: true });
  });

  it('with SQS_ENDPOINT, still refuses other hosts and ports, and private addresses', () => {
    for (const url of [
      'http://127.0.0.1:6379/000000000000/events',
      'http://10.0.0.1:4566/000000000000/events',
      'http://169.254.169.254:4566/latest',
      'http://sqs.us-east-1.attacker.example:4566/000000000000/q',
      'http://user@127.0.0.1:4566/000000000000/events',
    ]) {
      expect({ url, ok: checkEventsQueueUrl(url, FAUXQS).ok }).toEqual({ url, ok: false });
    }
    expect(checkEventsQueueUrl('http://127.0.0.1:4566/000000000000/q', LOCALSTACK).ok).toBe(false);
  });
});

describe('checkEventsQueueUrl: the allowed AWS accounts and queue names', () => {
  const policy = (env: Partial<Parameters<typeof eventsQueuePolicy>[0]>) =>
    eventsQueuePolicy({
      sqsEndpoint: undefined,
      sqsQueueUrl: undefined,
      sqsAllowedAccountIds: undefined,
      sqsOperatorQueuePrefix: undefined,
      ...env,
    });
  const own = 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events';
  const foreign = 'https://sqs.eu-west-1.amazonaws.com/999999999999/acme-events';

  it('reads the account and the name of every accepted form', () => {
    expect(sqsQueuePathOf(own)).toEqual({ account: '123456789012', name: 'acme-events' });
    expect(sqsQueuePathOf('https://eu-west-1.queue.amazonaws.com/210987654321/legacy.fifo')).toEqual({
      account: '210987654321',
      name: 'legacy.fifo',
    });
    expect(sqsQueuePathOf('http://localhost:9324/000000000000/elasticmq')).toEqual({ account: '000000000000', name: 'elasticmq' });
    expect(sqsQueuePathOf('http://localhost:9324/queue/elasticmq')).toBeUndefined();
    expect(sqsQueuePathOf('not a url')).toBeUndefined();
  });

  it('without SQS_ALLOWED_ACCOUNT_IDS and SQS_QUEUE_URL refuses every operator queue, saying why', () => {
    expect(policy({})).toMatchObject({ allowedAccountIds: [], accountsFrom: 'none' });
    expect(checkEventsQueueUrl(own, policy({}))).toEqual({
      ok: false,
      reason: expect.stringMatching(/^events_queue_url cannot be set: .*SQS_ALLOWED_ACCOUNT_IDS and SQS_QUEUE_URL are not set/),
    });
  });

  it('defaults to the account of SQS_QUEUE_URL', () => {
    const fromDefault = policy({ sqsQueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/platform-events' });
    expect(fromDefault).toMatchObject({ allowedAccountIds: ['123456789012'], accountsFrom: 'SQS_QUEUE_URL' });
    expect(checkEventsQueueUrl(own, fromDefault)).toEqual({ ok: true });
    expect(checkEventsQueueUrl(foreign, fromDefault)).toEqual({
      ok: false,
      reason:
        'events_queue_url must be a queue of an AWS account this service allows: account 999999999999 is not the account of SQS_QUEUE_URL',
    });
    // An SQS_QUEUE_URL without an account in its path allows none.
    expect(policy({ sqsQueueUrl: 'http://localhost:9324/queue/platform' })).toMatchObject({ allowedAccountIds: [], accountsFrom: 'none' });
  });

  it('SQS_ALLOWED_ACCOUNT_IDS replaces the default', () => {
    const explicit = policy({
      sqsAllowedAccountIds: ['999999999999'],
      sqsQueueUrl: 'https://sqs.us-east-1.amazonaws.com/123456789012/platform-events',
    });
    expect(checkEventsQueueUrl(foreign, explicit)).toEqual({ ok: true });
    expect(checkEventsQueueUrl(own, explicit)).toEqual({
      ok: false,
      reason: expect.stringMatching(/account 123456789012 is not in SQS_ALLOWED_ACCOUNT_IDS$/),
    });
  });

  it('applies to the legacy form and to queues of SQS_ENDPOINT (ElasticMQ) too', () => {
    const elasticmq = policy({ sqsEndpoint: 'http://localhost:9324', sqsAllowedAccountIds: ['000000000000'] });
    expect(checkEventsQueueUrl('http://localhost:9324/000000000000/events', elasticmq)).toEqual({ ok: true });
    expect(checkEventsQueueUrl('http://localhost:9324/999999999999/events', elasticmq).ok).toBe(false);
    expect(checkEventsQueueUrl('http://localhost:9324/queue/events', elasticmq)).toEqual({
      ok: false,
      reason: expect.stringMatching(/path \/<12-digit account id>\/<queue name>/),
    });
    expect(checkEventsQueueUrl('https://eu-west-1.queue.amazonaws.com/999999999999/q', elasticmq).ok).toBe(false);
  });

  it('SQS_OPERATOR_QUEUE_PREFIX constrains the queue name', () => {
    const prefixed = policy({ sqsAllowedAccountIds: ['123456789012'], sqsOperatorQueuePrefix: 'tournaments-' });
    expect(checkEventsQueueUrl('https://sqs.eu-west-1.amazonaws.com/123456789012/tournaments-acme.fifo', prefixed)).toEqual({ ok: true });
    expect(checkEventsQueueUrl(own, prefixed)).toEqual({
      ok: false,
      reason: 'events_queue_url must name a queue whose name starts with tournaments- (SQS_OPERATOR_QUEUE_PREFIX)',
    });
  });
});
