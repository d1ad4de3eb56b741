#!/usr/bin/env node
/**
 * Paired comparison of two builds (issue 18): each served on its own port,
 * measured in turn (A, B, A, B…) so that a change in the machine's load hits
 * both alike. Per route: a sidebar click to the h1 on screen (wall) and the main-thread CPU to the h1 on
 * screen and in the whole page change (trace thread time), long tasks in the
 * change at --cpu× slowdown, and a cold load's CPU, TBT, JS and requests.
 *
 *   node --import tsx bench/compare.mjs --a /tmp/old-build --b build [--routes /,/tokenomics] [--runs 5] [--cpu 4]
 */
import {loadAverage as load, serveBuild} from './shared.mjs';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {pages} from '../src/data/pages.ts';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {measureLoad, measureNavigation, median} from './spa.ts';

const {values: opts} = parseArgs({
  options: {
    a: {type: 'string'},
    b: {type: 'string', default: 'build'},
    routes: {type: 'string', default: '/,/tokenomics,/faq,/roadmap'},
    runs: {type: 'string', default: '5'},
    cpu: {type: 'string', default: '4'},
  },
});
if (!opts.a) {
  throw new Error('--a <build dir> is required');
}

const runs = Number(opts.runs);
const cpu = Number(opts.cpu);
const servers = {A: await serveBuild(opts.a), B: await serveBuild(opts.b)};
const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
console.log(`A = ${opts.a}, B = ${opts.b}; ${runs} paired runs; load average ${load()}`);
const f = (n) => (Number.isFinite(n) ? n.toFixed(0) : 'n/a');
try {
  for (const route of opts.routes.split(',')) {
    const parent = pages.find((p) => p.path === route)?.parent;
    const from = parent ? pages.find((p) => p.key === parent)?.path : route === '/' ? '/tokenomics' : '/';
    const acc = {A: {wall: [], toPaint: [], all: [], long4: [], tbt: [], loadCpu: [], load: null}, B: null};
    acc.B = structuredClone(acc.A);
    for (let i = 0; i < runs; i++) {
      for (const k of i % 2 ? ['B', 'A'] : ['A', 'B']) {
        const {origin} = servers[k];
        const nav1 = await measureNavigation(browser, origin, route, {samples: 1, from});
        const navN = await measureNavigation(browser, origin, route, {samples: 1, from, cpuRate: cpu});
        const l = await measureLoad(browser, origin, route, {cpuRate: cpu});
        acc[k].wall.push(nav1.paintMs[0]);
        acc[k].toPaint.push(nav1.cpuToPaintMs[0]);
        acc[k].all.push(nav1.cpuMs[0]);
        acc[k].long4.push(navN.longTasksMs[0].length);
        acc[k].tbt.push(l.tbtMs);
        acc[k].loadCpu.push(l.cpuMs);
        acc[k].load = l;
      }
    }
    console.log(`\n${route} (clicked from ${from})`);
    for (const k of ['A', 'B']) {
      const x = acc[k];
      console.log(
        `  ${k}: click→h1 on screen ${f(median(x.wall))} ms [${x.wall.map(f).join(' ')}], CPU click→h1 ${f(median(x.toPaint))} ms [${x.toPaint.map(f).join(' ')}], whole change ${f(median(x.all))} ms; ` +
          `long tasks in the change at ${cpu}× ${x.long4.join(' ')}; load at ${cpu}×: CPU ${f(median(x.loadCpu))} ms, TBT ${f(median(x.tbt))} ms; ` +
          `${x.load.requests} requests, JS ${x.load.jsKiB.toFixed(1)} KiB (${x.load.jsFiles} files)`,
      );
    }
  }
} finally {
  await browser.close();
  servers.A.stop();
  servers.B.stop();
  console.log(`\nload average at end ${load()}`);
}
