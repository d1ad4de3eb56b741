/**
 * Issues 17 and 40: synonyms and equivalents, typos, pasted errors, gibberish,
 * question forms and the direct answer, on small made-up sites (no fact from src/data is pinned here).
 * Their figures ("nine months", "250 votes", "Phase 4", chain "0x1") are the
 * fixtures' own, chosen unlike the site's, so a writer's change never breaks them.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {answer, search, slug, type SearchSection} from '../../src/lib/search/engine';
import {
  answerKind,
  answersKind,
  countedNoun,
  definedTerm,
  fitsForm,
  questionForm,
  rankingForm,
  termBeforeContext,
  yesNoClause,
} from '../../src/lib/search/forms';
import {parseQuery, slipOf, stripMarkup, typoDistance} from '../../src/lib/search/query';
import {stem} from '../../src/lib/search/text';
import {extractSections} from '../../src/plugins/search-index/extract';
import {askerOf, askOnPage, askSite, searchSite} from '../lib/searchSite';

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
const {index, text} = searchSite(pages, sections, {cliff: 'locked', 'help desk': 'support'});
const first = (q: string) => search(index, q, 20, text)[0]?.href;
/** A section of a one-page made-up site, anchored by its heading. */
const sec = (heading: string, text: string): SearchSection => ({
  page: 0,
  level: 2,
  heading,
  anchor: slug(heading),
  text,
});

test('writers’ synonyms find what the docs call otherwise, a word or a phrase', () => {
  assert.equal(first('cliff'), '/token#team');
  assert.equal(first('help desk'), '/help#channels');
  assert.equal(first('desk'), undefined);
  assert.equal(
    first('halp desk'),
    '/help#channels',
    'a small typo in a word the docs never use still finds its synonym',
  );
  assert.equal(first('clif'), '/token#team');
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
  assert.ok(parseQuery(pasted, index.payload.synonyms, index.payload.phrases, () => 1).groups.length <= 12);
});

test('gibberish and markup return nothing', () => {
  for (const q of ['qwxzv plorkt', '<script>alert(1)</script>', "'; DROP TABLE users; --", 'zzzzzzzz']) {
    assert.deepEqual(search(index, q, 20, text), [], q);
  }
  assert.equal(stripMarkup('<b>team</b>').trim(), 'team');
});

test('words near the docs’ words but no typo of them return nothing; real typos still find their section', () => {
  // "chapels" and "netwalk" are two letters away from "channels" and "network": the ranking's typo tolerance, not a slip.
  assert.ok(slipOf('recovry', 'recovery') && slipOf('airdorp', 'airdrop') && slipOf('vulnerabilty', 'vulnerability'));
  assert.ok(!slipOf('weather', 'rather') && !slipOf('halving', 'holding') && !slipOf('team', 'team'));
  // A short word keeps its first letter, or swaps it with the second: "swpa" and "wsap" are "swap", "teach" is not "each".
  assert.ok(slipOf('swpa', 'swap') && slipOf('wsap', 'swap') && !slipOf('teach', 'each') && !slipOf('gwap', 'swap'));
  assert.deepEqual(search(index, 'chapels netwalk', 20, text), []);
  assert.equal(first('allocatoin montsh'), '/token#team');
});

