#!/usr/bin/env node
/**
 * Makes sure the end-to-end tests have a Chromium. Playwright cannot download
 * its own browser on this network, so on Debian as root this installs the
 * system package; elsewhere it says what to do. Looks with e2e/chromium.ts,
 * the one Chromium finder (run with `node --import tsx`).
 */
import {execSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findChromium} from '../e2e/chromium.ts';

try {
  findChromium();
  process.exit(0);
} catch (error) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`[ensure-chromium] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
console.log("[ensure-chromium] No Chromium found: installing Debian's chromium package…");
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {stdio: 'inherit'});
findChromium();
