import { Global, Module } from '@nestjs/common';
import type { LookupAddress } from 'node:dns';
import { DataSource } from 'typeorm';
import { AppConfig, ManualClock } from '@app/common';
import { PlatformNotifier } from '@app/events';
import { OutboxDispatcher } from '../../../libs/events/src/dispatch/outbox.dispatcher';
import { SqsTransport } from '../../../libs/events/src/dispatch/sqs-transport';
import { SEAMLESS_WALLET_OPTIONS, SeamlessWalletClient } from '@app/wallet/seamless/seamless-wallet.client';
import { createDashboardUser, DashboardSession, PageResponse } from '../../support/dashboard-client';
import { createKey, createOperator, operatorWithKey } from '../../support/factories';
import { HttpResponse } from '../../support/http';
import { expectLedgerReconciles } from '../../support/ledger-reconciliation';
import { startTestApp, TestApp } from '../../support/test-app';
import { createTournamentId, seatPlayers } from '../../support/tournament-fixtures';
import { isServerError } from '../support/attack-routes';
import { Redirector, startRedirector, startTrap, TrapListener } from '../support/attack-listener';
import { recordFigures } from '../support/figures';

// OWASP API7:2023 (SSRF) through every URL the service calls: an operator's seamless wallet URL
// (admin API create and patch, dashboard settings form), an operator's events queue URL (same
// three ways in; the dashboard refuses any change of it, and a queue must belong to an allowed AWS
// account: here SQS_ALLOWED_ACCOUNT_IDS=123456789012), and the game-platform webhook (GAME_PLATFORM_URL, trusted configuration: only
// redirects matter). Hostile hosts in every notation are refused when set (422, nothing stored);
// names that resolve to private addresses are refused at connect time (the resolver is injected:
// there is no DNS here); redirects are never followed. All traffic goes only to this test's own
// loopback listeners, and the trap listener, where every hostile URL points, receives nothing.

const SECRET = 'wallet-secret-0123456789abcdef';
/** The only AWS account whose queues operators may use in this suite. */
const OWN_ACCOUNT = '123456789012';
const FOREIGN_ACCOUNT = '999999999999';

/** Hosts no URL of the service may reach: loopback, private, link-local and metadata, in every notation. */
function hostileHosts(port: number): string[] {
  return [
    `127.0.0.1:${port}`,
    `[::1]:${port}`,
    `localhost:${port}`,
    `wallet.localhost:${port}`,
    `127.1:${port}`,
    `0x7f000001:${port}`,
    `2130706433:${port}`,
    `017700000001:${port}`,
    `0177.0.0.1:${port}`,
    `10.0.0.7:${port}`,
    `172.16.0.1:${port}`,
    `172.31.255.254:${port}`,
    `192.168.1.1:${port}`,
    `[fc00::1]:${port}`,
    `[fd12:3456:789a::1]:${port}`,
    `169.254.169.254:${port}`,
    '169.254.169.254',
    '[fd00:ec2::254]',
    'metadata.google.internal',
    `[::ffff:127.0.0.1]:${port}`,
    `[::ffff:7f00:1]:${port}`,
    `[::ffff:169.254.169.254]`,
    `0.0.0.0:${port}`,
    `0:${port}`,
    `[::]:${port}`,
    `[fe80::1]:${port}`,
    `100.64.0.1:${port}`,
  ];
}

/** URL tricks on top of the hosts: credentials that hide the host, and the like. */
function trickUrls(port: number, path: string): string[] {
  return [
    `https://good.example.com@127.0.0.1:${port}${path}`,
    `https://good.example.com:secret@169.254.169.254${path}`,
    `https://127.0.0.1:${port}#@good.example.com${path}`,
    `https://127.0.0.1:${port}?@good.example.com`,
    `http://127.0.0.1:${port}${path}`,
    `file:///etc/passwd`,
    `gopher://127.0.0.1:${port}/_x`,
  ];
}

/** The test's resolver: the names a wallet URL may use and where they "resolve". */
const RESOLVED: Record<string, LookupAddress[]> = {
  'wallet.rebind-loopback.example.com': [{ address: '127.0.0.1', family: 4 }],
  'wallet.rebind-private.example.com': [{ address: '10.0.0.7', family: 4 }],
  'wallet.rebind-metadata.example.com': [{ address: '169.254.169.254', family: 4 }],
  'wallet.rebind-v6.example.com': [{ address: '::1', family: 6 }],
  'wallet.rebind-mapped.example.com': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'wallet.rebind-ula.example.com': [{ address: 'fd00:ec2::254', family: 6 }],
  // One public and one private address: the private one refuses the whole name.
  'wallet.rebind-mixed.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
};
const lookups: string[] = [];

