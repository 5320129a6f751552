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

/** A console page as the issue asks: screenshots at both sizes, then axe at each size. */
export async function checkConsolePage(page: Page, name: string): Promise<void> {
  const problems: string[] = [];
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${label}`);
    problems.push(...(await seriousAxeViolations(page)).map((line) => `${label}: ${line}`));
  }
  await page.setViewportSize(VIEWPORTS.wide);
  if (problems.length > 0) throw new Error(`accessibility problems on ${name}:\n${problems.join('\n')}`);
}