test('a question is answered with the sentence that holds the answer, quoted with its section', () => {
  const q = 'when are team tokens unlocked?';
  const hits = search(index, q, 20, text);
  const a = answer(index, q, hits, text);
  assert.ok(a);
  assert.equal(a.href, '/token#team');
  assert.equal(a.heading, 'Team');
  assert.match(a.text, /locked for nine months/);
  assert.ok(text(hits[0]!.textFile)![hits[0]!.textIndex]!.includes(a.text), 'quoted verbatim');
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

/** Issue 40: question forms, both-way equivalents, irregular forms, on another made-up site. */
const formPages = [
  {title: 'Votes', path: '/votes'},
  {title: 'Help', path: '/help'},
];
const formSections: SearchSection[] = [
  {page: 0, level: 1, heading: 'Votes', anchor: '', text: 'Holders decide together.'},
  {
    page: 0,
    level: 2,
    heading: 'Ideas',
    anchor: 'ideas',
    text: 'Members submit a proposal and votes follow; every proposal and its votes are discussed openly in Phase 4.',
  },
  {
    page: 0,
    level: 2,
    heading: 'Thresholds',
    anchor: 'thresholds',
    text: 'To submit a proposal, hold at least 250 votes in your purse.',
  },
  {page: 0, level: 2, heading: 'Refund possible', anchor: 'refund-possible', text: 'Payments are final.'},
  {page: 1, level: 2, heading: 'Is a refund possible?', anchor: 'is-a-refund-possible', text: 'Payments are final.'},
  {
    page: 1,
    level: 2,
    heading: 'Purse',
    anchor: 'purse',
    text: 'Keep your secret words offline. Tickets are sold at the door.',
  },
  {
    page: 1,
    level: 2,
    heading: 'Partners and friends',
    anchor: 'partners',
    text: 'Better access from the tools people use.',
  },
];
const {index: formIndex, text: formText} = searchSite(formPages, formSections, {}, [
  ['secret words', 'recovery phrase'],
]);
const formRun = (q: string) => search(formIndex, q, 20, formText);

test('question forms: "how much/many" wants a figure, "when" a time; labels such as "Phase 4" are not figures', () => {
  assert.equal(questionForm('how many votes do I need?', true), 'count');
  assert.equal(questionForm('How much is the fee', true), 'amount');
  assert.equal(questionForm('when do tokens unlock', true), 'time');
  assert.equal(questionForm('what is the fee?', true), 'amount');
  assert.notEqual(
    questionForm('what does it mean when fees buy back the token?', true),
    'amount',
    'a meaning, not a price',
  );
  // A yes/no question about rewards asks how they work; one about a fee or a payment asks the amount.
  assert.equal(questionForm('are staking rewards newly minted?', true), null);
  assert.equal(questionForm('what are the staking rewards?', true), 'amount');
  assert.equal(questionForm('is there a fee to unstake?', true), 'amount');
  assert.equal(questionForm('do I pay anything to unstake?', true), 'amount');
  // Keywords naming a fee or a cost ask for its figure; a price alone names no charge ("set a buy price").
  assert.equal(questionForm('launchpad buy and sell fee', false), 'amount');
  assert.equal(questionForm('cost to make a token', false), 'amount');
  assert.equal(questionForm('set a buy price and wait', false), null);
  assert.equal(questionForm('staking', false), null);
  // A figure typed as an amount ranks by the amount form, but asks nothing: no answer is quoted for it.
  assert.equal(rankingForm('$5', false), 'amount');
  assert.equal(rankingForm('2.5%', false), 'amount');
  assert.equal(rankingForm('step 5', false), null);
  assert.equal(rankingForm('100x', false), 'amount');
  assert.equal(rankingForm('0x address', false), null, '0x starts an address, it is no multiple');
  assert.equal(answerKind('$5', false), null);
  assert.ok(fitsForm('You need 250 votes.', 'count'));
  assert.ok(!fitsForm('Proposals are discussed in Phase 4.', 'count'));
  assert.ok(fitsForm('Tokens unlock after the lock.', 'time'));
  // An amount that is not set yet answers "how much" as well as a figure does.
  assert.ok(fitsForm('Harvesting rewards\tnot set yet', 'amount'));
  assert.ok(!fitsForm('Harvest your rewards to your wallet.', 'amount'));
  // Nothing paid is an amount; nothing done (a curve that never fills burns nothing) is not.
  assert.ok(fitsForm('Reading a balance costs nothing.', 'amount'));
  assert.ok(!fitsForm('A curve that never fills burns nothing.', 'amount'));
  assert.ok(fitsForm('Anything at all.', null));
  // "How do I…" ranks the passages that tell the reader what to do above those that describe the thing.
  assert.ok(fitsForm('Open Staking and click Stake.', 'steps'));
  assert.ok(!fitsForm('Staking earns a share of the rewards.', 'steps'));
});

test('a direct answer has the shape the question asks for; other questions and keywords get none', () => {
  assert.equal(answerKind('how much is the fee?', true), 'amount');
  assert.equal(answerKind('fee for a ticket', false), 'amount');
  assert.equal(answerKind('tickets door', false), null, 'keywords without a price get no answer');
  assert.equal(answerKind('when does the door open', true), 'time');
  assert.equal(answerKind('how do I buy a ticket', true), 'steps');
  assert.equal(answerKind('what is a purse?', true), 'definition');
  assert.equal(definedTerm('What is a purse?'), 'purse');
  assert.equal(definedTerm('what is the fee for a ticket'), null, 'a clause is not a term');
  assert.equal(termBeforeContext('what is a purse in my bag?'), 'purse');
  assert.equal(termBeforeContext("what's a purse, my friend keeps saying it"), 'purse');
  assert.equal(termBeforeContext('what does a season ticket mean for me'), 'season ticket');
  assert.equal(termBeforeContext('how do I get a purse'), null);
  assert.equal(answerKind('can I pay by card', true), 'yesno');
  assert.equal(answerKind('my payment failed, do I pay again?', true), 'yesno');
  assert.equal(answerKind('who do I contact about a bug', true), 'contact');
  assert.equal(answerKind('why is the sky blue', true), null);

  assert.ok(answersKind('Tickets cost $5 at the door.', 'amount'));
  assert.ok(answersKind('A ticket is free.', 'amount'));
  assert.ok(!answersKind('Tickets are sold in Phase 2.', 'amount'), 'a label is not an amount');
  assert.ok(answersKind('You need 250 votes.', 'count'));
  assert.ok(!answersKind('Votes 12 250 30', 'count'), 'bare numbers (a flattened table) are not a count');
  // A count answers "how many X" when it counts X; any token amount counts tokens.
  assert.equal(countedNoun('who runs it and how many people are on the crew?'), 'people');
  assert.equal(countedNoun('how many coins do I get'), null);
  assert.ok(!answersKind('The crew holds 500 tokens.', 'count', 'people'), 'tokens are not people');
  assert.ok(answersKind('The crew is 7 people.', 'count', 'people'));
  assert.ok(answersKind('The vote runs in 3 rounds.', 'count', 'rounds'));
  assert.ok(answersKind('It handles thousands of tickets a day.', 'count', 'tickets'));
  assert.ok(answersKind('Tokens unlock 12 months after launch.', 'time'));
  assert.ok(answersKind('Tokens unlock after the presale ends.', 'time'));
  assert.ok(!answersKind('Tokens unlock gradually.', 'time'));
  assert.ok(answersKind('Open the app and click Buy.', 'steps'));
  assert.ok(!answersKind('The app has many features.', 'steps'));
  assert.ok(answersKind('purse A wallet that holds your tickets.', 'definition', 'purse'));
  assert.ok(answersKind('A purse is a wallet.', 'definition', 'purse'));
  assert.ok(!answersKind('Keep your purse offline.', 'definition', 'purse'));
  assert.ok(answersKind('Write to help@example.org.', 'contact'));
  assert.equal(answerKind('how long does a vote stay open?', true), 'duration');
  assert.ok(answersKind('A vote stays open for 9 days.', 'duration'));
  assert.ok(!answersKind('Withdraw before the vote opens.', 'duration'), 'an event is not a length of time');
});

test('an amount answer names what the question asks the amount of; a list of quoted messages answers nothing', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {
      page: 0,
      level: 2,
      heading: 'Members rewards',
      anchor: 'rewards',
      text: 'Members hold 30% of the seats. Seats are given out each season to those who help.',
    },
    {
      page: 0,
      level: 2,
      heading: 'Door problems',
      anchor: 'door',
      text: 'You see: door is locked, badge not valid, or door jammed open. Fix: ask at the desk.',
      codes: ['door is locked', 'badge not valid', 'door jammed open'],
    },
  ];
  const ask = askSite([{title: 'Club', path: '/club'}], sections);
  assert.equal(ask('does the door get locked if my badge is not valid?'), null, 'symptoms listed are not a statement');
  assert.match(ask('what share of the seats do members hold?')?.text ?? '', /30%/, 'a share is the figure itself');
  assert.equal(ask('what rate do members rewards pay per season?'), null, 'the rate asked for is not in the passage');
});

