#!/usr/bin/env node
/**
 * Makes sure the end-to-end tests have a Chromium. Playwright cannot download
 * its own browser on this network, so on Debian as root this installs the
 * system package; elsewhere it says what to do.
 */
import {existsSync} from 'node:fs';
import {execSync} from 'node:child_process';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];
let bundled = '';
try {
  const {chromium} = await import('@playwright/test');
  bundled = chromium.executablePath();
} catch {
  bundled = '';
}
if ([bundled, ...candidates].some((p) => p && existsSync(p))) {
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("[ensure-chromium] No Chromium found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
  if (existsSync('/usr/bin/chromium')) {
    process.exit(0);
  }
}
console.error(
  '[ensure-chromium] No Chromium for the end-to-end tests. Install one with `sudo apt-get install -y chromium` ' +
    '(Debian/Ubuntu) or `npx playwright install chromium`, or point CHROMIUM_PATH at a Chrome/Chromium binary.',
);
process.exit(1);
