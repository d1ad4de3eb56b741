#!/usr/bin/env node
/**
 * Proves the test suite catches real faults: copies the repository (its
 * committed history plus the working tree's changes) to a temporary folder
 * with node_modules linked, then for each planted fault (test/mutants/faults.ts)
 * applies it, runs the tests that cover it (the fault's `checks`, on the build
 * it names) until one fails, restores the file, and prints a table: caught (by
 * which command) or MISSED.
 *
 *   npm run test:mutants [-- --only <text>] [-- --baseline] [-- --full]
 *
 * A fault whose checks read a build gets one: its own (a build of the changed
 * site; a build that fails has caught it) or the unchanged site's, built once.
 * Builds skip the whitepaper PDF, which no check here reads.
 * --baseline first runs every check on the unchanged copy (each must pass).
 * --full runs the stages of `npm test` (scripts/test.mjs) one after another for each fault instead of its checks
 * (the end-to-end step stops at its first failing test): slow, and the proof
 * that the whole suite catches each fault.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, realpathSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {faults} from '../test/mutants/faults.ts';
import {stages} from './test.mjs';

const {values} = parseArgs({
  options: {
    only: {type: 'string'},
    baseline: {type: 'boolean', default: false},
    full: {type: 'boolean', default: false},
  },
});
const repo = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(tmpdir(), 'sx-mutants-'));
const copy = path.join(work, 'repo');

const git = (...args) => execFileSync('git', args, {cwd: repo, encoding: 'utf8'});
execFileSync('git', ['clone', '--quiet', '--shared', repo, copy]);
const changed = git('ls-files', '-z', '--modified', '--others', '--exclude-standard').split('\0').filter(Boolean);
for (const file of changed) {
  cpSync(path.join(repo, file), path.join(copy, file), {recursive: true});
}
for (const file of git('ls-files', '-z', '--deleted').split('\0').filter(Boolean)) {
  rmSync(path.join(copy, file), {force: true});
}
symlinkSync(realpathSync(path.join(repo, 'node_modules')), path.join(copy, 'node_modules'));

// The stages of `npm test` (scripts/test.mjs), one after another: the first that fails names what caught the fault.
const fullSuite = stages.map((s) => [...Object.entries(s.env ?? {}).map(([k, v]) => `${k}=${v}`), s.run].join(' '));
const env = {...process.env, CI: '1', E2E_MAX_FAILURES: '1', E2E_RETRIES: '0', FORCE_COLOR: '0'};
delete env.E2E_PORT;
delete env.BUILD_DIR;
delete env.SX_STOCK;

/** Runs the commands in order in the copy; returns the first that fails, or undefined. */
function runSteps(steps, extraEnv = {}) {
  for (const step of steps) {
    const result = spawnSync('sh', ['-c', step], {
      cwd: copy,
      env: {...env, ...extraEnv},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (result.status !== 0) {
      return step;
    }
  }
  return undefined;
}

/** Builds the copy as it is now into `out` (under the work folder); 'docusaurus build' if it fails, else undefined. */
const build = (out) =>
  runSteps([`node_modules/.bin/docusaurus build --out-dir ${path.join(work, out)}`], {SX_WHITEPAPER: 'skip'}) &&
  'docusaurus build';

let unchangedBuilt = false;
/** The unchanged site's build, made the first time a fault needs it. */
function unchangedBuild() {
  if (!unchangedBuilt) {
    const failed = build('build-unchanged');
    if (failed) {
      console.error(`The unchanged site does not build in ${copy} ("${failed}"); fix that first.`);
      process.exit(1);
    }
    unchangedBuilt = true;
  }
  return path.join(work, 'build-unchanged');
}

/** Runs a fault's checks on the build it names; the first failing command (the build's, if it fails), or undefined. */
function runChecks(fault) {
  if (values.full) {
    return runSteps(fullSuite);
  }
  if (fault.build === 'own') {
    const failed = build('build-own');
    return failed ?? runSteps(fault.checks, {BUILD_DIR: path.join(work, 'build-own')});
  }
  return runSteps(fault.checks, fault.build === 'unchanged' ? {BUILD_DIR: unchangedBuild()} : {});
}

const selected = faults.filter((f) => !values.only || f.name.includes(values.only));
const rows = [];
if (values.baseline) {
  const started = Date.now();
  const failed = values.full
    ? runSteps(fullSuite)
    : runSteps([...new Set(selected.flatMap((f) => f.checks))], {BUILD_DIR: unchangedBuild()});
  rows.push(['(no fault: baseline)', failed ? `FAILS at ${failed}` : 'green', (Date.now() - started) / 1000]);
  if (failed) {
    console.error(`The unchanged suite fails at "${failed}" in ${copy}; fix that first.`);
    process.exit(1);
  }
}
for (const fault of selected) {
  const file = path.join(copy, fault.file);
  const started = Date.now();
  let original;
  try {
    original = readFileSync(file, 'utf8');
  } catch {
    original = undefined;
  }
  const mutated = original === undefined ? undefined : fault.apply(original);
  if (mutated === undefined || mutated === original) {
    rows.push([fault.name, `MUTANT COULD NOT BE APPLIED (pattern not found in ${fault.file})`, 0]);
    console.error(`!! mutant could not be applied: ${fault.name} (${fault.file})`);
    continue;
  }
  writeFileSync(file, mutated);
  // Formatted like any commit, so the formatter alone never "catches" a fault.
  spawnSync('npx', ['prettier', '--write', '--ignore-unknown', fault.file], {cwd: copy, stdio: 'ignore'});
  const failed = runChecks(fault);
  writeFileSync(file, original);
  const seconds = (Date.now() - started) / 1000;
  rows.push([fault.name, failed ? `caught by \`${failed}\`` : 'MISSED', seconds]);
  console.log(`${failed ? 'caught' : 'MISSED'}  ${fault.name}  (${seconds.toFixed(0)} s)`);
}

const table = [
  '| planted fault | result | seconds |',
  '| --- | --- | ---: |',
  ...rows.map(([name, result, s]) => `| ${name} | ${result} | ${s.toFixed(0)} |`),
].join('\n');
console.log(`\n${table}`);
rmSync(work, {recursive: true, force: true});
process.exit(rows.some(([, result]) => /MISSED|COULD NOT|FAILS/.test(result)) ? 1 : 0);
