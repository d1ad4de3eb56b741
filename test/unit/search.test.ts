import {test} from 'node:test';
import assert from 'node:assert/strict';
import MiniSearch, {type AsPlainObject} from 'minisearch';
import {pack, unpack} from '../../src/lib/search/compact';
import {
  buildPayload,
  loadIndex,
  search,
  textAhead,
  textFilesFor,
  textPartChars,
  partNumber,
  type SearchPage,
  type SearchSection,
} from '../../src/lib/search/engine';
import {
  highlight,
  indexTerms,
  isQuestion,
  maxQueryTerms,
  queryTerms,
  snippet,
  stem,
  tokenize,
} from '../../src/lib/search/text';
import {extractSections} from '../../src/plugins/search-index/extract';
import {searchSite, textWriter} from '../lib/searchSite';

test('stems bring word forms together', () => {
  assert.equal(stem('staking'), stem('stake'));
  assert.equal(stem('staked'), stem('stakes'));
  assert.equal(stem('tokens'), 'token');
  assert.equal(stem('fees'), 'fee');
  assert.equal(stem('swapping'), 'swap');
  assert.equal(stem('arrives'), stem('arrive'));
  assert.equal(stem('policies'), 'policy');
  assert.equal(stem('bonus'), 'bonus');
  assert.equal(stem('0x92'), '0x92');
  // A noun made from a verb with -al is the verb; other words ending in -al are themselves.
  assert.equal(stem('withdrawals'), stem('withdraw'));
  assert.equal(stem('removal'), stem('removed'));
  assert.equal(stem('referral'), stem('refer'));
  assert.equal(stem('total'), 'total');
  // A number as printed ("$5,000") and as typed ("5000") meet; decimals stay as they are.
  assert.equal(stem('5,000'), stem('5000'));
  assert.equal(stem('1,000,000'), '1000000');
  assert.equal(stem('0.2'), '0.2');
  // A short scale as typed ("40M", "5k") is the number written out; "100x" stays a multiple.
  assert.equal(stem('40m'), stem('40,000,000'));
  assert.equal(stem('5k'), stem('5,000'));
  assert.equal(stem('100x'), '100x');
  assert.equal(stem('手数料'), '手数料');
});

// The figures in these made-up texts test tokenizing and ranking; they are not the site's facts.
test('tokenize folds case and accents and keeps decimals whole', () => {
  assert.deepEqual(tokenize('Swap fee: 0.2% — Café $SX'), ['swap', 'fee', '0.2', 'cafe', 'sx']);
});

test('queries lose stop words, duplicates and syntax; long ones are capped', () => {
  assert.deepEqual(
    queryTerms('How do I connect my wallet?').map((t) => t.raw),
    ['connect', 'wallet'],
  );
  // Chat spellings of stop words are stop words; "wont" typed without its apostrophe is kept (a problem report).
  assert.deepEqual(
    queryTerms('is ther a fee abt it').map((t) => t.raw),
    ['fee'],
  );
  // Crypto chat's "ser" (sir) is a form of address, not a word to find ("wen mainnet ser").
  assert.deepEqual(
    queryTerms('wen mainnet ser').map((t) => t.raw),
    ['mainnet'],
  );
  assert.deepEqual(
    queryTerms('wallet wont connect').map((t) => t.raw),
    ['wallet', 'wont', 'connect'],
  );
  // What a contraction leaves ("isn", "aren"; its lone "t" is a weak letter) and negations typed without the apostrophe
  // other than "wont" are no words to find.
  assert.deepEqual(
    queryTerms("signatures aren't dangerous, it doesnt isn't")
      .filter((t) => t.raw.length > 1)
      .map((t) => t.raw),
    ['signatures', 'dangerous'],
  );
  assert.deepEqual(queryTerms(`* ( ) [ ] \\ + - ~ : ^ " '`), []);
  assert.deepEqual(queryTerms('   '), []);
  assert.deepEqual(queryTerms('🚀🔥'), []);
  assert.deepEqual(
    queryTerms('<script>alert(1)</script>').map((t) => t.raw),
    ['script', 'alert', '1'],
  );
  assert.equal(queryTerms(Array.from({length: 200}, (_, i) => `word${i}`).join(' ')).length, maxQueryTerms);
  assert.ok(queryTerms('x'.repeat(1000))[0]!.raw.length <= 32);
});

test('questions are recognised', () => {
  assert.ok(isQuestion('what is the swap fee'));
  assert.ok(isQuestion('presale tokens?'));
  assert.ok(!isQuestion('swap fee'));
  assert.ok(!isQuestion('100x??'), 'one word with a question mark names a topic');
});

