/**
 * Issue 17: synonyms, typos, pasted errors, gibberish and the direct answer,
 * on a small made-up site (no fact from src/data is pinned here).
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {
  answer,
  buildPayload,
  loadIndex,
  partNumber,
  search,
  slug,
  type SearchSection,
} from '../../src/lib/search/engine';
import {parseQuery, stripMarkup, typoDistance} from '../../src/lib/search/query';
import {extractSections} from '../../src/plugins/search-index/extract';

const pages = [
  {title: 'Token', path: '/token'},
  {title: 'Help', path: '/help'},
];
const sections: SearchSection[] = [
  {page: 0, level: 1, heading: 'Token', anchor: '', text: 'The token of the exchange.'},
  {
    page: 0,
    level: 2,
    heading: 'Team',
    anchor: 'team',
    text:
      'The team allocation exists to pay the builders over several years of work on the exchange. ' +
      'Team tokens are locked for nine months after launch, then released monthly. ' +
      'The allocation is shown in the chart above with the other allocations of the supply.',
  },
  {page: 0, level: 2, heading: 'Governance', anchor: 'governance', text: 'Holders vote on proposals.'},
  {
    page: 1,
    level: 2,
    heading: 'Wrong network',
    anchor: 'wrong-network',
    text: 'You see: Unknown chain "0x1" please add it first. Fix: switch the wallet to the right chain.',
    codes: ['Unknown chain "0x1" please add it first'],
  },
  {page: 1, level: 2, heading: 'Channels', anchor: 'channels', text: 'Write to the support team by e-mail.'},
];
const texts = new Map<string, string[]>();
const payload = buildPayload(
  pages,
  sections,
  {
    page: (i) => `page-${i}.json`,
    parts: (parts) => {
      parts.forEach((part, n) => texts.set(`text-${n}.json`, [...part]));
      return `text-${partNumber}.json`;
    },
  },
  {cliff: 'locked', 'help desk': 'support'},
);
const index = loadIndex(JSON.parse(JSON.stringify(payload)));
const text = (file: string) => texts.get(file);
const first = (q: string) => search(index, q, 20, text)[0]?.href;

test('writers’ synonyms find what the docs call otherwise, a word or a phrase', () => {
  assert.equal(first('cliff'), '/token#team');
  assert.equal(first('help desk'), '/help#channels');
  assert.equal(first('desk'), undefined);
});

test('long words take two typos, short ones one, very short none', () => {
  assert.equal(typoDistance('allocation'), 2);
  assert.equal(typoDistance('team'), 1);
  assert.equal(typoDistance('fee'), 0);
  assert.equal(first('allocatoin'), '/token#team');
});

test('a pasted error message finds the entry that quotes it, however much is around it', () => {
  const pasted = `RPC Error: Unknown chain "0x1" please add it first. {"code":4902,"stack":"at a (inpage.js:1:2)"} ${'x '.repeat(300)}`;
  assert.equal(first(pasted), '/help#wrong-network');
  assert.ok(parseQuery(pasted, payload.synonyms, payload.phrases, () => 1).groups.length <= 12);
});

test('gibberish and markup return nothing', () => {
  for (const q of ['qwxzv plorkt', '<script>alert(1)</script>', "'; DROP TABLE users; --", 'zzzzzzzz']) {
    assert.deepEqual(search(index, q, 20, text), [], q);
  }
  assert.equal(stripMarkup('<b>team</b>').trim(), 'team');
});

test('a question is answered with the sentence that holds the answer, quoted with its section', () => {
  const q = 'when are team tokens unlocked?';
  const hits = search(index, q, 20, text);
  const a = answer(index, q, hits, text);
  assert.ok(a);
  assert.equal(a.href, '/token#team');
  assert.equal(a.heading, 'Team');
  assert.match(a.text, /locked for nine months/);
  assert.ok(texts.get(hits[0]!.textFile)![hits[0]!.textIndex]!.includes(a.text), 'quoted verbatim');
});

test('no answer without confidence: keywords, unanswered questions, pasted errors', () => {
  for (const q of ['team', 'what is the colour of the logo?', 'Unknown chain "0x1" please add it first']) {
    assert.equal(answer(index, q, search(index, q, 20, text), text), null, q);
  }
});

test('sections carry their inline code from the built HTML; anchors round-trip through the packed payload', () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1>' +
    '<h2 id="x">X</h2><p>See <code>nonce too low</code>.</p></div></article></body></html>';
  const found = extractSections(html, 0, 'T');
  assert.deepEqual(found[1]?.codes, ['nonce too low']);
  assert.equal(slug('Staking $SX'), 'staking-sx');
  assert.deepEqual(
    index.payload.sections.map((s) => s.anchor),
    sections.map((s) => s.anchor),
  );
});
