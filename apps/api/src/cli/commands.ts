import { Command, InvalidArgumentError } from 'commander';
// Types only, and nothing heavy at load: `--help` must answer at once. What a command needs is
// loaded when it runs (inputs.ts: the validation of the API's DTOs; the services, by run.ts).
import type { AdminService } from '@app/operators';
import type { DashboardUsersService } from '@app/dashboard';
import type { OutboxAdminService } from '@app/events';
import type { SigningKeyStore } from '@app/game-access';
// The pure password rules only: importing @app/dashboard would load Nest and every module before --help answers.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/dashboard/domain/password';
import { listing } from './table';

/** What a command hands back: the JSON result, and the lines a person reads instead. */
export interface CommandResult {
  json: unknown;
  human: string[];
}

export interface CliServices {
  admin: AdminService;
  /** Outbound events: dead events and their replay (D12). */
  outbox: OutboxAdminService;
  /** Operator dashboard users (D13), as the admin API manages them. */
  dashboardUsers: DashboardUsersService;
  migrate(): Promise<string[]>;
}

export type Runner = (work: (services: CliServices) => Promise<CommandResult>) => Promise<void>;

/** What the player JWT key commands need: configuration only, no database. */
export interface KeyServices {
  signingKeys: SigningKeyStore;
  generatePrivateJwk: (typeof SigningKeyStore)['generatePrivateJwk'];
}

export type KeyRunner = (work: (services: KeyServices) => Promise<CommandResult>) => Promise<void>;

/** Where a command prints, and the environment it reads (its configuration, and the secrets it takes from there). */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: NodeJS.ProcessEnv;
}

const PASSWORD_RULE = `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`;
const inputs = () => import('./inputs');

/** `--event a --event b,c`: every given id, in order. */
function collect(value: string, previous: string[] = []): string[] {
  return [...previous, ...list(value)];
}

function list(value: string): string[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new InvalidArgumentError('expected a comma-separated list');
  return items;
}

/** active, revoked or expired, as a list shows a key. */
function keyState(key: { revoked_at: string | null; expires_at?: string | null }): string {
  if (key.revoked_at) return 'revoked';
  if (key.expires_at && Date.parse(key.expires_at) <= Date.now()) return 'expired';
  return 'active';
}

/**
 * Builds the command tree; `run` opens the database around each command, `runKeys` needs none.
 * Help and usage errors are written to `io`; a usage error throws a CommanderError (no exit).
 */
