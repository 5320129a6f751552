// The pure checks only (no Nest module): the admin API and the outbox dispatcher both use them.
import type { AppConfig } from '@app/common';
import { classifyIp } from '@app/common';
import { hasSpaceOrControl, isLocalhostName } from '@app/common';

/**
 * SSRF policy of an operator's `events_queue_url` (D12), checked by the admin API and the CLI when
 * the URL is set, and by the outbox dispatcher before every delivery. Without SQS_ENDPOINT the SQS
 * client sends to the queue URL's host, so that host must be Amazon SQS itself: https,
 * `sqs.<region>.amazonaws.com` (also `sqs-fips.`), `<region>.queue.amazonaws.com` (legacy), or
 * their `.amazonaws.com.cn` forms. With SQS_ENDPOINT (tests and local emulators such as ElasticMQ
 * or fauxqs) the client sends to that endpoint whatever the queue URL says, and a queue URL on the
 * endpoint's host and port is accepted too (also under the `sqs.<region>.` names emulators give
 * queues; a loopback endpoint and a loopback name are the same host). Never credentials, a query
 * or a fragment; never an IP address, a loopback or a private name otherwise.
 *
 * In every form the path is `/<12-digit account id>/<queue name>`, and the account must be one the
 * platform allows (issue: the service writes there with its own AWS credentials, so a queue of
 * any account would let a tenant receive, or make the platform write into, a foreign account):
 * SQS_ALLOWED_ACCOUNT_IDS, else the account of SQS_QUEUE_URL, else none (every operator queue is
 * refused). SQS_OPERATOR_QUEUE_PREFIX, when set, also constrains the queue name.
 */

export interface EventsQueueUrlOptions {
  /** SQS_ENDPOINT, when set. */
  sqsEndpoint?: string;
  /** AWS account ids whose queues operators may use; empty: none at all. */
  allowedAccountIds: readonly string[];
  /** Where allowedAccountIds comes from, for the refusal's reason. */
  accountsFrom: 'SQS_ALLOWED_ACCOUNT_IDS' | 'SQS_QUEUE_URL' | 'none';
  /** SQS_OPERATOR_QUEUE_PREFIX, when set: every operator queue's name starts with it. */
  queueNamePrefix?: string;
}

export type EventsQueueUrlCheck = { ok: true } | { ok: false; reason: string };

/** The operator queue policy of this service's settings (the account default is computed here, so test overrides apply). */
export function eventsQueuePolicy(
  config: Pick<AppConfig, 'sqsEndpoint' | 'sqsQueueUrl' | 'sqsAllowedAccountIds' | 'sqsOperatorQueuePrefix'>,
): EventsQueueUrlOptions {
  const common = { sqsEndpoint: config.sqsEndpoint, queueNamePrefix: config.sqsOperatorQueuePrefix };
  if (config.sqsAllowedAccountIds !== undefined && config.sqsAllowedAccountIds.length > 0) {
    return { ...common, allowedAccountIds: config.sqsAllowedAccountIds, accountsFrom: 'SQS_ALLOWED_ACCOUNT_IDS' };
  }
  const defaultAccount = config.sqsQueueUrl ? sqsQueuePathOf(config.sqsQueueUrl)?.account : undefined;
  return defaultAccount
    ? { ...common, allowedAccountIds: [defaultAccount], accountsFrom: 'SQS_QUEUE_URL' }
    : { ...common, allowedAccountIds: [], accountsFrom: 'none' };
}

/** The account id and queue name of a queue URL's path `/<12-digit account>/<name>`, in any of the accepted forms. */
export function sqsQueuePathOf(url: string): { account: string; name: string } | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const match = QUEUE_PATH.exec(parsed.pathname);
  return match ? { account: match[1], name: match[2] } : undefined;
}

const REGION = '[a-z]{2}(?:-[a-z]+)+-\\d{1,2}';
const AWS_SQS_HOST = new RegExp(
  `^(?:sqs(?:-fips)?\\.${REGION}\\.amazonaws\\.com(?:\\.cn)?|${REGION}\\.queue\\.amazonaws\\.com(?:\\.cn)?)$`,
);
const QUEUE_PATH = /^\/(\d{12})\/([A-Za-z0-9_-]{1,80}(?:\.fifo)?)$/;
const EMULATOR_PREFIX = new RegExp(`^sqs\\.${REGION}\\.`);

