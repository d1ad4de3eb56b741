/**
 * The framework internals the site relies on (src/plugins/patches.ts): every
 * declared target holds on the installed packages, and a target that moved or
 * changed shape stops the build with an error naming its file.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdtempSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import checkPatches, {
  assertTarget,
  fileProblems,
  importsBeyond,
  measuredGains,
  patches,
} from '../../src/plugins/patches';
import {themeFile} from '../../src/plugins/packageFiles';

const scratch = mkdtempSync(path.join(tmpdir(), 'sx-patches-'));
test.after(() => rmSync(scratch, {recursive: true, force: true}));

test('every patch applies to the installed framework, and the check passes at build start', () => {
  for (const patch of patches) {
    assert.deepEqual(patch.problems(), [], `patch "${patch.name}" (src/plugins/${patch.plugin})`);
    assert.ok(patch.relies && patch.why, `patch "${patch.name}" must say what it relies on and why`);
  }
  assert.equal(checkPatches().name, 'patches');
});

test('each patch has a measured gain, and one under 2 KiB that buys no time, or that replaces a library, says why it stays', () => {
  const record = 'run `node --import tsx bench/patch-gains.mjs --record` (it builds the site without each patch)';
  const gains = measuredGains();
  assert.deepEqual(
    Object.keys(gains.withoutEach).filter((name) => !patches.some((p) => p.name === name)),
    [],
    `bench/patch-gains.json lists patches that are gone: ${record}`,
  );
  for (const patch of patches) {
    const gain = gains.withoutEach[patch.name];
    if (!gain && patch.time) {
      continue; // its gain is the time it buys; the next recorded run gives its bytes too
    }
    assert.ok(gain, `patch "${patch.name}" has no measured gain in bench/patch-gains.json: ${record}`);
    if ((gain.firstLoadKiB < 2 && !patch.time) || patch.replaces) {
      assert.ok(
        patch.reason,
        `patch "${patch.name}" buys ${gain.firstLoadKiB} KiB of first-load JS${patch.time ? '' : ' and no time'}` +
          `${patch.replaces ? ` and replaces ${patch.replaces}` : ''}: give the strong reason it stays (\`reason\`), or remove it`,
      );
    }
  }
});

test('a renamed target file fails the check, naming the file', () => {
  const file = path.join(scratch, 'index.js');
  copyFileSync(themeFile('index.js'), file);
  assert.deepEqual(fileProblems(file, "'./prism-include-languages'"), []);
  renameSync(file, path.join(scratch, 'index.renamed.js'));
  assert.throws(
    () => assertTarget('lazy Prism', fileProblems(file, "'./prism-include-languages'")),
    (error: Error) =>
      error.name === 'PatchTargetError' &&
      error.message.includes('"lazy Prism"') &&
      error.message.includes(`${file} is gone`),
  );
});

test('a target that no longer has what a patch matches fails the check, naming the file and what is missing', () => {
  const file = path.join(scratch, 'client-modules.js');
  writeFileSync(file, "export default ['./prism-languages', './nprogress'];\n");
  assert.throws(
    () => assertTarget('lazy Prism', fileProblems(file, "'./prism-include-languages'")),
    new RegExp(`${file.replace(/[/\\.]/g, '\\$&')} no longer contains "'\\./prism-include-languages'"`),
  );
});

test('a framework import the replacement library lacks fails the check, naming the importing file', () => {
  const file = path.join(scratch, 'Router.js');
  writeFileSync(
    file,
    "import { Route, useParams as params } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';\n",
  );
  assert.deepEqual(importsBeyond([file], 'react-router-dom', ['Route', 'useParams']), []);
  assert.deepEqual(importsBeyond([file], 'react-router-dom', ['Route']), [
    `${file} imports useParams from react-router-dom, which the replacement does not provide`,
  ]);
  writeFileSync(file, "import Helmet from 'react-helmet-async';\n");
  assert.deepEqual(importsBeyond([file], 'react-helmet-async', ['Helmet']), [
    `${file} imports default from react-helmet-async, which the replacement does not provide`,
  ]);
});

/** The site's plugin list as docusaurus.config.ts gives it with `env`, each as its path, function name or source. */
function pluginList(env: Record<string, string>): string[] {
  const script =
    "import('./docusaurus.config.ts').then((m) => console.log(JSON.stringify(m.default.default.plugins.map(" +
    "(p) => (typeof p === 'string' ? p : p.name || String(p))))))";
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: path.join(__dirname, '..', '..'),
    env: {...process.env, ...env},
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as string[];
}

test('SX_STOCK=1 leaves out every plugin the list names, and the check with them', () => {
  // Compared without case or punctuation: a path (facts-chunk), a function (lazyPrism) or its source (slim_bundle).
  const plain = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  const names = [...new Set([...patches.map((p) => p.plugin), 'checkPatches'])].map(plain);
  const registered = (env: Record<string, string>) => pluginList(env).map(plain);
  const patched = registered({SX_STOCK: ''});
  for (const name of names) {
    assert.ok(
      patched.some((p) => p.includes(name)),
      `${name} is not registered in docusaurus.config.ts`,
    );
  }
  const stock = registered({SX_STOCK: '1'});
  assert.deepEqual(
    names.filter((name) => stock.some((p) => p.includes(name))),
    [],
    'a build without patches (SX_STOCK=1) must register none of their plugins',
  );
});
