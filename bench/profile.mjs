#!/usr/bin/env node
/**
 * CPU profile of one page change or one load (issue 18): which scripts and
 * functions the main thread spends its time in. On the existing build/ (or
 * --dir), through CDP's sampling profiler.
 *
 *   node --import tsx bench/profile.mjs --from / --to /tokenomics [--cpu 4] [--top 30]
 *   node --import tsx bench/profile.mjs --load /tokenomics [--cpu 4] [--trace]
 */
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {serveBuild} from './shared.mjs';

const {values: opts} = parseArgs({
  options: {
    from: {type: 'string', default: '/'},
    to: {type: 'string'},
    load: {type: 'string'},
    cpu: {type: 'string', default: '1'},
    top: {type: 'string', default: '25'},
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: '3917'},
    trace: {type: 'boolean', default: false},
    tree: {type: 'string'},
  },
});
const {origin, stop} = await serveBuild(opts.dir, {port: Number(opts.port)});
/**
 * A Chrome trace of the page change (or, with --load, of the cold load): the
 * main thread's top-level tasks over 50 ms, and the time by event kind
 * (script, V8 compile and re-parse, style, layout, paint…), exclusive.
 */
async function traceBreakdown(page) {
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'disabled-by-default-devtools.timeline.stack',
    'v8.execute',
    'disabled-by-default-v8.compile',
    'blink.user_timing',
  ];
  if (opts.load) {
    await browser.startTracing(page, {categories});
    await page.goto(origin + opts.load);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
  } else {
    await page.goto(origin + opts.from);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await browser.startTracing(page, {categories});
    await page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${opts.to}"]`).first().click();
    await page.locator('article h1').first().waitFor();
    await page.waitForTimeout(1000);
  }
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString());
  // The busiest renderer main thread (a cold load may swap renderer processes after about:blank).
  const busy = (thread) =>
    traceEvents
      .filter((x) => x.pid === thread.pid && x.tid === thread.tid && x.name === 'RunTask')
      .reduce((a, x) => a + (x.tdur ?? 0), 0);
  const main = traceEvents
    .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    .reduce((a, b) => (busy(b) > busy(a) ? b : a));
  const evs = traceEvents
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const tasks = evs.filter((e) => e.name === 'RunTask');
  console.log(
    `main-thread tasks: ${tasks.length}, total ${(tasks.reduce((a, t) => a + t.dur, 0) / 1000).toFixed(1)} ms wall, ${(tasks.reduce((a, t) => a + (t.tdur ?? 0), 0) / 1000).toFixed(1)} ms thread CPU; over 50 ms: ${
      tasks
        .filter((t) => t.dur > 50000)
        .map((t) => `${(t.dur / 1000).toFixed(0)} (CPU ${((t.tdur ?? 0) / 1000).toFixed(0)})`)
        .join(', ') || 'none'
    }`,
  );
  // exclusive time per event name, by walking the nesting
  const excl = new Map();
  const stack = [];
  for (const e of evs) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    if (stack.length) {
      const parent = stack.at(-1);
      excl.set(parent.name, (excl.get(parent.name) ?? 0) - (e.tdur ?? 0));
    }
    excl.set(e.name, (excl.get(e.name) ?? 0) + (e.tdur ?? 0));
    stack.push(e);
  }
  for (const [k, v] of [...excl].sort((a, b) => b[1] - a[1]).slice(0, 20))
    console.log(`  ${(v / 1000).toFixed(1).padStart(8)} ms  ${k}`);
  // Style and layout work, with the script that forced it (if any).
  for (const e of evs.filter((x) => ['Layout', 'UpdateLayoutTree'].includes(x.name) && (x.tdur ?? 0) > 1000)) {
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? [];
    const where = stack
      .slice(0, 4)
      .map((f) => `${f.functionName || '(anon)'}@${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`)
      .join(' < ');
    console.log(
      `  ${e.name} ${((e.tdur ?? 0) / 1000).toFixed(1)} ms CPU, ${e.args?.beginData?.dirtyObjects ?? e.args?.elementCount ?? ''} objects ${where ? 'forced by ' + where : '(frame)'}`,
    );
  }
  if (process.env.TREE) {
    // Nested events of the big tasks (thread time ≥ 0.5 ms).
    for (const t of tasks.filter((x) => (x.tdur ?? 0) > 8000)) {
      const inner = evs.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && (e.tdur ?? 0) >= 500);
      const open = [];
      for (const e of inner) {
        while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
        const d = e.args?.data ?? e.args?.beginData ?? {};
        const label = d.functionName || d.url?.split('/').pop() || d.type || '';
        console.log(`    ${'  '.repeat(open.length)}${e.name} ${(e.tdur / 1000).toFixed(1)} ${label}`);
        open.push(e);
      }
    }
  }
  for (const t of tasks.filter((x) => (x.tdur ?? 0) > 8000)) {
    const inner = evs.filter((e) => e.ts >= t.ts && e.ts < t.ts + t.dur && e !== t);
    const kinds = new Map();
    for (const e of inner) kinds.set(e.name, (kinds.get(e.name) ?? 0) + (e.tdur ?? 0));
    console.log(
      `  task ${(t.dur / 1000).toFixed(0)} ms (CPU ${((t.tdur ?? 0) / 1000).toFixed(0)}): ` +
        [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`)
          .join(', '),
    );
  }
}

const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
try {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 100});
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: Number(opts.cpu)});
  if (opts.trace) {
    await traceBreakdown(page);
  } else {
    await cpuProfile(page, cdp);
  }
} finally {
  await browser.close();
  stop();
}

/** The sampling profiler over the page change (or the load): self and total time per function. */
async function cpuProfile(page, cdp) {
  if (opts.load) {
    await cdp.send('Profiler.start');
    await page.goto(origin + opts.load);
  } else {
    await page.goto(origin + opts.from);
  }
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  if (!opts.load) {
    await cdp.send('Profiler.start');
    await page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${opts.to}"]`).first().click();
    await page.locator('article h1').first().waitFor();
    await page.waitForTimeout(1000);
  } else {
    await page.waitForTimeout(1000);
  }
  const {profile} = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const n = byId.get(id);
    const f = n.callFrame;
    const key = `${f.functionName || '(anon)'} ${f.url.replace(origin, '')}:${f.lineNumber}:${f.columnNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  const byUrl = new Map();
  for (const [k, v] of self) {
    const url =
      k
        .split(' ')
        .slice(1)
        .join(' ')
        .replace(/:\d+:\d+$/, '') || k;
    byUrl.set(url, (byUrl.get(url) ?? 0) + v);
  }
  // Inclusive ("total") time: a sample counts once for every distinct function on its stack.
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map();
  profile.samples.forEach((id, i) => {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur).callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(origin, '')}:${f.lineNumber}`;
      if (!seen.has(key)) {
        seen.add(key);
        total.set(key, (total.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
      }
    }
  });
  if (opts.tree) {
    // Top-down call tree: every node with at least --tree ms, merged by function per parent.
    const min = Number(opts.tree);
    const nodeTotal = new Map();
    profile.samples.forEach((id, i) => {
      for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
        nodeTotal.set(cur, (nodeTotal.get(cur) ?? 0) + (dt[i] ?? 0) / 1000);
      }
    });
    const print = (id, depth) => {
      const n = byId.get(id);
      const t = nodeTotal.get(id) ?? 0;
      if (t < min || depth > 60) return;
      const f = n.callFrame;
      if (!['(root)', '(idle)', '(program)'].includes(f.functionName)) {
        console.log(
          `${' '.repeat(Math.min(depth, 40))}${t.toFixed(1)} ${f.functionName || '(anon)'} ${f.url.replace(origin, '').replace('/assets/js/', '')}:${f.lineNumber}`,
        );
      }
      for (const c of n.children ?? []) print(c, depth + 1);
    };
    print(profile.nodes[0].id, 0);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  console.log('Total time by function (ms), named functions of the site:');
  for (const [k, v] of sorted(total)
    .filter(([k]) =>
      /^[A-Z]\w+ |^use\w+ |^(amount|percent|usd|compact|percentFromBps|focus|programmaticFocus)\b/.test(k),
    )
    .slice(0, Number(opts.top)))
    console.log(`  ${v.toFixed(1).padStart(8)}  ${k}`);
  console.log('Self time by script (ms):');
  for (const [k, v] of sorted(byUrl).slice(0, 15)) console.log(`  ${v.toFixed(1).padStart(8)}  ${k}`);
  console.log('Self time by function (ms):');
  for (const [k, v] of sorted(self).slice(0, Number(opts.top))) console.log(`  ${v.toFixed(1).padStart(8)}  ${k}`);
}
