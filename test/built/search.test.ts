/**
 * Search ranking on the built index (build/search), in Node with the engine
 * the dialog runs: a page's own title finds that page first, prefixes and
 * small typos still find their word, and a reader's question brings the FAQ's
 * answer into the first three. The dialog itself (typing, keys, landing on a
 * section, bad input, lazy loading): e2e/search.spec.ts. The quality figures
 * on the whole query set: npm run bench (bench/search-eval.mjs).
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {glossary} from '../../src/data/glossary';
import {pages} from '../../src/data/pages';
import {equivalents, synonyms} from '../../src/data/synonyms';
import {indexTerms, tokenize} from '../../src/lib/search/text';
import {search} from '../../src/lib/search/engine';
import {loadBuiltSearch} from '../../bench/search-eval.mjs';
import {buildDir} from './files';

const {index, texts} = loadBuiltSearch(buildDir);
const run = (query: string) => search(index, query, 20, (file) => texts.get(file));

/** Titles that are not part of another page's title ("Support" vs "Support"), so one page is the right answer. */
const distinct = pages.filter(
  (p) => !pages.some((q) => q !== p && q.label.toLowerCase().includes(p.label.toLowerCase())),
);

test('every page whose title is its own finds its page first when searched by that title', () => {
  assert.ok(distinct.length > 0);
  for (const p of distinct) {
    const first = run(p.label.toLowerCase())[0]?.href ?? '(nothing)';
    assert.match(first, new RegExp(`^${p.path}(#|$)`), `searching "${p.label}" finds ${first} first, not ${p.path}`);
  }
});

test('prefixes and small typos match their word in the first result', () => {
  for (const [query, word] of [
    ['tokenom', 'tokenomics'],
    ['slipage', 'slippage'],
    ['bridg', 'bridge'],
  ] as const) {
    const first = run(query)[0];
    assert.ok(first, `"${query}" finds nothing`);
    const matched = [...first.matched];
    assert.ok(
      matched.some((term) => word.startsWith(term) || term.startsWith(word)),
      `"${query}" should match "${word}" in its first result; it matched ${matched.join(', ')} at ${first.href}`,
    );
  }
});

test("a reader's question brings an FAQ answer into the first three", () => {
  for (const question of ['how do I connect my wallet', 'what is the swap fee', 'when do presale tokens arrive']) {
    const top = run(question)
      .slice(0, 3)
      .map((h) => h.href);
    assert.ok(
      top.some((href) => href.startsWith('/faq#')),
      `"${question}": no FAQ answer in ${top.join(', ')}`,
    );
  }
});

test('each glossary term, and each everyday word listed for it, finds a section that uses one of them in the first three', () => {
  const groups = equivalents.filter((g) => Object.values(glossary).some((entry) => g.includes(entry.term)));
  assert.ok(groups.length > 0, 'synonyms.ts lists the glossary terms among its equivalents');
  for (const group of groups) {
    const words = new Set(group.flatMap((w) => tokenize(w)).flatMap(indexTerms));
    for (const member of group) {
      const top = run(member).slice(0, 3);
      assert.ok(
        top.some((hit) =>
          tokenize(`${hit.section.heading} ${texts.get(hit.textFile)?.[hit.textIndex] ?? ''}`)
            .flatMap(indexTerms)
            .some((t) => words.has(t)),
        ),
        `"${member}" finds ${top.map((h) => h.href).join(', ') || 'nothing'}: none uses a word of ${group.join(' / ')}`,
      );
    }
  }
});

test('every word a synonym points to is a word of the docs, and each group of equivalents has one', () => {
  const inDocs = (word: string) => indexTerms(word).some((t) => (index.df.get(t) ?? 0) > 0);
  for (const [key, value] of Object.entries(synonyms)) {
    const missing = tokenize(value).filter((w) => indexTerms(w).length > 0 && !inDocs(w));
    assert.deepEqual(missing, [], `synonyms.ts: "${key}" points to ${missing.join(', ')}, which no page uses`);
  }
  for (const group of equivalents) {
    assert.ok(
      group.some((member) => tokenize(member).every(inDocs)),
      `synonyms.ts: no member of ${group.join(' / ')} is in the docs`,
    );
  }
});
