import { Browser, Page } from 'playwright-core';
import { launchChromium } from '../support/browser';
import { createDashboardUser, DashboardUser } from '../support/dashboard-client';
import { scheduledTournament } from '../support/dashboard-fixtures';
import { operatorWithKey, TestKey, TestOperator } from '../support/factories';
import { startTestApp, TestApp } from '../support/test-app';

/** Runs in the page: what has the keyboard focus, and whether it is drawn (plain JavaScript). */
const FOCUSED = `(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  return {
    tag: el.tagName.toLowerCase(),
    name: el.getAttribute('name'),
    testId: el.getAttribute('data-testid'),
    text: (el.textContent || '').trim(),
    outlined: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
  };
})()`;

interface Focused {
  tag: string;
  name: string | null;
  testId: string | null;
  text: string;
  outlined: boolean;
}

/**
 * The console without a mouse, in chromium: Tab moves through the page in reading order, the
 * focus is always drawn, and Enter follows a link or submits a form. Signs in, opens a
 * tournament from the list, and cancels it through its confirmation page, by keyboard alone.
 */
describe('the operator dashboard by keyboard alone', () => {
  let t: TestApp;
  let browser: Browser;
  let a: TestOperator & TestKey;
  let user: DashboardUser;
  let page: Page;
  let tournamentId: string;

  /** Presses Tab until `wanted` has the focus (at most `limit` times); every stop must show its focus. */
  async function tabTo(wanted: (focused: Focused) => boolean, limit = 40): Promise<Focused> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const focused = (await page.evaluate(FOCUSED)) as Focused | null;
      if (!focused) continue;
      expect(focused.outlined ? 'focus drawn' : `focus not drawn on ${JSON.stringify(focused)}`).toBe('focus drawn');
      if (wanted(focused)) return focused;
    }
    throw new Error(`not reached with ${limit} presses of Tab`);
  }

  beforeAll(async () => {
    t = await startTestApp();
    a = await operatorWithKey(t);
    user = await createDashboardUser(t, a.operatorId, undefined, undefined, 'manager');
    const cup = await scheduledTournament(t, a.operatorId, a.client, { name: 'Keyboard cup', game: 'key-slot', entry_fee: 4 });
    await cup.register('Kim');
    await cup.register('Lou');
    tournamentId = cup.tournamentId;
    browser = await launchChromium();
    page = await (await browser.newContext({ baseURL: t.baseUrl })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs in with Tab, typing and Enter', async () => {
    await page.goto('/dashboard/login');
    await tabTo((f) => f.name === 'email');
    await page.keyboard.type(user.email);
    await tabTo((f) => f.name === 'password', 1);
    await page.keyboard.type(user.password);
    await Promise.all([page.waitForURL('**/dashboard/overview'), page.keyboard.press('Enter')]);
    expect(await page.textContent('[data-testid="signed-in-as"]')).toBe(user.email);
    expect(await page.textContent('h1')).toBe('Overview');
  });

  it('reaches the navigation, the filters and a tournament by Tab, and opens it with Enter', async () => {
    // From the landing page (the overview) to the tournament list through the navigation.
    await tabTo((f) => f.text === 'Tournaments');
    await Promise.all([page.waitForURL('**/dashboard/tournaments'), page.keyboard.press('Enter')]);
    const stops: string[] = [];
    const link = await tabTo((f) => {
      stops.push(f.testId ?? f.name ?? f.text);
      return f.testId === 'tournament-link';
    }, 80);
    expect(link.text).toBe('Keyboard cup');
    // Reading order: the navigation and sign-out, then the search box and filters, then the list.
    expect(stops.indexOf('Tournaments')).toBeLessThan(stops.indexOf('search'));
    expect(stops.indexOf('search')).toBeLessThan(stops.indexOf('tournament-link'));
    await Promise.all([page.waitForURL(`**/dashboard/tournaments/${tournamentId}`), page.keyboard.press('Enter')]);
    expect(await page.textContent('h1')).toBe('Keyboard cup');
  });

  it('cancels the tournament through its confirmation page without a mouse', async () => {
    await tabTo((f) => f.testId === 'action-cancel', 80);
    await Promise.all([page.waitForURL(`**/dashboard/tournaments/${tournamentId}/cancel`), page.keyboard.press('Enter')]);
    expect(await page.textContent('[data-testid="confirm-consequence"]')).toContain('8.00 EUR');
    await tabTo((f) => f.name === 'reason');
    await page.keyboard.type('Provider maintenance');
    await tabTo((f) => f.testId === 'confirm', 3);
    await Promise.all([page.waitForURL(`**/dashboard/tournaments/${tournamentId}?done=cancelled`), page.keyboard.press('Enter')]);
    expect(await page.textContent('[data-testid="flash"]')).toBe('The tournament was cancelled and every paid entry refunded.');
    expect(await page.textContent('[data-testid="tournament-status"]')).toBe('cancelled');
    const api = await a.client.get(`/api/tournaments/${tournamentId}`);
    expect(api.body.tournament).toMatchObject({ status: 'cancelled', cancellationReason: 'Provider maintenance' });
  });
});
