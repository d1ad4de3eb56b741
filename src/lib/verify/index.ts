/**
 * "Is this official?": checks a pasted URL, domain, e-mail address, social
 * handle or 0x address against the site's own list of official addresses
 * (src/data/links.ts as resolved for the build, src/data/contracts.ts), in
 * the page, with no request. Pure string work, no React, so the search dialog,
 * the <OfficialCheck /> component and the tests share it.
 *
 * Verdicts: `official` (which entry, and where it is listed), `lookalike`
 * (it imitates an official entry: the reasons say how), `unofficial`, and
 * `unpublished-contract` (an address, while the project has published none).
 * Entries on the reserved `.example` domain are placeholders and never count
 * as official.
 */
import {isPlaceholder, linkDefs, linkIds, type LinkId, type Links} from '../../data/links';
import type {Contract} from '../../data/contracts';
import {pages} from '../../data/pages';
import {editsBetween, type Edit} from './distance';
import {parseCheckable, type InputKind, type Parsed} from './parse';

export type {Edit} from './distance';
export type {InputKind} from './parse';
export {parseCheckable} from './parse';

/** Where readers find the official list: this page's section. */
export const officialList = {pageKey: 'community-links', anchor: 'official-links'} as const;

/** The link to a page's section, by the page's key (src/data/pages.ts). */
export const sectionHref = (to: {readonly pageKey: string; readonly anchor: string}): string =>
  `${pages.find((p) => p.key === to.pageKey)?.path ?? '/'}#${to.anchor}`;

/** A section a verdict sends its reader to, past the official list. */
export interface ReadNext {
  readonly pageKey: string;
  readonly anchor: string;
  /** The section's heading, as written (test/unit/verify.test.ts checks it). */
  readonly label: string;
}

const realSite: ReadNext = {
  pageKey: 'community-links',
  anchor: 'how-to-tell-the-real-site-from-a-copy',
  label: 'How to Tell the Real Site from a Copy',
};
const checkLink: ReadNext = {
  pageKey: 'community-links',
  anchor: 'check-a-link-or-address',
  label: 'Check a Link or Address',
};
const tokenFacts: ReadNext = {pageKey: 'tokenomics', anchor: 'token-overview', label: 'Token Overview'};

/**
 * What a reader needs after a verdict other than "official": for an address,
 * the token's facts (which contract, if any, is published) and how to check
 * one; for a link, domain, e-mail or handle, how to tell the real site from a
 * copy and how to check a link.
 */
export function readNext(v: Verdict): readonly ReadNext[] {
  if (v.kind === 'official') {
    return [];
  }
  return v.as === 'address' ? [tokenFacts, checkLink] : [realSite, checkLink];
}

/** Words of a heading that name no subject: a question asking "how to tell" or "is this the real…" names none of them. */
const headingFiller: ReadonlySet<string> = new Set(['how', 'to', 'tell', 'the', 'from', 'a', 'or', 'real', 'overview']);

/**
 * The sections after a verdict that the words typed around the pasted value name ("0x… is this the sx token": Token
 * Overview), which the reader wants before the official list: a `readNext` section whose heading holds one of the
 * question's words (other than `headingFiller`).
 */
export function askedAbout(v: Verdict, query: string): readonly ReadNext[] {
  const words = new Set(
    query
      .replace(v.input, ' ')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u),
  );
  return readNext(v).filter((to) =>
    to.label
      .toLowerCase()
      .split(/\s+/)
      .some((w) => !headingFiller.has(w) && words.has(w)),
  );
}

export interface VerifyData {
  /** Every external link, as resolved for the build (useLinks(), resolveLinks()). */
  readonly links: Links;
  /** Published contract addresses (src/data/contracts.ts). */
  readonly contracts: readonly Contract[];
  /** The chain the contracts live on (src/data/chain.ts). */
  readonly chain: {readonly name: string; readonly chainId: number};
}

/** One official entry: a link of src/data/links.ts or a contract of src/data/contracts.ts. */
export interface Entry {
  readonly id: LinkId | `contract:${string}`;
  readonly label: string;
  /** The address as listed (URL, e-mail address without `mailto:`, or 0x address). */
  readonly value: string;
}

