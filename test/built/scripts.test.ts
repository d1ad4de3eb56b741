// The scripts every page starts with (src/plugins/compile-hint): compiled while they download.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {ui} from '../../src/data/ui';
import {compileHint} from '../../src/plugins/compile-hint';
import {buildDir, builtFiles} from './files';

test('main.js and its runtime start with the compile hint, and no other script does', () => {
  const scripts = builtFiles((rel) => rel.startsWith('assets/js/') && rel.endsWith('.js'));
  const hinted = scripts.filter((file) => readFileSync(file, 'utf8').startsWith(`${compileHint}\n`));
  const names = hinted.map((file) => path.basename(file).replace(/\.[0-9a-f]+\.js$/, ''));
  assert.deepEqual(
    names.sort(),
    ['main', 'runtime~main'],
    'the hint belongs on the first line of the scripts every page runs at load (src/plugins/compile-hint): ' +
      'a page-change chunk with it would compile code the reader may never run',
  );
});

test('no stylesheet starts with the hint (a script comment would void its first rule)', () => {
  const sheets = builtFiles((rel) => rel.endsWith('.css'));
  const broken = sheets.filter((file) => readFileSync(file, 'utf8').startsWith('//'));
  assert.deepEqual(
    broken,
    [],
    'the compile hint belongs on scripts only (src/plugins/compile-hint, BannerPlugin test)',
  );
});

test('the page-part timeout is the spec value', () => {
  const html = readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  // Named in the page's script loader (src/ssr/template.ts).
  const runtime = /"(\/assets\/js\/runtime~main\.[0-9a-f]+\.js)"/.exec(html)?.[1];
  assert.ok(runtime, 'the runtime script is not named in build/index.html');
  const code = readFileSync(path.join(buildDir, runtime), 'utf8');
  // The chunk loader's timer: setTimeout(onTimeout, <ms>) with {type: "timeout"}.
  const timeout = /setTimeout\([^;]*?\{type:"timeout"[^;]*?\),([0-9e.]+)\)/.exec(code)?.[1];
  assert.equal(Number(timeout), ui.chunkTimeoutMs, `the chunk loader's timeout in ${runtime}`);
});