const SQS_URL_HINT = 'an https URL of an Amazon SQS queue (https://sqs.<region>.amazonaws.com/<account>/<queue>)';
const refuse = (reason: string): EventsQueueUrlCheck => ({ ok: false, reason });

export function checkEventsQueueUrl(url: string, options: EventsQueueUrlOptions): EventsQueueUrlCheck {
  const where = checkQueueLocation(url, options);
  if (!where.ok) return where;
  const path = sqsQueuePathOf(url);
  if (!path) return refuse('events_queue_url must have the path /<12-digit account id>/<queue name> of an SQS queue');
  if (options.allowedAccountIds.length === 0) {
    return refuse(
      'events_queue_url cannot be set: this service allows no AWS account for operator queues (SQS_ALLOWED_ACCOUNT_IDS and SQS_QUEUE_URL are not set)',
    );
  }
  if (!options.allowedAccountIds.includes(path.account)) {
    const allowed = options.accountsFrom === 'SQS_QUEUE_URL' ? 'the account of SQS_QUEUE_URL' : 'in SQS_ALLOWED_ACCOUNT_IDS';
    return refuse(`events_queue_url must be a queue of an AWS account this service allows: account ${path.account} is not ${allowed}`);
  }
  if (options.queueNamePrefix && !path.name.startsWith(options.queueNamePrefix)) {
    return refuse(`events_queue_url must name a queue whose name starts with ${options.queueNamePrefix} (SQS_OPERATOR_QUEUE_PREFIX)`);
  }
  return { ok: true };
}

/** The host, scheme and URL-form half (SSRF): Amazon SQS, or the SQS_ENDPOINT's host. */
function checkQueueLocation(url: string, options: Pick<EventsQueueUrlOptions, 'sqsEndpoint'>): EventsQueueUrlCheck {
  if (typeof url !== 'string') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  if (hasSpaceOrControl(url) || url.includes('\\'))
    return refuse('events_queue_url must not contain spaces, control characters or backslashes');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  if (parsed.username !== '' || parsed.password !== '') return refuse('events_queue_url must not contain a user name or password');
  if (parsed.search !== '' || url.includes('?')) return refuse('events_queue_url must not have a query string');
  if (parsed.hash !== '' || url.includes('#')) return refuse('events_queue_url must not have a fragment');
  const endpoint = parseEndpoint(options.sqsEndpoint);
  if (endpoint && isEndpointHost(parsed, endpoint)) {
    return parsed.protocol === 'https:' || parsed.protocol === endpoint.protocol
      ? { ok: true }
      : refuse('events_queue_url must use the scheme of SQS_ENDPOINT or https');
  }
  if (parsed.protocol !== 'https:') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  const host = hostOf(parsed);
  if (classifyIp(parsed.hostname) !== null)
    return refuse(`events_queue_url must name an Amazon SQS host, not an IP address: it must be ${SQS_URL_HINT}`);
  if (!AWS_SQS_HOST.test(host) || parsed.port !== '') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  return { ok: true };
}

function parseEndpoint(endpoint: string | undefined): URL | undefined {
  if (!endpoint) return undefined;
  try {
    return new URL(endpoint);
  } catch {
    return undefined;
  }
}

/** Lower case, without a trailing dot. */
function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function isLoopbackHost(hostname: string): boolean {
  return isLocalhostName(hostname) || classifyIp(hostname) === 'loopback';
}

/** The queue URL names the SQS_ENDPOINT's host and port (directly, or as an emulator's `sqs.<region>.` name). */
function isEndpointHost(queue: URL, endpoint: URL): boolean {
  if (effectivePort(queue) !== effectivePort(endpoint)) return false;
  const queueHost = hostOf(queue);
  const endpointHost = hostOf(endpoint);
  const bare = queueHost.replace(EMULATOR_PREFIX, '');
  if (queueHost === endpointHost || bare === endpointHost) return true;
  return isLoopbackHost(endpointHost) && (isLoopbackHost(queueHost) || isLoopbackHost(bare));
}
