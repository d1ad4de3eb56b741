#!/usr/bin/env node
/**
 * "Last updated" dates come from git history. A shallow clone (the default in
 * most CI systems) would date every page to the last commit, so before a
 * deploy build this fetches the full history when the clone is shallow.
 * Not a git checkout (e.g. a tarball): says so and carries on.
 */
import {execFileSync} from 'node:child_process';

const git = (...args) =>
  execFileSync('git', args, {stdio: ['ignore', 'pipe', 'inherit']})
    .toString()
    .trim();

let shallow;
try {
  shallow = git('rev-parse', '--is-shallow-repository') === 'true';
} catch {
  console.warn('[ensure-history] not a git checkout: "last updated" dates will be missing.');
  process.exit(0);
}
if (shallow) {
  console.log('[ensure-history] shallow clone: fetching the full history for "last updated" dates…');
  execFileSync('git', ['fetch', '--unshallow', '--quiet'], {stdio: 'inherit'});
} else {
  console.log('[ensure-history] full history present.');
}