test('highlight marks matched words and keeps every character', () => {
  const text = 'Stake $SX; staking pays <b>rewards</b>.';
  const segments = highlight(text, new Set(['stak']));
  assert.equal(segments.map((s) => s.text).join(''), text);
  assert.deepEqual(
    segments.filter((s) => s.hit).map((s) => s.text),
    ['Stake', 'staking'],
  );
});

test('snippet centres on the first match and marks cuts', () => {
  const text = `${'lorem '.repeat(60)}the swap fee is low ${'ipsum '.repeat(60)}`;
  const cut = snippet(text, new Set(['swap']), 120);
  assert.ok(cut.includes('swap fee'));
  assert.ok(cut.startsWith('… ') && cut.endsWith(' …'));
  assert.ok(cut.length <= 126);
  assert.equal(snippet('short text', new Set(['x'])), 'short text');
});

const html = `<html><body><nav>Sidebar noise</nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Tokenomics</h1></header>
<p>The $SX token.</p>
<h2 class="anchor" id="allocation">Allocation<a href="#allocation" class="hash-link" aria-label="Direct link">&#8203;</a></h2>
<ul><li>Presale</li><li>Liquidity</li></ul><button>Copy</button><script>var x = 1;</script>
<h3 id="team">Team &amp; vesting</h3><p>Locked for a year.</p>
<h4>Not a section</h4><p>Still team text.</p>
</div></article><footer>Footer noise</footer></body></html>`;

test('built HTML splits into the introduction and h2/h3 sections, content only', () => {
  const sections = extractSections(html, 3, 'Fallback');
  assert.deepEqual(
    sections.map(({heading, anchor, level, page}) => ({heading, anchor, level, page})),
    [
      {heading: 'Tokenomics', anchor: '', level: 1, page: 3},
      {heading: 'Allocation', anchor: 'allocation', level: 2, page: 3},
      {heading: 'Team & vesting', anchor: 'team', level: 3, page: 3},
    ],
  );
  assert.equal(sections[0]!.text, 'The $SX token.');
  // One line per block (list item, paragraph), so the engine tells a list item from a sentence.
  assert.equal(sections[1]!.text, 'Presale\nLiquidity');
  assert.equal(sections[2]!.text, 'Locked for a year.\nNot a section\nStill team text.');
  assert.deepEqual(extractSections('<html><body><p>No docs here</p></body></html>', 0, 'x'), []);
});

const pages: SearchPage[] = [
  {title: 'Tokenomics', path: '/tokenomics'},
  {title: 'Products', path: '/products'},
  {title: 'FAQ', path: '/faq'},
];
const sections: SearchSection[] = [
  {page: 0, level: 1, heading: 'Tokenomics', anchor: '', text: 'Supply and allocation of the $SX token.'},
  {
    page: 0,
    level: 2,
    heading: 'Presale',
    anchor: 'presale',
    text: 'Presale tokens are distributed after the presale ends.',
  },
  {
    page: 1,
    level: 2,
    heading: 'Swap',
    anchor: 'swap',
    text: 'Swap tokens with a 0.2% fee. Tokenomics explains where the fee goes. Mind the slippage.',
  },
  {page: 1, level: 2, heading: 'Cross-chain bridge', anchor: 'bridge', text: 'Move tokens between chains.'},
  {page: 2, level: 1, heading: 'FAQ', anchor: '', text: 'Common questions.'},
  {
    page: 2,
    level: 3,
    heading: 'What is the swap fee?',
    anchor: 'what-is-the-swap-fee',
    text: 'Each swap pays a small fee.',
  },
  {
    page: 2,
    level: 3,
    heading: 'How do I connect my wallet?',
    anchor: 'connect-wallet',
    text: 'Open the app and press Connect.',
  },
];
const {payload, index, files: textFiles} = searchSite(pages, sections);
const partFile = (n: number) => payload.textParts.replace(partNumber, String(n));
const first = (q: string) => search(index, q)[0]?.href;

test('titles and headings rank above passing mentions', () => {
  assert.equal(first('tokenomics'), '/tokenomics');
  assert.equal(first('presale'), '/tokenomics#presale');
});

test('prefixes and small typos find things', () => {
  assert.equal(first('tokenom'), '/tokenomics');
  assert.equal(first('slipage'), '/products#swap');
  assert.equal(first('bridg'), '/products#bridge');
});

test('questions bring the FAQ answer first', () => {
  assert.equal(first('what is the swap fee'), '/faq#what-is-the-swap-fee');
  assert.equal(first('how do I connect my wallet'), '/faq#connect-wallet');
  assert.equal(first('when do presale tokens arrive'), '/tokenomics#presale');
});