/** Why a value looks like an official one but is not. */
export type Reason =
  /** One or two characters differ from the official name (`edits`). */
  | {
      readonly kind: 'typo';
      readonly official: string;
      readonly edits: readonly Edit[];
      /** Set when the ending differs too. */
      readonly tld?: {readonly tld: string; readonly officialTld: string};
    }
  /** Letters of another script, or accented ones, stand for the official name's letters; `unicode` is how it displays. */
  | {
      readonly kind: 'homoglyph';
      readonly official: string;
      readonly unicode: string;
      readonly ascii: string;
      readonly chars: readonly {readonly at: number; readonly char: string; readonly official: string}[];
    }
  /** The official name under another top-level domain. */
  | {readonly kind: 'tld'; readonly official: string; readonly tld: string; readonly officialTld: string}
  /** The official name is only a subdomain label or the user-info part of another host (`host`). */
  | {readonly kind: 'subdomain'; readonly official: string; readonly host: string}
  /** The official name appears in the path of another host (`host`). */
  | {readonly kind: 'path'; readonly official: string; readonly host: string}
  /** The official name with other words around it, in another domain or handle. */
  | {readonly kind: 'extra-words'; readonly official: string; readonly name: string}
  /** Same first and last characters as an official address, different middle (address poisoning). */
  | {readonly kind: 'address'; readonly official: string; readonly same: number};

export type Note =
  /** The value is a placeholder entry, not published yet. */
  | 'placeholder'
  /** On the domain of an official entry, but not itself listed. */
  | 'official-domain'
  /** On the same platform as an official account, but another account. */
  | 'other-account'
  /** No official handle is published. */
  | 'no-handles';

export type Verdict = {readonly input: string; readonly as: InputKind} & (
  | {readonly kind: 'official'; readonly entry: Entry}
  | {readonly kind: 'lookalike'; readonly entry: Entry; readonly reason: Reason}
  | {readonly kind: 'unofficial'; readonly note?: Note; readonly entry?: Entry}
  | {readonly kind: 'unpublished-contract'; readonly chain: VerifyData['chain']}
);

interface HostEntry {
  readonly entry: Entry;
  readonly host: string;
  /** Path segments of the listed URL (lower case): an account on a shared platform when not empty. */
  readonly path: readonly string[];
  readonly placeholder: boolean;
  readonly email?: string;
}

interface Official {
  readonly hosts: readonly HostEntry[];
  readonly handles: readonly {readonly handle: string; readonly entry: Entry}[];
  readonly contracts: readonly Entry[];
}

const linkEntry = (id: LinkId, links: Links): Entry => ({
  id,
  label: linkDefs[id].label,
  value: links[id].replace(/^mailto:/, ''),
});

/** What a handle looks like in a profile URL (x.com/<handle>, t.me/<handle>, github.com/<handle>). */
const handleShape = /^[\p{L}\p{N}_.-]{2,64}$/u;

/** The official entries: about twenty URLs to read, well under a millisecond. */
function officialEntries(data: VerifyData): Official {
  const hosts: HostEntry[] = [];
  const handles: {handle: string; entry: Entry}[] = [];
  for (const id of linkIds) {
    const url = new URL(data.links[id]);
    const entry = linkEntry(id, data.links);
    const placeholder = isPlaceholder(data.links[id]);
    if (url.protocol === 'mailto:') {
      const [local = '', host = ''] = url.pathname.toLowerCase().split('@');
      hosts.push({entry, host, path: [], placeholder, email: `${local}@${host}`});
      continue;
    }
    const path = url.pathname
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s).toLowerCase());
    hosts.push({entry, host: url.hostname, path, placeholder});
    const kind = linkDefs[id].kind;
    if (!placeholder && path.length === 1 && (kind === 'social' || kind === 'chat' || kind === 'code')) {
      const handle = (path[0] ?? '').replace(/^@/, '');
      if (handleShape.test(handle)) {
        handles.push({handle, entry});
      }
    }
  }
  const contracts = data.contracts.map((c): Entry => ({
    id: `contract:${c.id}`,
    label: c.label,
    value: c.address.toLowerCase(),
  }));
  return {hosts, handles, contracts};
}

/** At most this many edits count as a look-alike: one for short names, two from `longName` characters. */
const longName = 8;
const maxEdits = (name: string): number => ([...name].length >= longName ? 2 : 1);

/** Names shorter than this are too common to flag when they appear inside another name. */
const minNameInside = 5;

const labelsOf = (host: string): string[] => host.split('.');
/** Everything but the top-level label: "app.sx.example" → "app.sx". */
const withoutTld = (host: string): string => labelsOf(host).slice(0, -1).join('.');
/** The label before the top-level one: "app.sx-exchange.example" → "sx-exchange". */
const secondLevel = (host: string): string => labelsOf(host).slice(-2, -1)[0] ?? host;
/** The domain someone registered, roughly: the last two labels ("login.sx.evil.example" → "evil.example"). */
const registrable = (host: string): string => labelsOf(host).slice(-2).join('.');
const squash = (s: string): string => s.replace(/[-_.]/g, '');

/**
 * `value` with letters of other scripts or with accents standing for the
 * official name's: same length once accents are dropped, and every character
 * that differs is not ASCII (official names are ASCII).
 */
