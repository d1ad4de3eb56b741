#!/usr/bin/env node
/**
 * Search benchmark against the production build (run `npx docusaurus build` first):
 *   - index size (raw and gzip) and what opening search downloads (JS, CSS, JSON);
 *   - bytes search adds to a page's first load (target: 0);
 *   - keystroke → results on screen (index loaded), median over the smoke queries;
 *   - time from pressing Ctrl + K to the first result list, cold (first
 *     opening: chunk and index fetched) and warm (index loaded), median of runs;
 *   - the top results for the issue's queries.
 *
 *   - result quality on the team's query set (./search-eval.mjs).
 *
 *   node --import tsx bench/search.mjs [--port 3290] [--runs 5] [--json bench/tmp/search.json]
 *
 * Timings come from this shared machine: compare them, don't assert on them.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {evaluate, loadBuiltSearch, qualityTable} from './search-eval.mjs';
import {smokeQueries} from './shared.mjs';
import {measureKeystroke} from './spa.ts';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(opt('port', '3290'));
const runs = Number(opt('runs', '5'));
const jsonOut = opt('json', '');
const build = path.resolve('build');
const base = `http://127.0.0.1:${port}`;

const qualityQueries = smokeQueries;

const gz = (buf) => gzipSync(buf, {level: 6}).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function fileFor(urlPath) {
  const full = path.join(build, decodeURIComponent(urlPath));
  try {
    if (statSync(full).isFile()) {
      return full;
    }
  } catch {
    // not a file of the build
  }
  return null;
}

const sizeOf = (urlPath) => {
  const f = fileFor(urlPath);
  return f ? {raw: statSync(f).size, gzip: gz(readFileSync(f))} : {raw: 0, gzip: 0};
};

/** Files of search itself (dialog chunk and CSS, the engine's chunk, the index), not pages its links prefetch. */
function isSearchFile({path: p}) {
  if (/search/i.test(p)) {
    return true;
  }
  const f = p.endsWith('.js') ? fileFor(p) : null;
  return Boolean(f && readFileSync(f, 'utf8').includes('MiniSearch: '));
}

async function startServer() {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], {stdio: 'ignore'});
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) {
        return server;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
});