test('a rate is read from the sentence that holds the figure, not from the sentence after it', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {
      page: 0,
      level: 2,
      heading: 'How do members earn?',
      anchor: 'earn',
      text: 'Ushers share 5% of every ticket sold. Members earn rewards from the seat pool.',
    },
  ];
  const {index: clubIndex, text: clubText} = searchSite([{title: 'Club', path: '/club'}], sections, {
    apr: 'reward rate',
  });
  const ask = askerOf(clubIndex, clubText);
  assert.equal(ask('what apr will members earn?'), null, "the ushers' share is no members' rate");
  assert.match(ask('what share of every ticket do ushers get?')?.text ?? '', /5%/);
});

test('no answer that leans on words the docs never use, or on a pronoun for what only the heading names', () => {
  for (const q of ['what colour is the purse of the zorblax', 'when do tickets arrive']) {
    assert.equal(answer(formIndex, q, formRun(q), formText), null, q);
  }
});

test('a term a section defines (<dfn>) finds that section first, and "what is X" quotes its entry', () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1><h2 id="words">Words</h2>' +
    '<dl><div id="w-purse"><dt><dfn>purse</dfn></dt><dd>A wallet that holds your tickets.</dd></div></dl>' +
    '<h2 id="purses">Purses and tickets</h2><p>Keep your purse and your purse key and your tickets safe.</p></div></article></body></html>';
  const found = extractSections(html, 0, 'T');
  assert.deepEqual(found[1]?.defines, ['purse']);
  const {index: defIndex, text: ownText} = searchSite([{title: 'T', path: '/t'}], found);
  for (const q of ['purse', 'purs', 'what is a purse?']) {
    assert.equal(search(defIndex, q, 20, ownText)[0]?.href, '/t#words', q);
  }
  const q = 'what is a purse?';
  assert.match(answer(defIndex, q, search(defIndex, q, 20, ownText), ownText)?.text ?? '', /^purse A wallet/);
  // Asked how to do something with it, the term is not asked to be defined.
  assert.equal(search(defIndex, 'how do I get a purse?', 20, ownText)[0]?.href, '/t#purses');
  // What the reader adds after the term ("in my bag", "and why…") still asks for its definition.
  for (const q of [
    'what is a purse in my bag?',
    "what's a purse, my friend keeps saying it",
    'what does purse mean for me',
  ]) {
    assert.equal(search(defIndex, q, 20, ownText)[0]?.href, '/t#words', q);
  }
  // A word that is not a defined term, with context, is no definition question.
  assert.equal(search(defIndex, 'what is a purse key in my bag?', 20, ownText)[0]?.href, '/t#purses');
});

