import { resolve } from 'node:path';
import { AppConfig, ConfigError, loadConfig } from './app-config';

// D15 (PORT, HOST, DATA_DIR, DATABASE_URL, ADMIN_API_KEY) and the other settings of AppConfig.

const ADMIN = 'a-long-enough-admin-key';

describe('loadConfig', () => {
  describe('defaults with an empty environment', () => {
    const config = loadConfig({});

    it('is an AppConfig', () => {
      expect(config).toBeInstanceOf(AppConfig);
    });

    it('listens on 0.0.0.0:3000', () => {
      expect(config.port).toBe(3000);
      expect(config.host).toBe('0.0.0.0');
    });

    it('uses the embedded database in ./data, resolved to an absolute path', () => {
      expect(config.databaseUrl).toBeUndefined();
      expect(config.dataDir).toBe(resolve('./data'));
    });

    it('leaves the admin API disabled', () => {
      expect(config.adminApiKey).toBeUndefined();
    });

    it('leaves /metrics public (no METRICS_TOKEN)', () => {
      expect(config.metricsToken).toBeUndefined();
    });

    it('has the documented other defaults', () => {
      expect(config.dbPoolSize).toBe(10);
      expect(config.logLevel).toBe('info');
      expect(config.logPretty).toBe(false);
      expect(config.seedDemo).toBe(true);
      expect(config.auditFlushMs).toBe(200);
      expect(config.trustProxy).toBe(false);
      expect(config.shutdownGraceSeconds).toBe(10);
    });
  });

  it('does not read process.env when given an environment', () => {
    const saved = process.env.PORT;
    process.env.PORT = '4321';
    try {
      expect(loadConfig({}).port).toBe(3000);
      expect(loadConfig().port).toBe(4321);
    } finally {
      if (saved === undefined) delete process.env.PORT;
      else process.env.PORT = saved;
    }
  });

  it('treats empty and blank values as unset', () => {
    const config = loadConfig({
      PORT: '',
      HOST: '  ',
      DATABASE_URL: ' ',
      DATA_DIR: '',
      DB_POOL_SIZE: '   ',
      ADMIN_API_KEY: '',
      LOG_LEVEL: '',
      LOG_PRETTY: '',
      SEED_DEMO: ' ',
      TRUST_PROXY: '',
    });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(resolve('./data'));
    expect(config.dbPoolSize).toBe(10);
    expect(config.adminApiKey).toBeUndefined();
    expect(config.logLevel).toBe('info');
    expect(config.logPretty).toBe(false);
    expect(config.seedDemo).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it('reads the given values, trimmed', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      HOST: ' 127.0.0.1 ',
      DATABASE_URL: ' postgres://u:p@db:5432/t ',
      DATA_DIR: ' /var/lib/tournaments ',
      DB_POOL_SIZE: '25',
      ADMIN_API_KEY: ADMIN,
      LOG_LEVEL: 'debug',
      AUDIT_FLUSH_MS: '1000',
      SHUTDOWN_GRACE_SECONDS: '0',
    });
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/t');
    expect(config.dataDir).toBe('/var/lib/tournaments');
    expect(config.dbPoolSize).toBe(25);
    expect(config.adminApiKey).toBe(ADMIN);
    expect(config.logLevel).toBe('debug');
    expect(config.auditFlushMs).toBe(1000);
    expect(config.shutdownGraceSeconds).toBe(0);
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/db' }).dataDir).toBe(resolve('tmp/db'));
  });

  describe('integers', () => {
    it.each(['0', '1', '65535'])('accepts PORT=%s', (port) => {
      expect(loadConfig({ PORT: port }).port).toBe(Number(port));
    });

    it.each(['abc', '-1', '65536', '3000.5', '80a', 'NaN', 'Infinity', '99999999'])(
      'refuses PORT=%j with a ConfigError naming PORT',
      (port) => {
        expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
        expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
        expect(() => loadConfig({ PORT: port })).toThrow(/0 to 65535/);
      },
    );

    // BUG (reported, minor): intSetting uses Number(), which reads hex, binary and exponent
    // notation, so PORT=0x1F starts on port 31 and PORT=1e3 on 1000 instead of being refused.
    it.each(['0x1F', '1e3', '0b11', '0o17'])('refuses the non-decimal PORT=%j', (port) => {
      expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    });

    it.each([
      ['DB_POOL_SIZE', '0'],
      ['DB_POOL_SIZE', '201'],
      ['AUDIT_FLUSH_MS', '9'],
      ['AUDIT_FLUSH_MS', '60001'],
      ['SHUTDOWN_GRACE_SECONDS', '-1'],
      ['SHUTDOWN_GRACE_SECONDS', '601'],
      ['SHUTDOWN_GRACE_SECONDS', 'ten'],
    ])('refuses %s=%s', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    });

    it.each([
      ['DB_POOL_SIZE', '1', 'dbPoolSize'],
      ['DB_POOL_SIZE', '200', 'dbPoolSize'],
      ['AUDIT_FLUSH_MS', '10', 'auditFlushMs'],
      ['AUDIT_FLUSH_MS', '60000', 'auditFlushMs'],
      ['SHUTDOWN_GRACE_SECONDS', '600', 'shutdownGraceSeconds'],
    ] as const)('accepts the bound %s=%s', (name, value, key) => {
      expect(loadConfig({ [name]: value })[key]).toBe(Number(value));
    });

    it('ConfigError is an Error', () => {
      try {
        loadConfig({ PORT: 'x' });
      } catch (error) {
        expect(error).toBeInstanceOf(Error);
        expect((error as Error).message).toContain("'x'");
      }
      expect.assertions(2);
    });
  });

  describe('live streams', () => {
    it('default to 250 ms between snapshots, 10,000 streams per operator, 15 s heartbeats and 30 s for a slow subscriber', () => {
      expect(loadConfig({}).streams).toEqual({
        minIntervalMs: 250,
        maxSubscribersPerOperator: 10_000,
        heartbeatMs: 15_000,
        slowSubscriberTimeoutMs: 30_000,
      });
    });

    it('read their variables', () => {
      expect(
        loadConfig({
          STREAM_MIN_INTERVAL_MS: '0',
          STREAM_MAX_SUBSCRIBERS_PER_OPERATOR: '1',
          STREAM_HEARTBEAT_MS: '100',
          STREAM_SLOW_SUBSCRIBER_TIMEOUT_MS: '600000',
        }).streams,
      ).toEqual({ minIntervalMs: 0, maxSubscribersPerOperator: 1, heartbeatMs: 100, slowSubscriberTimeoutMs: 600_000 });
    });

    it.each([
      ['STREAM_MIN_INTERVAL_MS', '-1'],
      ['STREAM_MIN_INTERVAL_MS', '60001'],
      ['STREAM_MAX_SUBSCRIBERS_PER_OPERATOR', '0'],
      ['STREAM_HEARTBEAT_MS', '99'],
      ['STREAM_SLOW_SUBSCRIBER_TIMEOUT_MS', 'soon'],
    ])('refuse %s=%s naming the variable', (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: value })).toThrow(name);
    });
  });

  describe('ADMIN_API_KEY', () => {
    it.each(['short', 'x'.repeat(15)])('refuses %j (under 16 characters)', (key) => {
      expect(() => loadConfig({ ADMIN_API_KEY: key })).toThrow(ConfigError);
      expect(() => loadConfig({ ADMIN_API_KEY: key })).toThrow(/ADMIN_API_KEY/);
    });

    it('accepts 16 characters', () => {
      expect(loadConfig({ ADMIN_API_KEY: 'k'.repeat(16) }).adminApiKey).toBe('k'.repeat(16));
    });

    it('does not put the key in the error message', () => {
      expect(() => loadConfig({ ADMIN_API_KEY: 'topsecret' })).not.toThrow(/topsecret/);
    });
  });

  describe('SEED_DEMO', () => {
    it('defaults to true on the embedded database (no DATABASE_URL)', () => {
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ DATABASE_URL: '  ' }).seedDemo).toBe(true);
    });

    it('defaults to false on a PostgreSQL server (DATABASE_URL set): no demo keys unless asked for', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/t' }).seedDemo).toBe(false);
      expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/t', SEED_DEMO: ' ' }).seedDemo).toBe(false);
    });

    it('is on with DATABASE_URL only when SEED_DEMO=true is given', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/t', SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });
  });

  describe('METRICS_TOKEN', () => {
    it.each(['short', 'x'.repeat(15), ` ${'x'.repeat(15)} `])('refuses %j (under 16 characters)', (token) => {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(ConfigError);
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    });

    it.each(['has a space in it', 'tab\there-0123456789', 'é-accented-0123456789'])(
      'refuses %j (not sendable as a bearer token)',
      (token) => {
        expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/METRICS_TOKEN/);
      },
    );

    it('accepts 16 printable characters, trimmed', () => {
      expect(loadConfig({ METRICS_TOKEN: ` ${'m'.repeat(16)} ` }).metricsToken).toBe('m'.repeat(16));
      expect(loadConfig({ METRICS_TOKEN: 'a+b/c=d-e_f.g~h!0123' }).metricsToken).toBe('a+b/c=d-e_f.g~h!0123');
    });

    it('treats an empty value as unset', () => {
      expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
      expect(loadConfig({ METRICS_TOKEN: '   ' }).metricsToken).toBeUndefined();
    });

    it('does not put the token in the error message', () => {
      expect(() => loadConfig({ METRICS_TOKEN: 'topsecret' })).not.toThrow(/topsecret/);
    });
  });

  describe('SECRETS_ENCRYPTION_KEY and SECRETS_ENCRYPTION_KEYS_PREVIOUS', () => {
    const key = Buffer.alloc(32, 0xa5);

    it('are unset by default (the key then lives in DATA_DIR/secrets-key)', () => {
      expect(loadConfig({}).secretsEncryptionKey).toBeUndefined();
      expect(loadConfig({}).secretsEncryptionKeysPrevious).toEqual([]);
    });

    it.each([key.toString('hex'), key.toString('base64'), key.toString('base64url')])('reads 32 bytes from %j', (raw) => {
      expect(loadConfig({ SECRETS_ENCRYPTION_KEY: raw }).secretsEncryptionKey).toEqual(key);
    });

    it.each(['too-short-secret-value', 'ab'.repeat(16), Buffer.alloc(24).toString('base64'), 'zz'.repeat(32)])(
      'refuses %j with a ConfigError that does not echo it',
      (raw) => {
        expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: raw })).toThrow(ConfigError);
        expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: raw })).toThrow(
          /SECRETS_ENCRYPTION_KEY must be 32 bytes written as 64 hex characters or as base64/,
        );
        expect(() => loadConfig({ SECRETS_ENCRYPTION_KEY: raw })).not.toThrow(raw);
      },
    );

    it('reads a comma list of previous keys, and names a bad entry by position', () => {
      const other = Buffer.alloc(32, 1);
      expect(
        loadConfig({ SECRETS_ENCRYPTION_KEYS_PREVIOUS: ` ${key.toString('hex')} , ${other.toString('base64')} ,` })
          .secretsEncryptionKeysPrevious,
      ).toEqual([key, other]);
      expect(() => loadConfig({ SECRETS_ENCRYPTION_KEYS_PREVIOUS: `${key.toString('hex')},nope` })).toThrow(
        'SECRETS_ENCRYPTION_KEYS_PREVIOUS: entry 2 must be 32 bytes',
      );
    });
  });

  describe('booleans', () => {
    it.each(['1', 'true', 'TRUE', 'True', 'yes', 'YES', ' true '])('reads %j as true', (raw) => {
      expect(loadConfig({ LOG_PRETTY: raw }).logPretty).toBe(true);
      expect(loadConfig({ SEED_DEMO: raw }).seedDemo).toBe(true);
    });

    it.each(['0', 'false', 'FALSE', 'no', 'No'])('reads %j as false', (raw) => {
      expect(loadConfig({ LOG_PRETTY: raw }).logPretty).toBe(false);
      expect(loadConfig({ SEED_DEMO: raw }).seedDemo).toBe(false);
    });

    it.each(['maybe', '2', 'on', 'off', 'y', 'n'])('refuses %j with a ConfigError naming the variable', (raw) => {
      expect(() => loadConfig({ SEED_DEMO: raw })).toThrow(ConfigError);
      expect(() => loadConfig({ SEED_DEMO: raw })).toThrow(/SEED_DEMO/);
      expect(() => loadConfig({ LOG_PRETTY: raw })).toThrow(/LOG_PRETTY/);
    });
  });

  describe('TRUST_PROXY', () => {
    it.each([
      [undefined, false],
      ['', false],
      ['false', false],
      ['true', true],
      [' true ', true],
      ['1', 1],
      ['2', 2],
      ['10.0.0.1', '10.0.0.1'],
      ['10.0.0.1,10.0.0.2', '10.0.0.1,10.0.0.2'],
      ['loopback', 'loopback'],
      ['10.0.0.0/8', '10.0.0.0/8'],
    ])('%j → %j', (raw, expected) => {
      expect(loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw }).trustProxy).toEqual(expected);
    });

    // BUG (reported, minor): booleans are case-insensitive elsewhere (LOG_PRETTY=TRUE), but
    // TRUST_PROXY=TRUE / FALSE fall through to the address-list branch and become the string
    // 'TRUE' / 'FALSE', which Fastify reads as a proxy address, silently not what was meant.
    it.each([
      ['TRUE', true],
      ['False', false],
    ])('reads %j case-insensitively as %j', (raw, expected) => {
      expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(expected);
    });
  });
});

