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
import {findChromium, findTestBrowser} from '../e2e/chromium.ts';

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
  // The lighter browser the end-to-end tests prefer (e2e/chromium.ts › findTestBrowser); without it they drive Chromium.
  {
    what: "Chromium's headless shell",
    met: () => !hasChromium() || findTestBrowser() !== findChromium(),
    pkg: 'chromium-headless-shell',
    optional: true,
  },
  {what: 'pdftotext and pdffonts', met: () => hasCommand('pdftotext') && hasCommand('pdffonts'), pkg: 'poppler-utils'},
  {what: 'Java', met: () => hasCommand('java'), pkg: 'default-jre-headless'},
];

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const sudo = isRoot ? '' : spawnSync('sudo', ['-n', 'true'], {stdio: 'ignore'}).status === 0 ? 'sudo ' : null;
const canInstall = sudo !== null && existsSync('/usr/bin/apt-get');
const missing = needs.filter((n) => !n.met() && !n.optional);
const list = missing.map((n) => `${n.what} (Debian package ${n.pkg})`).join(', ');
if (missing.length > 0 && !canInstall) {
  console.error(`[ensure-tools] Missing: ${list}. Install them (or set CHROMIUM_PATH to a Chromium), then run again.`);
  process.exit(1);
}
const install = (pkgs) =>
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkgs}`, {
    stdio: 'inherit',
  });
if (missing.length > 0) {
  console.log(`[ensure-tools] Missing: ${list}. Installing…`);
  install(missing.map((n) => n.pkg).join(' '));
  const still = missing.filter((n) => !n.met());
  if (still.length > 0) {
    console.error(`[ensure-tools] Still missing after the install: ${still.map((n) => n.what).join(', ')}.`);
    process.exit(1);
  }
}
// An optional need is installed where packages can be (a distribution without the package goes on without it).
for (const need of needs.filter((n) => n.optional && !n.met() && canInstall)) {
  console.log(`[ensure-tools] Installing ${need.what} (Debian package ${need.pkg}), optional…`);
  try {
    install(need.pkg);
  } catch {
    console.log(`[ensure-tools] ${need.pkg} could not be installed: going on without it.`);
  }
}
