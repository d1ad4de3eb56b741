#!/usr/bin/env node
/**
 * Where a sidebar click's time goes, untraced (issue 18): the steps of a page
 * change as the page itself sees them, with the click event's timestamp as 0.
 * A trace or a CPU profile stretches script time 2–3× and moves the tasks
 * against the frames; these are timestamps taken in the page, so what they
 * cost is a few microseconds.
 *
 *   node --import tsx bench/phases.mjs [--dir build] [--pairs /:/tokenomics,/:/faq] [--runs 5] [--verbose]
 *
 * Steps: the press handled (`pointerdown`), the click handled and done (the
 * history push, the start of the page change), the page's chunk run, the new
 * h1 in the DOM (`render` = chunk → h1), the frame's animation callbacks, and
 * the h1 on screen (the first task after that frame, as bench/spa.ts times
 * it). Medians per pair and over all clicks.
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {loadAverage as load, serveBuild} from './shared.mjs';
import {median} from './spa.ts';

const {values: opts} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    pairs: {type: 'string', default: '/:/tokenomics,/tokenomics:/,/:/products,/general-info:/faq'},
    runs: {type: 'string', default: '5'},
    verbose: {type: 'boolean', default: false},
  },
});
const steps = ['press', 'click', 'clickDone', 'chunk', 'render', 'h1', 'frame', 'onScreen'];

/** Records the steps of the next sidebar click in window.__sxSteps (see the header). */
function instrument() {
  const w = window;
  const at = (w.__sxSteps = {});
  const now = () => performance.now();
  document.addEventListener('pointerdown', () => (at.press ??= now()), {capture: true, once: true});
  document.addEventListener('click', (e) => ((at.t0 = e.timeStamp), (at.click = now())), {capture: true, once: true});
  window.addEventListener('click', () => (at.clickDone = now()), {once: true});
  const chunks = w.webpackChunksx_docs;
  const push = chunks.push.bind(chunks);
  chunks.push = (chunk) => {
    at.chunk ??= now();
    const result = push(chunk);
    at.chunkDone ??= now();
    return result;
  };
  const previous = document.querySelector('article h1');
  new MutationObserver((_, observer) => {
    const h1 = document.querySelector('article h1');
    if (h1 && h1 !== previous) {
      observer.disconnect();
      at.h1 = now();
      requestAnimationFrame(() => {
        at.frame = now();
        w.scheduler.postTask(() => (at.onScreen = now()), {priority: 'user-blocking'});
      });
    }
  }).observe(document.body, {childList: true, subtree: true});
}

const rows = [];
const {origin, stop} = await serveBuild(opts.dir);
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
try {
  console.log(`${opts.dir}, load average ${load()}`);
  for (let run = 0; run < Number(opts.runs); run++) {
    for (const pair of opts.pairs.split(',')) {
      const [from, to] = pair.split(':');
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await page.goto(origin + from);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.evaluate(instrument);
      await page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${to}"]`).first().click();
      await page.waitForFunction(() => window.__sxSteps.onScreen !== undefined);
      const at = await page.evaluate(() => window.__sxSteps);
      await context.close();
      const row = {pair};
      for (const step of steps) {
        row[step] = step === 'render' ? at.h1 - at.chunkDone : at[step] - at.t0;
      }
      rows.push(row);
      if (opts.verbose) {
        console.log(`  ${pair.padEnd(28)} ${steps.map((s) => `${s} ${row[s].toFixed(1)}`).join('  ')}`);
      }
    }
  }
  for (const pair of [...opts.pairs.split(','), 'all']) {
    const mine = rows.filter((r) => pair === 'all' || r.pair === pair);
    const cells = steps.map((s) => `${s} ${median(mine.map((r) => r[s]).filter(Number.isFinite)).toFixed(1)}`);
    console.log(`${pair.padEnd(28)} ${cells.join('  ')}`);
  }
  console.log(`load average at end ${load()}`);
} finally {
  await browser.close();
  stop();
}