test('a defined term whose last word is being typed finds its definition', () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1><h2 id="words">Words</h2>' +
    '<dl><div id="w-season"><dt><dfn>season ticket</dfn></dt><dd>A pass to every show of one year.</dd></div></dl>' +
    '<h2 id="season">Season tickets on sale</h2><p>Buy season tickets at the desk: season tickets for the season.</p>' +
    '</div></article></body></html>';
  const {index: defIndex, text: ownText} = searchSite([{title: 'T', path: '/t'}], extractSections(html, 0, 'T'));
  for (const q of ['season ticket', 'seasn tick', 'season tic']) {
    assert.equal(search(defIndex, q, 20, ownText)[0]?.href, '/t#words', q);
  }
  // Two letters are not a term begun.
  assert.equal(search(defIndex, 'season ti', 20, ownText)[0]?.href, '/t#season');
});

test("another name for a defined term (its equivalents) finds the term's definition first, not a word of its own", () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1><h2 id="words">Words</h2>' +
    '<dl><div id="w-purse"><dt><dfn>purse</dfn></dt><dd>A wallet that holds your tickets.</dd></div></dl>' +
    '<h2 id="purses">Purses and tickets</h2><p>Keep your purse, your ticket pouch and your tickets safe.</p></div></article></body></html>';
  const {index: defIndex, text: ownText} = searchSite([{title: 'T', path: '/t'}], extractSections(html, 0, 'T'), {}, [
    ['purse', 'ticket pouch', 'billfold', 'tickets'],
  ]);
  for (const q of ['ticket pouch', 'billfold']) {
    assert.equal(search(defIndex, q, 20, ownText)[0]?.href, '/t#words', `${q} names the defined term`);
  }
  // A word the docs use on their own ("tickets") is searched as itself.
  assert.equal(search(defIndex, 'tickets', 20, ownText)[0]?.href, '/t#purses');
});

test('a question that asks for a figure ranks and answers with the passage that has one', () => {
  const q = 'how many votes do I need to submit a proposal';
  assert.equal(formRun(q)[0]?.href, '/votes#thresholds');
  const shown = answer(formIndex, q, formRun(q), formText);
  assert.ok(shown && /\d/.test(shown.text), `answer with a figure, got ${shown?.text}`);
  assert.equal(
    answer(
      formIndex,
      'how many proposals are discussed openly',
      formRun('how many proposals are discussed openly'),
      formText,
    ),
    null,
  );
});

test('equivalents find each other both ways, and past forms find their verb', () => {
  assert.equal(formRun('recovery phrase')[0]?.href, '/help#purse');
  assert.ok(formRun('secret words').some((h) => h.href === '/help#purse'));
  assert.equal(formRun('sell tickets')[0]?.href, '/help#purse');
  assert.equal(stem('sold'), stem('sell'));
});

test('a section headed by a question is lifted for a question, wherever it is', () => {
  // The two sections say the same; only one is headed by a question, and it comes later in the index.
  assert.equal(formRun('is a refund possible?')[0]?.href, '/help#is-a-refund-possible');
});

test('no answer for an address, nor from a passage that leans on its heading for the question', () => {
  const leaning = 'do you have partners and friends for access?';
  assert.equal(formRun(leaning)[0]?.href, '/help#partners');
  for (const q of [
    leaning,
    'members@club.example discuss proposal openly',
    'https://club.example/discuss/proposal/openly',
  ]) {
    assert.equal(answer(formIndex, q, formRun(q), formText), null, q);
  }
});

test('words scattered over unrelated sections are not a question about the site: nothing is returned', () => {
  // Each word is on the site, never two in one section: a question's words are together where it is answered.
  const scattered: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {page: 0, level: 2, heading: 'Kitchen', anchor: 'kitchen', text: 'The kitchen serves soup.'},
    {page: 0, level: 2, heading: 'Garden', anchor: 'garden', text: 'The garden has a pond.'},
    {page: 0, level: 2, heading: 'Music', anchor: 'music', text: 'A piano stands in the hall.'},
    {page: 0, level: 2, heading: 'Bikes', anchor: 'bikes', text: 'Bikes are parked by the gate.'},
  ];
  const {index: clubIndex, text: clubText} = searchSite([{title: 'Club', path: '/club'}], scattered);
  assert.deepEqual(search(clubIndex, 'kitchen pond piano gate', 20, clubText), []);
  assert.equal(
    search(clubIndex, 'garden pond', 20, clubText)[0]?.href,
    '/club#garden',
    'words found together still are',
  );
  // "pong" and "sop" read as slips of "pond" and "soup" only alone: among other words, short words are taken as typed.
  assert.deepEqual(search(clubIndex, 'garden pong kitchen sop', 20, clubText), []);
  assert.equal(search(clubIndex, 'pong', 20, clubText)[0]?.href, '/club#garden', 'a short typo alone is still a typo');
  assert.equal(search(clubIndex, 'gardn pond', 20, clubText)[0]?.href, '/club#garden', 'a slip beside a word');
  // Two letters swapped is one slip, though two edits for the ranking's typo tolerance.
  assert.equal(search(clubIndex, 'pnod', 20, clubText)[0]?.href, '/club#garden', 'a swapped pair');
  // Slips alone, beside words the site never uses, are not a query about it ("banana bread": "bread" for "break").
  assert.deepEqual(search(clubIndex, 'gardn xqzvw', 20, clubText), []);
});