async function hydrated(page, route) {
  await page.goto(`${base}${route}`);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/** Presses Ctrl + K, types the query at once, and returns ms until the first result renders. */
async function timeToResults(page, query) {
  await page.evaluate(() => {
    window.__searchT0 = undefined;
    window.addEventListener('keydown', () => (window.__searchT0 ??= performance.now()), {capture: true, once: true});
    window.__searchDone = new Promise((resolve) => {
      const check = () => {
        // A change before the key (the dialog closing) is not the result.
        if (window.__searchT0 !== undefined && document.querySelector('dialog [role="option"]')) {
          obs.disconnect();
          resolve(performance.now() - window.__searchT0);
        }
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, {childList: true, subtree: true});
    });
  });
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox').fill(query);
  return page.evaluate(() => window.__searchDone);
}

const server = await startServer();
const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
try {
  // What the first load of a page fetches, and what opening search adds.
  const firstLoad = {};
  let openAdds = [];
  for (const route of ['/', '/tokenomics', '/faq']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname));
    await hydrated(page, route);
    await page.waitForLoadState('networkidle');
    const before = [...seen];
    const searchy = before.filter(
      (p) =>
        /search/i.test(p) ||
        (p.endsWith('.js') && readFileSync(fileFor(p) ?? '/dev/null', 'utf8').includes('MiniSearch: ')),
    );
    firstLoad[route] = {
      requests: before.length,
      gzipBytes: before.reduce((n, p) => n + sizeOf(p).gzip, 0),
      searchRequests: searchy,
      searchGzipBytes: searchy.reduce((n, p) => n + sizeOf(p).gzip, 0),
    };
    if (route === '/') {
      await timeToResults(page, 'tokenomics');
      await page.waitForLoadState('networkidle');
      openAdds = seen.slice(before.length).map((p) => ({path: p, ...sizeOf(p)}));
    }
    await context.close();
  }

  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await hydrated(page, '/');
    cold.push(await timeToResults(page, 'swap fee'));
    await page.keyboard.press('Escape');
    warm.push(await timeToResults(page, 'staking rewards'));
    await context.close();
  }

  const context = await browser.newContext();
  const page = await context.newPage();
  await hydrated(page, '/');
  await page.keyboard.press('Control+k');
  const quality = {};
  for (const q of qualityQueries) {
    await page.getByRole('combobox').fill(q);
    await page.waitForFunction(
      () => !document.querySelector('dialog')?.textContent?.includes('Loading the search index'),
    );
    quality[q] = await page.$$eval('dialog [role="option"]', (els) =>
      els.slice(0, 3).map((el) => `${el.getAttribute('href')} — ${el.children[1]?.textContent ?? ''}`),
    );
  }
  await context.close();

  const keystroke = await measureKeystroke(browser, base, qualityQueries, runs);

  const manifest = JSON.parse(readFileSync(path.join(build, 'search/manifest.json'), 'utf8'));
  const indexSize = sizeOf(`/search/${manifest.index}`);
  const payload = JSON.parse(readFileSync(path.join(build, 'search', manifest.index), 'utf8'));
  const result = {
    engine: 'minisearch',
    sections: payload.sections.length,
    index: indexSize,
    openDownloads: openAdds.filter(isSearchFile),
    openGzipTotal: openAdds.filter(isSearchFile).reduce((n, f) => n + f.gzip, 0),
    prefetched: openAdds.filter((f) => !isSearchFile(f)),
    firstLoad,
    msToFirstResults: {cold: median(cold), warm: median(warm), runs},
    msKeystrokeToResults: {median: median(keystroke), samples: keystroke.length},
    quality,
  };

  console.log(
    `Search index: ${payload.sections.length} sections, ${kib(indexSize.raw)} raw, ${kib(indexSize.gzip)} gzip`,
  );
  console.log(`Opening search downloads (gzip): ${kib(result.openGzipTotal)}`);
  for (const f of result.openDownloads) {
    console.log(`  ${f.path}  ${kib(f.raw)} raw, ${kib(f.gzip)} gzip`);
  }
  console.log(
    `Then the result links prefetch their pages (Docusaurus Link): ${result.prefetched.length} files, ` +
      `${kib(result.prefetched.reduce((n, f) => n + f.gzip, 0))} gzip`,
  );
  for (const [route, r] of Object.entries(firstLoad)) {
    console.log(
      `First load of ${route}: ${r.requests} requests, ${kib(r.gzipBytes)} gzip; search adds ${r.searchGzipBytes} bytes ` +
        `(${r.searchRequests.length} requests)`,
    );
  }
  console.log(
    `Ctrl + K to first results: cold ${median(cold).toFixed(0)} ms, warm ${median(warm).toFixed(0)} ms (median of ${runs})`,
  );
  console.log(
    `Keystroke → results on screen (index loaded): median ${median(keystroke).toFixed(1)} ms of ${keystroke.length} (budget ≤ 50 ms); load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  for (const [q, top] of Object.entries(quality)) {
    console.log(`  "${q}"\n${top.map((t, i) => `     ${i + 1}. ${t}`).join('\n') || '     (no results)'}`);
  }
  if (jsonOut) {
    mkdirSync(path.dirname(jsonOut), {recursive: true});
    writeFileSync(jsonOut, `${JSON.stringify(result, null, 2)}\n`);
  }
  console.log(`\nQuality on bench/search-queries.json:\n${qualityTable(evaluate(loadBuiltSearch(build)))}`);
  const added = Object.values(firstLoad).reduce((n, r) => n + r.searchGzipBytes + r.searchRequests.length, 0);
  process.exitCode = added === 0 ? 0 : 1;
} finally {
  await browser.close();
  server.kill();
}
