#!/usr/bin/env node
/**
 * The performance benchmark of issue 6: build times, first-load bytes (all
 * requests made before `load` and hydration, gzip; see bench/firstLoad.ts),
 * Lighthouse, sidebar navigation and the search index, each printed against
 * its budget (bench/budgets.json). Writes bench/tmp/results.{json,md};
 * with --record, the committed bench/results.json and bench/results.md.
 *
 *   npm run bench                     full run: builds, all routes, Lighthouse ×3
 *   npm run bench -- --quick          no builds, a few routes, Lighthouse ×1
 *   npm run bench -- --no-build       full measurements of the existing build/
 *   npm run bench -- --routes /,/faq  only these routes
 *   npm run bench -- --record         update the committed bench/results.{json,md}
 *   npm run bench -- --release-build  only the build time with one released version vs without
 *   npm run bench -- --only spa       only the page-change figures of issue 18 (bench/spa.ts) on build/
 *                                     (--nav-samples N, --load-runs N, --search-query q, --dir <a copy of a build>)
 *
 * Runs with `node --import tsx` (see package.json) so it can read the routes
 * from src/data/pages.ts and share e2e/ and bench/ TypeScript modules.
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import {pages} from '../src/data/pages.ts';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {KiB, describeFiles, kib, measureFirstLoad} from './firstLoad.ts';
import {measureKeystroke, measureLoad, measureNavigation, measureSearch, median} from './spa.ts';
import {evaluate, loadBuiltSearch, qualityTable} from './search-eval.mjs';
import {freePort, projectCopy, smokeQueries} from './shared.mjs';
import {writeDocFigures} from './doc-figures.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const {values: opts} = parseArgs({
  options: {
    quick: {type: 'boolean', default: false},
    build: {type: 'boolean'},
    'no-build': {type: 'boolean', default: false},
    runs: {type: 'string'},
    routes: {type: 'string'},
    record: {type: 'boolean', default: false},
    'no-lighthouse': {type: 'boolean', default: false},
    'release-build': {type: 'boolean', default: false},
    only: {type: 'string'},
    dir: {type: 'string', default: 'build'},
    'nav-samples': {type: 'string'},
    'load-runs': {type: 'string'},
    'search-query': {type: 'string'},
  },
});
const quick = opts.quick;
const doBuild = quick ? Boolean(opts.build) : !opts['no-build'];
const lighthouseRuns = Number(opts.runs ?? (quick ? 1 : 3));
const allRoutes = pages.map((p) => p.path);
const routes = opts.routes?.split(',') ?? (quick ? ['/', '/tokenomics', '/faq'] : allRoutes);
/** Results go to bench/tmp/; --record writes the committed bench/results.{json,md}. */
const outDir = opts.record ? import.meta.dirname : path.join(import.meta.dirname, 'tmp');
const executablePath = findChromium();

const log = (...m) => console.log(...m);
const round = (n, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

/** Every figure compared with its budget, in the order measured. */
const checks = [];
function check(name, value, budget, {max = true, unit = '', digits = 1} = {}) {
  const ok = value === null ? null : max ? value <= budget : value >= budget;
  const shown = value === null ? 'n/a' : `${round(value, digits)}${unit}`;
  checks.push({name, value, budget, ok, comparison: max ? '≤' : '≥', unit});
  log(`${ok === null ? '–' : ok ? '✓' : '✗'} ${name}: ${shown} (budget ${max ? '≤' : '≥'} ${budget}${unit})`);
}

// ---------------------------------------------------------------- (a) builds
function timedBuild(label, env = {}) {
  const start = process.hrtime.bigint();
  const res = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, env: {...process.env, ...env}, encoding: 'utf8'});
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (res.status !== 0) {
    console.error(res.stdout, res.stderr);
    throw new Error(`${label} build failed`);
  }
  log(`${label} build: ${seconds.toFixed(1)} s`);
  return seconds;
}