test('sections with every word come before sections with some', () => {
  const hits = search(index, 'presale distributed swap');
  assert.equal(hits.length > 1, true);
  assert.ok(hits.findIndex((h) => h.href === '/products#swap') > 0);
});

test('bad input returns a list, never throws', () => {
  for (const q of [
    '',
    '   ',
    'x'.repeat(1000),
    'swap '.repeat(200),
    `* ( ) [ ] \\ + - ~ : ^ " '`,
    '<script>',
    '🚀',
    'обмен スワップ',
  ]) {
    assert.ok(Array.isArray(search(index, q)), q.slice(0, 20));
  }
  assert.deepEqual(search(index, '🚀'), []);
});

test('the payload holds no section text; each page text file and each part has its sections in order', () => {
  const json = JSON.stringify(payload);
  for (const s of sections) {
    assert.ok(!json.includes(s.text), s.text);
  }
  pages.forEach((_, i) => {
    assert.deepEqual(
      textFiles.get(payload.pageText.replace(partNumber, String(i))),
      sections.filter((s) => s.page === i).map((s) => s.text),
    );
  });
  assert.deepEqual(
    payload.textCounts.flatMap((_, n) => textFiles.get(partFile(n))!),
    sections.map((s) => s.text),
  );
  const hits = search(index, 'tokens');
  assert.ok(hits.length >= 3);
  for (const hit of hits) {
    const pageIndex = pages.findIndex((p) => p.path === hit.page.path);
    const section = sections.find((s) => s.page === pageIndex && s.heading === hit.section.heading);
    assert.equal(textFiles.get(hit.textFile)?.[hit.textIndex], section?.text, hit.href);
  }
});

test('long pages are cut into text parts of about textPartChars, never inside a section nor across pages', () => {
  const long = (n: number) => `${'word '.repeat(Math.ceil((textPartChars * 0.6) / 5))}${n}`.trim();
  const many: SearchSection[] = [0, 1, 2, 3].map((n) => ({
    page: n < 3 ? 0 : 1,
    level: n === 0 || n === 3 ? 1 : 2,
    heading: `Part ${n}`,
    anchor: n === 0 || n === 3 ? '' : `part-${n}`,
    text: long(n),
  }));
  const files = new Map<string, string[]>();
  const built = buildPayload(pages.slice(0, 2), many, textWriter(files));
  assert.deepEqual(built.textCounts, [1, 1, 1, 1]);
  const hit = search(loadIndex(built), 'part 2')[0]!;
  assert.equal(files.get(hit.textFile)?.[hit.textIndex], many[2]!.text);
  const short = buildPayload(
    pages.slice(0, 2),
    [...many.slice(0, 3).map((s) => ({...s, text: 'a few words'})), many[3]!],
    textWriter(new Map()),
  );
  assert.deepEqual(short.textCounts, [3, 1], 'short sections share a part; a new page starts a new one');
});

test('text is fetched for the first results only, once per file, plus the answer source', () => {
  const hits = search(index, 'tokens');
  const pagesOf = (list: typeof hits) => [...new Set(list.map((h) => h.textFile))];
  assert.ok(pagesOf(hits).length >= 2, 'the test needs results on several pages');
  assert.deepEqual(textFilesFor(hits, 1), pagesOf(hits.slice(0, 1)));
  assert.deepEqual(textFilesFor(hits, hits.length), pagesOf(hits));
  const other = pagesOf(hits).at(-1)!;
  assert.deepEqual(textFilesFor(hits, 1, [other, other]), [...new Set([...pagesOf(hits.slice(0, 1)), other])]);
  assert.deepEqual(textFilesFor([], textAhead), []);
});

test('the packed index searches exactly like the MiniSearch index it came from', () => {
  const fresh = new MiniSearch<SearchSection & {id: number; title: string}>({
    fields: ['title', 'heading', 'text'],
    tokenize,
    processTerm: (term) => indexTerms(term),
  });
  // As buildPayload indexes them: an introduction headed by its page's title holds that title once, as its heading.
  const title = (s: SearchSection): string =>
    s.level === 1 && s.heading === pages[s.page]!.title ? '' : pages[s.page]!.title;
  fresh.addAll(sections.map((s, id) => ({...s, id, title: title(s)})));
  const same = {...index, engine: fresh};
  for (const q of [
    'tokens',
    'swap fee',
    'presale',
    'tokenom',
    'slipage',
    'what is the swap fee',
    'move chains',
    '0.2',
  ]) {
    assert.deepEqual(search(index, q), search(same, q), q);
  }
  assert.ok(search(index, 'tokens').length >= 3);
});

