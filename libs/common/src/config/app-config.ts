import { resolve } from 'node:path';
import { parseExtraCurrencies } from '../money/currency';
import { parseSecretKey } from '../crypto/secret-box';

/**
 * Every setting the service reads from its environment, parsed and checked once at start-up.
 * The README's table of environment variables mirrors this class.
 */
export class AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded database in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  dbPoolSize: number;
  /** Enables /api/admin; unset means every admin path answers 404. */
  adminApiKey?: string;
  /** When set, GET /metrics requires `Authorization: Bearer <metricsToken>`; unset: /metrics is public. */
  metricsToken?: string;
  logLevel: string;
  /** Pretty, human-readable logs instead of JSON lines (development only). */
  logPretty: boolean;
  /**
   * Create the demo operator and keys on first start with an empty database (D15). Default: on
   * with the embedded database, off on a PostgreSQL server (DATABASE_URL), where demo data (and
   * keys printed to stdout) appear only with an explicit SEED_DEMO=true.
   */
  seedDemo: boolean;
  /** Milliseconds between audit log flushes; entries are written in batches off the request path. */
  auditFlushMs: number;
  /**
   * Milliseconds an operator key found by its secret is trusted without a new lookup (0: never).
   * A revocation through another instance reaches this one within that time (ApiKeyCache).
   */
  apiKeyCacheMs: number;
  /** Trust X-Forwarded-For from a proxy in front (true, a hop count, or a comma list of addresses). */
  trustProxy: boolean | number | string;
  /** Non-ISO currencies with their minor-unit digits, e.g. `BTC:8,USDT:6` (D2). */
  extraCurrencies: ReadonlyMap<string, number>;
  /** Milliseconds between scheduler runs (starts, automatic cancels, timed completions); 0 disables it. */
  schedulerIntervalMs: number;
  /**
   * Completion of a field of at most this many seated players writes every final position; a
   * larger field gets only its paid places (and the platform's final_standings) written, and the
   * other final positions are read from the frozen standings (D8; docs/benchmarks.md, scenario 5).
   */
  finalPositionsStoredUpTo: number;
  /** Seconds that shutdown waits for in-flight requests before closing anyway. */
  shutdownGraceSeconds: number;
  /** `iss` of the player JWTs (D10). */
  jwtIssuer: string;
  /**
   * Player JWT signing keys given by the environment (JWT_SIGNING_KEYS: a JSON array of private
   * JWKs, the first signs, the others only verify); raw text, parsed by the game-access module.
   * Unset: keys are kept in `<dataDir>/jwt-keys`.
   */
  jwtSigningKeys?: string;
  /** Default game launch URL base (D10): `{GAME_BASE_URL}/{game}?jwt={token}`. */
  gameBaseUrl: string;
  /** Milliseconds a seamless wallet call may take before its outcome counts as unknown (D9). */
  walletTimeoutMs: number;
  /** Development only: lets seamless wallet URLs use http and loopback addresses (never in production). */
  walletAllowLocalhost: boolean;
  /** Inbound SQS queue of game events (D11); unset: no consumer starts and nothing reaches AWS. */
  gameEventsQueueUrl?: string;
  /** SQS endpoint override (an emulator such as ElasticMQ or fauxqs); unset: AWS's own endpoint. */
  sqsEndpoint?: string;
  /** AWS region of the SQS client; unset: the region in the queue URL, else us-east-1. */
  awsRegion?: string;
  /** Explicit SQS credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY); unset: the AWS SDK's default chain. */
  awsCredentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** Default queue of outbound events (D12); operators may have their own. Unset (and no operator queue): events stay in the outbox and GET /api/events. */
  sqsQueueUrl?: string;
  /**
   * AWS accounts whose SQS queues operators may be given as events_queue_url (SQS_ALLOWED_ACCOUNT_IDS,
   * comma-separated 12-digit ids). Unset: the account of SQS_QUEUE_URL, else none (every operator
   * queue is refused); see eventsQueuePolicy in libs/auth.
   */
  sqsAllowedAccountIds?: string[];
  /** SQS_OPERATOR_QUEUE_PREFIX: every operator queue's name must start with it; unset: any name. */
  sqsOperatorQueuePrefix?: string;
  /** Delivery attempts before an outbound event (or a game-platform notification) is marked dead (D12). */
  eventsMaxAttempts: number;
  /** Milliseconds between outbox dispatcher runs; 0 disables delivery on this instance. */
  eventsDispatchIntervalMs: number;
  /** Where tournament.started / tournament.cancelled are POSTed for the game platform (D12): `{url}/internal/tournament/events`. */
  gamePlatformUrl?: string;
  /** HMAC-SHA256 secret of the game-platform notifications' X-Signature. */
  gamePlatformSecret?: string;
  /** Redis shared by all instances for rate limits (D14); unset: limits are counted in memory, per instance. */
  redisUrl?: string;
  /** Default rate limits and their windows (D14); operators may override the operator-API ones. */
  rateLimits: RateLimitSettings;
  /** Live leaderboard streams: coalescing, per-operator cap, heartbeats, slow subscribers. */
  streams: StreamSettings;
  /** Operator dashboard sessions and sign-in limits (D13). */
  dashboard: DashboardSettings;
  /**
   * AES-256 key (32 bytes) that encrypts secrets at rest (the seamless wallet secret). Unset: a key
   * generated into `<dataDir>/secrets-key` on first start and reused (see resolveSecretKeys).
   */
  secretsEncryptionKey?: Buffer;
  /** Older keys, only to decrypt values they encrypted (rotation); such values are re-encrypted at start-up. */
  secretsEncryptionKeysPrevious: Buffer[];
}

