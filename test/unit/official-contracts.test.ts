/**
 * Published contract addresses on the official lists (<OfficialContracts />,
 * inside <OfficialLinks /> on Community & Links and on Audits & Links): a
 * contract a writer adds to src/data/contracts.ts appears, linked to its page
 * on the build's block explorer in a new tab; while none is published the
 * links table's last row says so, and nothing more. The contract here is a
 * fixture, not the data's.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ReactNode} from 'react';
import * as today from '../../src/data/all';
import {contractsLabel, type Contract} from '../../src/data/contracts';
import {resolveLinks} from '../../src/data/links';
import {componentModule, render} from '../lib/renderComponent';

type Component = {default: () => ReactNode};
const {default: OfficialContracts} = componentModule<Component>('src/components/OfficialContracts');
const {default: OfficialLinks} = componentModule<Component>('src/components/OfficialLinks');

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

test('while no contract is published, the "not published yet" line names the contracts, and the lists show nothing more', () => {
  assert.equal(render(OfficialContracts, {}, withContracts([]), {links}), '');
  const lineOf = (html: string) => /<p data-unpublished-links="">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const namedIn = (line: string) => /<span data-contracts="">([\s\S]*?)<\/span>/.exec(line)?.[1] ?? '';
  // Every own address unpublished (these links are the defaults): one sentence says no address or contract is.
  const empty = render(OfficialLinks, {}, withContracts([]), {links});
  assert.doesNotMatch(empty, /data-contract-id|official-contracts/);
  const line = lineOf(empty);
  assert.match(namedIn(line), /contract/, `the line names the contracts: ${line}`);
  assert.match(line, /\bno\b[^.;]* published yet/i);
  // Some own address published: the line names the contracts by their label.
  const someLinks = {...links, app: 'https://app.fixture.test'};
  const some = lineOf(render(OfficialLinks, {}, withContracts([]), {links: someLinks}));
  assert.equal(namedIn(some), contractsLabel, `the line names the contracts: ${some}`);
  assert.match(some, /not published yet/i);
  const published = render(OfficialLinks, {}, withContracts([fixture]), {links});
  assert.doesNotMatch(
    published,
    /data-contracts=/,
    'once one is published, the contracts leave the line for their own table',
  );
  const afterLine = (html: string) => html.slice(html.indexOf('</p>') + '</p>'.length);
  assert.ok(
    afterLine(published).startsWith(afterLine(empty)),
    'a contract adds its table after the links, and changes nothing after the line',
  );
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
