/**
 * Published contract addresses on the official lists (<OfficialContracts />,
 * inside <OfficialLinks /> on Community & Links and on Audits & Links): a
 * contract a writer adds to src/data/contracts.ts appears, linked to its page
 * on the build's block explorer in a new tab; while none is published the
 * page's status line (<OfficialStatus />) says so, and the lists show nothing
 * more. The contract here is a fixture, not the data's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ReactNode} from 'react';
import {load} from 'cheerio';
import * as today from '../../src/data/all';
import {contractsLabel, type Contract} from '../../src/data/contracts';
import {resolveLinks} from '../../src/data/links';
import {componentModule, render} from '../lib/renderComponent';

type Component = {default: () => ReactNode};
const {default: OfficialContracts} = componentModule<Component>('src/components/OfficialContracts');
const {default: OfficialLinks, OfficialStatus} = componentModule<Component & {OfficialStatus: () => ReactNode}>(
  'src/components/OfficialLinks',
);

const links = resolveLinks({});
const fixture: Contract = {
  id: 'fixtureToken',
  label: 'Fixture token contract',
  address: `0x${'c0ffee'.repeat(7).slice(0, 40)}`,
  chainId: today.chain.chainId,
};
const withContracts = (contracts: readonly Contract[]) => ({...today, contracts});

test('a published contract appears on the official lists, linked to the block explorer in a new tab', () => {
  const html = render(OfficialLinks, {}, withContracts([fixture]), {links});
  const row = new RegExp(`<tr data-contract-id="${fixture.id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
  assert.ok(row.includes(fixture.label), `the row names the contract: ${row}`);
  const anchor = /<a [^>]*>/.exec(row)?.[0] ?? '';
  assert.match(anchor, new RegExp(`href="${links.explorer}${today.explorerAddressPath(fixture.address)}"`));
  assert.match(anchor, /target="_blank"/);
  assert.match(anchor, /rel="noopener noreferrer"/);
  assert.ok(row.includes(fixture.address), 'the address is shown in full');
});

test('while no contract is published, the status line\'s "not published yet" clause names the contracts, and the lists show nothing more', () => {
  assert.equal(render(OfficialContracts, {}, withContracts([]), {links}), '');
  const clauseOf = (html: string) => load(html)('[data-unpublished-links]');
  const namedIn = (html: string) => clauseOf(html).find('[data-contracts]').text();
  // Every own address unpublished (these links are the defaults): one clause says no address or contract is.
  const empty = render(OfficialStatus, {}, withContracts([]), {links});
  assert.doesNotMatch(render(OfficialLinks, {}, withContracts([]), {links}), /data-contract-id|official-contracts/);
  assert.match(namedIn(empty), /contract/, `the clause names the contracts: ${empty}`);
  assert.match(clauseOf(empty).text(), /\bno\b[^.;]* published yet/i);
  // Some own address published: the clause names the contracts by their label.
  const someLinks = {...links, app: 'https://app.fixture.test'};
  const some = render(OfficialStatus, {}, withContracts([]), {links: someLinks});
  assert.equal(namedIn(some), contractsLabel, `the clause names the contracts: ${some}`);
  assert.match(clauseOf(some).text(), /not published yet/i);
  assert.doesNotMatch(
    render(OfficialStatus, {}, withContracts([fixture]), {links: someLinks}),
    /data-contracts=/,
    'once one is published, the contracts leave the status line for their own table',
  );
  const published = render(OfficialLinks, {}, withContracts([fixture]), {links: someLinks});
  const before = render(OfficialLinks, {}, withContracts([]), {links: someLinks});
  assert.ok(published.startsWith(before), 'a contract adds its table after the links, and changes nothing before it');
});

test('every contract in src/data/contracts.ts is well formed and on the chain whose explorer the lists link to', () => {
  const ids = new Set<string>();
  for (const c of today.contracts) {
    assert.match(c.address, /^0x[0-9a-fA-F]{40}$/, `${c.id}: the address must be 0x and 40 hex digits`);
    assert.equal(
      c.chainId,
      today.chain.chainId,
      `${c.id}: the lists link contracts to the ${today.chain.name} explorer; a contract on another chain needs its own explorer`,
    );
    assert.ok(!ids.has(c.id), `${c.id}: ids must be unique`);
    ids.add(c.id);
  }
});
