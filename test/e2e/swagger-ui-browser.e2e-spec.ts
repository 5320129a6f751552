import { Browser, Locator, Page } from 'playwright-core';
import { CREATE_TOURNAMENT_EXAMPLE } from '@app/tournaments/dto/tournament-request.dto';
import { launchChromium, screenshot } from '../support/browser';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * Swagger UI's "Try it out" of the create example, in a real chromium against the real service:
 * what an integrator does first. The example must be accepted as shown, again and again, on any
 * day (the page's request interceptor makes the example's external_id unique and its start future).
 */
describe('Swagger UI in a browser: Try it out of POST /api/tournaments', () => {
  let t: TestApp;
  let browser: Browser;
  let operator: TestOperator & TestKey;
  const problems: string[] = [];

  interface Sent {
    status: number;
    body: { external_id: string; scheduled_start: string; name: string };
    answer: { tournament_id?: string; error?: string };
  }

  async function openCreate(page: Page): Promise<Locator> {
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto('/api/docs');
    await page.click('.scheme-container button.authorize');
    const dialog = page.locator('.modal-ux');
    // The operator key is the first scheme of the dialog.
    await dialog.locator('input').first().fill(operator.apiKey);
    await dialog.locator('button.authorize').first().click();
    await dialog.locator('button.btn-done').first().click();
    const operation = page.locator('#operations-Tournaments-TournamentsController_create');
    await operation.locator('.opblock-summary').click();
    await operation.locator('button.try-out__btn').click();
    return operation;
  }

  /** Clicks Execute and returns what the page sent and what the service answered. */
  async function execute(page: Page, operation: Locator): Promise<Sent> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/tournaments'),
      operation.locator('button.execute').click(),
    ]);
    const shown = operation.locator('.live-responses-table .response .response-col_status').first();
    await shown.waitFor();
    expect(Number((await shown.textContent())?.trim())).toBe(response.status());
    return { status: response.status(), body: JSON.parse(response.request().postData() ?? '{}'), answer: await response.json() };
  }

  beforeAll(async () => {
    t = await startTestApp();
    browser = await launchChromium();
    operator = await operatorWithKey(t);
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('creates a tournament from the example twice in a row, each with its own external_id', async () => {
    const page = await browser.newPage({ baseURL: t.baseUrl });
    const operation = await openCreate(page);
    const first = await execute(page, operation);
    const second = await execute(page, operation);
    await screenshot(page, 'swagger-try-it-out-create');
    await page.close();

    for (const sent of [first, second]) {
      expect({ status: sent.status, error: sent.answer.error }).toEqual({ status: 201, error: undefined });
      expect(sent.body.external_id.startsWith(`${CREATE_TOURNAMENT_EXAMPLE.external_id}-`)).toBe(true);
      expect(sent.body.scheduled_start).toBe(CREATE_TOURNAMENT_EXAMPLE.scheduled_start);
      expect(sent.body.name).toBe('Sunday Slots Showdown');
    }
    expect(second.body.external_id).not.toBe(first.body.external_id);
    expect(second.answer.tournament_id).not.toBe(first.answer.tournament_id);
    // Both are real tournaments of the operator, under the ids the page sent.
    for (const sent of [first, second]) {
      const read = await operator.client.get(`/api/tournaments/${sent.answer.tournament_id}`);
      expect(read.status).toBe(200);
      expect(read.body.tournament.externalId).toBe(sent.body.external_id);
    }
  });

  it("still works once the example's start has passed: the page sends a start in the future", async () => {
    const page = await browser.newPage({ baseURL: t.baseUrl });
    const operation = await openCreate(page);
    // From now on the browser's clock reads a year after the example's start (the service's
    // clock is today's, so any start the page computes from it is in the future for the service).
    const later = new Date(Date.parse(CREATE_TOURNAMENT_EXAMPLE.scheduled_start) + 365 * 86_400_000);
    await page.clock.setFixedTime(later);
    const sent = await execute(page, operation);
    await page.close();

    expect({ status: sent.status, error: sent.answer.error }).toEqual({ status: 201, error: undefined });
    expect(Date.parse(sent.body.scheduled_start)).toBeGreaterThan(later.getTime());
    expect(sent.body.external_id.startsWith(`${CREATE_TOURNAMENT_EXAMPLE.external_id}-`)).toBe(true);
  });
});
