/**
 * "Is this official?" (src/lib/verify): every case is built from src/data —
 * each official link of the build, then a one-character change of it, its
 * host under another ending, a look-alike-letter form (Unicode and punycode),
 * the official name inside another host — so adding or changing a link keeps
 * this green and a broken check goes red naming the value.
 *
 * Today most links are placeholders on `.example`: the "published" links are
 * those same defaults moved to a real ending through their SX_LINK_* variables,
 * as a deploy sets them, plus one social account on a shared platform.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {domainToASCII} from 'node:url';
import {isPlaceholder, linkDefs, linkIds, resolveLinks, type LinkId, type Links} from '../../src/data/links';
import {contracts as publishedContracts, type Contract} from '../../src/data/contracts';
import {chain, chainIdHex} from '../../src/data/chain';
import {fees} from '../../src/data/fees';
import {percentFromBps} from '../../src/data/format';
import {token} from '../../src/data/token';
import {pages} from '../../src/data/pages';
import {readDoc} from '../lib/frontMatter';
import GithubSlugger from 'github-slugger';
import {askedAbout, officialList, readNext, verify, type Verdict, type VerifyData} from '../../src/lib/verify';
import {describe} from '../../src/lib/verify/describe';
import {editsBetween} from '../../src/lib/verify/distance';
import {looksCheckable, pastedValue} from '../../src/lib/verify/looks';
import {
  hostOf,
  isWholeHost,
  nameChanged,
  oneCharChanged,
  otherTld,
  randomAddress,
  unrelatedHost,
  withLookAlikeLetter,
} from '../lib/lookalikes';

/** A deploy's links: every `.example` default moved to `.org`, and the X account on a shared platform. */
function publishedLinks(): Links {
  const env: Record<string, string> = {};
  for (const id of linkIds) {
    const def = linkDefs[id];
    if (isPlaceholder(def.url)) {
      env[def.env] = def.url.replace(/\.example\b/, '.org');
    }
  }
  const name = new URL(env[linkDefs.website.env] ?? linkDefs.website.url).hostname.split('.')[0] ?? 'sx';
  env[linkDefs.x.env] = `https://x.com/${name.replace(/-/g, '_')}`;
  return resolveLinks(env);
}

const today: VerifyData = {links: resolveLinks(process.env), contracts: publishedContracts, chain};
const published: VerifyData = {links: publishedLinks(), contracts: [], chain};

function check(input: string, data: VerifyData): Verdict {
  const v = verify(input, data);
  assert.ok(v, `${input}: the check should answer it`);
  assert.ok(
    looksCheckable(input),
    `${input}: the search dialog would not load the check for it (src/lib/verify/looks.ts)`,
  );
  return v;
}

function expectKind(input: string, data: VerifyData, kind: Verdict['kind'], detail = ''): Verdict {
  const v = check(input, data);
  assert.equal(v.kind, kind, `${input} ${detail}: expected ${kind}, got ${JSON.stringify(v)}`);
  return v;
}

const real = (data: VerifyData): LinkId[] => linkIds.filter((id) => !isPlaceholder(data.links[id]));
const onlyHost = (data: VerifyData, id: LinkId): boolean => isWholeHost(data.links[id]);

test('the published links give the checks below something to check', () => {
  assert.ok(real(published).length >= linkIds.length - 1, 'every link has a published form');
  assert.ok(
    real(published).some((id) => onlyHost(published, id)),
    'a link that is a whole host',
  );
});

