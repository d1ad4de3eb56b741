/**
 * What one search downloads (issue 18, bench/budgets.json › spa.searchKiB), counted in Node from the build:
 * the dialog's chunks and CSS (the chunk group webpack loads for the dialog's dynamic import, as
 * .docusaurus/client-manifest.json lists it), the manifest and the index, and the text parts the dialog
 * fetches for the query (its first results', then the top result's: engine.asTheDialogShows), each gzip
 * level 6 as served. bench/search-bytes.mjs measures the same in Chromium; "is this official?" loads
 * only for address-like input and is not part of a word query.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {gzipSync} from 'node:zlib';
import budgets from '../../bench/budgets.json';
import {typicalSearches} from '../../bench/shared.mjs';
import {loadBuiltSearch} from '../../bench/search-eval.mjs';
import {asTheDialogShows} from '../../src/lib/search/engine';
import {dialogChunkName, searchDir} from '../../src/plugins/search-index';
import {buildDir} from './files';

const KiB = 1024;
const gzip = (file: string): number => gzipSync(readFileSync(file), {level: 6}).length;

/** The JS and CSS files of the dialog's chunk group, from the manifest the build writes for server rendering. */
function dialogFiles(): string[] {
  const manifestFile = path.join(__dirname, '..', '..', '.docusaurus', 'client-manifest.json');
  assert.ok(existsSync(manifestFile), `${manifestFile} is missing: run npm run build`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    origins: Record<string, string[]>;
    assets: Record<string, Record<string, {file: string}[]>>;
  };
  const chunks = manifest.origins[dialogChunkName];
  assert.ok(chunks?.length, `client-manifest.json names no chunk group "${dialogChunkName}" (src/theme/SearchBar)`);
  const files = chunks.flatMap((id) =>
    Object.values(manifest.assets[id] ?? {}).flatMap((list) => list.map((f) => f.file)),
  );
  for (const file of files) {
    assert.ok(existsSync(path.join(buildDir, file)), `${file} is not in ${buildDir}: rebuild (the manifest is newer)`);
  }
  return files.map((file) => path.join(buildDir, file));
}

test('a typical search downloads no more than the budget', () => {
  const budget = budgets.spa.searchKiB;
  const built = loadBuiltSearch(buildDir);
  const dir = path.join(buildDir, searchDir);
  const manifest = path.join(dir, 'manifest.json');
  const index = path.join(dir, (JSON.parse(readFileSync(manifest, 'utf8')) as {index: string}).index);
  const code = dialogFiles();
  assert.ok(
    code.some((f) => f.endsWith('.js')),
    'the dialog chunk group has no JS',
  );
  const always = [...code, manifest, index].reduce((n, f) => n + gzip(f), 0);
  for (const query of typicalSearches) {
    const fetched = new Set<string>();
    asTheDialogShows(built.index, query, (file) => {
      fetched.add(file);
      return built.texts.get(file);
    });
    assert.ok(fetched.size > 0, `"${query}" fetched no text: it should find results`);
    const text = [...fetched].reduce((n, f) => n + gzip(path.join(dir, f)), 0);
    const kib = (always + text) / KiB;
    assert.ok(
      kib <= budget,
      `searching "${query}" downloads ${kib.toFixed(1)} KiB (gzip): dialog JS + CSS ${(
        code.reduce((n, f) => n + gzip(f), 0) / KiB
      ).toFixed(1)}, index ${(gzip(index) / KiB).toFixed(1)}, ${fetched.size} text parts ${(text / KiB).toFixed(1)}; ` +
        `over the ${budget} KiB budget (bench/budgets.json › spa.searchKiB). Trim the dialog's code or the index ` +
        `(bench/SEARCH.md › What a query downloads), or fetch fewer text parts (engine.ts textAhead).`,
    );
  }
});
