#!/usr/bin/env node
/**
 * Makes sure the programs `npm test` runs besides Node are there: a Chromium
 * (the build prints the whitepaper with it; the end-to-end tests drive it),
 * pdftotext and pdffonts (poppler-utils: the whitepaper checks) and Java (the
 * Nu HTML Checker). Playwright cannot download its own browser on this
 * network, so on Debian or Ubuntu, as root or with passwordless sudo (a CI
 * runner), the missing packages are installed with apt-get; elsewhere it says
 * what to install. (Ubuntu's `chromium` package is a snap stub: the workflows
 * install Playwright's Chromium first, with `npx playwright install
 * --with-deps chromium`.) Chromium is looked for with
 * e2e/chromium.ts, the one Chromium finder (run with `node --import tsx`).
 */
import {execSync, spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium} from '../e2e/chromium.ts';

const hasCommand = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], {stdio: 'ignore'}).status === 0;
const hasChromium = () => {
  try {
    findChromium();
    return true;
  } catch {
    return false;
  }
};

/** Each need: how to tell it is met, and the Debian package that meets it. */
const needs = [
  {what: 'Chromium', met: hasChromium, pkg: 'chromium'},
  {what: 'pdftotext and pdffonts', met: () => hasCommand('pdftotext') && hasCommand('pdffonts'), pkg: 'poppler-utils'},
  {what: 'Java', met: () => hasCommand('java'), pkg: 'default-jre-headless'},
];

const missing = needs.filter((n) => !n.met());
if (missing.length === 0) {
  process.exit(0);
}
const list = missing.map((n) => `${n.what} (Debian package ${n.pkg})`).join(', ');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : spawnSync('sudo', ['-n', 'true'], {stdio: 'ignore'}).status === 0 ? 'sudo ' : null;
if (sudo === null || !existsSync('/usr/bin/apt-get')) {
  console.error(`[ensure-tools] Missing: ${list}. Install them (or set CHROMIUM_PATH to a Chromium), then run again.`);
  process.exit(1);
}
console.log(`[ensure-tools] Missing: ${list}. Installing…`);
const pkgs = missing.map((n) => n.pkg).join(' ');
execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, {
  stdio: 'inherit',
});
const still = missing.filter((n) => !n.met());
if (still.length > 0) {
  console.error(`[ensure-tools] Still missing after the install: ${still.map((n) => n.what).join(', ')}.`);
  process.exit(1);
}
