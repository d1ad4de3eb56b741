/**
 * Content of the second half of the site, read from the built HTML:
 * partnership, community and links, bug bounty, support, general info, terms
 * of use, privacy policy and FAQ. The buttons and where they lead, the FAQ's
 * fifteen questions, and the tables rendered from src/data. What needs a
 * browser (a button followed, a question opened by its address): e2e/content-pages-b.spec.ts.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {faqAnchors, faqDeepLinks, pageButtons} from '../lib/contentPages';
import {specSections} from '../lib/specSections';
import {bountyRewardToken, bountyTiers} from '../../src/data/bounty';
import {notSetYet, usd} from '../../src/data/format';
import {
  isPlaceholder,
  linkDefs,
  linkIds,
  linkName,
  linkNoticeLabel,
  ownLinkIds,
  resolveLinks,
} from '../../src/data/links';
import {contracts, explorerAddressPath} from '../../src/data/contracts';
import {legal} from '../../src/data/legal';
import {placeholderFacts} from '../../src/data/placeholders';
import {product} from '../../src/data/product';
import {content, noticeItems, squash, textOf} from './content';

const links = resolveLinks(process.env);

/** The most words a FAQ answer may have (glossary definitions aside): a short answer, the full story is behind its link. */
const faqAnswerMaxWords = 90;

/** What the text prints for an address given without words: the address, or while unset its name (the page's notice lists it). */
const shown = (url: string) => {
  const id = linkIds.find((i) => links[i] === url);
  return isPlaceholder(url) && id ? linkName(id) : url.replace(/^mailto:/, '');
};

/** `text` (squashed) contains `part` (squashed). */
function has(text: string, part: string, message?: string): void {
  assert.ok(
    squash(text).includes(squash(part)),
    `${message ?? 'expected text'}: "${part}" not found in "${squash(text).slice(0, 200)}…"`,
  );
}

/** How often `pattern` occurs in the squashed text. */
const occurrences = (text: string, pattern: RegExp | string) =>
  squash(text).split(typeof pattern === 'string' ? squash(pattern) : pattern).length - 1;

/** The elements after a heading (by selector) up to the next h2 or h3; the heading must exist. */
function answerTo($: CheerioAPI, article: Cheerio<Element>, selector: string): Cheerio<Element> {
  const heading = article.find(selector);
  assert.equal(heading.length, 1, `the heading ${selector}`);
  return heading.nextUntil('h2, h3');
}

/** The text a reader sees: without the closed notice and anything hidden. */
function readerText($: CheerioAPI, article: Cheerio<Element>): string {
  const copy = article.clone();
  copy.find('[data-placeholder-notice], [hidden], .sr-only').remove();
  return textOf($, copy);
}

for (const [route, expected] of Object.entries(pageButtons)) {
  test(`${route}: the buttons ${expected.map((b) => b.label).join(', ')} lead to their pages`, () => {
    const {$} = content(route);
    const group = $('nav[aria-label="Related pages"]');
    assert.equal(group.length, 1, 'one group of related-page buttons');
    const buttons = group.find('a');
    assert.deepEqual(
      buttons.toArray().map((a) => squash($(a).text())),
      expected.map((b) => b.label),
      'the spec’s buttons, in order',
    );
    for (const [i, {label, to}] of expected.entries()) {
      const button = buttons.eq(i);
      assert.match(button.attr('class') ?? '', /\bbutton\b/, `${label} is a button`);
      assert.equal(button.attr('href'), to, `${label} leads to ${to}`);
      // Its target is a built page (following a link in the browser: e2e/content-pages-b.spec.ts).
      assert.equal(content(to).$('h1').length, 1, `${to} is a page with one h1`);
    }
  });
}

test('/faq has exactly the fifteen questions, in the spec order, each with its anchor, a short answer and a deep link', () => {
  const {$, article} = content('/faq');
  assert.equal($('h1').length, 1, 'one h1');
  const questions = article.find('h3');
  assert.deepEqual(
    questions.toArray().map((h) => $(h).attr('id')),
    faqAnchors,
    'the questions, by anchor',
  );
  for (const h of questions.toArray()) assert.match(squash($(h).text()), /\?$/, 'a question ends with "?"');
  for (const [id, deep] of faqDeepLinks) {
    const answer = answerTo($, article, `h3#${id}`);
    const hrefs = answer
      .find('a[href^="/"]')
      .toArray()
      .map((a) => $(a).attr('href') ?? '');
    // Glossary definitions and placeholder marks are not the answer's own words.
    const own = answer.clone();
    own.find('[data-definition], [data-search-skip]').remove();
    const words = textOf($, own).split(/\s+/).filter(Boolean).length;
    assert.ok(
      words <= faqAnswerMaxWords,
      `answer #${id} is short (${words} words, at most ${faqAnswerMaxWords}): move the detail to the page it links to`,
    );
    assert.ok(
      hrefs.some((h) => h.split('#')[0] === deep),
      `answer #${id} links to ${deep} (links: ${hrefs.join(', ')})`,
    );
  }
});

