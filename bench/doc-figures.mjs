#!/usr/bin/env node
/**
 * The performance figures the docs quote, rendered from bench/budgets.json
 * (the budgets) and bench/results.json (the last recorded run), so no doc
 * types one. Each sits between `<!-- figures:NAME -->` and
 * `<!-- /figures:NAME -->` in SECURITY-AND-PERFORMANCE.md and bench/PERF.md.
 *
 *   node bench/doc-figures.mjs --write    rewrite the blocks (`npm run bench -- --record` does it too)
 *
 * test/unit/doc-figures.test.ts fails when a block differs from what these
 * files give, or when budgets.json has a budget no row shows.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const docsWithFigures = ['SECURITY-AND-PERFORMANCE.md', 'bench/PERF.md'];

const readJson = (rel) => JSON.parse(readFileSync(path.join(root, rel), 'utf8'));

/** Reads budgets.json keys by path and remembers which were read, so a budget no row shows is found. */
function reader(budgets) {
  const used = new Set();
  const get = (key) => {
    const value = key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), budgets);
    if (typeof value !== 'number') {
      throw new Error(`bench/budgets.json has no number at ${key}: update bench/doc-figures.mjs to the new key`);
    }
    used.add(key);
    return value;
  };
  const has = (key) => typeof key.split('.').reduce((o, k) => (o == null ? undefined : o[k]), budgets) === 'number';
  const unused = () => leafKeys(budgets).filter((k) => !used.has(k));
  return {get, has, unused};
}

/** Every numeric budget's key path ("firstLoad.jsKiB"), `$comment`s aside. */
export function leafKeys(obj, prefix = '') {
  return Object.entries(obj).flatMap(([k, v]) => {
    if (k.startsWith('$')) return [];
    const key = prefix ? `${prefix}.${k}` : k;
    return v !== null && typeof v === 'object' ? leafKeys(v, key) : typeof v === 'number' ? [key] : [];
  });
}

const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

/** The budget table: what, the budget, what checks it. Throws naming any budget of budgets.json it does not show. */
export function budgetTable(budgets) {
  const b = reader(budgets);
  const firstLoadJs = `≤ ${b.get('firstLoad.jsKiB')} KiB, also once a version is released`;
  // A score budget of 100 or a count budget of 0 reads as the value itself.
  const lh = (key, label) => {
    const v = b.get(`lighthouse.${key}`);
    return v === 100 ? `${label} 100` : `${label} ≥ ${v}`;
  };
  const atMost = (v, unit, none) => (v === 0 && none ? none : `≤ ${v}${unit}`);
  const rows = [
    [
      'JS requested before `load` and hydration, gzip, every doc page',
      firstLoadJs,
      '`npm test` (`e2e/crawl.spec.ts`, desktop visit; `test/release.test.ts` after a release) and the benchmark',
    ],
    [
      'JS each added doc page puts into that first load, gzip',
      `≤ ${b.get('firstLoad.jsKiBPerPage')} KiB`,
      '`npm test` (`test/built/page-cost.test.ts`) and `bench/page-growth.mjs`',
    ],
    ['CSS, same', `≤ ${b.get('firstLoad.cssKiB')} KiB`, 'same'],
    ['Web-font requests on first load', `${b.get('firstLoad.fontRequests')}`, 'same'],
    [
      'Lighthouse 12 mobile (simulated throttling), every route',
      [
        lh('performance', 'performance'),
        lh('accessibility', 'accessibility'),
        lh('bestPractices', 'best practices'),
        lh('seo', 'SEO'),
        `TBT ≤ ${b.get('lighthouse.tbtMs')} ms`,
        `LCP ≤ ${b.get('lighthouse.lcpMs') / 1000} s`,
        `CLS ${atMost(b.get('lighthouse.cls'), '', '0')}`,
      ].join('; '),
      'the benchmark',
    ],
    [
      'Sidebar click → the new page’s h1 on screen, every route (1× CPU, median of 5)',
      `≤ ${b.get('spa.navigationMs')} ms, ${atMost(b.get('spa.navigationLongTasks'), ' long tasks', 'no long task')}`,
      'the benchmark',
    ],
    [
      'Total blocking time of a cold load, every route',
      `≤ ${b.get('spa.tbt1xMs')} ms at 1× CPU, ≤ ${b.get('spa.tbt8xMs')} ms at 8×`,
      'the benchmark',
    ],
    [
      'JS until network idle (prefetch hints for other pages aside), gzip, every route',
      `≤ ${b.get('spa.idleJsKiB')} KiB in ≤ ${b.get('spa.idleRequests')} requests`,
      'the benchmark',
    ],
    [
      'Search: the index, gzip; everything one search fetches; a keystroke → results on screen (median)',
      `≤ ${b.get('searchIndexKiB')} KiB, 0 bytes on first load; ≤ ${b.get('spa.searchKiB')} KiB; ≤ ${b.get('spa.searchKeystrokeMs')} ms`,
      'the benchmark',
    ],
    [
      'Cold / warm production build; a build with one released version',
      `≤ ${b.get('build.coldSeconds')} s / ≤ ${b.get('build.warmSeconds')} s; ≤ ${b.get('build.releasedVersionRatio')}× the build without`,
      'the benchmark',
    ],
  ];
  const missing = b.unused();
  if (missing.length > 0) {
    throw new Error(
      `bench/budgets.json has budgets the docs' table does not show: ${missing.join(', ')}. Add them to budgetTable() in bench/doc-figures.mjs.`,
    );
  }
  return table(['what', 'budget', 'checked by'], rows);
}

