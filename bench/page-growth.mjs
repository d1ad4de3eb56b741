#!/usr/bin/env node
/**
 * What each page a writer adds costs every reader's first load. In a
 * temporary copy of the project (the working tree as it is, node_modules
 * linked), it adds N plain writer pages the way CONTRIBUTING.md says (a file
 * in docs/ with title and description, an entry at the end of
 * src/data/pages.ts), 600–900 words each with 4–6 `##`/`###` headings, builds
 * once per N, serves the build and records the first load of `/` as the
 * budget tests do (bench/firstLoad.ts: JS requested before `load` and
 * hydration, gzip). It prints the JS of `/` for each N and the growth per
 * added page against the build with none, next to the budget
 * (bench/budgets.json › firstLoad.jsKiBPerPage), and what grew in main.js:
 * the generated modules that hold one entry per page, each gzipped alone.
 * The site must keep its first-load budget (firstLoad.jsKiB) with up to
 * 100 added pages: the script says so for each N up to 100, and exits with
 * status 1 when one is over either budget (not with --stock, which has none).
 *
 *   node --import tsx bench/page-growth.mjs [--pages 100,300] [--stock] [--keep] [--json out.json]
 *
 * --stock builds with SX_STOCK=1 (no patch). The pages are the same on every
 * run (a fixed seed), so two runs compare. One build per N (about a minute
 * each with 300 extra pages); never while another bench runs.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {KiB, measureFirstLoad} from './firstLoad.ts';
import {loadAverage, projectCopy, serveBuild} from './shared.mjs';

const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const {values: opts} = parseArgs({
  options: {
    pages: {type: 'string', default: '100,300'},
    stock: {type: 'boolean', default: false},
    keep: {type: 'boolean', default: false},
    json: {type: 'string'},
  },
});
const counts = [0, ...opts.pages.split(',').map(Number)];
if (counts.some((n) => !Number.isInteger(n) || n < 0)) {
  throw new Error(`--pages takes page counts separated by commas (got ${opts.pages})`);
}

/** A fixed-seed generator (mulberry32), so every run adds the same pages. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = `account address allowance amount approval asset balance block bridge buyer chain claim collateral
confirm contract cost curve deposit detail fee flow fund gas holder liquidity limit listing lock market network
order owner pair period pool position price protocol provider quote rate record request reward risk route safety
seller share slippage source stake step supply swap token trade transfer user value vault wallet window yield
before after across again always because between during every often only simply usually carefully quickly
check choose compare connect create follow keep leave move open pay read receive remove review send set show
start stop take use wait watch clear common current direct early final first full large last main new next
open other own public recent same short simple small standard total`.split(/\s+/);

const capitalise = (w) => w[0].toUpperCase() + w.slice(1);

/** One generated page: its id, label, file text and word count. */
function writerPage(index) {
  const next = random(index + 1);
  const pick = () => words[Math.floor(next() * words.length)];
  const phrase = (n) => Array.from({length: n}, pick);
  const sentence = () => {
    const w = phrase(8 + Math.floor(next() * 12));
    return `${capitalise(w.join(' '))}.`;
  };
  const paragraph = () => Array.from({length: 3 + Math.floor(next() * 3)}, sentence).join(' ');
  const number = String(index + 1).padStart(3, '0');
  const topic = phrase(2);
  const id = `guide-${number}-${topic.join('-')}`;
  const label = `${capitalise(topic[0])} ${topic[1]} ${number}`;
  // 4–6 headings: a `##` first, then `##` or `###`; unique within the page.
  const headingCount = 4 + Math.floor(next() * 3);
  const used = new Set();
  const headings = [];
  while (headings.length < headingCount) {
    const text = capitalise(phrase(2 + Math.floor(next() * 2)).join(' '));
    if (!used.has(text)) {
      used.add(text);
      headings.push({level: headings.length === 0 || next() < 0.6 ? 2 : 3, text});
    }
  }
  const target = 600 + Math.floor(next() * 200);
  const body = [paragraph()];
  let count = () => body.join(' ').split(/\s+/).length;
  for (const [i, h] of headings.entries()) {
    body.push(`${'#'.repeat(h.level)} ${h.text}`);
    // Spread the words over the sections.
    while (count() < (target * (i + 1)) / headings.length) {
      body.push(paragraph());
    }
  }
  const text = [
    '---',
    `title: ${label}`,
    `description: 'What page ${number} says about ${topic.join(' and ')}, generated by bench/page-growth.mjs.'`,
    '---',
    '',
    body.join('\n\n'),
    '',
  ].join('\n');
  return {id, key: id, path: `/${id}`, label, text, words: count()};
}

