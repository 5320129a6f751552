import { SendMessageBatchCommand, SendMessageBatchRequestEntry, SQSClient } from '@aws-sdk/client-sqs';
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '@app/common';

/** How long one SendMessageBatch may take; well inside the stream lease. */
const REQUEST_TIMEOUT_MS = 10_000;
const CONNECTION_TIMEOUT_MS = 3_000;

/**
 * - `refused`: SQS answered and refused (unknown queue, access denied, an invalid message): the
 *   event's own fault or its operator's settings; counted as an attempt, dead after the last one.
 * - `unreachable`: no answer, a 5xx or throttling: SQS (or the network) is down, not the event;
 *   never counted against the event, so an outage cannot kill events (D12: nothing is lost).
 */
export type FailureKind = 'refused' | 'unreachable';

export interface EntryFailure {
  id: string;
  kind: FailureKind;
  error: string;
}

export interface SendOutcome {
  /** Ids of the entries SQS accepted. */
  accepted: string[];
  failed: EntryFailure[];
}

/** `sqs.<region>.amazonaws.com/...` (and emulators' `sqs.<region>.<host>`): the region the queue lives in. */
export function regionOfQueueUrl(queueUrl: string): string | undefined {
  try {
    return /^sqs\.([a-z0-9-]+)\./.exec(new URL(queueUrl).hostname)?.[1];
  } catch {
    return undefined;
  }
}

/** Whether a failed call may succeed later without anything being changed. */
export function isUnreachable(error: unknown): boolean {
  const failure = error as { $metadata?: { httpStatusCode?: number }; $retryable?: { throttling?: boolean }; name?: string };
  const status = failure?.$metadata?.httpStatusCode;
  if (status === undefined) return true;
  if (status >= 500 || status === 429 || failure.$retryable?.throttling) return true;
  return /throttl|RequestThrottled|OverLimit/i.test(failure.name ?? '');
}

function describe(error: unknown): string {
  const failure = error as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const status = failure?.$metadata?.httpStatusCode;
  return `${failure?.name ?? 'Error'}${status ? ` (HTTP ${status})` : ''}: ${failure?.message ?? String(error)}`.slice(0, 1000);
}

/**
 * Sends batches to any SQS queue with the service's SQS settings (SQS_ENDPOINT, AWS_REGION,
 * credentials — the same as the inbound game events consumer). @aws-sdk/client-sqs directly,
 * not nestjs-sqs's producer: queue URLs are per operator and change at run time, and the
 * dispatcher needs each entry's own outcome to keep order (sqs-producer re-splits batches and
 * reports failures only as an error). One client per region, created on first use, so nothing
 * reaches AWS while no queue is configured.
 */
@Injectable()
export class SqsTransport implements OnApplicationShutdown {
  private readonly clients = new Map<string, SQSClient>();

  constructor(private readonly config: AppConfig) {}

  async send(queueUrl: string, entries: SendMessageBatchRequestEntry[]): Promise<SendOutcome> {
    try {
      const result = await this.client(queueUrl).send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
      return {
        accepted: (result.Successful ?? []).map((s) => s.Id!),
        failed: (result.Failed ?? []).map((f) => ({
          id: f.Id!,
          // SenderFault false: SQS's own trouble, worth retrying as it is.
          kind: f.SenderFault === false ? 'unreachable' : 'refused',
          error: `${f.Code ?? 'Failed'}: ${f.Message ?? 'refused by SQS'}`.slice(0, 1000),
        })),
      };
    } catch (error) {
      const kind: FailureKind = isUnreachable(error) ? 'unreachable' : 'refused';
      const message = describe(error);
      return { accepted: [], failed: entries.map((e) => ({ id: e.Id!, kind, error: message })) };
    }
  }

  onApplicationShutdown(): void {
    for (const client of this.clients.values()) client.destroy();
    this.clients.clear();
  }

  private client(queueUrl: string): SQSClient {
    const region = this.config.awsRegion ?? regionOfQueueUrl(queueUrl) ?? 'us-east-1';
    let client = this.clients.get(region);
    if (!client) {
      client = new SQSClient({
        region,
        ...(this.config.sqsEndpoint ? { endpoint: this.config.sqsEndpoint, useQueueUrlAsEndpoint: false } : {}),
        ...(this.config.awsCredentials ? { credentials: this.config.awsCredentials } : {}),
        // The dispatcher retries with its own backoff and order rules; one SDK attempt per call.
        maxAttempts: 1,
        requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
      });
      this.clients.set(region, client);
    }
    return client;
  }
}
