import { SQSClient } from '@aws-sdk/client-sqs';
import type { SqsOptions } from '@ssut/nestjs-sqs/dist/sqs.types';
import { AppConfig } from '@app/common';

/** The name of the inbound game events consumer (nestjs-sqs binds the handler by it). */
export const GAME_EVENTS_QUEUE = 'game-events';

/** `sqs.<region>.amazonaws.com/...` (and emulators' `sqs.<region>.<host>`): the region the queue lives in. */
export function regionOfQueueUrl(queueUrl: string): string | undefined {
  const match = /^sqs\.([a-z0-9-]+)\./.exec(new URL(queueUrl).hostname);
  return match?.[1];
}

/** The SQS client of the game events consumer, configured only from AppConfig. */
export function createSqsClient(config: AppConfig, queueUrl: string): SQSClient {
  return new SQSClient({
    region: config.awsRegion ?? regionOfQueueUrl(queueUrl) ?? 'us-east-1',
    ...(config.sqsEndpoint ? { endpoint: config.sqsEndpoint, useQueueUrlAsEndpoint: false } : {}),
    ...(config.awsCredentials ? { credentials: config.awsCredentials } : {}),
  });
}

/**
 * nestjs-sqs options: one consumer of GAME_EVENTS_QUEUE_URL when it is set, none otherwise (no
 * client is created and nothing tries to reach AWS). Messages are handled as batches (up to 10
 * per receive) one after the other, so the events of a FIFO message group apply in order. The
 * queue's own VisibilityTimeout decides when a message that failed for a transient reason comes back.
 */
export function gameEventsSqsOptions(config: AppConfig): SqsOptions {
  const queueUrl = config.gameEventsQueueUrl;
  if (!queueUrl) return { consumers: [] };
  return {
    consumers: [
      {
        name: GAME_EVENTS_QUEUE,
        queueUrl,
        sqs: createSqsClient(config, queueUrl),
        batchSize: 10,
        waitTimeSeconds: 20,
        attributeNames: [],
        messageSystemAttributeNames: ['ApproximateReceiveCount'],
        suppressFifoWarning: true,
        // Shutdown aborts the long poll at once instead of waiting up to 20 s for it.
        stopOptions: { abort: true },
      },
    ],
  };
}
