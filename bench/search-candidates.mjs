#!/usr/bin/env node
/**
 * One-off comparison behind bench/SEARCH.md: Pagefind on the same build.
 * Neither is a dependency; install them outside the project and point to them:
 *
 *   npm install --prefix /tmp/pf pagefind@1.6.0
 *   PAGEFIND_BIN=/tmp/pf/node_modules/.bin/pagefind node bench/search-candidates.mjs
 *
 * and, for @easyops-cn/docusaurus-search-local, a copy of this site built with
 * that theme instead of src/plugins/search-index and src/theme/SearchBar
 * (see bench/SEARCH.md), passed as EASYOPS_BUILD=/path/to/its/build.
 *
 * Copies build/ to bench/tmp/pagefind-site, indexes the Markdown content of
 * each page (root selector .theme-doc-markdown, as our own index does), serves
 * it, and measures in Chromium: bytes a first search downloads (as served) and
 * the time from starting Pagefind to the first five results with their
 * excerpts (median of runs), plus the top results for the issue's queries.
 */
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {smokeQueries} from './shared.mjs';

const bin = process.env.PAGEFIND_BIN;
const easyopsBuild = process.env.EASYOPS_BUILD;
if (!bin || !existsSync(bin)) {
  console.log('PAGEFIND_BIN is not set to a pagefind binary: nothing to compare (see the header of this file).');
  process.exit(0);
}
const port = 3291;
const runs = 5;
const site = path.resolve('bench/tmp/pagefind-site');
rmSync(site, {recursive: true, force: true});
cpSync('build', site, {recursive: true});
execFileSync(bin, ['--site', site, '--root-selector', '.theme-doc-markdown'], {stdio: 'ignore'});

const queries = smokeQueries;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/** Pagefind's .pf_* files and wasm are stored gzipped already; other files are gzipped here as a server would. */
const servedSize = (urlPath) => {
  const file = path.join(site, urlPath);
  if (!existsSync(file) || !statSync(file).isFile()) {
    return 0;
  }
  const body = readFileSync(file);
  return body[0] === 0x1f && body[1] === 0x8b ? body.length : gzipSync(body).length;
};

const dirSize = (dir) =>
  readdirSync(dir, {withFileTypes: true}).reduce(
    (n, e) => n + (e.isDirectory() ? dirSize(path.join(dir, e.name)) : statSync(path.join(dir, e.name)).size),
    0,
  );

const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', site], {stdio: 'ignore'});
await new Promise((r) => setTimeout(r, 500));
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
try {
  const times = [];
  let downloaded = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const seen = [];
    page.on('request', (r) => seen.push(new URL(r.url()).pathname));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForLoadState('networkidle');
    const before = seen.length;
    times.push(
      await page.evaluate(async () => {
        const t0 = performance.now();
        const pagefind = await import('/pagefind/pagefind.js');
        const found = await pagefind.search('swap fee');
        await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
        return performance.now() - t0;
      }),
    );
    downloaded = seen.slice(before).filter((p) => p.startsWith('/pagefind/'));
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  const quality = {};
  for (const q of queries) {
    quality[q] = await page.evaluate(async (query) => {
      const pagefind = await import('/pagefind/pagefind.js');
      const found = await pagefind.search(query);
      const data = await Promise.all(found.results.slice(0, 3).map((r) => r.data()));
      return data.map((d) => {
        const sub = d.sub_results?.[0];
        return `${sub?.url ?? d.url} — ${sub?.title ?? d.meta?.title ?? ''}`;
      });
    }, q);
  }
  await context.close();

  const total = downloaded.reduce((n, p) => n + servedSize(p), 0);
  console.log(`Pagefind: output folder ${kib(dirSize(path.join(site, 'pagefind')))} on disk`);
  console.log(`First search downloads (as served): ${kib(total)}`);
  for (const p of downloaded) {
    console.log(`  ${p}  ${kib(servedSize(p))}`);
  }
  console.log(`Start to first five results with excerpts: ${median(times).toFixed(0)} ms (median of ${runs})`);
  for (const [q, top] of Object.entries(quality)) {
    console.log(`  "${q}"\n${top.map((t, i) => `     ${i + 1}. ${t}`).join('\n') || '     (no results)'}`);
  }
  if (easyopsBuild) {
    await measureEasyops();
  }
} finally {
  await browser.close();
  server.kill();
}

