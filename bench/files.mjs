#!/usr/bin/env node
/**
 * What one cold load of a route fetches until the network is idle, file by
 * file (gzip), with its main-thread CPU and blocking time (bench/spa.ts).
 *
 *   node --import tsx bench/files.mjs [--dir build] /tokenomics /faq
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {serveBuild} from './shared.mjs';
import {measureLoad} from './spa.ts';

const {values: opts, positionals} = parseArgs({
  allowPositionals: true,
  options: {dir: {type: 'string', default: 'build'}, port: {type: 'string', default: '3920'}},
});
const {origin, stop} = await serveBuild(opts.dir, {port: Number(opts.port)});
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
try {
  for (const route of positionals.length ? positionals : ['/tokenomics']) {
    const r = await measureLoad(browser, origin, route);
    console.log(
      `${route}: ${r.requests} requests (+${r.prefetches} prefetch), JS ${r.jsKiB.toFixed(1)} KiB in ${r.jsFiles} files, CPU ${r.cpuMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms`,
    );
    for (const f of r.files) {
      console.log(`  ${f.type.padEnd(11)} ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KiB  ${f.path}`);
    }
  }
} finally {
  await browser.close();
  stop();
}
