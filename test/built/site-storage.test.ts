/**
 * The Privacy Policy's storage list (src/data/legal.ts, siteStorage) is the
 * whole truth: every key the built scripts can write is listed there (or in
 * storageNeverWritten, with why), the page shows the list, and the site's own
 * code takes its keys from it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {siteStorage, storageNeverWritten} from '../../src/data/legal';
import {builtFiles, builtPage} from './files';

const root = path.join(__dirname, '..', '..');
/** Files below `dir` (relative to the repository) whose names pass `keep`. */
const filesIn = (dir: string, keep: RegExp) =>
  readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => keep.test(f))
    .map((f) => path.join(dir, f));
const listed = [...siteStorage.map((s) => s.key), ...storageNeverWritten.map((s) => s.key)];
const where =
  'list it in siteStorage in src/data/legal.ts (the Privacy Policy shows that list), or in storageNeverWritten with why';

/**
 * The keys the framework's storage slots use (createStorageSlot / useStorageSlot
 * in node_modules/@docusaurus): a literal, a constant, or a template's fixed
 * start (`docs-preferred-version-${pluginId}` → a prefix).
 */
function frameworkKeys(): {key: string; prefix: boolean; file: string}[] {
  const out: {key: string; prefix: boolean; file: string}[] = [];
  for (const file of filesIn('node_modules/@docusaurus', /^[^/]+\/lib\/.*\.js$/)) {
    const src = readFileSync(path.join(root, file), 'utf8');
    if (file.endsWith('storageUtils.js')) continue;
    /** A name's key: a constant, a call of a function that makes one, or a template's fixed start. */
    const resolve = (name: string, at: number): {key: string; prefix: boolean} | undefined => {
      const constant = new RegExp(`\\b${name}\\s*=\\s*['"]([^'"]+)['"]`).exec(src);
      if (constant) return {key: constant[1]!, prefix: false};
      const template = new RegExp(
        `(?:function\\s+${name}\\s*\\([^)]*\\)[\\s\\S]{0,300}?|\\b${name}\\s*=\\s*\\([^)]*\\)\\s*=>\\s*)\`([^\`$]+)\\$\\{`,
      ).exec(src);
      if (template) return {key: template[1]!, prefix: true};
      // The name's last assignment before its use.
      const call = [...src.slice(0, at).matchAll(new RegExp(`\\b${name}\\s*=\\s*(\\w+)\\(`, 'g'))].pop();
      return call ? resolve(call[1]!, at) : undefined;
    };
    for (const use of src.matchAll(/(?:create|use)StorageSlot\(\s*([^,)]+)/g)) {
      const a = use[1]!.trim();
      const literal = /^['"`]([^'"`$]+)['"`]$/.exec(a);
      const found = literal ? {key: literal[1]!, prefix: false} : resolve(/^(\w+)/.exec(a)?.[1] ?? '', use.index);
      if (!found) assert.fail(`${file}: a storage slot whose key this test cannot read (${a}); extend frameworkKeys()`);
      out.push({...found, file});
    }
  }
  return out;
}

test('every storage key the built scripts can write is listed in src/data/legal.ts', () => {
  const scripts = builtFiles((rel) => rel.endsWith('.js'))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const keys = frameworkKeys();
  assert.ok(keys.length > 0, 'found the framework’s storage slots');
  for (const k of keys) {
    if (!scripts.includes(k.key)) continue; // not in the built scripts
    const ok = listed.some((key) => (k.prefix ? key.startsWith(k.key) : key === k.key));
    assert.ok(ok, `${k.file} stores under "${k.key}${k.prefix ? '…' : ''}", which is in the built scripts: ${where}`);
  }
  // The site's own code: every file that touches browser storage takes its key from the list.
  for (const file of filesIn('src', /\.[jt]sx?$/)) {
    const src = readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    if (file === path.join('src', 'data', 'legal.ts') || !/\b(local|session)Storage\b|document\.cookie/.test(src))
      continue;
    assert.ok(!/document\.cookie/.test(src), `${file} sets a cookie: the Privacy Policy says the site sets none`);
    assert.match(src, /storageKey\(/, `${file} uses browser storage: ${where}, and read the key with storageKey()`);
  }
});

test('the Privacy Policy lists the storage uses', () => {
  const $ = builtPage('/privacy-policy');
  const shown = $('[data-site-storage] [data-storage-key]')
    .map((_, el) => $(el).attr('data-storage-key'))
    .get();
  const always = siteStorage.filter((s) => !('withReleases' in s)).map((s) => s.key);
  for (const key of always) assert.ok(shown.includes(key), `/privacy-policy: the storage list misses ${key}`);
  for (const key of shown) assert.ok(listed.includes(key), `/privacy-policy: ${key} is not in siteStorage`);
});