@Global()
@Module({
  providers: [
    {
      provide: SEAMLESS_WALLET_OPTIONS,
      useValue: {
        resolver: async (hostname: string) => {
          lookups.push(hostname);
          const found = RESOLVED[hostname];
          if (!found) throw Object.assign(new Error(`no such name ${hostname}`), { code: 'ENOTFOUND' });
          return found;
        },
      },
    },
  ],
  exports: [SEAMLESS_WALLET_OPTIONS],
})
class InjectedResolverModule {}

/** What the hostile-URL attempts of one test did, counted as they are checked. */
interface Tally {
  attempts: number;
  refused422: number;
  stored: number;
}
const newTally = (): Tally => ({ attempts: 0, refused422: 0, stored: 0 });

describe('attack.ssrf: wallet, queue and webhook URLs (OWASP API7)', () => {
  let t: TestApp;
  let trap: TrapListener;
  let session: DashboardSession;
  let dashboardOperatorId: string;
  const db = () => t.app.get(DataSource);
  const operatorRow = async (id: string) =>
    (
      await db().query(
        'SELECT wallet_mode, wallet_url, wallet_secret IS NOT NULL AS has_secret, events_queue_url FROM operators WHERE id = $1',
        [id],
      )
    )[0];
  const operatorCount = async () => (await db().query('SELECT count(*)::int AS n FROM operators'))[0].n as number;

  beforeAll(async () => {
    trap = await startTrap();
    t = await startTestApp({ sqsAllowedAccountIds: [OWN_ACCOUNT] }, [InjectedResolverModule]);
    dashboardOperatorId = (await createOperator(t)).operatorId;
    session = await DashboardSession.signedIn(t, await createDashboardUser(t, dashboardOperatorId));
  });
  afterAll(async () => {
    await t?.close();
    await trap?.close();
  });

  const fieldErrorOf = (page: PageResponse, field: string) =>
    new RegExp(`<span class="field-error" data-testid="field-error" data-field="${field}">([^<]*)<`).exec(page.text)?.[1];

  /** Sets `field` to `url` the three ways (admin create, admin patch, dashboard form); each must be refused, nothing stored. */
  async function refusedEverywhere(
    field: 'wallet_url' | 'events_queue_url',
    url: string,
    extra: Record<string, string>,
    patchTarget: string,
    tally: Tally,
  ): Promise<string[]> {
    const failures: string[] = [];
    const stored = (failure: string) => {
      tally.stored++;
      failures.push(failure);
    };
    const expect422 = (how: string, res: HttpResponse) => {
      tally.attempts++;
      if (isServerError(res)) failures.push(`${how} 5xx for ${url}`);
      if (res.status !== 422 || res.body?.error !== 'validation_error' || !Array.isArray(res.body?.errors?.[field]))
        failures.push(`${how} accepted ${url}: ${res.status} ${res.text.slice(0, 160)}`);
      else tally.refused422++;
    };
    const before = await operatorCount();
    expect422('create', await t.admin.post('/api/admin/operators', { name: 'SSRF', ...extra, [field]: url }));
    if ((await operatorCount()) !== before) stored(`create stored an operator for ${url}`);
    const patchBefore = await operatorRow(patchTarget);
    expect422('patch', await t.admin.patch(`/api/admin/operators/${patchTarget}`, { ...extra, [field]: url }));
    const formBefore = await operatorRow(dashboardOperatorId);
    await session.get('/dashboard/settings');
    const form = await session.postForm('/dashboard/settings', {
      wallet_mode: 'transfer',
      wallet_url: '',
      wallet_secret: '',
      events_queue_url: '',
      events_format: 'platform',
      currency: 'EUR',
      ...extra,
      [field]: url,
    });
    tally.attempts++;
    if (form.status !== 422 || !fieldErrorOf(form, field)) failures.push(`dashboard accepted ${url}: ${form.status}`);
    else tally.refused422++;
    if (JSON.stringify(await operatorRow(patchTarget)) !== JSON.stringify(patchBefore)) stored(`patch stored ${url}`);
    if (JSON.stringify(await operatorRow(dashboardOperatorId)) !== JSON.stringify(formBefore)) stored(`dashboard stored ${url}`);
    return failures;
  }

  it('wallet URLs to loopback, private, link-local and metadata addresses, in every notation, are refused on create, patch and the dashboard', async () => {
    const urls = [...hostileHosts(trap.port).map((h) => `https://${h}/wallet`), ...trickUrls(trap.port, '/wallet')];
    const target = (
      await createOperator(t, { wallet_mode: 'seamless', wallet_url: 'https://wallet.acme.example.com/api', wallet_secret: SECRET })
    ).operatorId;
    const failures: string[] = [];
    const tally = newTally();
    for (const url of urls)
      failures.push(...(await refusedEverywhere('wallet_url', url, { wallet_mode: 'seamless', wallet_secret: SECRET }, target, tally)));
    expect(failures).toEqual([]);
    expect(await operatorRow(target)).toMatchObject({ wallet_url: 'https://wallet.acme.example.com/api' });
    expect(trap.connections).toBe(0);
    recordFigures(
      'attacks',
      'attack.ssrf.wallet-url',
      'Hostile seamless wallet URLs through the admin API (create, patch) and the dashboard settings form',
      {
        urls: urls.length,
        attempts: tally.attempts,
        refused_422: tally.refused422,
        stored: tally.stored,
        trap_connections: trap.connections,
      },
    );
  });

  it('events queue URLs other than Amazon SQS (IP literals, loopback, private and metadata hosts, other hosts) are refused on create, patch and the dashboard', async () => {
    const path = '/123456789012/events';
    const urls = [
      ...hostileHosts(trap.port).map((h) => `https://${h}${path}`),
      ...trickUrls(trap.port, path),
      `https://sqs.eu-west-1.amazonaws.com@127.0.0.1:${trap.port}${path}`,
      `https://sqs.eu-west-1.amazonaws.com.attacker.example${path}`,
      `http://sqs.eu-west-1.amazonaws.com${path}`,
      `https://queue.acme.example.com${path}`,
      `https://52.94.0.1${path}`,
    ];
    const good = 'https://sqs.eu-west-1.amazonaws.com/123456789012/acme-events.fifo';
    const target = (await createOperator(t, { events_queue_url: good })).operatorId;
    const failures: string[] = [];
    const tally = newTally();
    for (const url of urls) failures.push(...(await refusedEverywhere('events_queue_url', url, {}, target, tally)));
    expect(failures).toEqual([]);
    // The refusal names the rule.
    const refused = await t.admin.patch(`/api/admin/operators/${target}`, { events_queue_url: `https://127.0.0.1:${trap.port}${path}` });
    expect(refused.body.errors.events_queue_url[0]).toMatch(/Amazon SQS/);
    // Amazon SQS queue URLs pass, and null removes the queue.
    let sqsUrlsAccepted = 0;
    for (const ok of [
      good,
      'https://eu-west-1.queue.amazonaws.com/123456789012/legacy',
      'https://sqs.cn-north-1.amazonaws.com.cn/123456789012/cn-events',
    ]) {
      const res = await t.admin.patch(`/api/admin/operators/${target}`, { events_queue_url: ok });
      expect({ ok, status: res.status, stored: res.body.events_queue_url }).toEqual({ ok, status: 200, stored: ok });
      sqsUrlsAccepted++;
    }
    expect((await t.admin.patch(`/api/admin/operators/${target}`, { events_queue_url: null })).body.events_queue_url).toBeNull();
    expect(trap.connections).toBe(0);
    recordFigures(
      'attacks',
      'attack.ssrf.queue-url',
      'Hostile events queue URLs through the admin API (create, patch) and the dashboard settings form',
      {
        urls: urls.length,
        attempts: tally.attempts,
        refused_422: tally.refused422,
        stored: tally.stored,
        sqs_urls_accepted: sqsUrlsAccepted,
        trap_connections: trap.connections,
      },
    );
  });

  it('events queue URLs of another AWS account, in every form and spelling, are refused on create, patch and the dashboard, and a stored one is never written to', async () => {
    const name = 'acme-events';
    const urls = [
      `https://sqs.eu-west-1.amazonaws.com/${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.us-east-1.amazonaws.com/${FOREIGN_ACCOUNT}/${name}.fifo`,
      `https://sqs-fips.us-east-2.amazonaws.com/${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.us-gov-west-1.amazonaws.com/${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.cn-north-1.amazonaws.com.cn/${FOREIGN_ACCOUNT}/${name}`,
      `https://eu-west-1.queue.amazonaws.com/${FOREIGN_ACCOUNT}/${name}`,
      `https://SQS.EU-WEST-1.AMAZONAWS.COM/${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com./${FOREIGN_ACCOUNT}/${name}`,
      // The allowed account in disguise: dot segments, doubled slashes, percent-encoding, extra digits.
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/../${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/x/../../${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/%2e%2e/${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com//${OWN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/%31%32%33%34%35%36%37%38%39%30%31%32/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}0/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/0${OWN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT.slice(1)}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/${name}/${FOREIGN_ACCOUNT}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}`,
      `https://sqs.eu-west-1.amazonaws.com/${FOREIGN_ACCOUNT}\\${OWN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}\\..\\${FOREIGN_ACCOUNT}/${name}`,
      `https://sqs.eu-west-1.amazonaws.com/${FOREIGN_ACCOUNT}/${name}\t`,
      `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/ ${name}`,
      `https://sqs.eu-west-1.amazonaws.com/arn:aws:sqs:eu-west-1:${FOREIGN_ACCOUNT}:${name}`,
    ];
    const good = `https://sqs.eu-west-1.amazonaws.com/${OWN_ACCOUNT}/${name}.fifo`;
    const target = (await createOperator(t, { events_queue_url: good })).operatorId;
    const failures: string[] = [];
    const tally = newTally();
    for (const url of urls) failures.push(...(await refusedEverywhere('events_queue_url', url, {}, target, tally)));
    expect(failures).toEqual([]);
    const refused = await t.admin.patch(`/api/admin/operators/${target}`, { events_queue_url: urls[0] });
    expect(refused.body.errors.events_queue_url).toEqual([
      `events_queue_url must be a queue of an AWS account this service allows: account ${FOREIGN_ACCOUNT} is not in SQS_ALLOWED_ACCOUNT_IDS`,
    ]);
    // The allowed account's queues pass, in every region and form.
    let ownAccepted = 0;
    for (const ok of [
      good,
      `https://eu-central-1.queue.amazonaws.com/${OWN_ACCOUNT}/legacy`,
      `https://sqs.cn-north-1.amazonaws.com.cn/${OWN_ACCOUNT}/cn-events`,
    ]) {
      const res = await t.admin.patch(`/api/admin/operators/${target}`, { events_queue_url: ok });
      expect({ ok, status: res.status }).toEqual({ ok, status: 200 });
      ownAccepted++;
    }

    // Queues stored before the allowed accounts were configured (written here straight into the
    // table): the dispatcher sends nothing to them, nor to any other queue, and holds the events.
    const stored = urls.slice(0, 8);
    const send = jest.spyOn(t.app.get(SqsTransport), 'send').mockImplementation(async () => ({ accepted: [], failed: [] }));
    let held = 0;
    try {
      const tournaments: string[] = [];
      for (const url of stored) {
        const operator = await createOperator(t);
        tournaments.push(await createTournamentId((await createKey(t, operator.operatorId)).client));
        await db().query('UPDATE operators SET events_queue_url = $2 WHERE id = $1', [operator.operatorId, url]);
      }
      await t.app.get(OutboxDispatcher).runOnce();
      const rows = await db().query(`SELECT status, attempts, last_error FROM outbox_events WHERE tournament_id = ANY($1::uuid[])`, [
        tournaments,
      ]);
      held = rows.filter(
        (r: { status: string; attempts: number; last_error: string | null }) =>
          r.status === 'pending' && r.attempts === 0 && /^events queue refused/.test(r.last_error ?? ''),
      ).length;
      expect(held).toBe(stored.length);
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    expect(trap.connections).toBe(0);
    recordFigures(
      'attacks',
      'attack.ssrf.foreign-queue',
      'Events queue URLs of another AWS account (every host form, disguised account paths) through the admin API and the dashboard, and stored ones at delivery',
      {
        urls: urls.length,
        attempts: tally.attempts,
        refused_422: tally.refused422,
        accepted: tally.attempts - tally.refused422,
        stored: tally.stored,
        own_account_accepted: ownAccepted,
        stored_foreign_queues: stored.length,
        events_held: held,
        sqs_sends: send.mock.calls.length,
      },
    );
  });

  it('wallet URLs with spaces, control characters, backslashes or a port other than 443 are refused everywhere; accepted ones are stored in one spelling', async () => {
    const host = 'wallet.acme.example.com';
    const urls = [
      `https://${host}/my wallet`,
      `https://${host} /api`,
      ` https://${host}/a pi `,
      `https://wal\tlet.acme.example.com/api`,
      `https://${host}/a\npi`,
      `https://${host}/a\rpi`,
      `https://${host}/api\u0000`,
      `https://${host}/api\u007f`,
      `https://${host}\\@127.0.0.1:${trap.port}/api`,
      `https:\\\\${host}\\api`,
      `https://${host}/api\\..\\..\\admin`,
      `https://127.0.0.1:${trap.port}\\@${host}/api`,
      `https://${host}:8443/api`,
      `https://${host}:80/api`,
      `https://${host}:22/api`,
      `https://${host}:6379/api`,
      `https://${host}:${trap.port}/api`,
      `https://${host}:65535/api`,
      `https://${host}:1/api`,
    ];
    const canonical = `https://${host}/api`;
    const target = (await createOperator(t, { wallet_mode: 'seamless', wallet_url: canonical, wallet_secret: SECRET })).operatorId;
    const failures: string[] = [];
    const tally = newTally();
    for (const url of urls)
      failures.push(...(await refusedEverywhere('wallet_url', url, { wallet_mode: 'seamless', wallet_secret: SECRET }, target, tally)));
    expect(failures).toEqual([]);
    expect(await operatorRow(target)).toMatchObject({ wallet_url: canonical });

    const spellings = [
      `  ${canonical}  `,
      `HTTPS://WALLET.Acme.Example.COM/api`,
      `https://${host}.:443/api/`,
      `https://${host}:0443/api`,
      `https://${host}/x/../api`,
      `https://${host}/api//`,
    ];
    let normalised = 0;
    for (const spelling of spellings) {
      const created = await t.admin.post('/api/admin/operators', {
        name: 'Spelling',
        wallet_mode: 'seamless',
        wallet_url: spelling,
        wallet_secret: SECRET,
      });
      expect({ spelling, status: created.status, stored: (await operatorRow(created.body.operator_id))?.wallet_url }).toEqual({
        spelling,
        status: 201,
        stored: canonical,
      });
      normalised++;
    }
    expect(trap.connections).toBe(0);
    recordFigures(
      'attacks',
      'attack.ssrf.wallet-url-forms',
      'Wallet URLs with spaces, controls, backslashes and ports other than 443 through the admin API and the dashboard; other spellings of one URL',
      {
        urls: urls.length,
        attempts: tally.attempts,
        refused_422: tally.refused422,
        accepted: tally.attempts - tally.refused422,
        stored: tally.stored,
        spellings: spellings.length,
        stored_canonical: normalised,
        trap_connections: trap.connections,
      },
    );
  });

  it('a wallet name that resolves to a private address is refused at connect time: 503, nothing registered, no connection made', async () => {
    const failures: string[] = [];
    let refused = 0;
    let registered = 0;
    for (const name of Object.keys(RESOLVED)) {
      // Port 443 (the only one a wallet URL may name): the lookup refuses before any connection.
      const operator = await createOperator(t, { wallet_mode: 'seamless', wallet_url: `https://${name}/wallet`, wallet_secret: SECRET });
      const key = await createKey(t, operator.operatorId);
      const tournamentId = await createTournamentId(key.client, { entry_fee: 5 });
      lookups.length = 0;
      const res = await key.client.post(`/api/tournaments/${tournamentId}/players`, {
        user_id: `dns-${refused}`,
        entry_payment_details: { payment_id: `dns-pay-${name}` },
      });
      const [entries] = await db().query('SELECT count(*)::int AS n FROM tournament_entries WHERE tournament_id = $1', [tournamentId]);
      if (res.status !== 503 || !res.headers.get('retry-after')) failures.push(`${name}: ${res.status} ${res.text.slice(0, 160)}`);
      else if (entries.n !== 0) {
        registered += entries.n;
        failures.push(`${name}: registered`);
      } else if (!lookups.includes(name)) failures.push(`${name}: never resolved (the check was not exercised)`);
      else refused++;
    }
    expect(failures).toEqual([]);
    expect(trap.connections).toBe(0);
    await expectLedgerReconciles(t);
    recordFigures(
      'attacks',
      'attack.ssrf.wallet-dns',
      'Wallet host names resolving to loopback, private, link-local, ULA, IPv4-mapped and mixed addresses (injected resolver), at connect time',
      {
        names: Object.keys(RESOLVED).length,
        refused_503: refused,
        registered: registered,
        trap_connections: trap.connections,
      },
    );
  });

  it('the wallet client follows no redirect (302 to the metadata address, 307 to the trap)', async () => {
    const config = t.app.get(AppConfig);
    const client = new SeamlessWalletClient(config, { allowLocalhost: true, timeoutMs: 3000 });
    const redirectors: Redirector[] = [
      await startRedirector(302, () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'),
      await startRedirector(307, (path) => `http://127.0.0.1:${trap.port}${path}`),
      await startRedirector(308, (path) => `http://[::1]:${trap.port}${path}`),
    ];
    try {
      const outcomes: string[] = [];
      for (const redirector of redirectors) {
        const outcome = await client.debit(
          { url: `${redirector.url}/wallet`, secret: SECRET },
          {
            transactionId: `redirect-${redirector.url}`,
            userId: 'u1',
            amount: '5.00',
            currency: 'EUR',
            tournamentId: '0193a000-0000-7000-8000-000000000001',
            reason: 'entry',
          },
        );
        outcomes.push(outcome.status);
        expect(redirector.requests).toEqual([{ method: 'POST', path: '/wallet/debit' }]);
      }
      // Never accepted: a redirect is an unknown outcome (the debit is then rolled back).
      expect(outcomes).toEqual(['unknown', 'unknown', 'unknown']);
      expect(trap.connections).toBe(0);
      recordFigures(
        'attacks',
        'attack.ssrf.wallet-redirect',
        'Seamless wallet answering 302/307/308 towards the metadata address and the trap',
        {
          redirects: redirectors.length,
          // A followed redirect would be a second request, at the redirector or at the trap.
          followed: redirectors.reduce((n, r) => n + r.requests.length - 1, 0) + trap.connections,
          outcome_unknown: outcomes.filter((outcome) => outcome === 'unknown').length,
          trap_connections: trap.connections,
        },
      );
    } finally {
      client.onModuleDestroy();
      for (const r of redirectors) await r.close();
    }
  });

  it('the game-platform notifier follows no redirect: the notification is retried, the target never reached', async () => {
    const redirectors = [
      await startRedirector(302, (path) => `http://127.0.0.1:${trap.port}${path}`),
      await startRedirector(307, (path) => `http://127.0.0.1:${trap.port}${path}`),
      await startRedirector(308, () => 'http://169.254.169.254/latest/meta-data/'),
    ];
    const results: string[] = [];
    try {
      for (const redirector of redirectors) {
        const clock = new ManualClock();
        const app = await startTestApp(
          { gamePlatformUrl: redirector.url, gamePlatformSecret: 'platform-secret-0123456789', eventsMaxAttempts: 3 },
          [],
          { clock },
        );
        try {
          const operator = await operatorWithKey(app);
          const tournamentId = await createTournamentId(operator.client, { min_players: 1 });
          await seatPlayers(app, tournamentId, 1);
          expect((await operator.client.post(`/api/tournaments/${tournamentId}/start`)).status).toBe(200);
          const run = await app.app.get(PlatformNotifier).runOnce();
          expect(run).toEqual({ delivered: 0, retried: 1, dead: 0 });
          const [row] = await app.app
            .get(DataSource)
            .query('SELECT status, last_error FROM platform_notifications WHERE tournament_id = $1', [tournamentId]);
          expect(row.status).not.toBe('delivered');
          expect(row.last_error).toContain(
            `HTTP ${redirector.url === redirectors[0].url ? 302 : redirector.url === redirectors[1].url ? 307 : 308}`,
          );
          expect(redirector.requests).toEqual([{ method: 'POST', path: '/internal/tournament/events' }]);
          results.push(row.status);
          await expectLedgerReconciles(app);
        } finally {
          await app.close();
        }
      }
      expect(trap.connections).toBe(0);
      recordFigures(
        'attacks',
        'attack.ssrf.webhook-redirect',
        'GAME_PLATFORM_URL answering 302/307/308 towards the trap and the metadata address',
        {
          redirects: redirectors.length,
          followed: redirectors.reduce((n, r) => n + r.requests.length - 1, 0) + trap.connections,
          retried: results.length,
          trap_connections: trap.connections,
        },
      );
    } finally {
      for (const r of redirectors) await r.close();
    }
  });
});