for (const data of [today, published]) {
  const label = data === today ? "today's links" : 'published links';
  for (const id of real(data)) {
    const url = data.links[id];
    const host = hostOf(url);

    test(`${label}: ${id} (${url}) is official, and so is anything under it`, () => {
      const v = expectKind(url.replace(/^mailto:/, ''), data, 'official');
      assert.ok(v.kind === 'official' && v.entry.value === url.replace(/^mailto:/, ''), JSON.stringify(v));
      if (onlyHost(data, id)) {
        expectKind(host, data, 'official', '(bare domain)');
        expectKind(`https://${host}/some/page?q=1`, data, 'official', '(a page on it)');
        expectKind(`HTTPS://${host.toUpperCase()}/`, data, 'official', '(upper case)');
      }
    });

    if (url.startsWith('mailto:')) {
      test(`${label}: ${id}: a look-alike of its domain is a look-alike`, () => {
        const [local] = url.replace(/^mailto:/, '').split('@');
        expectKind(`${local}@${oneCharChanged(host)}`, data, 'lookalike');
      });
      continue;
    }

    if (onlyHost(data, id)) {
      test(`${label}: ${id}: one character changed, another ending, look-alike letters, the name inside another host`, () => {
        const typo = check(oneCharChanged(host), data);
        assert.equal(typo.kind, 'lookalike', `${oneCharChanged(host)}: ${JSON.stringify(typo)}`);
        assert.ok(typo.kind === 'lookalike' && typo.reason.kind === 'typo');
        assert.equal(typo.reason.edits.length, 1);

        const tld = check(`https://${otherTld(host)}/`, data);
        assert.ok(tld.kind === 'lookalike' && tld.reason.kind === 'tld', `${otherTld(host)}: ${JSON.stringify(tld)}`);

        const glyphs = withLookAlikeLetter(host);
        if (glyphs) {
          for (const form of [glyphs, domainToASCII(glyphs), `https://${domainToASCII(glyphs)}/login`]) {
            const v = check(form, data);
            assert.ok(v.kind === 'lookalike' && v.reason.kind === 'homoglyph', `${form}: ${JSON.stringify(v)}`);
            assert.equal(v.reason.official, host);
          }
          assert.match(domainToASCII(glyphs), /xn--/, 'the punycode form is what a browser opens');
        }
        for (const form of [`${host}.login-check.net`, `https://${host}@login-check.net/`]) {
          const v = check(form, data);
          assert.ok(v.kind === 'lookalike' && v.reason.kind === 'subdomain', `${form}: ${JSON.stringify(v)}`);
        }
        const inPath = check(`https://login-check.net/${host}/connect`, data);
        assert.ok(inPath.kind === 'lookalike' && inPath.reason.kind === 'path', JSON.stringify(inPath));
      });
    } else {
      test(`${label}: ${id}: another account on the same site is not official, a look-alike account is a look-alike`, () => {
        const u = new URL(url);
        const account = u.pathname.split('/').filter(Boolean)[0] ?? '';
        expectKind(`${u.origin}/qqzzqq-account`, data, 'unofficial');
        const v = check(`${u.origin}/${nameChanged(account)}`, data);
        assert.equal(v.kind, 'lookalike', JSON.stringify(v));
      });
    }
  }
}

test('published handles: the account name is official, a changed one a look-alike, another one not official', () => {
  const handles = real(published)
    .map((id) => ({id, path: new URL(published.links[id]).pathname.split('/').filter(Boolean)}))
    .filter((h) => h.path.length === 1 && ['social', 'chat', 'code'].includes(linkDefs[h.id].kind));
  assert.ok(handles.length > 0);
  for (const {path} of handles) {
    const handle = path[0] ?? '';
    expectKind(`@${handle}`, published, 'official');
    expectKind(`@${handle.toUpperCase()}`, published, 'official', '(case)');
    expectKind(`@${nameChanged(handle)}`, published, 'lookalike');
    expectKind(`@${handle}_support`, published, 'lookalike', '(extra words)');
    expectKind('@qqzzqq', published, 'unofficial');
  }
});

test('while no handle is published, every handle is not official, saying so', () => {
  const withoutHandles: VerifyData = {links: resolveLinks({}), contracts: [], chain};
  const v = expectKind('@any_handle', withoutHandles, 'unofficial');
  assert.ok(v.kind === 'unofficial');
  if (!real(withoutHandles).some((id) => ['social', 'chat'].includes(linkDefs[id].kind))) {
    assert.equal(v.note, 'no-handles');
  }
});

test('placeholder entries are never official', () => {
  const placeholders = linkIds.filter((id) => isPlaceholder(linkDefs[id].url));
  assert.ok(placeholders.length > 0 || real(today).length === linkIds.length);
  const defaults: VerifyData = {links: resolveLinks({}), contracts: [], chain};
  for (const id of placeholders) {
    const value = defaults.links[id].replace(/^mailto:/, '');
    const v = expectKind(value, defaults, 'unofficial', `(placeholder ${id})`);
    assert.ok(v.kind === 'unofficial' && v.note === 'placeholder', JSON.stringify(v));
    // A look-alike of a placeholder is not official either, and not called a look-alike of an official address.
    assert.equal(check(oneCharChanged(hostOf(defaults.links[id])), defaults).kind, 'unofficial');
  }
});