/** Operator dashboard (D13): session lifetimes and the sign-in attempt limit. */
export interface DashboardSettings {
  /** Minutes without a request after which a session ends. */
  sessionIdleMinutes: number;
  /** Hours after sign-in after which a session ends however busy it is. */
  sessionMaxHours: number;
  /**
   * Sign-in attempts allowed per window: per client IP, per (address, IP), per device cookie, and
   * per address from browsers without one (past that, slowed rather than refused for the window).
   */
  loginAttempts: number;
  /** Length of the sign-in attempt window in seconds. */
  loginWindowSeconds: number;
}

/** Live leaderboard streams (SSE and WebSocket). */
export interface StreamSettings {
  /** Fewest milliseconds between two snapshots of one tournament's stream; changes in between are coalesced. */
  minIntervalMs: number;
  /** Open streams (SSE connections and WebSocket subscriptions) one operator may have on one instance; 429 beyond. */
  maxSubscribersPerOperator: number;
  /** Milliseconds between SSE heartbeat comments (and WebSocket pings). */
  heartbeatMs: number;
  /** Milliseconds a subscriber may leave its connection unread before it is disconnected. */
  slowSubscriberTimeoutMs: number;
}

/** Requests allowed per window, by D14 category, and the windows themselves. */
export interface RateLimitSettings {
  /** `POST /api/tournaments`, per operator per window. */
  creation: number;
  /** Register, rebuy, withdraw, token, wallet transfers. */
  registration: number;
  /** Leaderboard and results. */
  results: number;
  /** Every other `/api/tournaments` call. */
  tournamentOps: number;
  /** Every operator call. */
  general: number;
  /** Every operator call, per burst window. */
  burst: number;
  /** Internal (game platform) API, per internal key per window. */
  internal: number;
  /** Internal API, per internal key per burst window. */
  internalBurst: number;
  /** Failed authentications per client IP per window; further attempts get 429 before any lookup. */
  failedAuth: number;
  /** Length of the per-minute window in seconds (60; tests shorten it). */
  windowSeconds: number;
  /** Length of the burst window in seconds (10). */
  burstWindowSeconds: number;
  /** Milliseconds a Redis command may take before the request is served without limiting (fail open). */
  redisTimeoutMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const config = new AppConfig();
  config.port = intSetting(env, 'PORT', 3000, 0, 65535);
  config.host = env.HOST?.trim() || '0.0.0.0';
  config.databaseUrl = env.DATABASE_URL?.trim() || undefined;
  config.dataDir = resolve(env.DATA_DIR?.trim() || './data');
  config.dbPoolSize = intSetting(env, 'DB_POOL_SIZE', 10, 1, 200);
  config.adminApiKey = env.ADMIN_API_KEY || undefined;
  config.metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  config.logLevel = env.LOG_LEVEL?.trim() || 'info';
  config.logPretty = boolSetting(env, 'LOG_PRETTY', false);
  // Demo data on a shared PostgreSQL server only when asked for: the seed prints keys to stdout.
  config.seedDemo = boolSetting(env, 'SEED_DEMO', config.databaseUrl === undefined);
  config.auditFlushMs = intSetting(env, 'AUDIT_FLUSH_MS', 200, 10, 60000);
  config.apiKeyCacheMs = intSetting(env, 'API_KEY_CACHE_MS', 1000, 0, 10_000);
  config.trustProxy = trustProxySetting(env.TRUST_PROXY);
  try {
    config.extraCurrencies = parseExtraCurrencies(env.EXTRA_CURRENCIES);
  } catch (error) {
    throw new ConfigError(`EXTRA_CURRENCIES: ${(error as Error).message}`);
  }
  config.schedulerIntervalMs = intSetting(env, 'SCHEDULER_INTERVAL_MS', 1000, 0, 60_000);
  config.finalPositionsStoredUpTo = intSetting(env, 'FINAL_POSITIONS_STORED_UP_TO', 10_000, 0, 100_000_000);
  config.shutdownGraceSeconds = intSetting(env, 'SHUTDOWN_GRACE_SECONDS', 10, 0, 600);
  config.jwtIssuer = env.JWT_ISSUER?.trim() || 'tournament-service';
  config.jwtSigningKeys = env.JWT_SIGNING_KEYS?.trim() || undefined;
  config.gameBaseUrl = urlSetting(env, 'GAME_BASE_URL', 'https://games.example.com/play');
  config.walletTimeoutMs = intSetting(env, 'WALLET_TIMEOUT_MS', 5000, 100, 60_000);
  config.walletAllowLocalhost = boolSetting(env, 'WALLET_ALLOW_LOCALHOST', false);
  config.gameEventsQueueUrl = optionalUrlSetting(env, 'GAME_EVENTS_QUEUE_URL');
  config.sqsEndpoint = optionalUrlSetting(env, 'SQS_ENDPOINT');
  config.awsRegion = env.AWS_REGION?.trim() || undefined;
  config.awsCredentials = awsCredentialsSetting(env);
  config.sqsQueueUrl = optionalUrlSetting(env, 'SQS_QUEUE_URL');
  config.sqsAllowedAccountIds = accountIdsSetting(env, 'SQS_ALLOWED_ACCOUNT_IDS');
  config.sqsOperatorQueuePrefix = queuePrefixSetting(env, 'SQS_OPERATOR_QUEUE_PREFIX');
  config.eventsMaxAttempts = intSetting(env, 'EVENTS_MAX_ATTEMPTS', 10, 1, 1000);
  config.eventsDispatchIntervalMs = intSetting(env, 'EVENTS_DISPATCH_INTERVAL_MS', 500, 0, 60_000);
  config.gamePlatformUrl = optionalUrlSetting(env, 'GAME_PLATFORM_URL');
  config.gamePlatformSecret = env.GAME_PLATFORM_SECRET || undefined;
  config.redisUrl = redisUrlSetting(env);
  config.rateLimits = rateLimitSettings(env);
  config.streams = {
    minIntervalMs: intSetting(env, 'STREAM_MIN_INTERVAL_MS', 250, 0, 60_000),
    maxSubscribersPerOperator: intSetting(env, 'STREAM_MAX_SUBSCRIBERS_PER_OPERATOR', 10_000, 1, MAX_LIMIT),
    heartbeatMs: intSetting(env, 'STREAM_HEARTBEAT_MS', 15_000, 100, 300_000),
    slowSubscriberTimeoutMs: intSetting(env, 'STREAM_SLOW_SUBSCRIBER_TIMEOUT_MS', 30_000, 100, 600_000),
  };
  config.dashboard = {
    sessionIdleMinutes: intSetting(env, 'DASHBOARD_SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    sessionMaxHours: intSetting(env, 'DASHBOARD_SESSION_MAX_HOURS', 12, 1, 24 * 30),
    loginAttempts: intSetting(env, 'DASHBOARD_LOGIN_ATTEMPTS', 10, 1, MAX_LIMIT),
    loginWindowSeconds: intSetting(env, 'DASHBOARD_LOGIN_WINDOW_SECONDS', 900, 1, 24 * 3600),
  };
  config.secretsEncryptionKey = secretKeySetting(env, 'SECRETS_ENCRYPTION_KEY');
  config.secretsEncryptionKeysPrevious = previousSecretKeysSetting(env);
  if (config.gamePlatformUrl !== undefined && (config.gamePlatformSecret ?? '').length < 16) {
    throw new ConfigError('GAME_PLATFORM_SECRET must be set (at least 16 characters) when GAME_PLATFORM_URL is');
  }
  if (config.adminApiKey !== undefined && config.adminApiKey.length < 16) {
    throw new ConfigError('ADMIN_API_KEY must be at least 16 characters long');
  }
  // Sent as `Authorization: Bearer <token>`: only characters a header value carries unchanged.
  if (config.metricsToken !== undefined && !/^[\x21-\x7e]{16,}$/.test(config.metricsToken)) {
    throw new ConfigError('METRICS_TOKEN must be at least 16 characters long, printable ASCII without spaces');
  }
  return config;
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function urlSetting(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got '${raw}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new ConfigError(`${name} must be an http(s) URL, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}

function optionalUrlSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  return env[name]?.trim() ? urlSetting(env, name, '') : undefined;
}

/** Comma-separated 12-digit AWS account ids; unset or blank: undefined. */
function accountIdsSetting(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return undefined;
  const bad = items.find((item) => !/^\d{12}$/.test(item));
  if (bad !== undefined) throw new ConfigError(`${name} must be a comma-separated list of 12-digit AWS account ids, got '${bad}'`);
  return [...new Set(items)];
}

/** The start of an SQS queue name (letters, digits, - and _, at most 75 characters). */
function queuePrefixSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9_-]{1,75}$/.test(raw))
    throw new ConfigError(`${name} must be the start of an SQS queue name (letters, digits, - and _, at most 75), got '${raw}'`);
  return raw;
}

