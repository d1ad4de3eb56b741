import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const docs = readdirSync(docsDir)
  .filter((f) => /\.mdx?$/.test(f))
  .map((f) => ({file: f, source: readFileSync(path.join(docsDir, f), 'utf8')}));

// With Docusaurus's v4 flags the MDX 1 compatibility layer is off: these
// legacy forms no longer build or silently render as plain text.
test('admonitions use the :::type[Title] form, not ":::type Title"', () => {
  for (const {file, source} of docs) {
    const legacy = source.split('\n').filter((line) => /^:::[a-z]+ \S/.test(line));
    assert.deepEqual(legacy, [], `${file} has legacy admonition titles`);
  }
});

test('heading ids use the {/* #id */} form, not {#id}', () => {
  for (const {file, source} of docs) {
    const legacy = source.split('\n').filter((line) => /^#{1,6} .*\{#[\w-]+\}\s*$/.test(line));
    assert.deepEqual(legacy, [], `${file} has {#id} heading ids`);
  }
});

test('no page makes an ICU formatter or collator (src/data/format.ts has listOf, byWords…)', () => {
  for (const {file, source} of docs) {
    assert.deepEqual(source.match(/\bIntl\.\w+|\.(localeCompare|toLocale\w*String)\(/g) ?? [], [], file);
  }
});

test('no external URL is typed into a page (they live in src/data/links.ts)', () => {
  for (const {file, source} of docs) {
    assert.deepEqual(source.match(/https?:\/\/[^\s)"'>]+/g) ?? [], [], file);
  }
});
