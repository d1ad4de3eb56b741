import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  allowedHosts,
  isPlaceholder,
  linkDefs,
  linkIds,
  linkName,
  placeholdersInUse,
  resolveLinks,
} from '../../src/data/links';
import {chain} from '../../src/data/chain';

test('every default link is https: or mailto:', () => {
  for (const id of linkIds) {
    const {protocol} = new URL(linkDefs[id].url);
    assert.ok(protocol === 'https:' || protocol === 'mailto:', `${id} uses ${protocol}`);
  }
});

test('exchange links default to .example placeholders; the chain links are real', () => {
  const links = resolveLinks({});
  const placeholders = placeholdersInUse(links);
  assert.ok(placeholders.includes('app'));
  assert.ok(!placeholders.includes('rpc'));
  assert.ok(!placeholders.includes('explorer'));
  assert.equal(links.rpc, chain.rpcUrl);
  assert.equal(isPlaceholder('mailto:anyone@any-project.example'), true, 'any address on .example');
  assert.equal(isPlaceholder(chain.explorerUrl), false);
});

test('an environment variable overrides a link and clears its placeholder', () => {
  const links = resolveLinks({SX_LINK_APP: 'https://app.example.org'});
  assert.equal(links.app, 'https://app.example.org');
  assert.ok(!placeholdersInUse(links).includes('app'));
  assert.ok(allowedHosts(links).includes('app.example.org'));
});

test('an override that is not https: fails loudly', () => {
  assert.throws(() => resolveLinks({SX_LINK_APP: 'http://app.example.org'}), /SX_LINK_APP/);
  assert.throws(() => resolveLinks({SX_LINK_SUPPORT_EMAIL: 'https://x.org'}), /SX_LINK_SUPPORT_EMAIL/);
  assert.throws(() => resolveLinks({SX_LINK_X: 'not a url'}), /SX_LINK_X/);
});

test('each link has a name for running text, from its label: no parenthesis, an e-mail as "the … e-mail"', () => {
  for (const id of linkIds) {
    const name = linkName(id);
    assert.doesNotMatch(name, /[()]/, `${id}: "${name}"`);
    if (linkDefs[id].kind === 'email') assert.match(name, /^the [a-z]/, `${id}: "${name}" reads inside a sentence`);
  }
});