function homoglyphs(value: string, official: string): {at: number; char: string; official: string}[] | undefined {
  if (/^[\x00-\x7f]*$/.test(value)) {
    return undefined;
  }
  const shown = [...value];
  const folded = shown.map((c) => c.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase());
  const target = [...official];
  if (folded.length !== target.length) {
    return undefined;
  }
  const chars: {at: number; char: string; official: string}[] = [];
  for (const [at, c] of folded.entries()) {
    const want = target[at] ?? '';
    if (c === want && shown[at] === want) {
      continue;
    }
    if (c !== want && /^[\x00-\x7f]*$/.test(c)) {
      return undefined;
    }
    chars.push({at, char: shown[at] ?? '', official: want});
  }
  return chars.length > 0 ? chars : undefined;
}

function nameReasons(value: string, official: string): Reason | undefined {
  const chars = homoglyphs(value, official);
  if (chars) {
    return {kind: 'homoglyph', official, unicode: value, ascii: value, chars};
  }
  if (value === official) {
    return undefined;
  }
  const edits = editsBetween(official, value, maxEdits(official));
  if (edits) {
    return {kind: 'typo', official, edits};
  }
  if ([...official].length >= minNameInside && squash(value).includes(squash(official))) {
    return {kind: 'extra-words', official, name: value};
  }
  return undefined;
}

type HostInput = Extract<Parsed, {host: string}>;

/** Why `p` (not itself official) imitates the official host `o`: the strong signs, each a near-copy of the whole host. */
function nearCopy(p: HostInput, o: HostEntry): Reason | undefined {
  const official = o.host;
  const chars = homoglyphs(p.unicodeHost, official);
  if (chars) {
    return {kind: 'homoglyph', official, unicode: p.unicodeHost, ascii: p.host, chars};
  }
  if (`.${p.host}.`.includes(`.${official}.`) || ('userinfo' in p && p.userinfo.includes(official))) {
    return {kind: 'subdomain', official, host: registrable(p.host)};
  }
  const name = withoutTld(official);
  const officialTld = labelsOf(official).slice(-1)[0] ?? '';
  const labels = labelsOf(p.host);
  for (const k of [1, 2]) {
    const suffix = labels.slice(-k);
    const shortSuffix = k === 1 || (suffix[0] ?? '').length <= 3;
    if (
      labels.length > k &&
      labels.slice(0, -k).join('.') === name &&
      shortSuffix &&
      suffix.join('.') !== officialTld
    ) {
      return {kind: 'tld', official, tld: suffix.join('.'), officialTld};
    }
  }
  const whole = editsBetween(official, p.host, maxEdits(official));
  if (whole) {
    return {kind: 'typo', official, edits: whole};
  }
  const tld = labels.slice(-1)[0] ?? '';
  const edits = editsBetween(name, withoutTld(p.host), 1);
  return edits ? {kind: 'typo', official, edits, tld: tld === officialTld ? undefined : {tld, officialTld}} : undefined;
}