test("a typed word that is a slip of a synonym's key is also searched as the docs' words it is a slip of", () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {page: 0, level: 2, heading: 'Members', anchor: 'members', text: 'Members apply by letter.'},
    {page: 0, level: 2, heading: 'Prizes', anchor: 'prizes', text: 'Each season pays a reward.'},
  ];
  // "aply" is one letter from the synonym "apy" and from the docs' "apply": both are searched.
  const {index: clubIndex, text: clubText} = searchSite([{title: 'Club', path: '/club'}], sections, {apy: 'reward'});
  // The docs' own word, as typed but for a slip, comes before the synonym found by a slip of its key.
  assert.deepEqual(
    search(clubIndex, 'aply', 20, clubText).map((h) => h.href),
    ['/club#members', '/club#prizes'],
  );
  assert.deepEqual(
    search(clubIndex, 'apy', 20, clubText).map((h) => h.href),
    ['/club#prizes'],
  );
});

test('a question asking which currency or token gets no amount; a yes/no answer holds what its asking clause asks', () => {
  assert.equal(answerKind('what coin are rewards paid in?', true), null);
  assert.equal(answerKind('are rewards paid in tickets or in cash?', true), null);
  assert.equal(answerKind('what fee do I pay?', true), 'amount', 'a fee is still an amount');
  assert.equal(answerKind('which fees pay for the prizes?', true), null, 'which ones, not how much');
  assert.equal(answerKind('which share of the fee pays for the prizes?', true), 'amount');
  assert.equal(yesNoClause('I lost my badge, can you open the door?'), 'can you open the door');
  assert.equal(yesNoClause('is the club open yet, can i come now'), 'is the club open yet');
  assert.equal(yesNoClause('why is the sky blue'), null);
  const club: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {
      page: 1,
      level: 2,
      heading: 'Badges',
      anchor: 'badges',
      text: 'A lost badge is replaced at the desk for members who show their card. Badges are not refunded.',
    },
    {page: 1, level: 2, heading: 'Lockers', anchor: 'lockers', text: 'Lockers and towels.\nAsk at the desk for a key.'},
    {
      page: 1,
      level: 2,
      heading: 'Sauna',
      anchor: 'sauna',
      text: 'The sauna is open to members.\nBook a slot at the desk.',
    },
  ];
  const clubPages = [
    {title: 'Home', path: '/'},
    {title: 'Club', path: '/club'},
  ];
  const ask = askSite(clubPages, club);
  assert.match(ask('I lost my badge, can it be replaced?')?.text ?? '', /replaced at the desk/);
  assert.equal(ask('I lost my badge at the desk, can you unlock the door?'), null, 'nothing says unlock');
  // A section's short first line says yes or no only with a verb of being, a modal or a negation.
  assert.equal(ask('are there lockers and towels?'), null, 'a lead-in names the topic');
  assert.match(ask('is the sauna open to members?')?.text ?? '', /sauna is open/);
  // The landing page sums up: a yes or a no is quoted from the page with the detail.
  const landing = club.map((s) => (s.anchor === 'badges' ? {...s, page: 0} : s));
  landing.sort((x, y) => x.page - y.page);
  const {index: homeIndex, text: homeText} = searchSite(clubPages, landing);
  const q = 'I lost my badge, can it be replaced?';
  assert.equal(search(homeIndex, q, 20, homeText)[0]?.href, '/#badges');
  assert.equal(answer(homeIndex, q, search(homeIndex, q, 20, homeText), homeText), null);
});

test('answers quote sentences, not list items, table rows or captions; a figure the question names must be quoted', () => {
  const club: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {
      page: 0,
      level: 2,
      heading: 'Plans',
      anchor: 'plans',
      // As the build writes it: one line per block (a status label, list items, a sentence).
      text: 'Planned for Stage 3\nSauna open to members\nRoof garden\nThe stage adds rooms for members to rest.',
    },
    {
      page: 0,
      level: 2,
      heading: 'Seats',
      anchor: 'seats',
      text: 'Seats are released over time.\nMonth Seats\n6 40\n18 120\nEach member may hold at most 9 seats.',
    },
    {
      page: 0,
      level: 2,
      heading: 'Prices',
      anchor: 'prices',
      text: 'Prices by room\nSauna visit\t7 tokens. Members pay half\nGym visit\t3 tokens',
    },
  ];
  const ask = askSite([{title: 'Club', path: '/club'}], club);
  assert.equal(ask('is the sauna open to members?'), null, 'a list item is not a statement');
  assert.equal(ask('how many seats are released after 12 months?'), null, 'no passage holds the "12" asked about');
  assert.match(
    ask('how much does a sauna visit cost?')?.text ?? '',
    /^Sauna visit\t7 tokens\.$/,
    'a row whose label is asked about',
  );
  assert.equal(
    ask('how much do members pay per visit?'),
    null,
    'a row (cells apart by a tab) whose label does not name it',
  );
  assert.equal(
    ask('how many seats may each member hold in the rooms?'),
    null,
    'a figure for what the question names, not another thing ("in the rooms")',
  );
  assert.match(ask('how many seats may each member hold?')?.text ?? '', /at most 9 seats/);
});