function builds() {
  // `docusaurus clear` also empties node_modules/.cache. When node_modules is
  // a symlink shared with other checkouts, that cache is theirs too: then the
  // cold build instead runs with the bundler's persistent cache switched off
  // (nothing read from it), and one build primes the cache before the warm one.
  const shared =
    existsSync(path.join(root, 'node_modules')) && lstatSync(path.join(root, 'node_modules')).isSymbolicLink();
  let cold;
  if (shared) {
    rmSync(path.join(root, '.docusaurus'), {recursive: true, force: true});
    rmSync(path.join(root, 'build'), {recursive: true, force: true});
    cold = timedBuild('cold (no persistent cache)', {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'});
    timedBuild('cache-priming');
  } else {
    spawnSync('npx', ['docusaurus', 'clear'], {cwd: root, stdio: 'ignore'});
    cold = timedBuild('cold');
  }
  const warm = timedBuild('warm');
  return {coldSeconds: cold, warmSeconds: warm, sharedNodeModules: shared};
}

/**
 * Build time with one released version vs without (issue 13: under 2×). Two
 * temporary copies (the tree is not touched), one of them after `npm run
 * release`; each builds once untimed to warm its cache, then they build in
 * turn, so a change in the machine's load hits both series alike; medians compared.
 */
function releaseBuilds(runs = 3) {
  const copy = () => projectCopy('sx-bench-release-').dir;
  const timed = (dir, label) => {
    const start = process.hrtime.bigint();
    const res = spawnSync('npx', ['docusaurus', 'build'], {cwd: dir, encoding: 'utf8'});
    if (res.status !== 0) {
      console.error(res.stdout, res.stderr);
      throw new Error(`${label} build failed`);
    }
    return Number(process.hrtime.bigint() - start) / 1e9;
  };
  const plain = copy();
  const released = copy();
  try {
    const release = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', '999.0'], {
      cwd: released,
      encoding: 'utf8',
    });
    if (release.status !== 0) {
      throw new Error(`npm run release failed: ${release.stderr}`);
    }
    timed(plain, 'warm-up without');
    timed(released, 'warm-up with');
    const without = [];
    const withOne = [];
    for (let i = 0; i < runs; i++) {
      without.push(timed(plain, `without ${i + 1}`));
      withOne.push(timed(released, `with ${i + 1}`));
    }
    log(`build without a released version: ${without.map((x) => x.toFixed(1)).join(' / ')} s`);
    log(`build with one released version: ${withOne.map((x) => x.toFixed(1)).join(' / ')} s`);
    const result = {withoutSeconds: without, withOneSeconds: withOne, ratio: median(withOne) / median(without)};
    log(
      `released-version build: median ${median(withOne).toFixed(1)} s vs ${median(without).toFixed(1)} s = ${result.ratio.toFixed(2)}×`,
    );
    return result;
  } finally {
    rmSync(plain, {recursive: true, force: true});
    rmSync(released, {recursive: true, force: true});
  }
}

// ---------------------------------------------------------------- (b) server
async function benchPort() {
  return process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : freePort();
}