/** The weaker signs: the project's own name (of a listed whole host) inside another host, or in its path. */
function usesName(p: HostInput, o: HostEntry): Reason | undefined {
  const brand = secondLevel(o.host);
  if (o.path.length > 0 || brand.length < minNameInside) {
    return undefined;
  }
  const domain = registrable(o.host);
  const labels = labelsOf(p.host);
  if (labels.slice(0, -2).includes(brand)) {
    return {kind: 'subdomain', official: domain, host: registrable(p.host)};
  }
  if (labels.slice(0, -1).some((l) => squash(l).includes(squash(brand)))) {
    return {kind: 'extra-words', official: brand, name: p.host};
  }
  if ('rest' in p && (p.rest.includes(domain) || p.rest.split(/[/?#&=]/).includes(brand))) {
    return {kind: 'path', official: domain, host: p.host};
  }
  return undefined;
}

function lookalikeOf(input: string, p: HostInput, hosts: readonly HostEntry[]): Verdict | undefined {
  // Shortest first: the project's main domain before its subdomains.
  const byLength = [...hosts].sort((a, b) => a.host.length - b.host.length);
  for (const sign of [nearCopy, usesName]) {
    for (const h of byLength) {
      const reason = sign(p, h);
      if (reason) {
        return {input, as: p.as, kind: 'lookalike', entry: h.entry, reason};
      }
    }
  }
  return undefined;
}

const startsWith = (path: readonly string[], prefix: readonly string[]): boolean =>
  prefix.every((s, i) => path[i] === s);

function checkHost(input: string, p: HostInput, official: Official): Verdict {
  const as = p.as;
  if (p.as === 'email') {
    const email = `${p.local}@${p.host}`;
    const exact = official.hosts.find((h) => h.email === email);
    if (exact) {
      return exact.placeholder
        ? {input, as, kind: 'unofficial', note: 'placeholder', entry: exact.entry}
        : {input, as, kind: 'official', entry: exact.entry};
    }
  } else {
    // The most specific listed address this one is at or under.
    const matches = official.hosts
      .filter((h) => !h.email && h.host === p.host && startsWith(p.path, h.path))
      .sort((a, b) => b.path.length - a.path.length);
    const best = matches.find((h) => !h.placeholder) ?? matches[0];
    if (best) {
      return best.placeholder
        ? {input, as, kind: 'unofficial', note: 'placeholder', entry: best.entry}
        : {input, as, kind: 'official', entry: best.entry};
    }
    // Another account on a platform where an official account is listed (x.com/<handle>).
    for (const h of official.hosts.filter((x) => !x.placeholder && !x.email && x.host === p.host)) {
      const theirs = p.path[h.path.length - 1] ?? '';
      const ours = h.path[h.path.length - 1] ?? '';
      const reason = theirs ? nameReasons(theirs, ours) : undefined;
      if (reason) {
        return {input, as, kind: 'lookalike', entry: h.entry, reason};
      }
    }
    const platform = official.hosts.find((h) => h.host === p.host && !h.email);
    if (platform) {
      return {
        input,
        as,
        kind: 'unofficial',
        note: platform.placeholder ? 'placeholder' : 'other-account',
        entry: platform.entry,
      };
    }
  }
  const real = official.hosts.filter((h) => !h.placeholder);
  if (p.as === 'email') {
    // An official address's domain with another mailbox, or a look-alike of an official mailbox elsewhere.
    const sameDomain = real.find((h) => h.host === p.host && h.path.length === 0);
    if (sameDomain) {
      return {input, as, kind: 'unofficial', note: 'official-domain', entry: sameDomain.entry};
    }
    const mail = lookalikeOf(
      input,
      p,
      real.filter((x) => x.email),
    );
    if (mail) {
      return mail;
    }
  }
  const under = real.find((h) => h.path.length === 0 && p.host.endsWith(`.${h.host}`));
  if (under) {
    return {input, as, kind: 'unofficial', note: 'official-domain', entry: under.entry};
  }
  const lookalike = lookalikeOf(input, p, real);
  if (lookalike) {
    return lookalike;
  }
  if (p.as === 'email') {
    // "sx-exchange.support@some-mail.example": an official name as the mailbox of another domain.
    for (const h of real.filter((x) => x.path.length === 0)) {
      const brand = secondLevel(h.host);
      if (brand.length >= minNameInside && squash(p.local).includes(squash(brand))) {
        return {
          input,
          as,
          kind: 'lookalike',
          entry: h.entry,
          reason: {kind: 'extra-words', official: brand, name: p.local},
        };
      }
    }
  }
  return {input, as, kind: 'unofficial'};
}

function checkHandle(input: string, handle: string, official: Official): Verdict {
  const as = 'handle';
  const exact = official.handles.find((h) => h.handle === handle);
  if (exact) {
    return {input, as, kind: 'official', entry: exact.entry};
  }
  for (const h of official.handles) {
    const reason = nameReasons(handle, h.handle);
    if (reason) {
      return {input, as, kind: 'lookalike', entry: h.entry, reason};
    }
  }
  return official.handles.length === 0
    ? {input, as, kind: 'unofficial', note: 'no-handles'}
    : {input, as, kind: 'unofficial'};
}

/** Hex digits (after 0x) at each end that a wallet shows of a shortened address. */
export const addressEnds = 4;

function checkAddress(input: string, address: string, data: VerifyData, official: Official): Verdict {
  const as = 'address';
  if (official.contracts.length === 0) {
    return {input, as, kind: 'unpublished-contract', chain: data.chain};
  }
  const hex = address.toLowerCase();
  const exact = official.contracts.find((c) => c.value === hex);
  if (exact) {
    return {input, as, kind: 'official', entry: exact};
  }
  for (const c of official.contracts) {
    let same = 0;
    while (same < 20 && hex[2 + same] === c.value[2 + same] && hex[41 - same] === c.value[41 - same]) {
      same += 1;
    }
    if (same >= addressEnds) {
      return {input, as, kind: 'lookalike', entry: c, reason: {kind: 'address', official: c.value, same}};
    }
  }
  return {input, as, kind: 'unofficial'};
}

/** The verdict on a pasted value, or null when it is not a URL, domain, e-mail address, handle or 0x address. */
export function verify(input: string, data: VerifyData): Verdict | null {
  const parsed = parseCheckable(input);
  if (!parsed) {
    return null;
  }
  const official = officialEntries(data);
  const shown = input.trim();
  switch (parsed.as) {
    case 'address':
      return checkAddress(shown, parsed.address, data, official);
    case 'handle':
      return checkHandle(shown, parsed.handle, official);
    default:
      return checkHost(shown, parsed, official);
  }
}