export function buildProgram(run: Runner, runKeys: KeyRunner, io: CliIo): Command {
  const program = new Command('tournament-service')
    .description('Administration of the Tournament Service: operators, API keys, dashboard users, JWT signing keys, migrations')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.stdout(text), writeErr: (text) => io.stderr(text) })
    .addHelpText(
      'after',
      [
        '',
        'Each command works on the service’s database: DATABASE_URL, or else the embedded database in',
        'DATA_DIR (./data), which one process opens at a time: stop the service first, or use the admin',
        'API (ADMIN_API_KEY) while it runs. Add --json to a command for JSON output.',
        '',
        'Examples:',
        '  npm run cli -- operator list',
        '  npm run cli -- key create --operator <operator id> --name Backend --role tournament_manager',
        '  npm run cli -- key list --operator <operator id>',
        '  npm run cli -- internal-key list',
        '  npm run cli -- help key create',
      ].join('\n'),
    );

  const operator = program.command('operator').description('Manage operators (tenants)');
  operator
    .command('create')
    .description('Create an operator')
    .requiredOption('--name <name>', 'display name')
    .option('--currency <code>', 'default currency (ISO 4217)', 'EUR')
    .option('--environment <env>', 'live or test (test operators get pk_test_/sk_test_ keys)')
    .option('--wallet-mode <mode>', 'transfer or seamless')
    .option('--wallet-url <url>', 'seamless wallet URL (https)')
    .option('--events-queue-url <url>', 'SQS queue for this operator’s events')
    .option('--events-format <format>', 'platform or cloudevents')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nThe seamless wallet secret is read from the environment variable OPERATOR_WALLET_SECRET\n(never from the command line, where other users could see it in the process list).',
    )
    .action((o) =>
      run(async ({ admin }) => {
        const { operatorInput } = await inputs();
        const created = await admin.createOperator(
          operatorInput({
            name: o.name,
            currency: o.currency,
            environment: o.environment,
            wallet_mode: o.walletMode,
            wallet_url: o.walletUrl,
            wallet_secret: io.env.OPERATOR_WALLET_SECRET || undefined,
            events_queue_url: o.eventsQueueUrl,
            events_format: o.eventsFormat,
          }),
        );
        return { json: created, human: [`Operator created: ${created.operator_id} (${created.name}, ${created.currency})`] };
      }),
    );
  operator
    .command('list')
    .description('List operators')
    .option('--limit <n>', 'page size (1-100)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const result = await admin.listOperators((await inputs()).page(o));
        return {
          json: result,
          human: listing(
            ['OPERATOR ID', 'NAME', 'CURRENCY', 'ENVIRONMENT', 'WALLET'],
            result.operators.map((op) => [op.operator_id, op.name, op.currency, op.environment, op.wallet_mode]),
            'No operators',
            result.pagination,
          ),
        };
      }),
    );

  const key = program.command('key').description('Manage operator API keys');
  key
    .command('create')
    .description('Create an API key; the secret is printed once')
    .requiredOption('--operator <id>', 'operator id')
    .requiredOption('--name <name>', 'key name')
    .requiredOption('--role <role>', 'full_access, tournament_manager, read_only or player_registration')
    .option('--expires-at <date-time>', 'optional expiry (RFC 3339 with offset)')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const input = (await inputs()).apiKeyInput({ name: o.name, role: o.role, expires_at: o.expiresAt });
        const created = await admin.createApiKey(o.operator, input, { via: 'cli' });
        return {
          json: created,
          human: [`API key ${created.key_id} (${created.role}) created. Shown once:`, created.api_key],
        };
      }),
    );
  key
    .command('list')
    .description('List an operator’s API keys (never the secrets)')
    .requiredOption('--operator <id>', 'operator id')
    .option('--limit <n>', 'page size (1-100)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const result = await admin.listApiKeys(o.operator, (await inputs()).page(o));
        return {
          json: result,
          human: listing(
            ['KEY ID', 'NAME', 'ROLE', 'PUBLIC PART', 'STATE', 'EXPIRES', 'LAST USED'],
            result.api_keys.map((k) => [
              k.key_id,
              k.name,
              k.role,
              k.key_prefix,
              keyState(k),
              k.expires_at ?? 'never',
              k.last_used_at ?? 'never',
            ]),
            'No API keys',
            result.pagination,
          ),
        };
      }),
    );
  key
    .command('revoke')
    .description('Revoke an API key')
    .requiredOption('--operator <id>', 'operator id')
    .requiredOption('--key <id>', 'key id')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const revoked = await admin.revokeApiKey(o.operator, o.key, { via: 'cli' });
        return { json: revoked, human: [`API key ${revoked.key_id} revoked at ${revoked.revoked_at}`] };
      }),
    );

  const user = program.command('user').description('Manage the users of an operator’s dashboard (its web pages)');
  user
    .command('create')
    .description('Create a dashboard user of an operator (the password is stored only as a scrypt hash)')
    .requiredOption('--operator <id>', 'operator id')
    .requiredOption('--email <email>', 'sign-in e-mail address (unique across the platform)')
    .option('--password <password>', `password (${PASSWORD_RULE}); or set DASHBOARD_USER_PASSWORD`)
    .option('--role <role>', 'admin (everything, the default), manager (tournaments and series) or viewer (read only)')
    .option('--json', 'print JSON')
    .addHelpText(
      'after',
      '\nA password given with --password is visible to other users in the process list while the command\nruns; on a shared machine set DASHBOARD_USER_PASSWORD instead.',
    )
    .action((o) =>
      run(async ({ dashboardUsers }) => {
        const password = o.password ?? io.env.DASHBOARD_USER_PASSWORD;
        const { dashboardUserInput, missingPassword } = await inputs();
        if (password === undefined) throw missingPassword();
        const input = dashboardUserInput({ email: o.email, password, ...(o.role === undefined ? {} : { role: o.role }) });
        const created = await dashboardUsers.create(o.operator, input, { via: 'cli' });
        return {
          json: created,
          human: [`Dashboard user ${created.id} (${created.email}, ${created.role}) created for operator ${created.operator_id}`],
        };
      }),
    );
  user
    .command('list')
    .description('List an operator’s dashboard users')
    .requiredOption('--operator <id>', 'operator id')
    .option('--limit <n>', 'page size (1-100)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ dashboardUsers }) => {
        const result = await dashboardUsers.list(o.operator, (await inputs()).page(o));
        return {
          json: result,
          human: listing(
            ['USER ID', 'EMAIL', 'STATE', 'LAST SIGN-IN'],
            result.dashboard_users.map((u) => [u.id, u.email, u.disabled_at ? 'disabled' : 'active', u.last_login_at ?? 'never']),
            'No dashboard users',
            result.pagination,
          ),
        };
      }),
    );
  user
    .command('disable')
    .description('Disable a dashboard user and end its sessions')
    .requiredOption('--operator <id>', 'operator id')
    .requiredOption('--user <id>', 'dashboard user id')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ dashboardUsers }) => {
        const disabled = await dashboardUsers.disable(o.operator, o.user, { via: 'cli' });
        return { json: disabled, human: [`Dashboard user ${disabled.id} (${disabled.email}) disabled at ${disabled.disabled_at}`] };
      }),
    );

  const internal = program.command('internal-key').description('Manage game-platform (internal) keys');
  internal
    .command('create')
    .description('Create an internal key; the secret is printed once')
    .requiredOption('--name <name>', 'key name')
    .option('--operators <ids>', 'comma-separated operator ids the key may see (default: all)', list)
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const created = await admin.createInternalKey((await inputs()).internalKeyInput({ name: o.name, operator_ids: o.operators }));
        return { json: created, human: [`Internal key ${created.key_id} created. Shown once:`, created.api_key] };
      }),
    );
  internal
    .command('list')
    .description('List the internal keys (never the secrets)')
    .option('--limit <n>', 'page size (1-100)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const result = await admin.listInternalKeys((await inputs()).page(o));
        return {
          json: result,
          human: listing(
            ['KEY ID', 'NAME', 'OPERATORS', 'STATE', 'LAST USED'],
            result.internal_api_keys.map((k) => [
              k.key_id,
              k.name,
              k.operator_ids ? k.operator_ids.join(',') : 'all',
              keyState(k),
              k.last_used_at ?? 'never',
            ]),
            'No internal keys',
            result.pagination,
          ),
        };
      }),
    );
  internal
    .command('revoke')
    .description('Revoke an internal key')
    .requiredOption('--key <id>', 'key id')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ admin }) => {
        const revoked = await admin.revokeInternalKey(o.key);
        return { json: revoked, human: [`Internal key ${revoked.key_id} revoked at ${revoked.revoked_at}`] };
      }),
    );

  const jwt = program.command('jwt').description('Signing keys of the player JWTs (the game tokens)');
  jwt
    .command('rotate-key')
    .description('Add a signing key to DATA_DIR/jwt-keys: it signs new tokens; older keys stay published until their tokens expire')
    .option('--json', 'print JSON')
    .action(() =>
      runKeys(async ({ signingKeys }) => {
        const key = await signingKeys.rotateSigningKey();
        return {
          json: { kid: key.kid, created_at: key.createdAt.toISOString(), directory: signingKeys.directory },
          human: [`New signing key ${key.kid} in ${signingKeys.directory}: it signs new tokens; older keys stay published.`],
        };
      }),
    );
  jwt
    .command('generate-key')
    .description('Print a new Ed25519 private JWK for JWT_SIGNING_KEYS (stored nowhere)')
    .option('--json', 'print JSON')
    .action(() =>
      runKeys(async ({ generatePrivateJwk }) => {
        const jwk = await generatePrivateJwk();
        return {
          json: jwk,
          human: [
            'New Ed25519 private key (secret: keep it out of logs). Put it first in the JWT_SIGNING_KEYS array and keep the old keys after it:',
            JSON.stringify(jwk),
          ],
        };
      }),
    );

  const events = program.command('events').description('Outbound events: dead events and their replay');
  events
    .command('list')
    .description('List outbound events by delivery state (dead by default)')
    .option('--status <status>', 'pending, delivered, dead or coalesced', 'dead')
    .option('--operator <id>', 'only this operator’s events')
    .option('--tournament <id>', 'only this tournament’s events')
    .option('--limit <n>', 'page size (1-100)')
    .option('--offset <n>', 'rows to skip')
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ outbox }) => {
        const query = (await inputs()).eventsQuery({
          status: o.status,
          operator_id: o.operator,
          tournament_id: o.tournament,
          limit: o.limit,
          offset: o.offset,
        });
        const result = await outbox.list(query);
        return {
          json: result,
          human: listing(
            ['EVENT ID', 'TYPE', 'STATE', 'ATTEMPTS', 'LAST ERROR'],
            result.events.map((e) => [e.event_id, e.event_type, e.status, String(e.attempts), e.last_error ?? '']),
            `No ${query.status} events`,
            result.pagination,
          ),
        };
      }),
    );
  events
    .command('replay')
    .description('Deliver dead events again (dead → pending, attempts 0); without a filter, every dead event')
    .option('--operator <id>', 'only this operator’s dead events')
    .option('--tournament <id>', 'only this tournament’s dead events')
    .option('--event <id>', 'this event (repeatable, or comma-separated)', collect)
    .option('--json', 'print JSON')
    .action((o) =>
      run(async ({ outbox }) => {
        const result = await outbox.replay(
          (await inputs()).replayInput({ operator_id: o.operator, tournament_id: o.tournament, event_ids: o.event }),
        );
        return { json: result, human: [`${result.replayed} dead event(s) will be delivered again`, ...result.event_ids] };
      }),
    );

  program
    .command('migrate')
    .description('Apply pending database migrations')
    .option('--json', 'print JSON')
    .action(() =>
      run(async ({ migrate }) => {
        const applied = await migrate();
        return {
          json: { applied },
          human: applied.length ? applied.map((name) => `Applied ${name}`) : ['The database is up to date'],
        };
      }),
    );
  return program;
}
