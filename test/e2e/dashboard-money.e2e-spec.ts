import { DataSource } from 'typeorm';
import { createDashboardUser, DashboardSession, PageResponse } from '../support/dashboard-client';
import { createInternalKey, operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { HttpClient } from '../support/http';
import { startTestApp, TestApp } from '../support/test-app';
import { createTournamentId } from '../support/tournament-fixtures';

/** The text of the first element with this data-testid inside `within` (the page escapes text, so `<` never appears raw). */
function cell(within: string, testId: string): string | undefined {
  return new RegExp(`data-testid="${testId}"[^>]*>([^<]*)<`).exec(within)?.[1].trim();
}

/** The HTML of the element with this data-testid and attributes (a table row, a panel), up to its end tag. */
function block(page: PageResponse, testId: string, tag: string, attributes = ''): string {
  const match = new RegExp(`<${tag} [^>]*data-testid="${testId}"${attributes}[\\s\\S]*?</${tag}>`).exec(page.text);
  if (!match) throw new Error(`no ${testId} ${attributes} in the page`);
  return match[0];
}

/** The money cells of a totals or day row, by name. */
function moneyRow(row: string): Record<string, string | undefined> {
  return Object.fromEntries(['registrations', 'fees', 'refunds', 'prizes', 'overlay', 'revenue'].map((name) => [name, cell(row, name)]));
}

function dayText(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

let users = 0;

/** A funded registration (a wallet transfer in of `funds`, then the registration with a payment id); returns the entry id. */
async function register(client: HttpClient, tournamentId: string, funds: number, currency?: string): Promise<string> {
  const user = `money-${process.pid}-${++users}`;
  const funded = await client.post(`/api/players/${user}/wallet/transfers`, {
    transfer_id: `fund-${user}`,
    direction: 'in',
    amount: funds,
    ...(currency ? { currency } : {}),
  });
  expect(funded.status).toBe(201);
  const registered = await client.post(`/api/tournaments/${tournamentId}/players`, {
    user_id: user,
    display_name: `Money player ${users}`,
    entry_payment_details: { payment_id: `pay-${user}` },
  });
  expect(registered.status).toBe(201);
  return registered.body.internal_player_id;
}

/**
 * Money at a glance (D13): a tournament's money panel and the overview page, both from the
 * ledger, exactly, per currency; the overview's range form and its refusals; and operator B's
 * money never on operator A's pages.
 */
describe('dashboard money: the tournament panel and the overview', () => {
  let t: TestApp;
  let a: TestOperator & TestKey;
  let b: TestOperator & TestKey;
  let asA: DashboardSession;
  let asB: DashboardSession;
  let asViewer: DashboardSession;
  let playedId: string;
  let cancelledId: string;
  let openId: string;
  let dollarsId: string;
  let othersId: string;

  beforeAll(async () => {
    t = await startTestApp();
    a = await operatorWithKey(t);
    b = await operatorWithKey(t);
    const platform = t.http.with({ 'X-Internal-Api-Key': (await createInternalKey(t, [a.operatorId])).apiKey });

    // Played to the end: 4 entries of 10, one withdrawn (refunded), one rebuy of 10, a guarantee
    // of 50 over fees of 40 less a 10% rake (a pool of 36 from the fees): the operator adds 14.
    playedId = await createTournamentId(a.client, {
      name: 'Money cup',
      entry_fee: 10,
      max_players: 10,
      prize_pool: { total: 50, distribution: { '1': 70, '2': 30 } },
      config: { tournament_type: 'points_based', rebuy_enabled: true, max_entries_per_player: 2, rake_percent: 10 },
    });
    const [first, second, third, leaving] = [
      await register(a.client, playedId, 20),
      await register(a.client, playedId, 10),
      await register(a.client, playedId, 10),
      await register(a.client, playedId, 10),
    ];
    expect((await a.client.delete(`/api/tournaments/${playedId}/players/${leaving}`, { reason: 'changed my mind' })).status).toBe(200);
    expect((await a.client.post(`/api/tournaments/${playedId}/players/${first}/rebuy`, { payment_id: `rebuy-${first}` })).status).toBe(200);
    expect((await a.client.post(`/api/tournaments/${playedId}/start`)).status).toBe(200);
    const scores = [
      [first, 300],
      [second, 200],
      [third, 100],
    ].map(([id, points], i) => ({
      event_id: `money-${process.pid}-${i}`,
      type: 'score.updated',
      internal_player_id: id,
      points,
      occurred_at: new Date().toISOString(),
    }));
    const sent = await platform.post(`/api/internal/tournaments/${playedId}/events`, { events: scores });
    expect(sent.body).toMatchObject({ rejected: 0 });
    expect((await a.client.post(`/api/tournaments/${playedId}/complete`)).status).toBe(200);

    // Cancelled with both players refunded: fees 10, refunds 10.
    cancelledId = await createTournamentId(a.client, { name: 'Money called off', entry_fee: 5, prize_pool: { total: 100 } });
    await register(a.client, cancelledId, 5);
    await register(a.client, cancelledId, 5);
    expect((await a.client.delete(`/api/tournaments/${cancelledId}`, { reason: 'provider outage' })).status).toBe(200);

    // Still open, with a guarantee above its fees: 2 × 2.50 less no rake against 20.
    openId = await createTournamentId(a.client, { name: 'Money open', entry_fee: 2.5, prize_pool: { total: 20 } });
    await register(a.client, openId, 2.5);
    await register(a.client, openId, 2.5);

    // Another currency: 1 entry of 3 USD.
    dollarsId = await createTournamentId(a.client, { name: 'Money dollars', entry_fee: 3, currency: 'USD' });
    await register(a.client, dollarsId, 3, 'USD');

    // Operator B: amounts A has none of (7.77 fees, a guarantee of 999).
    othersId = await createTournamentId(b.client, { name: 'Operator B money', entry_fee: 7.77, prize_pool: { total: 999 } });
    await register(b.client, othersId, 7.77);
    await register(b.client, othersId, 7.77);

    asA = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId));
    asB = await DashboardSession.signedIn(t, await createDashboardUser(t, b.operatorId));
    asViewer = await DashboardSession.signedIn(t, await createDashboardUser(t, a.operatorId, undefined, undefined, 'viewer'));
  });
  afterAll(async () => t?.close());

  /** The ledger's own sums of a tournament (fees as positive amounts), straight from the table. */
  async function ledgerOf(tournamentId: string): Promise<Record<string, string>> {
    const [row] = await t.app.get(DataSource).query(
      `SELECT CAST(-SUM(amount) FILTER (WHERE kind IN ('entry', 'rebuy')) AS numeric(24, 2))::text AS fees,
              CAST(COALESCE(SUM(amount) FILTER (WHERE kind = 'refund'), 0) AS numeric(24, 2))::text AS refunds,
              CAST(COALESCE(SUM(amount) FILTER (WHERE kind = 'prize'), 0) AS numeric(24, 2))::text AS prizes
         FROM ledger_entries WHERE tournament_id = $1`,
      [tournamentId],
    );
    return row;
  }

  describe('the money panel of a tournament', () => {
    it('shows a completed tournament’s fees with rebuys, refunds, prizes, the overlay and the revenue, as the ledger has them', async () => {
      const page = await asA.get(`/dashboard/tournaments/${playedId}`);
      expect(page.status).toBe(200);
      const panel = block(page, 'money-panel', 'section', ' data-currency="EUR"');
      expect({
        fees: cell(panel, 'money-fees'),
        refunds: cell(panel, 'money-refunds'),
        net: cell(panel, 'money-net-fees'),
        prizes: cell(panel, 'money-prizes'),
        overlay: cell(panel, 'money-overlay'),
        revenue: cell(panel, 'money-revenue'),
      }).toEqual({
        fees: '50.00 EUR',
        refunds: '10.00 EUR',
        net: '40.00 EUR',
        prizes: '50.00 EUR',
        overlay: '14.00 EUR',
        revenue: '-10.00 EUR',
      });
      expect(panel).toContain('4 entries, 1 rebuy');
      expect(panel).toContain('1 refund');
      expect(panel).toContain('Paid beyond the pool the fees made');
      expect(await ledgerOf(playedId)).toEqual({ fees: '50.00', refunds: '10.00', prizes: '50.00' });
      // The results' statistics say the same revenue.
      const results = await a.client.get(`/api/tournaments/${playedId}/results`);
      expect(results.status).toBe(200);
      expect(results.body.statistics).toMatchObject({ totalEntryFees: 40, operatorRevenue: -10 });
    });

    it('shows a cancelled tournament with everything refunded and no overlay', async () => {
      const panel = block(await asA.get(`/dashboard/tournaments/${cancelledId}`), 'money-panel', 'section');
      expect([cell(panel, 'money-fees'), cell(panel, 'money-refunds'), cell(panel, 'money-prizes')]).toEqual([
        '10.00 EUR',
        '10.00 EUR',
        '0.00 EUR',
      ]);
      expect([cell(panel, 'money-overlay'), cell(panel, 'money-revenue')]).toEqual(['0.00 EUR', '0.00 EUR']);
      expect(panel).toContain('Cancelled: nothing is added.');
    });

    it('shows an open tournament’s overlay as what the guarantee would add if it completed now', async () => {
      const panel = block(await asA.get(`/dashboard/tournaments/${openId}`), 'money-panel', 'section');
      expect(cell(panel, 'money-fees')).toBe('5.00 EUR');
      expect(cell(panel, 'money-overlay')).toBe('15.00 EUR');
      expect(panel).toContain('Guarantee overlay (if completed now)');
    });

    it('shows a tournament in another currency in that currency', async () => {
      const page = await asA.get(`/dashboard/tournaments/${dollarsId}`);
      const panel = block(page, 'money-panel', 'section', ' data-currency="USD"');
      expect(cell(panel, 'money-fees')).toBe('3.00 USD');
      expect(page.text).not.toContain('data-testid="money-panel" data-currency="EUR"');
    });

    it('is shown to a viewer too, and another operator’s tournament stays a 404', async () => {
      const page = await asViewer.get(`/dashboard/tournaments/${playedId}`);
      expect(cell(block(page, 'money-panel', 'section'), 'money-overlay')).toBe('14.00 EUR');
      const probe = await asB.get(`/dashboard/tournaments/${playedId}`);
      expect(probe.status).toBe(404);
      expect(probe.text).not.toContain('money-panel');
    });
  });

  describe('the overview', () => {
    it('is linked from the navigation of every page', async () => {
      const page = await asA.get('/dashboard/tournaments');
      expect(page.text).toContain('<a href="/dashboard/overview"');
      const overview = await asA.get('/dashboard/overview');
      expect(overview.text).toMatch(/<a href="\/dashboard\/overview" class="active" aria-current="page">Overview<\/a>/);
    });

    it('shows the last 30 days by default: totals per currency from the ledger, registrations included', async () => {
      const page = await asA.get('/dashboard/overview');
      expect(page.status).toBe(200);
      expect(page.text).toContain(`<input type="date" name="from" value="${dayText(-29)}">`);
      expect(page.text).toContain(`<input type="date" name="to" value="${dayText(0)}">`);
      expect(cell(page.text, 'overview-range')).toContain('(30 days)');
      // EUR: 4 + 2 + 2 registrations; fees 50 + 10 + 5; refunds 10 + 10; prizes 50; overlay 14 (paid only).
      expect(moneyRow(block(page, 'total-row', 'tr', ' data-currency="EUR"'))).toEqual({
        registrations: '8',
        fees: '65.00 EUR',
        refunds: '20.00 EUR',
        prizes: '50.00 EUR',
        overlay: '14.00 EUR',
        revenue: '-5.00 EUR',
      });
      expect(moneyRow(block(page, 'total-row', 'tr', ' data-currency="USD"'))).toEqual({
        registrations: '1',
        fees: '3.00 USD',
        refunds: '0.00 USD',
        prizes: '0.00 USD',
        overlay: '0.00 USD',
        revenue: '3.00 USD',
      });
    });

    it('lists each day and currency; the days add up to the totals', async () => {
      const page = await asA.get(`/dashboard/overview?from=${dayText(-1)}&to=${dayText(0)}`);
      expect(page.status).toBe(200);
      const rows = [...page.text.matchAll(/<tr data-testid="day-row" data-day="([^"]+)" data-currency="EUR">[\s\S]*?<\/tr>/g)];
      expect(rows.length).toBeGreaterThan(0);
      const cents = (text: string | undefined) => Math.round(Number(text!.replace(' EUR', '')) * 100);
      const sum = (name: string) => rows.reduce((total, row) => total + cents(cell(row[0], name)), 0);
      expect([sum('fees'), sum('refunds'), sum('prizes'), sum('overlay'), sum('revenue')]).toEqual([6500, 2000, 5000, 1400, -500]);
    });

    it('shows the completed tournaments’ prize pools against their guarantees, and the chart data as JSON, not script', async () => {
      const page = await asA.get('/dashboard/overview');
      const row = block(page, 'pool-row', 'tr', ' data-day="[^"]+" data-currency="EUR"');
      expect([cell(row, 'tournaments'), cell(row, 'guaranteed'), cell(row, 'pool'), cell(row, 'overlay')]).toEqual([
        '1',
        '50.00 EUR',
        '50.00 EUR',
        '14.00 EUR',
      ]);
      const json = /<script type="application\/json" id="overview-chart-data">([^<]*)<\/script>/.exec(page.text)?.[1];
      const data = JSON.parse(json!);
      expect(data.days).toHaveLength(30);
      expect(data.registrations.reduce((s: number, n: number) => s + n, 0)).toBe(9);
      // The pools are aligned with the days: one completion day, null on the others.
      expect(data.pools).toHaveLength(1);
      expect(data.pools[0].currency).toBe('EUR');
      for (const series of ['guaranteed', 'pool']) {
        expect(data.pools[0][series]).toHaveLength(30);
        expect(data.pools[0][series].filter((v: string | null) => v !== null)).toEqual(['50.00']);
      }
      // Every script of the page is a same-origin file; the charts have names and point to their tables.
      const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      for (const attributes of scripts) expect(attributes).toMatch(/src="\/dashboard\/assets\/[a-z.]+"|type="application\/json"/);
      expect(page.text).toMatch(
        /<div class="chart-plot" role="img" data-chart="registrations" aria-label="Line chart of registrations per day[^"]*"/,
      );
      expect(page.text).toContain('href="#overview-days"');
      expect(page.text).toContain('href="#overview-pools"');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it('serves uPlot, its stylesheet and the charts script from the service itself', async () => {
      for (const [name, type, text] of [
        ['uplot.js', 'text/javascript', 'uPlot'],
        ['uplot.css', 'text/css', '.uplot'],
        ['overview.js', 'text/javascript', 'overview-chart-data'],
      ]) {
        const response = await fetch(`${t.baseUrl}/dashboard/assets/${name}`);
        expect({ name, status: response.status }).toEqual({ name, status: 200 });
        expect(response.headers.get('content-type')).toContain(type);
        expect(await response.text()).toContain(text);
      }
    });

    it('shows an empty range as empty', async () => {
      const page = await asA.get('/dashboard/overview?from=2020-01-01&to=2020-01-31');
      expect(page.status).toBe(200);
      expect(page.text).toContain('No registrations and no money moved in this range.');
      expect(page.text).not.toContain('data-testid="total-row"');
      expect(cell(page.text, 'overview-range')).toContain('From 2020-01-01 to 2020-01-31 (31 days)');
    });

    it.each([
      ['from=2026-02-30', 'from', 'From must be a date such as 2026-01-31'],
      ['to=yesterday', 'to', 'To must be a date such as 2026-01-31'],
      ['from=2026-03-02&to=2026-03-01', 'to', 'To must not be before From'],
      [
        'from=2025-01-01&to=2026-02-01',
        'from',
        'The range is 397 days; it can be at most 366. Choose a From on or after 2025-02-01, or an earlier To.',
      ],
      ['from=<b>x</b>', 'from', 'From must be a date such as 2026-01-31'],
      ['from=2026-01-01&from=2026-01-02', 'from', 'From must be a date such as 2026-01-31'],
    ])('refuses %s with a message next to the field, and no figures', async (query, field, message) => {
      const page = await asA.get(`/dashboard/overview?${query}`);
      expect(page.status).toBe(422);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.text).toContain(`data-field="${field}">${message}</span>`);
      expect(cell(page.text, 'flash')).toBe(`The range was not applied. ${message}`);
      expect(page.text).not.toContain('data-testid="overview-totals"');
      expect(page.text).not.toContain('<b>x</b>');
    });

    it('accepts exactly 366 days', async () => {
      const page = await asA.get('/dashboard/overview?from=2024-01-01&to=2024-12-31');
      expect(page.status).toBe(200);
      expect(cell(page.text, 'overview-range')).toContain('(366 days)');
    });

    it('is shown to a viewer', async () => {
      const page = await asViewer.get('/dashboard/overview');
      expect(page.status).toBe(200);
      expect(cell(block(page, 'total-row', 'tr', ' data-currency="EUR"'), 'fees')).toBe('65.00 EUR');
    });

    it('needs a session', async () => {
      const response = await fetch(`${t.baseUrl}/dashboard/overview`, { redirect: 'manual' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain('/dashboard/login');
    });

    it('keeps each operator’s money to itself: B sees only B’s figures, A none of B’s', async () => {
      const pageB = await asB.get('/dashboard/overview');
      expect(moneyRow(block(pageB, 'total-row', 'tr', ' data-currency="EUR"'))).toEqual({
        registrations: '2',
        fees: '15.54 EUR',
        refunds: '0.00 EUR',
        prizes: '0.00 EUR',
        overlay: '0.00 EUR',
        revenue: '15.54 EUR',
      });
      expect(pageB.text).not.toContain('data-currency="USD"');
      expect(pageB.text).not.toContain('50.00 EUR');
      const pageA = await asA.get('/dashboard/overview');
      for (const text of ['15.54', '7.77', '999.00', 'Operator B money']) expect(pageA.text).not.toContain(text);
      // Over any range A chooses.
      const wide = await asA.get(`/dashboard/overview?from=${dayText(-365)}&to=${dayText(0)}`);
      expect(wide.status).toBe(200);
      for (const text of ['15.54', '7.77', '999.00']) expect(wide.text).not.toContain(text);
    });
  });
});
