/**
 * The paired figure behind each patch's `gain` (src/plugins/patches.ts): the
 * site built with every patch, then once with each patch switched off
 * (SX_STOCK=<name>), then with none (SX_STOCK=1), and for each build the
 * first-load JS of two doc pages (what the browser requests before `load`
 * and hydration, gzip, bench/firstLoad.ts) and main.js alone. Bytes only: a
 * patch that buys time (a long task, a page change) gets its figure from
 * `npm run bench` on a quiet machine, with the patch switched off the same way.
 *
 * The builds run one after another in a clone of the working tree (so the
 * checkout can build meanwhile) and take a while:
 *
 *   node --import tsx bench/patch-gains.mjs [--out /tmp/sx-patch-gains] [--record] [name …]
 *
 * Writes <out>/gains.json as it goes; --record (after the runs, or with
 * --no-build from <out>/gains.json) writes bench/patch-gains.json, which
 * src/plugins/patches.ts reads for each patch's `gain`, and the patch table
 * in bench/PERF.md.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {KiB, kib, measureFirstLoad} from './firstLoad.ts';
import {loadAverage, serveBuild} from './shared.mjs';
import {patches} from '../src/plugins/patches.ts';
import {pages} from '../src/data/pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const {values: opts, positionals} = parseArgs({
  options: {
    out: {type: 'string', default: '/tmp/sx-patch-gains'},
    record: {type: 'boolean', default: false},
    'no-build': {type: 'boolean', default: false},
  },
  allowPositionals: true,
});
const out = path.resolve(opts.out);
const site = path.join(out, 'site');
const plain = (name) => name.toLowerCase().replace(/[^a-z]/g, '');
const names = positionals.length > 0 ? positionals : patches.map((p) => p.name);
const routes = ['/', pages.find((p) => p.path !== '/').path];

/** A clone of the checkout with its uncommitted changes and its packages (each linked; its own .cache). */
function copySite() {
  rmSync(site, {recursive: true, force: true});
  const git = (...args) => execFileSync('git', args, {cwd: root, encoding: 'utf8'});
  execFileSync('git', ['clone', '--quiet', '--shared', root, site]);
  for (const file of git('ls-files', '-z', '--modified', '--others', '--exclude-standard')
    .split('\0')
    .filter(Boolean)) {
    cpSync(path.join(root, file), path.join(site, file), {recursive: true});
  }
  for (const file of git('ls-files', '-z', '--deleted').split('\0').filter(Boolean)) {
    rmSync(path.join(site, file), {force: true});
  }
  mkdirSync(path.join(site, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules')).filter((e) => e !== '.cache')) {
    symlinkSync(path.join(root, 'node_modules', entry), path.join(site, 'node_modules', entry));
  }
}

function build(variant, stock) {
  const dir = path.join(out, variant);
  const started = Date.now();
  const run = spawnSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: site,
    env: {...process.env, SX_STOCK: stock, SX_WHITEPAPER: 'skip'},
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    writeFileSync(path.join(out, `${variant}.log`), `${run.stdout}\n${run.stderr}`);
    throw new Error(`build "${variant}" (SX_STOCK=${stock}) failed: see ${path.join(out, `${variant}.log`)}`);
  }
  console.error(`built ${variant} in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

const mainJsKiB = (dir) => {
  const js = path.join(dir, 'assets', 'js');
  const main = readdirSync(js).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
  return gzipSync(readFileSync(path.join(js, main)), {level: 6}).length / KiB;
};

async function measure(variant, dir) {
  const server = await serveBuild(dir);
  const browser = await chromium.launch({executablePath: findChromium(), args: chromiumArgs});
  try {
    const firstLoadKiB = {};
    for (const route of routes) {
      const context = await browser.newContext();
      firstLoadKiB[route] = kib(await measureFirstLoad(context, server.origin, route), 'script');
      await context.close();
    }
    return {variant, mainKiB: mainJsKiB(dir), firstLoadKiB};
  } finally {
    await browser.close();
    server.stop();
  }
}

async function variant(name, stock) {
  const dir = build(name, stock);
  const figures = await measure(name, dir);
  rmSync(dir, {recursive: true, force: true});
  return figures;
}

/** What a build without each patch carries more (KiB gzip), for bench/patch-gains.json. */
function gainsOf({commit, load, routes: measured, all, results}) {
  const round = (n) => Math.round(n * 10) / 10;
  const byPlain = new Map(patches.map((p) => [plain(p.name), p.name]));
  const none = results.find((r) => r.variant === 'none');
  return {
    $comment:
      'Written by `node --import tsx bench/patch-gains.mjs --record` (see the script): first-load JS (gzip, what a doc page requests before load and hydration) and main.js with every patch, with none, and what a build without each patch carries more. src/plugins/patches.ts and bench/PERF.md read it.',
    date: new Date().toISOString().slice(0, 10),
    commit,
    load,
    route: measured[0],
    withAll: {mainKiB: round(all.mainKiB), firstLoadKiB: round(all.firstLoadKiB[measured[0]])},
    ...(none ? {withNone: {mainKiB: round(none.mainKiB), firstLoadKiB: round(none.firstLoadKiB[measured[0]])}} : {}),
    withoutEach: Object.fromEntries(
      results
        .filter((r) => byPlain.has(r.variant))
        .map((r) => [
          byPlain.get(r.variant),
          {
            mainKiB: round(r.mainKiB - all.mainKiB),
            firstLoadKiB: round(r.firstLoadKiB[measured[0]] - all.firstLoadKiB[measured[0]]),
          },
        ]),
    ),
  };
}

const perfDoc = path.join(root, 'bench', 'PERF.md');
const markers = ['<!-- patch-gains -->', '<!-- /patch-gains -->'];

/** The patch list of bench/PERF.md: each patch, the first-load JS a build without it carries more, the time it buys. */
export function patchTable(gains) {
  const bytes = (name) => {
    const g = gains.withoutEach[name];
    return g ? `${g.firstLoadKiB >= 0 ? '+' : ''}${g.firstLoadKiB.toFixed(1)} KiB` : 'not measured';
  };
  const withIt = (name) =>
    patches
      .filter((q) => q.needs === name)
      .map((q) => ` (“${q.name}” is off with it)`)
      .join('');
  return [
    `First-load JS of \`${gains.route}\` with every patch: ${gains.withAll.firstLoadKiB} KiB gzip` +
      (gains.withNone ? `, with none (\`SX_STOCK=1\`): ${gains.withNone.firstLoadKiB} KiB` : '') +
      ` (${gains.date}, ${gains.commit}, load ${gains.load}). Without each:`,
    '',
    ...patches.map(
      (p) =>
        `- ${p.name.replace(/</g, '&lt;')} (\`${p.plugin}\`): ${bytes(p.name)}${withIt(p.name)}${p.time ? `; ${p.time}` : ''}.`,
    ),
  ].join('\n');
}

