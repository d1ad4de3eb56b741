/**
 * The production client entry (src/plugins/staged-start): it replaces the
 * core's entry in the production client build only, runs nothing main.js
 * would not run anyway, and ends with the core's own entry. The compile hint
 * on main.js and its runtime (src/plugins/compile-hint), in every build.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import stagedStart, {generatedProblems} from '../../src/plugins/staged-start';
import compileHintPlugin, {compileHint} from '../../src/plugins/compile-hint';
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

/** Generated files in the shape src/lib/client/serverHtmlStart.ts reads, as the core writes them. */
function generated(registry: string, chunkNames: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sx-generated-'));
  writeFileSync(path.join(dir, 'registry.js'), registry);
  writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(chunkNames));
  return dir;
}
const registryLine =
  '  "0bb6bfed": [() => import(/* webpackChunkName: "0bb6bfed" */ "@site/docs/a.mdx"), "@site/docs/a.mdx", require.resolveWeak("@site/docs/a.mdx")],';
const goodRegistry = `export default {\n${registryLine}\n};\n`;
const goodChunkNames = {'/a-b09': {__comp: '17896441', content: '0bb6bfed'}};
const generatedFilesDir = generated(goodRegistry, goodChunkNames);
test.after(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

const configure = (config: object, isServer: boolean): Result =>
  (
    (stagedStart({generatedFilesDir, siteDir: path.join(__dirname, '..', '..')}) as Plugin)
      .configureWebpack as unknown as Configure
  )(config, isServer, {
    currentBundler,
  });

test('the production client build starts from the staged entry, which ends in the core entry', () => {
  const result = configure({entry: coreEntry, mode: 'production'}, false);
  assert.equal(result.entry, path.join(pluginDir, 'entry.js'));
  assert.equal(result.resolve?.alias?.['@sx/core-client-entry$'], coreEntry);
  assert.ok(existsSync(coreEntry), `the core's client entry moved: ${coreEntry}`);
});

test('the production client build puts the compile hint on its entry scripts, after the minifier', () => {
  const hint = (compileHintPlugin() as Plugin).configureWebpack as unknown as Configure;
  const banners = (hint({mode: 'production'}, false, {currentBundler}).plugins ?? []).filter(
    (p): p is BannerPlugin => p instanceof BannerPlugin,
  );
  assert.equal(banners.length, 1, 'main.js needs exactly one banner: the compile hint');
  const {banner, raw, entryOnly, test: files, stage} = banners[0]!.options;
  assert.deepEqual({banner, raw, entryOnly}, {banner: compileHint, raw: true, entryOnly: true});
  assert.ok(files.test('main.1a2b3c4d.js') && !files.test('styles.1a2b3c4d.css'), 'the hint is for scripts only');
  assert.ok(stage > 400, 'the hint must be added after the minifier (which drops comments)');
  assert.deepEqual(hint({mode: 'production'}, true, {currentBundler}), {}, 'the server build has no hint');
  assert.deepEqual(hint({mode: 'development'}, false, {currentBundler}), {}, 'development has no hint');
});

test('the server build and development are left as they are; another client entry stops the build, naming the file', () => {
  assert.deepEqual(configure({entry: coreEntry, mode: 'production'}, true), {});
  assert.deepEqual(configure({entry: coreEntry, mode: 'development'}, false), {});
  assert.throws(
    () => configure({entry: '/elsewhere/entry.js', mode: 'production'}, false),
    (error: Error) =>
      error.name === 'PatchTargetError' && error.message.includes(`${coreEntry} is no longer the client entry`),
  );
});

test('a change in the generated registry or route chunk names stops the build, naming the file', () => {
  assert.deepEqual(generatedProblems(generatedFilesDir), []);
  const cases = [
    // The source path is no longer the entry's second item.
    generated(goodRegistry.replace(', "@site/docs/a.mdx", ', ', '), goodChunkNames),
    // The route chunk names are keyed without the hash.
    generated(goodRegistry, {'/a': {__comp: '17896441', content: '0bb6bfed'}}),
  ];
  try {
    assert.match(generatedProblems(cases[0]!).join(), /registry\.js no longer has entries/);
    assert.match(generatedProblems(cases[1]!).join(), /routesChunkNames\.json no longer has keys/);
    rmSync(path.join(cases[1]!, 'routesChunkNames.json'));
    assert.match(generatedProblems(cases[1]!).join(), /routesChunkNames\.json is gone/);
  } finally {
    cases.forEach((dir) => rmSync(dir, {recursive: true, force: true}));
  }
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
  // The server-HTML stage is an alias (./index.ts): the module, or its stand-in while the patch is off.
  const aliases: Record<string, string[]> = {
    '@sx/server-html-start': [path.join(pluginDir, '..', '..', 'lib', 'client', 'serverHtmlStart'), './no-server-html'],
  };
  for (const [step, name] of steps) {
    for (const file of aliases[step] ?? [step]) {
      const module = readFileSync(require.resolve(path.resolve(pluginDir, file)), 'utf8');
      assert.match(module, new RegExp(`export function ${name}\\(`), `${file} does not export ${name}()`);
    }
  }
});
