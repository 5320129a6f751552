import { checkEventsQueueUrl } from './events-queue-url';

const AWS = { sqsEndpoint: undefined };
const FAUXQS = { sqsEndpoint: 'http://127.0.0.1:4566' };
const LOCALSTACK = { sqsEndpoint: 'http://localhost.localstack.cloud:4566' };

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
