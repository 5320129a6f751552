import { isUnreachable, regionOfQueueUrl } from './sqs-transport';

const withStatus = (status: number | undefined, name = 'Error', extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('x'), { name, $metadata: status === undefined ? { attempts: 1 } : { httpStatusCode: status }, ...extra });

describe('SQS failure kinds', () => {
  it('no answer, a 5xx or throttling: SQS is unreachable, not the event at fault', () => {
    expect(
      isUnreachable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9324'), { code: 'ECONNREFUSED', $metadata: { attempts: 1 } })),
    ).toBe(true);
    expect(isUnreachable(new Error('socket hang up'))).toBe(true);
    expect(isUnreachable(withStatus(503, 'ServiceUnavailable'))).toBe(true);
    expect(isUnreachable(withStatus(400, 'ThrottlingException'))).toBe(true);
    expect(isUnreachable(withStatus(400, 'RequestThrottled', { $retryable: { throttling: true } }))).toBe(true);
  });

  it('a 4xx answer (unknown queue, access denied) is a refusal, counted against the event', () => {
    expect(isUnreachable(withStatus(400, 'QueueDoesNotExist'))).toBe(false);
    expect(isUnreachable(withStatus(403, 'AccessDenied'))).toBe(false);
  });

  it('reads the region from AWS-style queue URLs only', () => {
    expect(regionOfQueueUrl('https://sqs.eu-west-2.amazonaws.com/123456789012/q.fifo')).toBe('eu-west-2');
    expect(regionOfQueueUrl('http://sqs.us-east-1.localhost.localstack.cloud:4566/000000000000/q')).toBe('us-east-1');
    expect(regionOfQueueUrl('http://127.0.0.1:4566/000000000000/q')).toBeUndefined();
    expect(regionOfQueueUrl('not a url')).toBeUndefined();
  });
});