async function waitFor(url, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer`);
}

async function serve() {
  const port = await benchPort();
  const child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', opts.dir], {
    cwd: root,
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return {origin, stop: () => child.kill()};
}

// ------------------------------------------------------- (c) first-load bytes
async function firstLoads(browser, origin) {
  const out = {};
  for (const route of routes) {
    const context = await browser.newContext({viewport: {width: 1280, height: 800}});
    const load = await measureFirstLoad(context, origin, route);
    await context.close();
    out[route] = {
      jsKiB: kib(load, 'script'),
      cssKiB: kib(load, 'stylesheet'),
      htmlKiB: kib(load, 'document'),
      imageKiB: kib(load, 'image'),
      fontRequests: load.byType.font?.count ?? 0,
      totalKiB: load.files.reduce((a, f) => a + f.gzipBytes, 0) / KiB,
      requests: load.files.length,
      jsFiles: describeFiles(load, 'script'),
      cssFiles: describeFiles(load, 'stylesheet'),
      files: load.files,
    };
    const r = out[route];
    check(`${route} first-load JS`, r.jsKiB, budgets.firstLoad.jsKiB, {unit: ' KiB'});
    check(`${route} first-load CSS`, r.cssKiB, budgets.firstLoad.cssKiB, {unit: ' KiB'});
    check(`${route} first-load font requests`, r.fontRequests, budgets.firstLoad.fontRequests, {digits: 0});
    log(`  ${r.requests} requests, ${r.totalKiB.toFixed(1)} KiB in all`);
  }
  return out;
}

// ------------------------------------------------------------ (d) Lighthouse
async function startDebuggableChromium() {
  const port = await benchPort();
  const userDataDir = path.join(os.tmpdir(), `sx-bench-chromium-${process.pid}`);
  const child = spawn(
    executablePath,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${userDataDir}`,
      ...chromiumArgs,
      'about:blank',
    ],
    {stdio: 'ignore'},
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  return {
    port,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(userDataDir, {recursive: true, force: true, maxRetries: 5});
    },
  };
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function diagnostics(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpNode = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  return {
    lcpElement: lcpNode ? `${lcpNode.selector} ${lcpNode.snippet}` : null,
    lcpPhases:
      items('largest-contentful-paint-element')[1]?.items?.map((p) => `${p.phase} ${round(p.timing, 0)} ms`) ?? [],
    renderBlocking: items('render-blocking-resources').map((t) => ({url: t.url, wastedMs: round(t.wastedMs, 0)})),
    longTasks: items('long-tasks').map((t) => ({
      url: t.url,
      startMs: round(t.startTime, 0),
      durationMs: round(t.duration, 0),
    })),
    bootup: items('bootup-time')
      .slice(0, 6)
      .map((t) => ({url: t.url, totalMs: round(t.total, 0), scriptingMs: round(t.scripting, 0)})),
    mainThread: items('mainthread-work-breakdown').map((t) => ({
      group: t.groupLabel ?? t.group,
      ms: round(t.duration, 0),
    })),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function lighthouseAll(origin) {
  const chrome = await startDebuggableChromium();
  const out = {};
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < lighthouseRuns; i++) {
        // A loaded machine sometimes makes Lighthouse lose the trace (NO_NAVSTART…): retry that run.
        let lhr = null;
        for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
          const result = await lighthouse(`${origin}${route}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
          });
          if (result?.lhr.runtimeError) {
            log(`  Lighthouse ${route} run ${i + 1}, attempt ${attempt}: ${result.lhr.runtimeError.code}`);
          } else {
            lhr = result?.lhr ?? null;
          }
        }
        if (!lhr) {
          throw new Error(`Lighthouse ${route}: no trace after 3 attempts`);
        }
        runs.push({
          performance: lhr.categories.performance.score * 100,
          accessibility: lhr.categories.accessibility.score * 100,
          bestPractices: lhr.categories['best-practices'].score * 100,
          seo: lhr.categories.seo.score * 100,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          benchmarkIndex: lhr.environment.benchmarkIndex,
          diagnostics: diagnostics(lhr),
        });
      }
      const med = (k) => median(runs.map((r) => r[k]));
      // The run with the median performance score keeps its diagnostics.
      const byScore = [...runs].sort((a, b) => a.performance - b.performance);
      const r = {
        performance: med('performance'),
        accessibility: med('accessibility'),
        bestPractices: med('bestPractices'),
        seo: med('seo'),
        tbtMs: med('tbtMs'),
        lcpMs: med('lcpMs'),
        fcpMs: med('fcpMs'),
        cls: med('cls'),
        benchmarkIndex: med('benchmarkIndex'),
        runs: runs.map(({diagnostics: _d, ...rest}) => rest),
        diagnostics: byScore[Math.floor(byScore.length / 2)].diagnostics,
      };
      out[route] = r;
      const lb = budgets.lighthouse;
      check(`${route} Lighthouse performance`, r.performance, lb.performance, {max: false, digits: 0});
      check(`${route} Lighthouse accessibility`, r.accessibility, lb.accessibility, {max: false, digits: 0});
      check(`${route} Lighthouse best practices`, r.bestPractices, lb.bestPractices, {max: false, digits: 0});
      check(`${route} Lighthouse SEO`, r.seo, lb.seo, {max: false, digits: 0});
      check(`${route} Total Blocking Time`, r.tbtMs, lb.tbtMs, {unit: ' ms', digits: 0});
      check(`${route} Largest Contentful Paint`, r.lcpMs, lb.lcpMs, {unit: ' ms', digits: 0});
      check(`${route} Cumulative Layout Shift`, r.cls, lb.cls, {digits: 3});
    }
  } finally {
    await chrome.stop();
  }
  return out;
}

// ------------------------------------------- (e) page changes (issue 18)
/**
 * Per route (bench/spa.ts): sidebar click → h1 on screen (median of
 * --nav-samples, default 5, untraced) and the long tasks of that page change,
 * its CPU time from traced samples (3, 1 with --quick); cold
 * loads at 1× and 8× CPU slowdown (median of --load-runs, default 3) for
 * blocking time, main-thread time, requests and JS until idle; then what one
 * search downloads.
 */
async function spa(browser, origin) {
  const b = budgets.spa;
  const samples = Number(opts['nav-samples'] ?? (quick ? 3 : 5));
  const loadRuns = Number(opts['load-runs'] ?? (quick ? 1 : 3));
  const out = {routes: {}, search: null};
  for (const route of routes) {
    // A nested page's link shows in its parent's sidebar section; the introduction's from another page.
    const parent = pages.find((p) => p.path === route)?.parent;
    const from = parent ? pages.find((p) => p.key === parent)?.path : route === '/' ? '/tokenomics' : '/';
    const nav = await measureNavigation(browser, origin, route, {samples, tracedSamples: quick ? 1 : 3, from});
    const at1 = [];
    const at8 = [];
    for (let i = 0; i < loadRuns; i++) {
      at1.push(await measureLoad(browser, origin, route, {cpuRate: 1}));
      at8.push(await measureLoad(browser, origin, route, {cpuRate: 8}));
    }
    const med = (runs, k) => median(runs.map((r) => r[k]));
    const r = {
      navigation: {
        from: nav.from,
        paintMs: median(nav.paintMs),
        domMs: median(nav.domMs),
        taskMs: median(nav.taskMs),
        cpuToPaintMs: median(nav.cpuToPaintMs),
        cpuMs: median(nav.cpuMs),
        longTasks: Math.max(...nav.longTasksMs.map((t) => t.length)),
        longestTaskMs: Math.max(0, ...nav.longTasksMs.flat()),
        samples: nav,
      },
      load1x: {
        tbtMs: med(at1, 'tbtMs'),
        taskMs: med(at1, 'taskMs'),
        scriptMs: med(at1, 'scriptMs'),
        cpuMs: med(at1, 'cpuMs'),
        lcpMs: med(at1, 'lcpMs'),
        longTasksMs: at1.map((x) => x.longTasksMs),
      },
      load8x: {
        tbtMs: med(at8, 'tbtMs'),
        taskMs: med(at8, 'taskMs'),
        scriptMs: med(at8, 'scriptMs'),
        cpuMs: med(at8, 'cpuMs'),
        lcpMs: med(at8, 'lcpMs'),
        longTasksMs: at8.map((x) => x.longTasksMs),
        longestTaskMs: Math.max(0, ...at8.flatMap((x) => x.longTasksMs)),
      },
      requests: at1[0].requests,
      prefetches: at1[0].prefetches,
      jsKiB: at1[0].jsKiB,
      jsFiles: at1[0].jsFiles,
      files: at1[0].files,
    };
    out.routes[route] = r;
    const n = r.navigation;
    check(`${route} sidebar click → h1 on screen (median of ${samples}, from ${n.from})`, n.paintMs, b.navigationMs, {
      unit: ' ms',
      digits: 0,
    });
    check(`${route} long tasks during the page change (most in one sample)`, n.longTasks, b.navigationLongTasks, {
      digits: 0,
    });
    check(`${route} TBT at 1× CPU`, r.load1x.tbtMs, b.tbt1xMs, {unit: ' ms', digits: 0});
    check(`${route} TBT at 8× CPU`, r.load8x.tbtMs, b.tbt8xMs, {unit: ' ms', digits: 0});
    check(`${route} JS until network idle`, r.jsKiB, b.idleJsKiB, {unit: ' KiB'});
    check(`${route} requests until network idle (no prefetch)`, r.requests, b.idleRequests, {digits: 0});
    log(
      `  page change: DOM ${round(n.domMs, 0)} ms, CPU to h1 on screen ${round(n.cpuToPaintMs, 0)} ms, in all ${round(n.cpuMs, 0)} ms, longest task ${n.longestTaskMs} ms; ` +
        `load CPU ${round(r.load1x.cpuMs, 0)} ms, ` +
        `LCP ${round(r.load1x.lcpMs, 0)} ms (8×: ${round(r.load8x.lcpMs, 0)} ms, longest task ending after the first paint ${r.load8x.longestTaskMs} ms), ` +
        `${r.jsFiles} JS files, ${r.prefetches} prefetches`,
    );
  }
  const query = opts['search-query'] ?? 'staking';
  out.search = await measureSearch(browser, origin, query);
  check(`search "${query}": bytes fetched`, out.search.kib, b.searchKiB, {unit: ' KiB'});
  log(`  ${out.search.files.map((f) => `${f.path} ${round(f.gzipBytes / KiB)} KiB`).join(', ')}`);
  const keys = await measureKeystroke(browser, origin, smokeQueries);
  out.search.keystrokeMs = median(keys);
  check(
    `search keystroke → results on screen (median of ${keys.length})`,
    out.search.keystrokeMs,
    b.searchKeystrokeMs,
    {
      unit: ' ms',
    },
  );
  return out;
}

// --------------------------------------------------------- (f) search index
function searchIndex(firstLoad) {
  // The search plugin writes its index as JSON under build/search/ (any
  // build/**/search*.json counts too).
  const found = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      const rel = path.relative(path.join(root, 'build'), full).split(path.sep).join('/');
      if (statSync(full).isDirectory()) {
        walk(full);
      } else if (/(^|\/)search[^/]*(\/[^/]*)?\.json$/i.test(rel)) {
        found.push(full);
      }
    }
  };
  walk(path.join(root, 'build'));
  if (found.length === 0) {
    log('– search index: n/a (no build/search/*.json or build/**/search*.json)');
    checks.push({
      name: 'search index (gzip)',
      value: null,
      budget: budgets.searchIndexKiB,
      ok: null,
      comparison: '≤',
      unit: ' KiB',
    });
    return null;
  }
  const all = found.map((f) => ({
    path: '/' + path.relative(path.join(root, 'build'), f).split(path.sep).join('/'),
    gzipKiB: gzipSync(readFileSync(f), {level: 6}).length / KiB,
  }));
  // When search/manifest.json names the index, the budget is that file's (and
  // the manifest's): what a search downloads before it can answer. The other
  // files (each page's text, for the snippets of results from that page) are
  // reported beside it. Without a manifest, every search JSON file counts.
  const manifestPath = path.join(root, 'build', 'search', 'manifest.json');
  const named = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')).index : undefined;
  const isIndex = (f) => !named || f.path === '/search/manifest.json' || f.path === `/search/${named}`;
  const files = all.filter(isIndex);
  const extra = all.filter((f) => !isIndex(f));
  const total = files.reduce((a, f) => a + f.gzipKiB, 0);
  check('search index (gzip)', total, budgets.searchIndexKiB, {unit: ' KiB'});
  const sizes = extra.map((f) => f.gzipKiB);
  if (extra.length > 0) {
    log(
      `  + ${extra.length} snippet text files, fetched per result page: ` +
        `${round(Math.min(...sizes))}–${round(Math.max(...sizes))} KiB each, ${round(sizes.reduce((a, b) => a + b, 0))} KiB in all`,
    );
  }
  const onFirstLoad = Object.entries(firstLoad ?? {}).filter(([, r]) =>
    r.files.some((f) => all.some((s) => s.path === f.path)),
  );
  check('routes that load the search index on first load', onFirstLoad.length, 0, {digits: 0});
  return {files, totalGzipKiB: total, textFiles: extra};
}

// ------------------------------------------------------------------- report
function markdown(results) {
  const f = (n, d = 1) => (n === null || n === undefined ? 'n/a' : round(n, d).toString());
  const lines = [
    `Benchmark ${results.date} — ${results.mode}; ${results.machine}`,
    '',
    '| Route | JS KiB gz | CSS KiB gz | Requests | Perf | A11y | BP | SEO | TBT ms | LCP ms | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const route of routes) {
    const b = results.firstLoad[route];
    const l = results.lighthouse?.[route];
    lines.push(
      `| ${route} | ${f(b.jsKiB)} | ${f(b.cssKiB)} | ${b.requests} | ${f(l?.performance, 0)} | ${f(l?.accessibility, 0)} | ${f(l?.bestPractices, 0)} | ${f(l?.seo, 0)} | ${f(l?.tbtMs, 0)} | ${f(l?.lcpMs, 0)} | ${f(l?.cls, 3)} |`,
    );
  }
  lines.push(
    '',
    '| Figure | Value | Budget |',
    '|---|---:|---:|',
    `| Cold build | ${results.build ? `${f(results.build.coldSeconds)} s` : 'not run'} | ≤ ${budgets.build.coldSeconds} s |`,
    `| Warm build | ${results.build ? `${f(results.build.warmSeconds)} s` : 'not run'} | ≤ ${budgets.build.warmSeconds} s |`,
    `| Build with one released version ÷ without (medians of 3) | ${results.releaseBuild ? `${f(results.releaseBuild.ratio, 2)}× (${f(median(results.releaseBuild.withOneSeconds))} s vs ${f(median(results.releaseBuild.withoutSeconds))} s)` : 'not run'} | ≤ ${budgets.build.releasedVersionRatio}× |`,
    `| Search index, gzip | ${results.searchIndex ? `${f(results.searchIndex.totalGzipKiB)} KiB` : 'n/a'} | ≤ ${budgets.searchIndexKiB} KiB |`,
    ...(results.searchIndex?.textFiles.length
      ? [
          `| Snippet text, one file per page (fetched per result page), gzip | ${f(Math.min(...results.searchIndex.textFiles.map((t) => t.gzipKiB)))}–${f(Math.max(...results.searchIndex.textFiles.map((t) => t.gzipKiB)))} KiB each | – |`,
        ]
      : []),
    ...(results.searchQuality
      ? ['', '### Search quality (bench/search-queries.json)', '', qualityTable(results.searchQuality)]
      : []),
    '',
    '### Page changes (bench/spa.ts)',
    '',
    spaMarkdown(results.navigation),
    `Budgets met: ${checks.filter((c) => c.ok === true).length} of ${checks.filter((c) => c.ok !== null).length}.`,
  );
  const failed = checks.filter((c) => c.ok === false);
  if (failed.length > 0) {
    lines.push(
      '',
      'Over budget:',
      ...failed.map((c) => `- ${c.name}: ${round(c.value, 3)}${c.unit} (budget ${c.comparison} ${c.budget}${c.unit})`),
    );
  }
  return lines.join('\n') + '\n';
}

/** The page-change table (issue 18). */
function spaMarkdown(r) {
  const f = (n, d = 0) => (n === null || n === undefined ? 'n/a' : round(n, d).toString());
  const lines = [
    '| Route | click → h1 on screen, ms | CPU to h1 / whole change, ms | long tasks in the change | TBT 1×, ms | TBT 8×, ms (longest task) | load CPU 1×, ms | LCP 1× · 8×, ms | JS until idle, KiB gz (files) | requests until idle (+ prefetch) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [route, x] of Object.entries(r.routes)) {
    const n = x.navigation;
    lines.push(
      `| ${route} | ${f(n.paintMs)} | ${f(n.cpuToPaintMs)} / ${f(n.cpuMs)} | ${n.longTasks}${n.longestTaskMs ? ` (${n.longestTaskMs} ms)` : ''} | ${f(x.load1x.tbtMs)} | ${f(x.load8x.tbtMs)}${x.load8x.longestTaskMs ? ` (${x.load8x.longestTaskMs})` : ''} | ${f(x.load1x.cpuMs)} | ${f(x.load1x.lcpMs)} · ${f(x.load8x.lcpMs)} | ${f(x.jsKiB, 1)} (${x.jsFiles}) | ${x.requests} (+${x.prefetches}) |`,
    );
  }
  if (r.search) {
    lines.push(
      '',
      `Search "${r.search.query}": ${f(r.search.kib, 1)} KiB gzip fetched (${r.search.files.map((x) => x.path).join(', ')}). ` +
        `Keystroke → results on screen, index loaded: median ${f(r.search.keystrokeMs, 1)} ms.`,
    );
  }
  return lines.join('\n') + '\n';
}

async function spaOnly(load) {
  if (!existsSync(path.resolve(root, opts.dir, 'index.html'))) {
    throw new Error(`No ${opts.dir}/index.html: run \`npm run build\` first.`);
  }
  const server = await serve();
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  try {
    const result = await spa(browser, server.origin);
    const end = os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
    const md = `Page changes ${new Date().toISOString()}; load average ${load} at start, ${end} at end\n\n${spaMarkdown(result)}`;
    mkdirSync(path.join(import.meta.dirname, 'tmp'), {recursive: true});
    writeFileSync(
      path.join(import.meta.dirname, 'tmp', 'spa.json'),
      JSON.stringify({load, end, ...result}, null, 2) + '\n',
    );
    writeFileSync(path.join(import.meta.dirname, 'tmp', 'spa.md'), md);
    log('\n' + md);
  } finally {
    await browser.close().catch(() => {});
    server.stop();
  }
}

async function main() {
  const started = new Date();
  const load = os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');
  log(`Benchmark (${quick ? 'quick' : 'full'}), ${routes.length} route(s); load average ${load}`);
  if (opts.only === 'spa') {
    await spaOnly(load);
    return;
  }
  if (opts['release-build']) {
    const r = releaseBuilds();
    check('build with one released version ÷ without', r.ratio, budgets.build.releasedVersionRatio, {
      unit: '×',
      digits: 2,
    });
    return;
  }
  const build = doBuild ? builds() : null;
  if (build) {
    check('cold build', build.coldSeconds, budgets.build.coldSeconds, {unit: ' s'});
    check('warm build', build.warmSeconds, budgets.build.warmSeconds, {unit: ' s'});
  }
  const releaseBuild = doBuild ? releaseBuilds() : null;
  if (releaseBuild) {
    check('build with one released version ÷ without', releaseBuild.ratio, budgets.build.releasedVersionRatio, {
      unit: '×',
      digits: 2,
    });
  }
  if (!existsSync(path.join(root, 'build', 'index.html'))) {
    throw new Error('No build/: run `npx docusaurus build` or the benchmark without --no-build.');
  }
  await (await import('./cards.mjs')).benchCards({check, log}); // social cards, cold vs warm (issue 16)
  const server = await serve();
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  try {
    const firstLoad = await firstLoads(browser, server.origin);
    const nav = await spa(browser, server.origin);
    await browser.close();
    const lh = opts['no-lighthouse'] ? null : await lighthouseAll(server.origin);
    const search = searchIndex(firstLoad);
    // Search quality on the query set of issue 17 (bench/search-queries.json; see bench/SEARCH.md).
    const {rows: _rows, ...searchQuality} = evaluate(loadBuiltSearch(path.join(root, 'build')));
    const results = {
      date: started.toISOString(),
      mode: `${quick ? 'quick' : 'full'}, Lighthouse ${lighthouseRuns} run(s) per route (median)`,
      machine: `${os.cpus().length} CPU(s), load average at start ${load}, at end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}; Node ${process.version}`,
      budgets,
      build,
      releaseBuild,
      firstLoad,
      navigation: nav,
      lighthouse: lh,
      searchIndex: search,
      searchQuality,
      checks,
    };
    mkdirSync(outDir, {recursive: true});
    writeFileSync(path.join(outDir, 'results.json'), JSON.stringify(results, null, 2) + '\n');
    const md = markdown(results);
    writeFileSync(path.join(outDir, 'results.md'), md);
    log(
      `Results in ${path.relative(root, outDir) || '.'}/results.{json,md}${opts.record ? '' : ' (--record to update the committed ones)'}`,
    );
    if (opts.record) {
      await writeDocFigures();
      log('The figures in SECURITY-AND-PERFORMANCE.md and bench/PERF.md follow them (bench/doc-figures.mjs).');
    }
    log('\n' + md);
  } finally {
    await browser.close().catch(() => {});
    server.stop();
  }
}

await main();