test('a figure is quoted from a sentence that covers the question, and a yes or a no never from a list of what one can do', () => {
  const {index: clubIndex, text: clubText} = searchSite(
    [{title: 'Club', path: '/club'}],
    [
      sec(
        'How do I earn points?',
        'Members of a table share 2% of every ticket sold at it. Hosting or volunteering earns points from the volunteer allocation.',
      ),
      sec(
        'What is the club?',
        'The club will be a meeting place for points: you will dance, sing, play chess and host parties from your own table.',
      ),
      sec('Scores', 'Points are kept per table, and points never expire.'),
    ],
  );
  const ask = askerOf(clubIndex, clubText);
  const share = ask('what percent of points go to hosting and volunteering');
  assert.ok(!share?.text.includes('2%'), `the 2% is a share of tickets, not of points: ${share?.text}`);
  assert.equal(ask('can I host parties at the club'), null, 'a list of what one will do says nothing of the case');
});

test('a step is not quoted from a sentence that lists every step after a colon', () => {
  const steps = (gate: string) =>
    searchSite(
      [{title: 'Festival', path: '/festival'}],
      [
        sec('Your first evening', `This guide takes you from the car park to the stage: ${gate}`),
        sec('Food', 'Stalls sell soup and bread until midnight.'),
      ],
    );
  const ask = ({index: i, text: t}: ReturnType<typeof steps>, q: string) => answer(i, q, search(i, q, 20, t), t);
  const q = 'how do I pass the gate with my ticket';
  assert.equal(ask(steps('buy a ticket, pass the gate, find a seat, and enjoy the show.'), q), null);
  // The same words as a step of their own are quoted: the list, not the words, withholds the answer.
  assert.match(ask(steps('use your ticket to pass the gate.'), q)?.text ?? '', /use your ticket/);
});

test('a glossary defines words: a question that asks how, when or whether finds the section where it is done', () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1><h2 id="words">Words</h2><dl>' +
    '<div><dt><dfn>purse</dfn></dt><dd>A wallet that holds your tickets; you get a purse at the desk.</dd></div>' +
    '<div><dt><dfn>ticket</dfn></dt><dd>A pass to one show, kept in a purse.</dd></div>' +
    '<div><dt><dfn>desk</dfn></dt><dd>Where the staff sit.</dd></div></dl>' +
    '<h2 id="getting-started">Getting started</h2><p>Ask the staff at the front for a purse, then add your tickets.</p>' +
    '</div></article></body></html>';
  const {index: defIndex, text: ownText} = searchSite([{title: 'T', path: '/t'}], extractSections(html, 0, 'T'));
  assert.equal(search(defIndex, 'how do I get a purse for my tickets?', 20, ownText)[0]?.href, '/t#getting-started');
  assert.equal(search(defIndex, 'what is a purse?', 20, ownText)[0]?.href, '/t#words', 'a definition is asked');
  // Asked something only the glossary says ("sit"), the glossary is not weighed down as a mere list of definitions.
  const hits = search(defIndex, 'do the staff sit where I ask?', 20, ownText);
  const score = (href: string): number => hits.find((h) => h.href === href)?.score ?? 0;
  assert.ok(score('/t#words') > 0.75 * score('/t#getting-started'), 'the glossary alone says where the staff sit');
});

test('a yes/no or a step is quoted only when the first result is clearly ahead of the second', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'A club and its shows.'},
    {
      page: 1,
      level: 2,
      heading: 'Refunds',
      anchor: 'refunds',
      text: 'Tickets cannot be refunded once the show starts. Ask at the desk before the show.',
    },
    {page: 1, level: 2, heading: 'Seats', anchor: 'seats', text: 'Seats are given out at the door.'},
  ];
  const {index: clubIndex, text: clubText} = searchSite(
    [
      {title: 'Home', path: '/'},
      {title: 'Club', path: '/club'},
    ],
    sections,
  );
  const q = 'can tickets be refunded?';
  const hits = search(clubIndex, q, 20, clubText);
  assert.match(answer(clubIndex, q, hits, clubText)?.text ?? '', /cannot be refunded/);
  // (The landing page sums up the others: a yes or a no is quoted from another page.)
  // The same first result with a close second: the question's words may be answered by either.
  const close = [hits[0]!, {...hits[0]!, href: '/club#other', score: hits[0]!.score * 0.9}];
  assert.equal(answer(clubIndex, q, close, clubText), null);
});

