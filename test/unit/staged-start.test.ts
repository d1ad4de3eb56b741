/**
 * The production client entry (src/plugins/staged-start): it replaces the
 * core's entry in the production client build only, runs nothing main.js
 * would not run anyway, and ends with the core's own entry.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import stagedStart, {compileHint} from '../../src/plugins/staged-start';
import config from '../../docusaurus.config';

const pluginDir = path.join(__dirname, '..', '..', 'src', 'plugins', 'staged-start');
const coreEntry = require.resolve('@docusaurus/core/lib/client/clientEntry.js');

type Result = {entry?: string; resolve?: {alias?: Record<string, string>}; plugins?: object[]};
type Configure = (config: object, isServer: boolean, utils: object) => Result;

/** The two parts of the bundler the plugin uses, recorded instead of run. */
class BannerPlugin {
  constructor(readonly options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) {}
}
const currentBundler = {instance: {BannerPlugin, Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400}}};
const configure = (config: object, isServer: boolean): Result =>
  ((stagedStart() as Plugin).configureWebpack as unknown as Configure)(config, isServer, {currentBundler});

test('the production client build starts from the staged entry, which ends in the core entry', () => {
  const result = configure({entry: coreEntry, mode: 'production'}, false);
  assert.equal(result.entry, path.join(pluginDir, 'entry.js'));
  assert.equal(result.resolve?.alias?.['@sx/core-client-entry$'], coreEntry);
  assert.ok(existsSync(coreEntry), `the core's client entry moved: ${coreEntry}`);
  const banners = (result.plugins ?? []).filter((p): p is BannerPlugin => p instanceof BannerPlugin);
  assert.equal(banners.length, 1, 'main.js needs exactly one banner: the compile hint');
  const {banner, raw, entryOnly, test: files, stage} = banners[0]!.options;
  assert.deepEqual({banner, raw, entryOnly}, {banner: compileHint, raw: true, entryOnly: true});
  assert.ok(files.test('main.1a2b3c4d.js') && !files.test('styles.1a2b3c4d.css'), 'the hint is for scripts only');
  assert.ok(stage > 400, 'the hint must be added after the minifier (which drops comments)');
});

test('the server build, development and an unknown entry are left as they are', () => {
  assert.deepEqual(configure({entry: coreEntry, mode: 'production'}, true), {});
  assert.deepEqual(configure({entry: coreEntry, mode: 'development'}, false), {});
  const warn = console.warn;
  const warned: string[] = [];
  console.warn = (message: string) => warned.push(message);
  try {
    assert.deepEqual(configure({entry: '/elsewhere/entry.js', mode: 'production'}, false), {});
  } finally {
    console.warn = warn;
  }
  assert.match(warned.join('\n'), /not the core's/);
});

test('the stages run only modules main.js has anyway, and the core entry last', () => {
  const source = readFileSync(path.join(pluginDir, 'entry.js'), 'utf8');
  // A stage that calls a function is a step of the production start itself (checked below), not a group of modules.
  const stages = [...source.matchAll(/require\('([^']+)'\)(?!\.)/g)].map((m) => m[1]!);
  assert.equal(stages.at(-1), '@sx/core-client-entry', 'the last stage must be the core entry (it hydrates the page)');
  const clientModules = (config.clientModules ?? []).map((m) => path.resolve(__dirname, '..', '..', m));
  for (const stage of stages.slice(0, -1)) {
    if (stage.startsWith('.')) {
      const file = path.resolve(pluginDir, `${stage}.ts`);
      assert.ok(
        clientModules.includes(file),
        `${stage}: a stage that is not a client module (docusaurus.config.ts › clientModules) adds code to main.js`,
      );
    } else {
      assert.doesNotThrow(() => require.resolve(stage), `${stage} is not installed`);
    }
  }
});

test('a step of the production start calls a function its module exports', () => {
  const source = readFileSync(path.join(pluginDir, 'entry.js'), 'utf8');
  const steps = [...source.matchAll(/require\('([^']+)'\)\.(\w+)\(\)/g)].map((m) => [m[1]!, m[2]!] as const);
  for (const [file, name] of steps) {
    const module = readFileSync(require.resolve(path.resolve(pluginDir, file)), 'utf8');
    assert.match(module, new RegExp(`export function ${name}\\(`), `${file} does not export ${name}()`);
  }
});
