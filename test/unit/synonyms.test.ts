/**
 * The reader vocabulary writers keep in src/data/synonyms.ts (how to add a
 * word: CONTRIBUTING.md › Search vocabulary): well-formed entries, none that
 * maps a word to itself. That every word they point to is in the docs is
 * checked on the build (test/built/search.test.ts).
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {equivalents, synonyms} from '../../src/data/synonyms';
import {fold, indexTerms, tokenize} from '../../src/lib/search/text';

const terms = (text: string): Set<string> => new Set(tokenize(text).flatMap(indexTerms));

test('each synonym key is lower case, trimmed and searchable, and points to at least one word', () => {
  for (const [key, value] of Object.entries(synonyms)) {
    assert.equal(key, fold(key).trim(), `synonyms.ts: write the key "${key}" in lower case without outer spaces`);
    assert.ok(tokenize(key).length > 0, `synonyms.ts: the key "${key}" has no word to search`);
    assert.ok(terms(value).size > 0, `synonyms.ts: "${key}" points to no searchable word ("${value}")`);
  }
});

test('no synonym maps a word to itself', () => {
  for (const [key, value] of Object.entries(synonyms)) {
    assert.notEqual(fold(value).trim(), key, `synonyms.ts: "${key}" points to itself`);
    if (tokenize(key).length === 1) {
      // A one-word key is searched as typed and by its stem anyway: listing it (or its stem) again adds nothing.
      const same = [...terms(value)].filter((t) => terms(key).has(t));
      assert.deepEqual(same, [], `synonyms.ts: "${key}" lists its own word (${same.join(', ')}) among "${value}"`);
    }
  }
});

test('each group of equivalents has two or more different members', () => {
  for (const group of equivalents) {
    const members = group.map((m) => fold(m).trim());
    assert.ok(
      new Set(members).size === members.length && members.length >= 2,
      `synonyms.ts: equivalents ${group.join(' / ')}`,
    );
  }
});