const fixed = (n, digits = 1) => Number(n.toFixed(digits)).toString();
/** "a–b unit", or "a unit" when every value is the same. */
function range(values, digits = 1, unit = '') {
  const lo = fixed(Math.min(...values), digits);
  const hi = fixed(Math.max(...values), digits);
  return `${lo === hi ? lo : `${lo}–${hi}`}${unit}`;
}

/** The last recorded run (bench/results.json) in a few lines, every figure read from it. */
export function latestRun(results) {
  const routes = Object.keys(results.firstLoad ?? {});
  if (routes.length === 0) {
    throw new Error('bench/results.json has no firstLoad figures: record a full run (npm run bench -- --record)');
  }
  const fl = routes.map((r) => results.firstLoad[r]);
  const lh = routes.map((r) => results.lighthouse?.[r]).filter(Boolean);
  const nav = routes.map((r) => results.navigation?.routes?.[r]).filter(Boolean);
  const met = results.checks.filter((c) => c.ok).length;
  const lines = [
    `Last recorded run: ${results.date.slice(0, 10)}, ${results.mode}; ${results.machine}. ${met} of ${results.checks.length} budgets met; every figure per route is in \`bench/results.md\`.`,
    '',
    `- First load, ${routes.length} routes: JS ${range(fl.map((f) => f.jsKiB))} KiB gzip, CSS ${range(fl.map((f) => f.cssKiB))} KiB, ${range(
      fl.map((f) => f.requests),
      0,
    )} requests, ${range(
      fl.map((f) => f.fontRequests),
      0,
    )} font requests.`,
  ];
  if (lh.length > 0) {
    lines.push(
      `- Lighthouse mobile: performance ${range(
        lh.map((l) => l.performance),
        0,
      )}, accessibility ${range(
        lh.map((l) => l.accessibility),
        0,
      )}, best practices ${range(
        lh.map((l) => l.bestPractices),
        0,
      )}, SEO ${range(
        lh.map((l) => l.seo),
        0,
      )}; TBT ${range(
        lh.map((l) => l.tbtMs),
        0,
      )} ms, LCP ${range(
        lh.map((l) => l.lcpMs),
        0,
      )} ms, CLS ${range(
        lh.map((l) => l.cls),
        2,
      )}.`,
    );
  }
  if (nav.length > 0) {
    lines.push(
      `- Sidebar click → h1 on screen ${range(
        nav.map((n) => n.navigation.paintMs),
        0,
      )} ms, ${range(
        nav.map((n) => n.navigation.longTasks),
        0,
      )} long tasks in a page change; TBT of a cold load ${range(
        nav.map((n) => n.load1x.tbtMs),
        0,
      )} ms at 1× CPU, ${range(
        nav.map((n) => n.load8x.tbtMs),
        0,
      )} ms at 8×; LCP ${range(
        nav.map((n) => n.load1x.lcpMs),
        0,
      )} ms at 1×, ${range(
        nav.map((n) => n.load8x.lcpMs),
        0,
      )} ms at 8×.`,
      `- JS until network idle ${range(nav.map((n) => n.jsKiB))} KiB in ${range(
        nav.map((n) => n.requests),
        0,
      )} requests.`,
    );
  }
  const search = [];
  if (results.searchIndex) search.push(`index ${fixed(results.searchIndex.totalGzipKiB)} KiB gzip`);
  if (results.navigation?.search) {
    search.push(
      `a search for "${results.navigation.search.query}" fetches ${fixed(results.navigation.search.kib)} KiB`,
    );
    if (results.navigation.search.keystrokeMs !== undefined) {
      search.push(`a keystroke shows its results in ${fixed(results.navigation.search.keystrokeMs)} ms (median)`);
    }
  }
  if (search.length > 0) lines.push(`- Search: ${search.join('; ')}.`);
  return lines.join('\n');
}

/** Every block a doc can hold, by name. */
export function renderBlocks({
  budgets = readJson('bench/budgets.json'),
  results = readJson('bench/results.json'),
} = {}) {
  return {budgets: budgetTable(budgets), 'latest-run': latestRun(results)};
}

const blockRe = /(<!-- figures:([\w-]+) -->)([\s\S]*?)(<!-- \/figures:\2 -->)/g;

/** The blocks of a doc: name → text between the markers. */
export function blocksOf(text) {
  return new Map([...text.matchAll(blockRe)].map((m) => [m[2], m[3].trim()]));
}

/** `text` with every block replaced by its rendering; throws on a block name nothing renders. */
export function withBlocks(text, rendered) {
  return text.replace(blockRe, (_, open, name, _body, close) => {
    if (!(name in rendered)) {
      throw new Error(`unknown figures block "${name}" (known: ${Object.keys(rendered).join(', ')})`);
    }
    return `${open}\n\n${rendered[name]}\n\n${close}`;
  });
}

/** Rewrites the blocks of every doc that has some, then formats those docs with Prettier. */
export async function writeDocFigures() {
  const rendered = renderBlocks();
  const prettier = await import('prettier');
  for (const rel of docsWithFigures) {
    const file = path.join(root, rel);
    const text = withBlocks(readFileSync(file, 'utf8'), rendered);
    const options = {...(await prettier.resolveConfig(file)), filepath: file};
    writeFileSync(file, await prettier.format(text, options));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.argv.includes('--write')) {
    console.error('Usage: node bench/doc-figures.mjs --write');
    process.exit(1);
  }
  writeDocFigures().then(
    () => console.log(`Figures rewritten in ${docsWithFigures.join(', ')}`),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