/** First-load bytes (gzip) of '/', as a list of [path, bytes], for a built site served on a port. */
async function firstLoad(portNumber, dir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const seen = [];
  page.on('request', (r) => seen.push(new URL(r.url()).pathname));
  await page.goto(`http://127.0.0.1:${portNumber}/`);
  await page.waitForLoadState('networkidle');
  await context.close();
  return seen.map((p) => {
    const f = path.join(dir, p === '/' ? 'index.html' : p);
    return [p, existsSync(f) && statSync(f).isFile() ? gzipSync(readFileSync(f)).length : 0];
  });
}

async function measureEasyops() {
  const easyPort = 3292;
  const easyServer = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(easyPort), '--dir', easyopsBuild], {
    stdio: 'ignore',
  });
  await new Promise((r) => setTimeout(r, 500));
  try {
    const sum = (list) => list.reduce((n, [, b]) => n + b, 0);
    const ours = await firstLoad(port, site);
    const theirs = await firstLoad(easyPort, easyopsBuild);
    const js = (list) => list.filter(([p]) => p.endsWith('.js'));
    const css = (list) => list.filter(([p]) => p.endsWith('.css'));
    console.log(`\n@easyops-cn/docusaurus-search-local (build at ${easyopsBuild})`);
    console.log(
      `First load of / (gzip): JS ${kib(sum(js(theirs)))} vs ${kib(sum(js(ours)))} with our search; ` +
        `CSS ${kib(sum(css(theirs)))} vs ${kib(sum(css(ours)))}`,
    );
    const index = path.join(easyopsBuild, 'search-index.json');
    console.log(`Index: ${kib(statSync(index).size)} raw, ${kib(gzipSync(readFileSync(index)).length)} gzip`);
    const times = [];
    let added = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const seen = [];
      page.on('request', (r) => seen.push(new URL(r.url()).pathname));
      await page.goto(`http://127.0.0.1:${easyPort}/`);
      await page.waitForLoadState('networkidle');
      const before = seen.length;
      const input = page.locator('input.navbar__search-input');
      const t0 = Date.now();
      await input.click();
      await input.fill('swap');
      await page.locator('[role="listbox"] [role="option"]').first().waitFor();
      times.push(Date.now() - t0);
      added = seen.slice(before).map((p) => [p, servedSizeIn(easyopsBuild, p)]);
      await context.close();
    }
    console.log(`Opening search downloads (gzip): ${kib(sum(added))}`);
    for (const [p, b] of added) {
      console.log(`  ${p}  ${kib(b)}`);
    }
    console.log(`Focus to first results: ${median(times).toFixed(0)} ms (median of ${runs}, measured from Node)`);
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${easyPort}/`);
    const input = page.locator('input.navbar__search-input');
    await input.click();
    for (const q of queries) {
      await input.fill(q);
      await page.waitForTimeout(400);
      const top = await page.$$eval('[role="listbox"] [role="option"]', (els) =>
        els.slice(0, 3).map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? ''),
      );
      console.log(`  "${q}"\n${top.map((t, i) => `     ${i + 1}. ${t}`).join('\n') || '     (no results)'}`);
    }
    await context.close();
  } finally {
    easyServer.kill();
  }
}

function servedSizeIn(dir, urlPath) {
  const f = path.join(dir, urlPath);
  return existsSync(f) && statSync(f).isFile() ? gzipSync(readFileSync(f)).length : 0;
}
