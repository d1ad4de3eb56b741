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
 *   node --import tsx bench/patch-gains.mjs [--out /tmp/sx-patch-gains] [name …]
 *
 * Writes <out>/gains.json and prints a table (KiB a build without the patch carries more).
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumArgs, findChromium} from '../e2e/chromium.ts';
import {KiB, kib, measureFirstLoad} from './firstLoad.ts';
import {serveBuild} from './shared.mjs';
import {patches} from '../src/plugins/patches.ts';
import {pages} from '../src/data/pages.ts';

const root = path.resolve(import.meta.dirname, '..');
const {values: opts, positionals} = parseArgs({
  options: {out: {type: 'string', default: '/tmp/sx-patch-gains'}},
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

mkdirSync(out, {recursive: true});
copySite();
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
const all = await variant('all', '');
const results = [];
for (const name of [...names, 'none']) {
  try {
    results.push(await variant(plain(name) || name, name === 'none' ? '1' : plain(name)));
  } catch (error) {
    console.error(String(error));
  }
  writeFileSync(path.join(out, 'gains.json'), `${JSON.stringify({commit, routes, all, results}, null, 2)}\n`);
}
const fmt = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)}`;
console.log(`| patch switched off | main.js | ${routes.map((r) => `first-load JS ${r}`).join(' | ')} |`);
console.log(`|---|---|${routes.map(() => '---').join('|')}|`);
console.log(
  `| (none: all patches) | ${all.mainKiB.toFixed(1)} KiB | ${routes.map((r) => `${all.firstLoadKiB[r].toFixed(1)} KiB`).join(' | ')} |`,
);
for (const r of results) {
  console.log(
    `| ${r.variant} | ${fmt(r.mainKiB - all.mainKiB)} | ${routes.map((route) => fmt(r.firstLoadKiB[route] - all.firstLoadKiB[route])).join(' | ')} |`,
  );
}
if (!existsSync(path.join(out, 'gains.json'))) {
  process.exitCode = 1;
}
