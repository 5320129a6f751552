import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