test('a phrasal verb split by its object finds the synonym of the whole verb, and its particle is no word of its own', () => {
  const parsed = parseQuery('pull my coins out', {'pull out': 'withdraw'}, [], () => 1);
  assert.ok(parsed.groups.some((g) => [...g.exact, ...g.alt].includes('withdraw')));
  assert.ok(!parsed.groups.some((g) => g.raw === 'out' || g.raw === 'pull'));
  assert.ok(
    parseQuery('pull the rope and go out', {'pull out': 'withdraw'}, [], () => 1).groups.some((g) => g.raw === 'pull'),
  );
  // The particle belongs to the nearest verb that takes it: "team … locked up" is "lock up", not "team up".
  const nearest = parseQuery("the team's tokens locked up", {'team up': 'partner', 'lock up': 'stake'}, [], () => 1);
  assert.ok(!nearest.groups.some((g) => g.alt.includes('partner') || g.exact.includes('partner')));
  assert.ok(nearest.groups.some((g) => g.raw === 'team'));
});

test('a word the docs never use finds the synonym of a key it is another form of, not of a key sharing a short stem', () => {
  const terms = (q: string, known: (t: string) => number) =>
    parseQuery(q, {refund: 'refundable', mining: 'validators'}, [], known).groups.flatMap((g) => [
      ...g.exact,
      ...g.alt,
    ]);
  const never = () => 0;
  assert.ok(terms('fee refunded', never).includes('refundabl') || terms('fee refunded', never).includes('refundable'));
  assert.ok(!terms('min deposit', never).some((t) => t.startsWith('validator')));
  // A word the docs use means what they mean by it.
  assert.ok(!terms('fee refunded', () => 1).some((t) => t.startsWith('refundabl')));
});

test('a yes or a no is not quoted when "it" stands for a thing the question does not name', () => {
  const ask = askOnPage({title: 'Lake', path: '/lake'}, [
    {level: 1, heading: 'Lake', anchor: '', text: 'The lake.'},
    {
      level: 2,
      heading: 'Rowing',
      anchor: 'rowing',
      text: 'A boat will let you row on the lake. It is not open yet: any boat hire using the club name is fake.',
    },
  ]);
  assert.equal(ask('can i row on the lake now or is it not open yet'), null, '"it" is the boat');
  assert.match(ask('can i hire a boat now or is it not open yet')?.text ?? '', /not open yet/);
});

test('where to write is not quoted from what happens if one writes', () => {
  const ask = askOnPage({title: 'Privacy', path: '/privacy'}, [
    {level: 1, heading: 'Privacy', anchor: '', text: 'Your data.'},
    {
      level: 2,
      heading: 'What we keep',
      anchor: 'keep',
      text: 'If you write to the club desk, we keep your e-mail address and what you send.',
    },
  ]);
  assert.equal(ask('is there a club desk e-mail i can write to'), null);
});

test('a step is quoted only when the sentences that say what to do cover the question', () => {
  const ask = askOnPage(
    {title: 'Club', path: '/club'},
    [
      {
        level: 2,
        heading: 'Membership',
        anchor: 'membership',
        text: 'Open the club page and click Join to become a member. Leaving the club later is possible and free.',
      },
    ],
    'A club and its shows.',
  );
  assert.match(ask('how do I join the club as a member?')?.text ?? '', /click Join/);
  assert.equal(ask('how do I leave the club?'), null, 'leaving is named, but no step shows how');
});

test('a step done to get what the question already holds is not its answer, unless getting it is asked', () => {
  const ask = askOnPage(
    {title: 'Club', path: '/club'},
    [
      {
        level: 2,
        heading: 'Planting with seed packets',
        anchor: 'planting',
        text:
          'Buy a packet at the garden shop to get its seeds.\n' +
          'Open the packet, sow the seeds in a tray and water them.\n' +
          'Move the seedlings outside after the last frost.',
      },
    ],
    'A club and its shows.',
  );
  assert.match(ask('how do i plant with my seed packet')?.text ?? '', /^Open the packet/);
  assert.match(ask('how do i get a seed packet')?.text ?? '', /^Buy a packet/);
  assert.match(ask('how do i go about obtaining a seed packet')?.text ?? '', /^Buy a packet/);
});

test('the site named after "this" is a weak word; the same word elsewhere is not', () => {
  const weak = (q: string, w: string) => parseQuery(q, {}, [], () => 1).groups.find((g) => g.raw === w)?.weak;
  assert.equal(weak('who is this dex meant for', 'dex'), true);
  assert.equal(weak('is this platform safe', 'platform'), true);
  assert.equal(weak('is it a dex or a centralised exchange', 'dex'), false);
  assert.equal(weak('this exchange listing', 'listing'), false);
});