test('/faq says no $SX contract is published while contracts.ts is empty, and never once one is', () => {
  const {$, article} = content('/faq');
  const answer = article.find('h3#what-is-sx + p');
  assert.equal(occurrences(textOf($, answer), /contract address is not published/i), contracts.length === 0 ? 1 : 0);
  assert.ok(answer.find('a[href="/community-links#official-links"]').length > 0, 'links the official links');
});

test("/community-links lists every official address: a linked row once published, else marked for the page's notice by its status line, which never lists them again", () => {
  const {$, article} = content('/community-links');
  const unpublished = linkIds.filter((id) => isPlaceholder(links[id]));
  const rows = article.find('tr[data-link-id]');
  assert.deepEqual(
    rows.toArray().map((r) => $(r).attr('data-link-id')),
    linkIds.filter((id) => !isPlaceholder(links[id])),
    'the table has one row per published address of src/data/links.ts, in its order, and none for the others',
  );
  const line = article.find('[data-unpublished-links]');
  assert.equal(
    line.length,
    unpublished.length > 0 || contracts.length === 0 ? 1 : 0,
    'one clause says what is unpublished',
  );
  assert.equal(
    line.closest('[data-status-line]').length,
    line.length,
    "it is the page's status line (<SectionStatus><OfficialStatus /></SectionStatus>), said once",
  );
  if (line.length > 0)
    assert.match(
      squash(line.text()),
      /\bnot published yet|\bno\b[^.;]* published yet/i,
      'the line says what is not published yet',
    );
  assert.deepEqual(
    line
      .find('[data-unpublished-link]')
      .toArray()
      .map((e) => $(e).attr('data-unpublished-link')),
    unpublished,
    'the line marks each unpublished address for the notice, in the order of src/data/links.ts',
  );
  for (const id of unpublished)
    assert.ok(
      !squash(line.text()).includes(linkDefs[id].label),
      `${id}: the notice lists it; the line must not list it a second time`,
    );
  assert.equal(
    line.find('[data-contracts]').length,
    contracts.length === 0 ? 1 : 0,
    'the contracts, while none is published',
  );
  assert.equal(line.find('a[href]').length, 0, 'an unpublished address is never linked');
  // One sentence says nothing of the project's is published, exactly while none of its own addresses and no contract is.
  assert.equal(
    occurrences(textOf($, article), /any link claiming to be one is fake/i),
    ownLinkIds.every((id) => isPlaceholder(links[id])) && contracts.length === 0 ? 1 : 0,
    'the "nothing official yet" sentence shows while every own address and contract is unpublished (src/components/OfficialLinks)',
  );
  for (const id of linkIds.filter((i) => !isPlaceholder(links[i]))) {
    const row = article.find(`tr[data-link-id="${id}"]`);
    assert.equal(squash(row.find('th').text()), linkDefs[id].label, `${id}: its label`);
    const cell = squash(row.find('td').first().text());
    const a = row.find('a');
    has(cell, shown(links[id]), `${id}: the address`);
    assert.equal(a.attr('href'), links[id], `${id}: its link`);
    if (!links[id].startsWith('mailto:')) {
      assert.equal(a.attr('target'), '_blank', `${id}: opens in a new tab`);
      assert.equal(a.attr('rel'), 'noopener noreferrer', `${id}: rel`);
    }
  }
  // The unpublished ones: each named once in the page's notice, never by its placeholder address.
  if (unpublished.length > 0) {
    const items = noticeItems($, article);
    const text = textOf($, article);
    for (const id of unpublished) {
      assert.equal(items.filter((t) => t === linkNoticeLabel(id)).length, 1, `${id}: named once in the notice`);
      assert.ok(!text.includes(links[id].replace(/^mailto:/, '')), `${id}: its placeholder address is not printed`);
    }
  }
  // Contracts: none listed while src/data/contracts.ts is empty; each one linked to the build's explorer once published.
  assert.equal(article.find('tr[data-contract-id]').length, contracts.length, 'one row per contract');
  for (const c of contracts) {
    const a = article.find(`tr[data-contract-id="${c.id}"] a`);
    assert.equal(a.attr('href'), `${links.explorer}${explorerAddressPath(c.address)}`, `${c.id}: explorer link`);
    assert.equal(a.attr('rel'), 'noopener noreferrer', `${c.id}: rel`);
  }
  const warning = article.find('h3#the-team-never-messages-you-first + p');
  // The scam warning's home: it names unrequested messages as scams and points to Support.
  assert.match(textOf($, warning), /scam/);
  assert.ok(warning.find('a[href="/support"]').length > 0, 'the warning links to /support');
});

