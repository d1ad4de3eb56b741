// The scripts every page starts with (src/plugins/staged-start): compiled while they download.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {compileHint} from '../../src/plugins/staged-start';
import {builtFiles} from './files';

test('main.js and its runtime start with the compile hint, and no other script does', () => {
  const scripts = builtFiles((rel) => rel.startsWith('assets/js/') && rel.endsWith('.js'));
  const hinted = scripts.filter((file) => readFileSync(file, 'utf8').startsWith(`${compileHint}\n`));
  const names = hinted.map((file) => path.basename(file).replace(/\.[0-9a-f]+\.js$/, ''));
  assert.deepEqual(
    names.sort(),
    ['main', 'runtime~main'],
    'the hint belongs on the first line of the scripts every page runs at load (src/plugins/staged-start): ' +
      'a page-change chunk with it would compile code the reader may never run',
  );
});

test('no stylesheet starts with the hint (a script comment would void its first rule)', () => {
  const sheets = builtFiles((rel) => rel.endsWith('.css'));
  const broken = sheets.filter((file) => readFileSync(file, 'utf8').startsWith('//'));
  assert.deepEqual(
    broken,
    [],
    'the compile hint belongs on scripts only (src/plugins/staged-start, BannerPlugin test)',
  );
});
