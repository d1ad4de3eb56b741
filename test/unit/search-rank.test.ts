/**
 * Issue 40: ranking rules that do not depend on the query's wording, on a small
 * made-up site (no fact from src/data is pinned here): a summary that links
 * to the detail lets the detail rank first; a keyword query whose words stand
 * side by side in a section lifts it; a section's readers' questions
 * (src/data/search-asks.ts) find it in words its text does not use; a query
 * that is a section's heading, word for word, names that section; a figure typed with its unit ("$5")
 * finds the section that states it; a heading with no text of its own ranks by the sections under it.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import {search, type SearchSection} from '../../src/lib/search/engine';
import {extractSections} from '../../src/plugins/search-index/extract';
import {withAsks} from '../../src/plugins/search-index';
import {searchSite} from '../lib/searchSite';
import {searchedSlips} from '../../src/lib/search/query';

const pages = [
  {title: 'Home', path: '/'},
  {title: 'Club', path: '/club'},
  {title: 'Garden', path: '/garden'},
];

function site(sections: SearchSection[]) {
  const {payload, index, text} = searchSite(pages, sections);
  return {payload, run: (q: string) => search(index, q, 20, text).map((h) => h.href)};
}

test('built HTML keeps the links to other pages of the site, base URL removed, not to itself or elsewhere', () => {
  const html = `<html><body><article><div class="theme-doc-markdown markdown"><header><h1>Club</h1></header>
<p>Intro.</p>
<h2 id="joining">Joining</h2><p>See <a href="/docs/garden#tools">tools</a>, <a href="/docs/garden">the garden</a>,
<a href="#rules">below</a>, <a href="/docs/club#rules">our rules</a>, <a href="https://elsewhere.example/garden">away</a>,
<a href="/docs/files/map.pdf">the map</a> and <a href="mailto:club@club.example">write</a>.</p>
<h2 id="rules">Rules</h2><p>No running.</p>
</div></article></body></html>`;
  const [intro, joining, rules] = extractSections(html, 1, 'Club', '/club', '/docs/');
  assert.deepEqual(joining?.links, ['/garden#tools', '/garden']);
  assert.equal(intro?.links, undefined);
  assert.equal(rules?.links, undefined);
});

test('a summary that links to the detail ranks the detail first when it matches nearly as well', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {
      page: 0,
      level: 2,
      heading: 'Watering plants',
      anchor: 'watering',
      text: 'Water the plants in the garden each morning. See Garden › Watering plants.',
      links: ['/garden#watering-plants', '/club'],
    },
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club meets weekly.'},
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {
      page: 2,
      level: 2,
      heading: 'Watering plants',
      anchor: 'watering-plants',
      text: 'Water the plants with rain water before nine in the morning, slowly, at the roots; the garden hose is in the shed.',
    },
    {page: 2, level: 2, heading: 'Tools', anchor: 'tools', text: 'Rakes and spades.'},
  ];
  const {payload, run} = site(sections);
  // Only links to a section of the site are kept, as section ids.
  assert.deepEqual(payload.links, [[1, 4]]);
  assert.deepEqual(run('watering plants garden morning').slice(0, 2), ['/garden#watering-plants', '/#watering']);
  // Without the link, the summary (shorter, with every word) comes first: the rule, not the text, decides.
  const unlinked = site(sections.map((s) => ({...s, links: undefined})));
  assert.equal(unlinked.payload.links?.length, 0);
  assert.equal(unlinked.run('watering plants garden morning')[0], '/#watering');
  // A target that does not match the query is not lifted.
  assert.notEqual(run('watering plants garden morning')[0], '/club');
});

test('a keyword query ranks the section with its words side by side above one where they are scattered', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club.'},
    {
      page: 1,
      level: 2,
      heading: 'Notes',
      anchor: 'notes',
      text: 'Key: the gardener has it. Spare: one hangs by the gate.',
    },
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {
      page: 2,
      level: 2,
      heading: 'Visiting',
      anchor: 'visiting',
      text: 'Ask at the gate for the spare key to the shed. Visitors sign the book at the gate.',
    },
  ];
  const {run} = site(sections);
  // In the other order, neither has them side by side: the shorter section, with both words, comes first.
  assert.equal(run('key spare')[0], '/club#notes');
  assert.equal(run('spare key')[0], '/garden#visiting');
});

test("a section's readers' questions find it in the reader's words, and add to its own text rather than replace it", () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club meets weekly in the hall.'},
    {page: 1, level: 2, heading: 'Membership', anchor: 'membership', text: 'Members pay 10 coins a year.'},
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden, open to members at dawn.'},
  ];
  const asked = sections.map((s) =>
    s.anchor === 'membership' ? {...s, asks: 'how do I join. annual subscription'} : s,
  );
  // Without the questions, no section holds "join" or "subscription"; with them, the membership section answers.
  assert.deepEqual(site(sections).run('annual subscription'), []);
  assert.equal(site(asked).run('how do I join the club?')[0], '/club#membership');
  assert.equal(site(asked).run('annual subscription')[0], '/club#membership');
  // A word the section's text holds still ranks it by the text: the questions add to it, they do not replace it.
  assert.equal(site(asked).run('members dawn')[0], '/garden');
});

test("the build refuses readers' questions for a section the pages do not have, naming it", () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 2, heading: 'Rules', anchor: 'rules', text: 'No running.'},
  ];
  const given = [...sections];
  withAsks(given, pages, {'/': ['hello'], '/club#rules': ['can I run']});
  assert.deepEqual(
    given.map((s) => s.asks),
    ['hello', 'can I run'],
  );
  assert.throws(() => withAsks([...sections], pages, {'/club#rule': ['can I run']}), /\/club#rule\b/);
});

test('a query that is a section heading, word for word, ranks that section first', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club.'},
    {
      page: 1,
      level: 2,
      heading: 'Planting roses',
      anchor: 'planting-roses',
      text: 'Plant them in autumn, in sun; prune roses in spring.',
    },
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {
      page: 2,
      level: 2,
      heading: 'What are roses?',
      anchor: 'what-are-roses',
      text: 'Shrubs with thorns and scented flowers, grown in most of the beds here; roses need sun.',
    },
  ];
  const {run} = site(sections);
  // "Planting roses" holds the word in a shorter text with more weight on it; "What are roses?" is named by it.
  assert.equal(run('roses')[0], '/garden#what-are-roses');
  assert.equal(run('Roses?')[0], '/garden#what-are-roses');
  // More words than the heading: the usual ranking.
  assert.equal(run('prune roses')[0], '/club#planting-roses');
});

test('a filler word is searched as typed, not as the words it is a slip or a typo of', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club.'},
    {
      page: 1,
      level: 2,
      heading: 'Watering',
      anchor: 'watering',
      text: 'Every morning, water every rose bed; the roses there need it every day, even in rain.',
    },
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {page: 2, level: 2, heading: 'Beds', anchor: 'beds', text: 'The garden grows 40 roses in six beds.'},
  ];
  const {run} = site(sections);
  // "ever" (a filler word the text never uses) is not "every" or "even": the roses' own section comes first.
  assert.equal(run('how many roses will there ever be')[0], '/garden#beds');
});

test('a subsection whose heading its page repeats is found by the heading of the section it is in', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club.'},
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {page: 2, level: 2, heading: 'Roses', anchor: 'roses', text: 'Climbing and shrub roses along the south wall.'},
    {page: 2, level: 3, heading: 'Care', anchor: 'roses-care', text: 'Prune in spring and feed in summer.'},
    {page: 2, level: 2, heading: 'Tulips', anchor: 'tulips', text: 'Tulips of many colours by the gate.'},
    {page: 2, level: 3, heading: 'Care', anchor: 'tulips-care', text: 'Plant the bulbs in autumn, six inches deep.'},
  ];
  const {run} = site(sections);
  assert.equal(run('tulip care')[0], '/garden#tulips-care');
  assert.equal(run('roses care')[0], '/garden#roses-care');
});

test('a troubleshooting entry comes before the how-to only when the reader reports a problem', () => {
  const sections: SearchSection[] = [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 1, level: 1, heading: 'Club', anchor: '', text: 'The club.'},
    {
      page: 1,
      level: 2,
      heading: 'Reserving a court',
      anchor: 'booking',
      text: 'Book a court hour on the calendar: pick a free one and press Book.',
    },
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {
      page: 2,
      level: 2,
      heading: 'Court problems',
      anchor: 'court-problems',
      text: 'You see: Booking failed. Fix: book the court hour again.',
      codes: ['Booking failed'],
    },
  ];
  const {run} = site(sections);
  assert.equal(run('book a court hour')[0], '/club#booking');
  assert.equal(run('cannot book a court hour')[0], '/garden#court-problems');
  // Rejecting a request in the wallet is something that went wrong, however it is said.
  assert.equal(run('i hit reject on a court hour')[0], '/garden#court-problems');
});

test('a short word the pages never use is not searched as another word with one letter changed', () => {
  // "pull" is not "full"; a swapped pair or a letter left out still is a slip of the keys ("bukcet", "stke").
  assert.deepEqual(searchedSlips('pull', ['full', 'bull', 'pulls']), ['pulls']);
  assert.deepEqual(searchedSlips('bukcet', ['bucket']), ['bucket']);
  assert.deepEqual(searchedSlips('stke', ['stake']), ['stake']);
  assert.deepEqual(searchedSlips('stakng', ['staking']), ['staking']);
  // From six letters a changed letter is a slip too ("stakimg").
  assert.deepEqual(searchedSlips('stakimg', ['staking']), ['staking']);
});

test('a figure typed with its unit ranks the section that states it above one that only has the number', () => {
  const {index, text} = searchSite(pages, [
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'A club and its shows.'},
    {page: 1, level: 2, heading: 'Prices', anchor: 'prices', text: 'A ticket costs $3 and a season pass 40% less.'},
    {page: 2, level: 2, heading: 'Beds', anchor: 'beds', text: 'There are 3 beds of roses and 40 bulbs.'},
  ]);
  for (const q of ['$3', '40%']) {
    const hits = search(index, q, 20, text);
    const score = (href: string): number => hits.find((h) => h.href === href)?.score ?? 0;
    assert.ok(score('/club#prices') > 1.5 * score('/garden#beds'), q);
  }
});

test('a heading with no text of its own ranks by the best passage of the sections under it', () => {
  const {run} = site([
    {page: 0, level: 1, heading: 'Home', anchor: '', text: 'Welcome.'},
    {page: 2, level: 1, heading: 'Garden', anchor: '', text: 'The garden.'},
    {page: 2, level: 2, heading: 'Information We Collect', anchor: 'information-we-collect', text: ''},
    {page: 2, level: 3, heading: 'Seeds', anchor: 'seeds', text: 'We collect seeds from every plant each autumn.'},
    {page: 2, level: 3, heading: 'Weather', anchor: 'weather', text: 'We note the rain and the frost.'},
    {
      page: 2,
      level: 2,
      heading: 'How We Use Information',
      anchor: 'how-we-use-information',
      text: 'The information helps us plan the beds and collect what grows.',
    },
  ]);
  assert.equal(run('what information do you collect')[0], '/garden#information-we-collect');
});
