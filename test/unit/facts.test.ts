/**
 * src/plugins/facts in Node: facts.json is made from the data modules and
 * fits its schema; a change of a fact between two versions becomes one entry
 * with the old and new values printed as the pages print them; no change, no
 * entry; the feed is Atom. The versions here are today's facts and a copy
 * with one fee changed (derived, not typed).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fees} from '../../src/data/fees';
import {percentFromBps} from '../../src/data/format';
import {pages} from '../../src/data/pages';
import {factsOf, type FactSources} from '../../src/plugins/facts/facts';
import {
  changesByVersion,
  factChanges,
  factGroups,
  factValues,
  releaseDayChanges,
} from '../../src/plugins/facts/changes';
import {atomFeed} from '../../src/plugins/facts/atom';
import {currentSources} from '../../src/plugins/facts/load';
import {factsSchema} from '../../src/plugins/facts/schema';
import {changesPageKey} from '../../src/plugins/facts/files';
import {atomProblems, factsValidator} from '../lib/atom';

const schemaUrl = 'https://docs.test/facts.schema.json';
const today = currentSources();
const withFee = (bps: number, version: string): FactSources =>
  ({
    ...today,
    version,
    data: {...today.data, fees: {...today.data.fees, launchpad: {...today.data.fees.launchpad, tradeBps: bps}}},
  }) as unknown as FactSources;

test("today's facts fit the schema, and the schema rejects a broken one", () => {
  const validate = factsValidator(factsSchema(schemaUrl));
  const facts = JSON.parse(JSON.stringify(factsOf(today, schemaUrl)));
  assert.deepEqual(validate(facts), []);
  // The fee as the pages print it: text, where programs rely on a number of basis points.
  const printed = percentFromBps(facts.fees.swap.totalBps);
  const broken = {...facts, fees: {...facts.fees, swap: {...facts.fees.swap, totalBps: printed}}};
  assert.ok(validate(broken).length > 0, 'a fee as text is refused');
  const {chain: _chain, ...withoutChain} = facts;
  assert.ok(validate(withoutChain).length > 0, 'a missing section is refused');
});

test('facts.json takes whole objects from the data: a field added there appears with no other edit', () => {
  const added = {...today, data: {...today.data, fees: {...today.data.fees, newFeeBps: 7}}} as unknown as FactSources;
  assert.equal((factsOf(added, schemaUrl).fees as unknown as {newFeeBps: number}).newFeeBps, 7);
  assert.ok(
    factValues(factsOf(added, schemaUrl)).some((f) => f.key === 'fees.newFeeBps' && f.value === percentFromBps(7)),
  );
});

test('a changed fee between two versions is one entry, old → new as the pages print it, linked to its pages', () => {
  const newBps = fees.launchpad.tradeBps + 13;
  const versions = [
    {version: '1.0', facts: factsOf(withFee(fees.launchpad.tradeBps, '1.0'), schemaUrl), date: '2027-01-02T03:04:05Z'},
    {version: 'current', facts: factsOf(withFee(newBps, 'current'), schemaUrl)},
  ];
  const changes = factChanges(versions, pages);
  assert.equal(changes.length, 1, JSON.stringify(changes));
  const [c] = changes;
  assert.ok(c);
  assert.equal(c.key, 'fees.launchpad.tradeBps');
  assert.equal(c.old, percentFromBps(fees.launchpad.tradeBps));
  assert.equal(c.new, percentFromBps(newBps));
  assert.deepEqual([c.from, c.to], ['1.0', 'current']);
  assert.ok(c.pages.length > 0 && c.pages.every((p) => pages.some((q) => q.path === p.path)));
  assert.ok(c.was.every((p) => p.path === '/1.0' || p.path.startsWith('/1.0/')));
});

test('no change, no entry; the feed then says so and is still valid Atom', () => {
  const versions = [
    {version: '1.0', facts: factsOf({...today, version: '1.0'}, schemaUrl)},
    {version: 'current', facts: factsOf(today, schemaUrl)},
  ];
  assert.deepEqual(factChanges(versions, pages), []);
  const xml = atomFeed([], feedOptions);
  assert.deepEqual(atomProblems(xml).problems, []);
  assert.match(xml, /No fact has changed/);
});

test("a released version's What Changed keeps its release-day list; later changes go to the current docs only", () => {
  const fee = (bps: number, version: string) => ({version, facts: factsOf(withFee(bps, version), schemaUrl)});
  const [before, after, later] = [0, 1, 2].map((step) => fees.launchpad.tradeBps + 13 * step);
  // Release 1.0; the fee changes; release 1.1 freezes what /changes listed that day.
  const frozen11 = releaseDayChanges([fee(before!, '1.0'), fee(after!, 'current')], '1.1', pages);
  assert.deepEqual(frozen11.versions, ['1.0', '1.1']);
  assert.ok(
    frozen11.changes.length > 0 && frozen11.changes.every((c) => c.to === '1.1' && c.new === percentFromBps(after!)),
    JSON.stringify(frozen11.changes),
  );
  assert.ok(
    frozen11.changes.every((c) => c.pages.every((p) => p.path.startsWith('/1.1'))),
    'it links to the frozen pages',
  );
  // Then the fee changes again.
  const versions = [fee(before!, '1.0'), fee(after!, '1.1'), fee(later!, 'current')];
  const lists = changesByVersion(versions, pages, (v) => (v === '1.1' ? frozen11 : undefined));
  assert.deepEqual(lists['1.1'], frozen11, '1.1 lists what it listed on release day');
  assert.deepEqual(lists['1.0']?.changes, [], '1.0, the first release, lists nothing');
  const current = lists.current?.changes ?? [];
  assert.ok(
    current.some((c) => c.to === 'current' && c.new === percentFromBps(later!)),
    'current has the later change',
  );
  assert.ok(
    current.some((c) => c.to === '1.1'),
    'and the earlier one',
  );
  // A release that froze no list: the changes up to it, from the snapshots.
  const computed = changesByVersion(versions, pages, () => undefined)['1.1'];
  assert.deepEqual(
    computed?.changes.map((c) => [c.key, c.old, c.new]),
    frozen11.changes.map((c) => [c.key, c.old, c.new]),
  );
});

const feedOptions = {
  siteRoot: 'https://docs.test/base/',
  title: 'Docs: what changed',
  author: 'Project',
  pagePath: '/changes',
  file: 'changes.atom',
  fallbackDate: '2027-01-01T00:00:00.000Z',
};

test('the feed has one valid entry per change, with both values and absolute links to the pages', () => {
  const versions = [
    {version: '1.0', facts: factsOf(withFee(fees.launchpad.tradeBps, '1.0'), schemaUrl)},
    {
      version: '1.1',
      facts: factsOf(withFee(fees.launchpad.tradeBps + 1, '1.1'), schemaUrl),
      date: '2027-02-01T00:00:00Z',
    },
    {version: 'current', facts: factsOf(withFee(fees.launchpad.tradeBps + 2, 'current'), schemaUrl)},
  ];
  const changes = factChanges(versions, pages);
  assert.deepEqual(
    changes.map((c) => c.to),
    ['current', '1.1'],
    'newest first',
  );
  const {problems, entries} = atomProblems(atomFeed(changes, feedOptions));
  assert.deepEqual(problems, []);
  assert.equal(entries.length, 2);
  for (const [i, e] of entries.entries()) {
    assert.ok(e.title.includes(changes[i]!.old) && e.title.includes(changes[i]!.new), e.title);
    assert.ok(
      e.links.every((l) => l.startsWith(feedOptions.siteRoot)),
      e.links.join(' '),
    );
  }
  assert.equal(entries[1]?.updated, '2027-02-01T00:00:00Z');
});

test('every group of facts links to pages of the site, and the changes page is one of them', () => {
  for (const [group, {pages: keys}] of Object.entries(factGroups)) {
    for (const key of keys) {
      assert.ok(
        pages.some((p) => p.key === key),
        `${group}: page ${key} is not in src/data/pages.ts`,
      );
    }
  }
  assert.ok(
    pages.some((p) => p.key === changesPageKey),
    `${changesPageKey} in src/data/pages.ts`,
  );
});