/** Both keys, or undefined: the SDK's default chain then applies (shared files, SSO, instance roles). */
function awsCredentialsSetting(env: NodeJS.ProcessEnv): AppConfig['awsCredentials'] {
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) return undefined;
  const sessionToken = env.AWS_SESSION_TOKEN?.trim();
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

function redisUrlSetting(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.REDIS_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new ConfigError(`REDIS_URL must be a redis:// or rediss:// URL, got '${raw}'`);
  }
  return raw;
}

const MAX_LIMIT = 1_000_000;

function rateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  return {
    creation: intSetting(env, 'RATE_LIMIT_CREATION', 10, 1, MAX_LIMIT),
    registration: intSetting(env, 'RATE_LIMIT_REGISTRATION', 200, 1, MAX_LIMIT),
    results: intSetting(env, 'RATE_LIMIT_RESULTS', 500, 1, MAX_LIMIT),
    tournamentOps: intSetting(env, 'RATE_LIMIT_TOURNAMENT_OPS', 100, 1, MAX_LIMIT),
    general: intSetting(env, 'RATE_LIMIT_GENERAL', 1000, 1, MAX_LIMIT),
    burst: intSetting(env, 'RATE_LIMIT_BURST', 100, 1, MAX_LIMIT),
    internal: intSetting(env, 'RATE_LIMIT_INTERNAL', 5000, 1, MAX_LIMIT),
    internalBurst: intSetting(env, 'RATE_LIMIT_INTERNAL_BURST', 500, 1, MAX_LIMIT),
    failedAuth: intSetting(env, 'RATE_LIMIT_FAILED_AUTH', 20, 1, MAX_LIMIT),
    windowSeconds: intSetting(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 3600),
    burstWindowSeconds: intSetting(env, 'RATE_LIMIT_BURST_WINDOW_SECONDS', 10, 1, 3600),
    redisTimeoutMs: intSetting(env, 'RATE_LIMIT_REDIS_TIMEOUT_MS', 100, 10, 5000),
  };
}

const SECRET_KEY_FORMAT = '32 bytes written as 64 hex characters or as base64 (e.g. `openssl rand -base64 32`)';

/** A 32-byte key in hex or base64; the error never repeats the value. */
function secretKeySetting(env: NodeJS.ProcessEnv, name: string): Buffer | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const key = parseSecretKey(raw);
  if (!key) throw new ConfigError(`${name} must be ${SECRET_KEY_FORMAT}; the value given (${raw.length} characters) is not`);
  return key;
}

function previousSecretKeysSetting(env: NodeJS.ProcessEnv): Buffer[] {
  const name = 'SECRETS_ENCRYPTION_KEYS_PREVIOUS';
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.map((item, index) => {
    const key = parseSecretKey(item);
    if (!key) throw new ConfigError(`${name}: entry ${index + 1} must be ${SECRET_KEY_FORMAT}`);
    return key;
  });
}

function boolSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes'].includes(raw)) return true;
  if (['0', 'false', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got '${raw}'`);
}

function trustProxySetting(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || value.toLowerCase() === 'false') return false;
  if (value.toLowerCase() === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}
