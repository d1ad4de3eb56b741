/**
 * Finds a Chromium for Playwright: its own download if installed, else the
 * system one (Debian: apt-get install -y chromium). scripts/ensure-tools.mjs
 * installs the system one when possible; this only looks.
 */
import {existsSync} from 'node:fs';
import {chromium} from '@playwright/test';

export const systemChromiumPaths = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
].filter((p): p is string => Boolean(p));

export function findChromium(): string {
  const bundled = (() => {
    try {
      return chromium.executablePath();
    } catch {
      return '';
    }
  })();
  const found = [bundled, ...systemChromiumPaths].find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one: `apt-get install -y chromium` (Debian, as root), ' +
        'or `npx playwright install chromium`, or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Flags for headless Chromium in a sandboxed, offline machine (as root). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