test('an unrelated host, e-mail address or URL is not official', () => {
  for (const data of [today, published]) {
    for (const value of [unrelatedHost, `https://${unrelatedHost}/path`, `someone@${unrelatedHost}`]) {
      expectKind(value, data, 'unofficial');
    }
  }
});

test('while no contract is published, any 0x address gets exactly that answer', () => {
  const data: VerifyData = {...today, contracts: []};
  const v = expectKind(randomAddress(), data, 'unpublished-contract');
  assert.deepEqual(describe(v, token.name).details, [
    `No ${token.name} contract address has been published yet; any address claiming to be one is not official.`,
  ]);
  assert.equal(describe(v, token.name).tone, 'unofficial');
  if (publishedContracts.length === 0) {
    expectKind(randomAddress(), today, 'unpublished-contract', "(today's contracts)");
  }
});

test('published contracts: exact (any case) is official, same ends with another middle is a look-alike', () => {
  const address = randomAddress();
  const contract: Contract = {id: 'test', label: `${token.ticker} token`, address, chainId: chain.chainId};
  const data: VerifyData = {...today, contracts: [...publishedContracts, contract]};
  expectKind(address, data, 'official');
  expectKind(`0x${address.slice(2).toUpperCase()}`, data, 'official', '(upper case)');
  const middle = [...address.slice(6, 38)].map((c) => (c === 'a' ? 'b' : 'a')).join('');
  const poisoned = `${address.slice(0, 6)}${middle}${address.slice(38)}`;
  const v = expectKind(poisoned, data, 'lookalike');
  assert.ok(v.kind === 'lookalike' && v.reason.kind === 'address');
  const other = `0x${[...address.slice(2)].map((c) => (c === 'f' ? 'e' : 'f')).join('')}`;
  expectKind(other, data, 'unofficial');
});

test('a search query, a number or a file name is not something to check', () => {
  // A fee as the pages print it and the chain ID in hex are what readers search for; neither is an address.
  for (const q of [
    '',
    '   ',
    'what is the swap fee',
    'tokenomics',
    percentFromBps(fees.swap.totalBps),
    '1.5',
    'llms.txt',
    'tokenomics.md',
    chainIdHex,
  ]) {
    assert.equal(verify(q, published), null, JSON.stringify(q));
  }
});

test('pasted with quotes, brackets or a final full stop, a value reads the same', () => {
  const id = real(published).find((i) => onlyHost(published, i));
  assert.ok(id);
  const host = hostOf(published.links[id]);
  for (const form of [`"${host}"`, `<https://${host}/>`, `${host}.`, ` ${host} `]) {
    expectKind(form, published, 'official');
  }
});

test('a link or 0x address asked about in a few words is checked; an error message quoting a link is searched', () => {
  const id = real(published).find((i) => onlyHost(published, i));
  assert.ok(id);
  const url = `https://${hostOf(published.links[id])}/`;
  const address = `0x${'ab'.repeat(20)}`;
  assert.equal(pastedValue(`is ${url} really you??`), url);
  assert.equal(pastedValue(`${address} is this the token contract`), address);
  assert.equal(pastedValue(url), url, 'alone, as typed');
  const host = hostOf(published.links[id]);
  assert.equal(pastedValue(`is ${host} legit`), host, 'a domain without its scheme');
  assert.equal(pastedValue(`${oneCharChanged(host)} claim airdrop connect wallet`), oneCharChanged(host));
  assert.equal(pastedValue('is the fee 0.2% or 0.5% e.g. on a swap'), null, 'figures and abbreviations are no domain');
  assert.equal(pastedValue(`${url} or ${url}x which one`), null, 'two links: search');
  assert.equal(pastedValue(`Request already pending for origin ${url} Please wait and try again later`), null);
  assert.equal(pastedValue('what is the swap fee'), null);
  assert.equal(pastedValue(`${url}tx/${address} says Fail, why`), null, 'a failure reported: search');
  assert.equal(pastedValue(`${url}tx/${address} is this the real explorer?`), `${url}tx/${address}`);
});

