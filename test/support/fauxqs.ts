import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { AppConfig } from '@app/common';
import { ROOT, sleep } from './spawn-service';

/**
 * A real SQS emulator for a test: fauxqs (ESM only, so a child process of its CLI) on 127.0.0.1
 * and a port of its choosing, with an SDK client, queue helpers and the AppConfig settings that
 * point the service at it. Queue URLs look like AWS's (`http://sqs.us-east-1.localhost:<port>/
 * 000000000000/<name>`); clients reach them through the endpoint, not the URL's host.
 */
export interface Fauxqs {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  client: SQSClient;
  /** The AppConfig overrides that make the service's SQS clients use this emulator. */
  sqsConfig(): Pick<AppConfig, 'sqsEndpoint' | 'awsRegion' | 'awsCredentials'>;
  /** Creates a queue (FIFO when `fifo`: the name gets `.fifo`) and returns its URL. */
  createQueue(name: string, options?: { fifo?: boolean; visibilityTimeoutSeconds?: number }): Promise<string>;
  /** Sends a message; a string is sent as it is, anything else as JSON. */
  send(queueUrl: string, body: unknown, options?: { groupId?: string; deduplicationId?: string }): Promise<string>;
  /** Messages waiting and in flight. */
  depth(queueUrl: string): Promise<{ visible: number; inFlight: number }>;
  /** Resolves once the queue holds no message at all (none waiting, none in flight). */
  waitUntilEmpty(queueUrl: string, timeoutMs?: number): Promise<void>;
  /** Takes up to 10 messages off a queue (for queues a test reads itself). */
  receive(queueUrl: string, waitSeconds?: number): Promise<Array<{ body: string; attributes: Record<string, string> }>>;
  stop(): Promise<void>;
}

const CLI = join(ROOT, 'node_modules/fauxqs/dist/cli.js');
const REGION = 'us-east-1';
const CREDENTIALS = { accessKeyId: 'test', secretAccessKey: 'test' };

/**
 * Starts fauxqs on a port it picks (read from its "listening" log line) and waits until it answers.
 * `fixedPort`: that port instead, to restart an emulator where a stopped one was (an outage).
 * FAUXQS_HOST only names the host in queue URLs (`localhost` keeps them valid URLs, which the
 * admin API's events_queue_url accepts); the server listens on every interface.
 */
export async function startFauxqs(timeoutMs = 15_000, fixedPort = 0): Promise<Fauxqs> {
  const child = spawn(process.execPath, [CLI], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      FAUXQS_PORT: String(fixedPort),
      FAUXQS_HOST: 'localhost',
      FAUXQS_DEFAULT_REGION: REGION,
      FAUXQS_LOGGER: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let port: number;
  try {
    port = await listeningPort(child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  await waitHealthy(endpoint, timeoutMs);
  const client = new SQSClient({ region: REGION, endpoint, credentials: CREDENTIALS, useQueueUrlAsEndpoint: false });

  const depth = async (queueUrl: string) => {
    const { Attributes = {} } = await client.send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
      }),
    );
    return {
      visible: Number(Attributes.ApproximateNumberOfMessages ?? 0),
      inFlight: Number(Attributes.ApproximateNumberOfMessagesNotVisible ?? 0),
    };
  };

  return {
    endpoint,
    region: REGION,
    credentials: CREDENTIALS,
    client,
    sqsConfig: () => ({ sqsEndpoint: endpoint, awsRegion: REGION, awsCredentials: CREDENTIALS }),
    async createQueue(name, options = {}) {
      const attributes: Record<string, string> = {};
      if (options.fifo) attributes.FifoQueue = 'true';
      if (options.visibilityTimeoutSeconds !== undefined) attributes.VisibilityTimeout = String(options.visibilityTimeoutSeconds);
      const { QueueUrl } = await client.send(
        new CreateQueueCommand({ QueueName: options.fifo ? `${name}.fifo` : name, Attributes: attributes }),
      );
      return QueueUrl!;
    },
    async send(queueUrl, body, options = {}) {
      const { MessageId } = await client.send(
        new SendMessageCommand({
          QueueUrl: queueUrl,
          MessageBody: typeof body === 'string' ? body : JSON.stringify(body),
          ...(options.groupId ? { MessageGroupId: options.groupId } : {}),
          ...(options.deduplicationId ? { MessageDeduplicationId: options.deduplicationId } : {}),
        }),
      );
      return MessageId!;
    },
    depth,
    async waitUntilEmpty(queueUrl, waitMs = 15_000) {
      const started = Date.now();
      for (;;) {
        const { visible, inFlight } = await depth(queueUrl);
        if (visible === 0 && inFlight === 0) return;
        if (Date.now() - started > waitMs) throw new Error(`queue not empty after ${waitMs} ms: ${visible} waiting, ${inFlight} in flight`);
        await sleep(50);
      }
    },
    async receive(queueUrl, waitSeconds = 1) {
      const { Messages = [] } = await client.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: waitSeconds,
          MessageAttributeNames: ['All'],
        }),
      );
      return Messages.map((m) => ({
        body: m.Body ?? '',
        attributes: Object.fromEntries(Object.entries(m.MessageAttributes ?? {}).map(([key, value]) => [key, value.StringValue ?? ''])),
      }));
    },
    async stop() {
      client.destroy();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The port from fauxqs's first "Server listening at http://127.0.0.1:<port>" log line. */
function listeningPort(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => done(new Error(`fauxqs did not start within ${timeoutMs} ms\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) done(undefined, Number(match[1]));
    };
    const onExit = (code: number | null) => done(new Error(`fauxqs exited (${code}) before listening\n${output}`));
    function done(error?: Error, port?: number) {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      // Keep draining its (request) log so the pipe never fills up and stalls it.
      child.stdout!.resume();
      child.stderr!.resume();
      if (error) reject(error);
      else resolve(port!);
    }
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

async function waitHealthy(endpoint: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined);
    if (res?.ok) return;
    await sleep(50);
  }
  throw new Error(`fauxqs did not answer /health within ${timeoutMs} ms`);
}
