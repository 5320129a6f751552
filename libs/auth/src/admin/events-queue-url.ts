// The pure checks only (no Nest module), as admin.service.ts imports the wallet URL check.
import { classifyIp } from '@app/players/wallet/seamless/ip-ranges';
import { isLocalhostName } from '@app/players/wallet/seamless/wallet-url';

/**
 * SSRF policy of an operator's `events_queue_url` (D12), checked by the admin API, the CLI and the
 * dashboard settings form when the URL is set. Without SQS_ENDPOINT the SQS client sends to the
 * queue URL's host, so that host must be Amazon SQS itself: https, `sqs.<region>.amazonaws.com`
 * (also `sqs-fips.`), `<region>.queue.amazonaws.com` (legacy), or their `.amazonaws.com.cn`
 * forms, and a path `/<12-digit account>/<queue name>`. With SQS_ENDPOINT (tests and local
 * emulators) the client sends to that endpoint whatever the queue URL says, and a queue URL on the
 * endpoint's host and port is accepted too (also under the `sqs.<region>.` names emulators give
 * queues; a loopback endpoint and a loopback name are the same host). Never credentials, a query
 * or a fragment; never an IP address, a loopback or a private name otherwise.
 */

export interface EventsQueueUrlOptions {
  /** SQS_ENDPOINT, when set. */
  sqsEndpoint?: string;
}

export type EventsQueueUrlCheck = { ok: true } | { ok: false; reason: string };

const REGION = '[a-z]{2}(?:-[a-z]+)+-\\d{1,2}';
const AWS_SQS_HOST = new RegExp(`^(?:sqs(?:-fips)?\\.${REGION}\\.amazonaws\\.com(?:\\.cn)?|${REGION}\\.queue\\.amazonaws\\.com(?:\\.cn)?)$`);
const AWS_QUEUE_PATH = /^\/\d{12}\/[A-Za-z0-9_-]{1,80}(?:\.fifo)?$/;
const EMULATOR_PREFIX = new RegExp(`^sqs\\.${REGION}\\.`);

const SQS_URL_HINT = 'an https URL of an Amazon SQS queue (https://sqs.<region>.amazonaws.com/<account>/<queue>)';
const refuse = (reason: string): EventsQueueUrlCheck => ({ ok: false, reason });

export function checkEventsQueueUrl(url: string, options: EventsQueueUrlOptions = {}): EventsQueueUrlCheck {
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
    return parsed.protocol === 'https:' || parsed.protocol === endpoint.protocol ? { ok: true } : refuse('events_queue_url must use the scheme of SQS_ENDPOINT or https');
  }
  if (parsed.protocol !== 'https:') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  const host = hostOf(parsed);
  if (classifyIp(parsed.hostname) !== null) return refuse(`events_queue_url must name an Amazon SQS host, not an IP address: it must be ${SQS_URL_HINT}`);
  if (!AWS_SQS_HOST.test(host) || parsed.port !== '') return refuse(`events_queue_url must be ${SQS_URL_HINT}`);
  if (!AWS_QUEUE_PATH.test(parsed.pathname)) return refuse('events_queue_url must have the path /<12-digit account id>/<queue name> of an SQS queue');
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