/** Adds `n` writer pages to the copy at `dir`: their files, and entries at the end of src/data/pages.ts. */
function addPages(dir, n, pagesTs) {
  for (const file of readdirSync(path.join(dir, 'docs'))) {
    if (file.startsWith('guide-')) rmSync(path.join(dir, 'docs', file));
  }
  const added = Array.from({length: n}, (_, i) => writerPage(i));
  for (const page of added) {
    writeFileSync(path.join(dir, 'docs', `${page.id}.mdx`), page.text);
  }
  const end = pagesTs.lastIndexOf('];');
  if (end < 0) throw new Error('src/data/pages.ts no longer ends its list with "];": update bench/page-growth.mjs');
  const entries = added.map((p) => `  {key: '${p.key}', id: '${p.id}', path: '${p.path}', label: '${p.label}'},\n`);
  writeFileSync(path.join(dir, 'src/data/pages.ts'), pagesTs.slice(0, end) + entries.join('') + pagesTs.slice(end));
  return added;
}

const gz = (file) => gzipSync(readFileSync(file), {level: 6}).length;

/** The generated modules with one entry per page (.docusaurus), each gzipped alone, in bytes. */
function perPageModules(dir) {
  const generated = path.join(dir, '.docusaurus');
  const docs = path.join(generated, 'docusaurus-plugin-content-docs', 'default');
  const props = readdirSync(path.join(docs, 'p')).map((f) => path.join(docs, 'p', f));
  return {
    'routes.js': gz(path.join(generated, 'routes.js')),
    'registry.js': gz(path.join(generated, 'registry.js')),
    'routesChunkNames.json': gz(path.join(generated, 'routesChunkNames.json')),
    'globalData.json': gz(path.join(generated, 'globalData.json')),
    'docs version props': props.reduce((a, f) => a + gz(f), 0),
  };
}

/** The scripts a page's loader names (main.js and its runtime), gzipped alone, in bytes. */
function scripts(buildDir) {
  const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  const names = [...html.matchAll(/\/assets\/js\/([\w~.-]+\.js)/g)].map((m) => m[1]);
  return Object.fromEntries(
    [...new Set(names)].map((n) => [n.replace(/\.[0-9a-f]+\.js$/, '.js'), gz(path.join(buildDir, 'assets/js', n))]),
  );
}

const log = (...m) => console.log('[page-growth]', ...m);
const {dir, git} = projectCopy('sx-page-growth-');
log(`copy in ${dir}; ${opts.stock ? 'SX_STOCK=1, ' : ''}extra pages ${counts.join(', ')}; load ${loadAverage()}`);
const pagesTs = readFileSync(path.join(dir, 'src/data/pages.ts'), 'utf8');

