/**
 * The browser's MiniSearch (src/plugins/search-index/trim-minisearch.ts): the
 * installed library less the methods the dialog never calls loads an index
 * and searches it exactly as the library does, and the cut refuses a library
 * whose shape it does not know.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import MiniSearch, {type Options, type SearchOptions} from 'minisearch';
import {miniSearchFile, trimMiniSearch, unusedMethods} from '../../src/plugins/search-index/trim-minisearch';

interface Doc {
  id: number;
  title: string;
  text: string;
}

const docs: Doc[] = [
  {id: 0, title: 'Staking', text: 'Stake tokens to earn rewards; unstaking takes seven days.'},
  {id: 1, title: 'Fees', text: 'Every swap pays a small fee to liquidity providers.'},
  {id: 2, title: 'Bridge', text: 'Move tokens between chains with the bridge.'},
  {id: 3, title: 'Wallets', text: 'Connect a wallet, then approve the token before a swap.'},
];
const options: Options<Doc> = {fields: ['title', 'text'], storeFields: []};
const searches: [string, SearchOptions][] = [
  ['stake', {prefix: true}],
  ['swap fee', {boost: {title: 3}, combineWith: 'AND'}],
  ['brigde', {fuzzy: 0.3}],
  ['token', {prefix: true, fuzzy: 0.2, boost: {title: 2}}],
];

test('the trimmed MiniSearch loads and searches an index as the library does', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'minisearch-'));
  try {
    const file = path.join(dir, 'minisearch.mjs');
    writeFileSync(file, trimMiniSearch(readFileSync(miniSearchFile(), 'utf8')));
    const Trimmed = ((await import(pathToFileURL(file).href)) as {default: typeof MiniSearch}).default;
    for (const name of unusedMethods) {
      assert.ok(!(name in Trimmed.prototype) && !(name in Trimmed), `${name} is still there`);
    }
    const full = new MiniSearch<Doc>(options);
    full.addAll(docs);
    const js = JSON.parse(JSON.stringify(full)) as Parameters<typeof MiniSearch.loadJS>[0];
    const original = MiniSearch.loadJS<Doc>(js, options);
    const trimmed = Trimmed.loadJS<Doc>(js, options);
    for (const [query, opts] of searches) {
      assert.deepEqual(trimmed.search(query, opts), original.search(query, opts), query);
    }
    const tree = {combineWith: 'OR' as const, queries: [{queries: ['wallet'], prefix: true}, 'bridge']};
    assert.deepEqual(trimmed.search(tree), original.search(tree));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('the cut names a method the library no longer has, or one its kept code calls', () => {
  const source = readFileSync(miniSearchFile(), 'utf8');
  assert.throws(() => trimMiniSearch(source, [...unusedMethods, 'noSuchMethod']), /no method noSuchMethod/);
  assert.throws(() => trimMiniSearch(source, ['executeQuery']), /still calls executeQuery/);
  assert.throws(() => trimMiniSearch('export default class Other {}'), /no class MiniSearch/);
});
