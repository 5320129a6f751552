import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { Browser, chromium, Page } from 'playwright-core';

/** Debian's chromium, which .ci/run installs when missing. A browser is never downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless chromium with nothing that talks to the network on its own. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** artifacts/screenshots/<embedded|postgres>: artifacts/ is the folder the CI run keeps. */
export function screenshotDir(): string {
  const database = process.env.DATABASE_URL ? 'postgres' : 'embedded';
  return join(resolve(__dirname, '..', '..'), 'artifacts', 'screenshots', database);
}

/** A full-page screenshot named `<name>.png`; returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = screenshotDir();
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The two window sizes every console page is checked at: a desktop and a phone. */
export const VIEWPORTS = {
  wide: { width: 1400, height: 900 },
  narrow: { width: 390, height: 844 },
} as const;

/**
 * Screenshots of the page at both sizes, `<name>-wide.png` and `<name>-narrow.png` (the page is
 * left at the wide size). Returns the paths.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    paths.push(await screenshot(page, `${name}-${label}`));
  }
  await page.setViewportSize(VIEWPORTS.wide);
  return paths;
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (the
 * page must come from `browser.newContext()`, which axe needs),
 * one line each (rule, help text, the first offending elements); empty when there are none.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} — ${targets.join(', ')}`;
    });
}

/** The narrowest and widest windows the console's layout is made for (checked, not screenshotted). */
export const LAYOUT_WIDTHS = [360, 1920] as const;

/** Runs in the page: what does not fit the window (plain JavaScript: the tests compile without the DOM types). */
const LAYOUT_PROBLEMS = `(() => {
  const problems = [];
  const width = window.innerWidth;
  const overflow = document.documentElement.scrollWidth - width;
  if (overflow > 1) problems.push('the page is ' + overflow + ' px wider than the window');
  const signOut = document.querySelector('header.top .signout button');
  if (signOut) {
    const box = signOut.getBoundingClientRect();
    if (box.left < 0 || box.right > width + 1) problems.push('"Sign out" is outside the window');
  }
  // Sign-in and error pages keep a narrow column on purpose (main.narrow).
  const main = document.querySelector('main:not(.narrow)');
  if (main && width >= 1000 && main.getBoundingClientRect().width < Math.min(width, 1920) - 80)
    problems.push('the content uses ' + Math.round(main.getBoundingClientRect().width) + ' px of a ' + width + ' px window');
  return problems;
})()`;

/** What does not fit the window at each of the layout widths (the height is kept). */
export async function layoutProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [...LAYOUT_WIDTHS, ...Object.values(VIEWPORTS).map((size) => size.width)]) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: what reacts to the new size (resize observers, such as the charts') has run.
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    problems.push(...((await page.evaluate(LAYOUT_PROBLEMS)) as string[]).map((line) => `${width} px: ${line}`));
  }
  return problems;
}

/**
 * A console page as the issue asks: screenshots at both sizes and axe at each, and the layout
 * from 360 to 1,920 px wide (nothing wider than the window, "Sign out" in view, the content using
 * the width).
 */
export async function checkConsolePage(page: Page, name: string): Promise<void> {
  const problems: string[] = [];
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
    problems.push(...(await seriousAxeViolations(page)).map((line) => `${label}: ${line}`));
  }
  problems.push(...(await layoutProblems(page)));
  await page.setViewportSize(VIEWPORTS.wide);
  if (problems.length > 0) throw new Error(`accessibility or layout problems on ${name}:\n${problems.join('\n')}`);
}