test('a capital letter standing alone names something (a coin), not a weak letter', () => {
  const weak = (q: string) => parseQuery(q, {}, [], () => 1).groups.find((g) => g.raw === 's')?.weak;
  assert.equal(weak('why do I need S for gas'), false);
  assert.equal(weak('why do i need s for gas'), true);
  assert.notEqual(weak("what's the gas"), false, 'the s of a contraction is no name');
});

test('a phrase the reader typed is held by its own words or every word of its other name, not by one of them', () => {
  const site = (text: string) =>
    searchSite(
      [
        {title: 'Home', path: '/'},
        {title: 'Desk', path: '/desk'},
      ],
      [
        {page: 0, level: 1, heading: 'Home', anchor: '', text: 'A club and its shows.'},
        {page: 1, level: 2, heading: 'Getting Started', anchor: 'getting-started', text},
      ],
      {'handover and signoff': 'handover signoff hand over'},
    );
  const ask = (text: string) => {
    const {index: deskIndex, text: deskText} = site(text);
    const q = 'when does the handover and signoff start';
    return answer(deskIndex, q, search(deskIndex, q, 20, deskText), deskText);
  };
  // "Hand in" is not "hand over": the reader asked about something this passage does not name.
  assert.equal(ask('Hand in your form at the desk before 9 am.'), null);
  assert.match(ask('Hand over your keys at the desk before 9 am.')?.text ?? '', /^Hand over/);
});

test('"type" (what to type in, a kind of thing) is a filler word, not a "Types of…" heading\'s word', () => {
  const weak = (q: string) => parseQuery(q, {}, [], () => 1).groups.find((g) => g.raw === 'type')?.weak;
  assert.equal(weak('which rpc address do i type'), true);
  assert.equal(weak('a ledger type thing'), true);
});

test('among three words or more, a short word the site never uses is no slip of its words by a changed letter, in the gibberish gate too', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {page: 0, level: 2, heading: 'Garden', anchor: 'garden', text: 'The garden has a pond and a drain.'},
    {page: 0, level: 2, heading: 'Site', anchor: 'site', text: 'This site lists the rooms.'},
  ];
  const {index: clubIndex, text: clubText} = searchSite([{title: 'Club', path: '/club'}], sections);
  // "train" is not "drain" (the ranking's typo tolerance finds it; it is no evidence), and "puppy" is nowhere.
  assert.deepEqual(search(clubIndex, 'how to train a puppy to sit', 20, clubText), []);
  assert.equal(search(clubIndex, 'garden drian', 20, clubText)[0]?.href, '/club#garden', 'a swapped pair still is');
});

test('a "when" question is not answered by what happens once the thing asked happens, nor by "at once"', () => {
  assert.ok(!answersKind('A stall sells tickets at once to anyone.', 'time'), '"at once" is how, not when');
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Club', anchor: '', text: 'A club.'},
    {
      page: 0,
      level: 2,
      heading: 'Raffle',
      anchor: 'raffle',
      text: 'Found a lucky ticket? Once the raffle opens, winners will be paid under its final rules.',
    },
    {
      page: 0,
      level: 2,
      heading: 'Prizes',
      anchor: 'prizes',
      text: 'Prize draws begin after the season ends.',
    },
  ];
  const ask = askSite([{title: 'Club', path: '/club'}], sections);
  assert.equal(ask('when does the raffle start?'), null, 'the event asked is not its own time');
  assert.match(ask('when do prize draws begin?')?.text ?? '', /after the season ends/);
});

test("a figure's title is a label: its own line in the text, quoted with the summary sentence under it", () => {
  const html =
    '<html><body><article><div class="theme-doc-markdown markdown"><h1>T</h1><h2 id="team">Team</h2>' +
    '<p>Builders are paid from a share of the supply.</p>' +
    '<figure><figcaption><div data-figure-title="">Builder token release</div>' +
    '<div data-figure-summary="">The builders get 900 tokens after a wait of nine months.</div></figcaption></figure>' +
    '</div></article></body></html>';
  const team = extractSections(html, 0, 'T').find((s) => s.anchor === 'team')!;
  assert.match(team.text, /^Builder token release:$/m, 'the title is a line of its own, ending as a label');
  const ask = askSite([{title: 'T', path: '/t'}], [team]);
  assert.equal(
    ask('how many tokens do the builders get')?.text,
    'Builder token release: The builders get 900 tokens after a wait of nine months.',
  );
});

test('whether something is out yet is answered by a sentence on when it opens, not by how it works once open', () => {
  const ask = (text: string) =>
    askOnPage({title: 'Prize', path: '/prize'}, [sec('Prize hunt', text)], 'Welcome.')('is the prize hunt open yet');
  assert.equal(ask('Once the prize hunt opens, each valid find is paid from the prize pool within a week.'), null);
  assert.match(
    ask('The prize hunt is not open yet: it opens in Phase 9, and each valid find is paid from the prize pool.')
      ?.text ?? '',
    /not open yet/,
  );
});