test('packing round-trips documents far apart and words repeated in a document', () => {
  const engine = new MiniSearch<{id: number; text: string}>({fields: ['text']});
  // Gaps of 36 and more between documents need more than one digit; repeats in one document count up.
  engine.addAll(
    Array.from({length: 2000}, (_, id) => ({id, text: id % 37 === 0 ? 'rare rare rare common' : 'common'})),
  );
  const byTerm = (js: AsPlainObject): AsPlainObject => ({
    ...js,
    index: [...js.index].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
  });
  const packed = JSON.parse(JSON.stringify(pack(engine.toJSON())));
  assert.deepEqual(byTerm(unpack(packed)), byTerm({...engine.toJSON(), storedFields: {}}));
});

test('packing refuses an index it cannot restore exactly', () => {
  const engine = new MiniSearch<{id: number; text: string}>({fields: ['text']});
  engine.addAll([
    {id: 0, text: 'a b'},
    {id: 1, text: 'b c'},
  ]);
  const byTerm = (js: AsPlainObject): AsPlainObject => ({
    ...js,
    index: [...js.index].sort((x, y) => (x[0] < y[0] ? -1 : 1)),
  });
  assert.deepEqual(byTerm(unpack(pack(engine.toJSON()))), byTerm({...engine.toJSON(), storedFields: {}}));
  // Stems are rebuilt from the words, not shipped; a wrong `expand` is refused, not packed wrong.
  const stemmed = new MiniSearch<{id: number; text: string}>({fields: ['text'], processTerm: (t) => indexTerms(t)});
  stemmed.addAll([
    {id: 0, text: 'staking staked stake zones'},
    {id: 1, text: 'stake stakes zone'},
  ]);
  const packed = pack(stemmed.toJSON(), indexTerms);
  assert.deepEqual(byTerm(unpack(packed, indexTerms)), byTerm({...stemmed.toJSON(), storedFields: {}}));
  assert.ok(stemmed.toJSON().index.some(([t]) => t === 'stak'));
  assert.equal(
    packed.postings.split(' ').length,
    stemmed.toJSON().index.length - 2,
    'the stems "stak" and "zon" are not stored',
  );
  assert.throws(() => pack(stemmed.toJSON(), (w) => [w, `${w}x`]), /cannot be rebuilt/);
  // A field whose text the payload holds (a heading) is rebuilt from that text, not shipped; other text is refused.
  const headed = new MiniSearch<{id: number; heading: string; text: string}>({
    fields: ['heading', 'text'],
    tokenize,
    processTerm: (t) => indexTerms(t),
  });
  const docs = [
    {id: 0, heading: 'Staking rewards', text: 'stake to earn rewards'},
    {id: 1, heading: 'Fees', text: 'a swap fee'},
  ];
  headed.addAll(docs);
  const derived = {fields: ['heading'], text: (doc: number) => docs[doc]!.heading, tokenize};
  const slim = pack(headed.toJSON(), indexTerms, derived);
  assert.deepEqual(byTerm(unpack(slim, indexTerms, derived)), byTerm({...headed.toJSON(), storedFields: {}}));
  assert.ok(
    slim.postings.split(' ').length < pack(headed.toJSON(), indexTerms).postings.split(' ').length,
    'a word only in a heading ("fees") is not stored',
  );
  assert.equal(slim.lengths.length, docs.length, 'only the stored field has lengths');
  assert.throws(() => pack(headed.toJSON(), indexTerms, {...derived, text: () => 'other words'}), /derived/);
  assert.throws(() => unpack(slim, indexTerms), /inconsistent/);
  engine.discard(0);
  assert.throws(() => pack(engine.toJSON()), /discarded/);
  const strange = new MiniSearch<{id: string; text: string}>({fields: ['text']});
  strange.add({id: 'x', text: 'a'});
  assert.throws(() => pack(strange.toJSON()), /ids must be/);
});

test('minified HTML without optional end tags splits like the page reads', () => {
  // As the minified build writes it: no </p>, </td>, </tr>, </thead>, </caption>.
  const minified =
    '<div class="theme-doc-markdown markdown"><h1>Fees</h1><p>Intro' +
    '<table><caption>Fee split<thead><tr><th>Part<th>Share<tbody><tr><td>LPs<td>0.17<tr><td>Protocol<td>0.03</table>' +
    '<p>After the table<h2 id="next">Next</h2><p>Next text</div>';
  const sections = extractSections(minified, 0, 'x');
  assert.deepEqual(
    sections.map((s) => [s.heading, s.text]),
    [
      // One line per block, a tab between a row's cells: a table row is not a sentence.
      ['Fees', 'Intro\nFee split\nPart\tShare\nLPs\t0.17\nProtocol\t0.03\nAfter the table'],
      ['Next', 'Next text'],
    ],
  );
});