test('/bugbounty reward table equals bountyTiers and the report goes to the security e-mail', () => {
  const {$, article} = content('/bugbounty');
  const rows = article.find('tr[data-severity]');
  assert.equal(rows.length, bountyTiers.length, 'one row per tier');
  for (const [i, tier] of bountyTiers.entries()) {
    const row = rows.eq(i);
    assert.equal(row.attr('data-severity'), tier.severity);
    assert.equal(squash(row.find('th').text()), tier.label);
    assert.equal(squash(row.find('td').first().text()), squash(usd(tier.maxRewardUsd)));
  }
  const security = links.securityEmail;
  has(textOf($, article.find('h2#how-to-participate').nextAll('ol').first()), shown(security), 'how to report');
  const text = textOf($, article);
  has(text, 'valid e-mail address');
  // One statement of the reporting channel: "no channel" only while the security e-mail is a placeholder.
  assert.equal(occurrences(text, /no reporting channel/), isPlaceholder(security) ? 1 : 0, '"no reporting channel"');
  // The reward token is an open fact of bounty.ts: Reward Structure gives its value once set, and says it is not set yet while unset.
  const rewardText = textOf($, article.find('h2#reward-structure').nextAll('p'));
  has(rewardText, bountyRewardToken.value ?? notSetYet, 'the reward token');
});

test('/support states the e-mail reply window once, at its home, and says when no channel is open', () => {
  const {$, article} = content('/support');
  const {min, max} = product.supportReplyHours;
  const text = textOf($, article);
  assert.equal(occurrences(text, `${min}–${max} hours`), 1, 'the reply window from product.ts, once');
  // "no support channel address is published yet" (its status line) exactly while none of the channels is published.
  const channels = ['telegram', 'discord', 'supportEmail', 'securityEmail', 'telegramAnnouncements', 'x'] as const;
  assert.equal(
    occurrences(text, /no support channel address is published yet/i),
    channels.every((id) => isPlaceholder(links[id])) ? 1 : 0,
  );
  for (const href of ['/user-guide', '/general-info', '/community-links#official-links']) {
    assert.ok(article.find(`a[href="${href}"]`).length > 0, `a link to ${href}`);
  }
  // Each troubleshooting entry reads messages → cause (the messages with one cause and that cause in one bullet) → fix, and quotes an error.
  for (const id of specSections['/support']?.h3 ?? []) {
    const entry = answerTo($, article, `h3#${id}`);
    assert.match(entry.text(), /You see:[\s\S]*Fix:/, `#${id}: the messages with their causes, then the fix`);
    // One message per line, the cause on a line of its own: the bullet's lines are separated by <br>.
    for (const li of entry.filter('ul').children('li').toArray()) {
      const lines = ($(li).html() ?? '').split(/<br\s*\/?>/).map((l) => squash($(`<p>${l}</p>`).text()));
      assert.ok(
        lines.length >= 2 && lines.every((l) => l.length > 0),
        `#${id}: a message (or several, one per line) and its cause on the next line, in one bullet: ${lines.join(' | ')}`,
      );
    }
    assert.ok(entry.find('code').length > 0, `#${id} quotes an error message`);
  }
});

/** Each legal fact: its value in the text, or, while unset, its label in the page's notice. */
function expectLegalFacts(route: string, fields: readonly string[]): void {
  const {$, article} = content(route);
  const text = readerText($, article);
  const items = noticeItems($, article);
  for (const field of fields) {
    const value = (legal as unknown as Record<string, unknown>)[field];
    const values = typeof value === 'object' && value !== null ? Object.values(value) : [value];
    const label = placeholderFacts.find((p) => p.field === `legal.${field}`)?.label;
    for (const v of values) {
      if (typeof v === 'string') has(text, v, `legal.${field} is printed`);
      else assert.ok(label !== undefined && items.includes(label), `legal.${field} is listed in the notice`);
    }
  }
}

test('/terms-of-use links to the fees section and states the minimum age', () => {
  const {$, article} = content('/terms-of-use');
  // The spec's "in-text link to the fees section (to /)": the fees section on /.
  assert.ok(article.find('h2#fees-and-payment').nextAll().find('a[href="/#fees"]').length > 0, 'a link to /#fees');
  has(textOf($, article.find('h3#eligibility + p + ul')), `at least ${product.minimumAge} years old`);
  // The contracting party, the governing law and the forum: their values, or listed in the page's notice while unset.
  expectLegalFacts('/terms-of-use', ['operator', 'governingLaw', 'forum']);
});

test('/privacy-policy states the truth about storage and gives the privacy e-mail', () => {
  const {$, article} = content('/privacy-policy');
  // That the site sets no cookie is checked in the browser on every route (e2e/crawl.spec.ts).
  has(textOf($, article.find('h3#cookies + p')), 'no cookies');
  has(textOf($, article.find('h2#contact-us + p')), shown(links.privacyEmail), 'the privacy e-mail');
  // Controller, host, lawful bases and retention: their values, or listed in the page's notice while unset.
  expectLegalFacts('/privacy-policy', ['controller', 'hostingProvider', 'lawfulBasis', 'retention']);
  // IP addresses and e-mails are personal data: the policy never calls what it collects "non-personal".
  assert.doesNotMatch(textOf($, article), /non-personal/i);
});