const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
const rows = [];
try {
  for (const n of counts) {
    const added = addPages(dir, n, pagesTs);
    // The files and entries a writer adds are committed, as they would be ("last updated" reads git).
    git('add', '-A');
    git('commit', '-qm', `${n} pages`, '--allow-empty');
    const started = Date.now();
    execFileSync(path.join(dir, 'node_modules/.bin/docusaurus'), ['build', '--out-dir', `build-${n}`], {
      cwd: dir,
      stdio: 'pipe',
      maxBuffer: 1 << 28,
      env: {...process.env, SX_WHITEPAPER: 'skip', ...(opts.stock ? {SX_STOCK: '1'} : {})},
    });
    const buildDir = path.join(dir, `build-${n}`);
    const server = await serveBuild(buildDir);
    let jsBytes;
    try {
      const context = await browser.newContext();
      const load = await measureFirstLoad(context, server.origin, '/');
      await context.close();
      jsBytes = load.byType.script?.gzipBytes ?? 0;
    } finally {
      server.stop();
    }
    const words = added.map((p) => p.words);
    rows.push({
      extraPages: n,
      jsBytes,
      scripts: scripts(buildDir),
      modules: perPageModules(dir),
      buildSeconds: (Date.now() - started) / 1000,
    });
    log(
      `${n} extra pages${n ? ` (${Math.min(...words)}–${Math.max(...words)} words)` : ''}: first-load JS of / ${(jsBytes / KiB).toFixed(2)} KiB gzip (build ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
} finally {
  await browser.close();
  if (!opts.keep) rmSync(dir, {recursive: true, force: true});
}

const base = rows[0];
const budget = budgets.firstLoad.jsKiBPerPage;
const lines = [
  `First-load JS of / (gzip) with N extra writer pages${opts.stock ? ', SX_STOCK=1' : ''}; load ${loadAverage()}:`,
  '',
  '| extra pages | JS of / KiB | growth KiB/page | ' +
    Object.keys(base.scripts).join(' | ') +
    ' | ' +
    Object.keys(base.modules).join(' | ') +
    ' |',
  '|---:|---:|---:|' +
    Object.keys(base.scripts)
      .map(() => '---:|')
      .join('') +
    Object.keys(base.modules)
      .map(() => '---:|')
      .join(''),
  ...rows.map((r) => {
    const per = (a, b) =>
      r.extraPages ? ((a - b) / r.extraPages).toFixed(1) + ' B/page' : (a / KiB).toFixed(2) + ' KiB';
    return `| ${r.extraPages} | ${(r.jsBytes / KiB).toFixed(2)} | ${r.extraPages ? ((r.jsBytes - base.jsBytes) / KiB / r.extraPages).toFixed(3) : '–'} | ${Object.entries(
      r.scripts,
    )
      .map(([k, v]) => per(v, base.scripts[k] ?? 0))
      .join(' | ')} | ${Object.entries(r.modules)
      .map(([k, v]) => per(v, base.modules[k] ?? 0))
      .join(' | ')} |`;
  }),
  '',
  `Budget: ≤ ${budget} KiB per page (bench/budgets.json › firstLoad.jsKiBPerPage). Modules: the generated files as the framework writes them, each gzipped alone (main.js carries the docs props and global data through src/plugins/slim-bundle's loaders, smaller).`,
];
// The first-load budget holds with up to `headroom` added pages; the growth per page, at the largest N.
const headroom = 100;
const over = (opts.stock ? [] : rows).flatMap((r) => [
  ...(r.extraPages <= headroom && r.jsBytes / KiB > budgets.firstLoad.jsKiB
    ? [`/ with ${r.extraPages} extra pages loads ${(r.jsBytes / KiB).toFixed(2)} KiB, over ${budgets.firstLoad.jsKiB}`]
    : []),
  ...(r.extraPages && r === rows.at(-1) && (r.jsBytes - base.jsBytes) / KiB / r.extraPages > budget
    ? [
        `with ${r.extraPages} extra pages each costs ${((r.jsBytes - base.jsBytes) / KiB / r.extraPages).toFixed(3)} KiB, over ${budget}`,
      ]
    : []),
]);
lines.push(
  `First-load budget: ≤ ${budgets.firstLoad.jsKiB} KiB (bench/budgets.json › firstLoad.jsKiB) with up to ${headroom} extra pages: ` +
    (over.length ? `OVER: ${over.join('; ')}` : 'met'),
);
console.log(lines.join('\n'));
if (over.length) process.exitCode = 1;
if (opts.json) writeFileSync(opts.json, JSON.stringify({stock: opts.stock, load: loadAverage(), rows}, null, 2));
if (opts.keep) log(`kept ${dir}`);