function record(raw) {
  const gains = gainsOf(raw);
  writeFileSync(path.join(root, 'bench', 'patch-gains.json'), `${JSON.stringify(gains, null, 2)}\n`);
  const doc = readFileSync(perfDoc, 'utf8');
  const [a, b] = [doc.indexOf(markers[0]), doc.indexOf(markers[1])];
  if (a < 0 || b < 0) {
    throw new Error(`bench/PERF.md has no ${markers.join(' … ')} block for the patch table`);
  }
  writeFileSync(perfDoc, `${doc.slice(0, a + markers[0].length)}\n\n${patchTable(gains)}\n\n${doc.slice(b)}`);
  console.error('wrote bench/patch-gains.json and the table in bench/PERF.md');
}

if (opts['no-build']) {
  record(JSON.parse(readFileSync(path.join(out, 'gains.json'), 'utf8')));
  process.exit(0);
}
mkdirSync(out, {recursive: true});
copySite();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
const load = loadAverage();
const all = await variant('all', '');
const results = [];
for (const name of [...names, 'none']) {
  try {
    results.push(await variant(plain(name) || name, name === 'none' ? '1' : plain(name)));
  } catch (error) {
    console.error(String(error));
  }
  writeFileSync(path.join(out, 'gains.json'), `${JSON.stringify({commit, load, routes, all, results}, null, 2)}\n`);
}
if (opts.record) {
  record({commit, load, routes, all, results});
}