test('every verdict has a title and a sentence; a look-alike names the official address', () => {
  const id = real(published).find((i) => onlyHost(published, i));
  assert.ok(id);
  const host = hostOf(published.links[id]);
  for (const value of [host, oneCharChanged(host), otherTld(host), unrelatedHost, randomAddress(), '@qqzzqq']) {
    const d = describe(check(value, published), token.name);
    assert.ok(d.title && d.details.length > 0 && d.details.every(Boolean), value);
  }
  const look = describe(check(oneCharChanged(host), published), token.name);
  assert.ok(
    look.details.some((s) => s.includes(published.links[id].replace(/\/$/, ''))),
    look.details.join(' '),
  );
});

test('the official list the verdicts point to is a page of the site', () => {
  assert.ok(
    pages.some((p) => p.key === officialList.pageKey),
    `${officialList.pageKey} in src/data/pages.ts`,
  );
});

test('after a verdict other than official, the reader is sent to sections of the site: site copies and link checks, or the token for an address', () => {
  /** A page's sections: anchor → heading. */
  const sectionsOf = (key: string): Map<string, string> => {
    const page = pages.find((p) => p.key === key);
    assert.ok(page, `${key} in src/data/pages.ts`);
    const slugger = new GithubSlugger();
    const ids = new Map<string, string>();
    for (const m of readDoc(page.id).matchAll(/^#{2,3}\s+(.+?)(?:\s*\{\/\*\s*#([\w-]+)\s*\*\/\})?\s*$/gm)) {
      ids.set(m[2] ?? slugger.slug(m[1] ?? ''), m[1] ?? '');
    }
    return ids;
  };
  const listed = real(published)[0];
  assert.ok(listed);
  const official = verify(published.links[listed], published);
  assert.equal(official?.kind, 'official');
  assert.deepEqual(official && readNext(official), []);
  const site = verify(`https://${unrelatedHost}/claim`, today);
  const address = verify(randomAddress(), today);
  assert.ok(site && address);
  const siteNext = readNext(site);
  const addressNext = readNext(address);
  assert.ok(siteNext.length > 0 && addressNext.length > 0);
  assert.notDeepEqual(siteNext, addressNext, 'an address is sent elsewhere than a link');
  for (const to of [...siteNext, ...addressNext]) {
    const heading = sectionsOf(to.pageKey).get(to.anchor);
    assert.ok(
      heading !== undefined,
      `${to.pageKey}#${to.anchor} (src/lib/verify › readNext) is no section of its page`,
    );
    assert.equal(
      to.label,
      heading,
      `src/lib/verify › readNext: the link to ${to.pageKey}#${to.anchor} is labelled with its heading`,
    );
  }
});

test('askedAbout: the read-next sections whose heading the words around the value name come first', () => {
  const address = randomAddress();
  const v = verify(address, today);
  assert.ok(v && v.kind !== 'official');
  const next = readNext(v);
  for (const to of next) {
    const word = to.label
      .split(/\s+/)
      .map((w) => w.toLowerCase())
      .find((w) => !['how', 'to', 'tell', 'the', 'from', 'a', 'or', 'real', 'overview'].includes(w));
    assert.ok(word, `${to.label} has a word that names its subject`);
    assert.ok(
      askedAbout(v, `${address} is this the ${word}?`).includes(to),
      `a question naming '${word}' is about ${to.label}`,
    );
  }
  assert.deepEqual(askedAbout(v, `${address} is this real?`), [], 'a question naming no section keeps the order');
  assert.deepEqual(askedAbout(v, address), []);
  assert.ok(askedAbout(v, `${address} is this the sx ${v.as}`).every((to) => next.includes(to)));
});

test('edits: a swap, an extra, a missing and a replaced character are told apart', () => {
  assert.deepEqual(editsBetween('abcd', 'abdc', 2), [{op: 'swapped', at: 2, official: 'cd'}]);
  assert.deepEqual(editsBetween('abcd', 'abxcd', 2), [{op: 'extra', at: 2, char: 'x'}]);
  assert.deepEqual(editsBetween('abcd', 'acd', 2), [{op: 'missing', at: 1, char: 'b'}]);
  assert.deepEqual(editsBetween('abcd', 'abzd', 2), [{op: 'replaced', at: 2, char: 'z', official: 'c'}]);
  assert.equal(editsBetween('abcd', 'wxyz', 2), undefined);
});
