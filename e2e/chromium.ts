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

/** Playwright's own Chromium, when `npx playwright install chromium` has put it there. */
function bundledChromium(): string | undefined {
  try {
    const file = chromium.executablePath();
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

export function findChromium(): string {
  const found = [bundledChromium(), ...systemChromiumPaths].find((p) => p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one: `apt-get install -y chromium` (Debian, as root), ' +
        'or `npx playwright install chromium`, or set CHROMIUM_PATH.',
    );
  }
  return found;
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const systemHeadlessShellPaths = ['/usr/lib/chromium/chromium-headless-shell'];

/**
 * The browser the end-to-end tests drive: Chromium's headless shell, the
 * lighter build Playwright itself runs headless tests in (the same engine,
 * without the browser's windowing layer; on a 2-core machine the desktop crawl
 * of every route takes about 30 % less CPU). Playwright's own, installed with
 * its Chromium (undefined lets Playwright choose it), else Debian's
 * (scripts/ensure-tools.mjs installs it), else the full Chromium. The PDF and
 * the benchmark keep the full Chromium (findChromium).
 */
export function findTestBrowser(): string | undefined {
  if (bundledChromium()) {
    return undefined;
  }
  return systemHeadlessShellPaths.find((p) => existsSync(p)) ?? findChromium();
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