describe('operator events queues (SQS_ALLOWED_ACCOUNT_IDS, SQS_OPERATOR_QUEUE_PREFIX)', () => {
  it('are unset by default', () => {
    const config = loadConfig({});
    expect(config.sqsAllowedAccountIds).toBeUndefined();
    expect(config.sqsOperatorQueuePrefix).toBeUndefined();
  });

  it('reads a comma-separated list of 12-digit account ids (spaces and repeats ignored) and a name prefix', () => {
    const config = loadConfig({
      SQS_ALLOWED_ACCOUNT_IDS: ' 123456789012, 210987654321 ,123456789012,',
      SQS_OPERATOR_QUEUE_PREFIX: ' tournaments-',
    });
    expect(config.sqsAllowedAccountIds).toEqual(['123456789012', '210987654321']);
    expect(config.sqsOperatorQueuePrefix).toBe('tournaments-');
    expect(loadConfig({ SQS_ALLOWED_ACCOUNT_IDS: ' , ' }).sqsAllowedAccountIds).toBeUndefined();
  });

  it.each(['12345678901', '1234567890123', 'arn:aws:iam::123456789012:root', '123456789012;210987654321', '*'])(
    'refuses SQS_ALLOWED_ACCOUNT_IDS=%j at start-up',
    (value) => {
      expect(() => loadConfig({ SQS_ALLOWED_ACCOUNT_IDS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ SQS_ALLOWED_ACCOUNT_IDS: value })).toThrow(
        /SQS_ALLOWED_ACCOUNT_IDS must be a comma-separated list of 12-digit AWS account ids/,
      );
    },
  );

  it.each(['events/', 'a b', 'x'.repeat(76), 'queue.fifo'])('refuses SQS_OPERATOR_QUEUE_PREFIX=%j at start-up', (value) => {
    expect(() => loadConfig({ SQS_OPERATOR_QUEUE_PREFIX: value })).toThrow(
      /SQS_OPERATOR_QUEUE_PREFIX must be the start of an SQS queue name/,
    );
  });
});
