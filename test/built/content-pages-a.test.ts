/**
 * Content of the introduction, get-started, audits-links, roadmap, products,
 * user-guide, governance and tokenomics pages, read from the built HTML:
 * every business constant shown equal to src/data, formatted by format.ts;
 * each rule stated at its home (fees and the launchpad example at /#fees, the
 * audit state at /audits-links) and only linked from the other pages; the
 * holder facts shown with their value or "not set yet". Their sections (by
 * id) and one h1: test/built/pages.test.ts. What needs a browser (the notice
 * opened from the keyboard, the timeline's links scrolling): e2e/content-pages-a.spec.ts.
 */
import assert from 'node:assert/strict';
import test from 'node:test';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {noticeKey} from '../../src/components/Placeholder/noticeCss';
import {specSections} from '../lib/specSections';
import {chain, chainIdHex} from '../../src/data/chain';
import {fees, launchpadExample} from '../../src/data/fees';
import {token} from '../../src/data/token';
import {launchpadParams, poolCreation, product, type OpenFact} from '../../src/data/product';
import {contracts} from '../../src/data/contracts';
import {governance} from '../../src/data/governance';
import {roadmap, currentPhase} from '../../src/data/roadmap';
import {phaseStatus} from '../../src/components/RoadmapTimeline/status';
import {bountyTiers} from '../../src/data/bounty';
import {audits} from '../../src/data/audits';
import {features, isLive, type FeatureId} from '../../src/data/status';
import {allocation, allocations, presale, presaleTerms, teamUnlockedAt, teamVesting} from '../../src/data/tokenomics';
import {amount, orNotSet, percent, percentFromBps, usd} from '../../src/data/format';
import {content, figureNamed, section, shownInMarkup, squash, textOf} from './content';

const swapFee = percentFromBps(fees.swap.totalBps);
const lpFee = percentFromBps(fees.swap.liquidityProvidersBps);
const burnFee = percentFromBps(fees.swap.buybackBurnBps);
const poolFee = percentFromBps(fees.pools.totalBps);
const launchFee = percentFromBps(fees.launchpad.tradeBps);
const creationFee = usd(fees.launchpad.creationFeeUsd);
const whenFull = percent(fees.launchpad.burnShareWhenFullPercent);
/** The worked launchpad example's buy, as pages print it ("1,000 S"): only its home, /#fees, may show it. */
const exampleBuy = `${amount(launchpadExample.buy)} ${chain.nativeSymbol}`;
const leverage = `${product.maxLeverage}x`;

/** `text` (squashed) contains `part` (squashed). */
function has(text: string, part: string, message?: string): void {
  assert.ok(
    squash(text).includes(squash(part)),
    `${message ?? 'expected text'}: "${part}" not found in "${squash(text).slice(0, 200)}…"`,
  );
}
function hasNot(text: string, part: string, message?: string): void {
  assert.ok(
    !squash(text).includes(squash(part)),
    `${message ?? 'unexpected text'}: "${part}" found in "${squash(text).slice(0, 200)}…"`,
  );
}

/** A page's article and a reader for its sections. */
function page(route: string) {
  const {$, article} = content(route);
  const sec = (id: string) => section($, article, id);
  return {
    $,
    article,
    text: textOf($, article),
    section: sec,
    sectionText: (id: string) => textOf($, sec(id)),
  };
}

/**
 * Every open fact of a section: its value shown there once set; while unset, said once, by the page's
 * notice (test/built/placeholders.test.ts checks the notice lists the section's marks), not listed again here.
 */
function expectOpenFacts(text: string, id: string, facts: readonly OpenFact[]): void {
  const lower = text.toLowerCase();
  for (const f of facts) {
    if (f.value !== null) has(lower, f.value.toLowerCase(), `"${f.label}" is shown in #${id}`);
    else hasNot(lower, f.label.toLowerCase(), `"${f.label}" is in the notice, not listed again in #${id}`);
  }
}

/** Pages other than the home of the fee rules: they link to /#fees, never repeat the worked example. */
function linksToFeesWithoutExample(article: Cheerio<Element>, text: string): void {
  assert.ok(article.find('a[href^="/#fees"], a[href="/#launchpad-fee"]').length > 0, 'a link to the fees at /#fees');
  hasNot(text, `a buy of ${exampleBuy}`, `the worked example (${exampleBuy}) lives at /#fees only`);
}

/** How many of `nodes`, and of the elements below them, match `selector`. */
const count = (nodes: Cheerio<Element>, selector: string) =>
  nodes.find(selector).length + nodes.filter(selector).length;
/** The squashed text of each node. */
const texts = ($: CheerioAPI, nodes: Cheerio<Element>) => nodes.toArray().map((n) => squash($(n).text()));

test('/ is the home of the fees: each fee and its split, the launchpad rule and example, revenue', () => {
  const p = page('/');
  const rows = p.article.find('#fees').nextAll('table').first().find('tbody tr');
  const expected = [[swapFee, lpFee, burnFee], [poolFee], [launchFee], [creationFee]];
  // Then one row per fee the project may leave unset (adding or removing liquidity, harvesting).
  const optional = [fees.liquidity.addRemoveBps, fees.pools.harvestBps];
  assert.equal(rows.length, expected.length + optional.length, 'the fee table: one row per fee');
  const row = (i: number) => textOf(p.$, rows.eq(i));
  for (const [i, parts] of expected.entries()) for (const part of parts) has(row(i), part, `fee row ${i + 1}`);
  for (const [i, bps] of optional.entries()) has(row(expected.length + i), orNotSet(bps, percentFromBps));
  // The creation fee's token and destination: in its row once set; while unset, only marked there (the page's notice lists them).
  for (const [field, value] of [
    ['fees.launchpad.creationFeeToken', fees.launchpad.creationFeeToken],
    ['fees.launchpad.creationFeeTo', fees.launchpad.creationFeeTo],
  ] as const) {
    if (value === null)
      assert.equal(rows.eq(3).find(`[data-placeholder="${noticeKey(field)}"]`).length, 1, `${field} is marked`);
    else has(row(3), value, field);
  }
  const feesText = p.sectionText('fees');
  // The burn shares are unconfirmed: one line says so, under the table, not one note per cell.
  assert.equal(
    (feesText.match(/not final/g) ?? []).length,
    fees.burnSharesFinal ? 0 : 1,
    '/#fees says "not final" once (under the table) while fees.burnSharesFinal is false, and not at all once it is true',
  );
  const fee = (launchpadExample.buy * fees.launchpad.tradeBps) / 10_000;
  const burned = (fee * fees.launchpad.burnShareWhenFullPercent) / 100;
  for (const figure of [
    exampleBuy,
    `${amount(fee)} ${chain.nativeSymbol}`,
    `${amount(burned)} ${chain.nativeSymbol}`,
  ]) {
    has(feesText, figure, `the worked example computes ${figure} from src/data/fees.ts`);
  }
  // Protocol revenue is what the protocol keeps; fees burned at once are not revenue.
  const revenue = textOf(p.$, p.article.find('#protocol-revenue + p'));
  has(revenue, 'Protocol revenue');
  // Where the creation fee goes is said once: in the table while it is not set, in the revenue line once it is.
  if (fees.launchpad.creationFeeTo === null) hasNot(revenue, 'not set yet');
  else has(revenue, fees.launchpad.creationFeeTo);
  assert.match(revenue, /not revenue/);
  has(p.text, `fixed total supply of ${amount(token.totalSupply)}`);
  has(p.text, `(chain ID ${chain.chainId})`);
  has(p.text, `leverage up to ${leverage}`);
  has(p.text, `at least ${product.minimumAge} years old`);
});

test('/get-started shows the chain ID in decimal and hex, a few tips, and links to the troubleshooting', () => {
  const p = page('/get-started');
  has(p.sectionText('sonic-network-settings'), `Chain ID must be ${chain.chainId} (${chainIdHex} in hex)`);
  const tips = p.section('troubleshooting-tips');
  const n = count(tips, 'li');
  assert.ok(n >= 2 && n <= 4, `two to four short tips (${n}); the full troubleshooting lives on /support`);
  assert.equal(count(tips, 'a[href="/support#common-issues-and-troubleshooting"]'), 1);
  assert.equal(count(p.section('step-by-step-guide'), 'a[href="/#fees"]'), 1);
  // The swap step points to the User Guide once for the details (approvals included), not a link per clause.
  assert.equal(count(p.section('step-by-step-guide'), 'a[href="/user-guide#using-the-swap"]'), 1);
});

test('/audits-links states the audit state once, truly, and links to the bug bounty', () => {
  const p = page('/audits-links');
  assert.equal(count(p.section('audit-details'), 'table'), audits.length === 0 ? 0 : 1);
  if (audits.length === 0) {
    const none = p.article.find('[data-audits="none"]');
    assert.equal(none.length, 1, 'the "no audit yet" statement');
    assert.ok(shownInMarkup(p.$, none), 'the "no audit yet" statement is shown');
    // No sentence may point at a table that is not rendered.
    assert.doesNotMatch(p.sectionText('audit-details'), /\btable\b/i);
  }
  const report = p.section('report-a-vulnerability');
  assert.ok(count(report, 'a[href^="/bugbounty"]') > 0, 'a link to /bugbounty');
  // The rewards are linked only once the bounty is open; before that, no reporting channel is claimed.
  assert.equal(count(report, 'a[href="/bugbounty#reward-structure"]'), isLive('bugBounty') ? 1 : 0);
  // The reward tiers live on /bugbounty: none is repeated here.
  for (const tier of bountyTiers) hasNot(p.text, usd(tier.maxRewardUsd), 'a reward tier lives on /bugbounty');
  const official = p.article.find('a[href="/community-links#official-links"]').first();
  assert.ok(official.length === 1 && shownInMarkup(p.$, official), 'a shown link to the official links');
});

test('/roadmap renders the four phases from data, each item once, and marks the current one', () => {
  const p = page('/roadmap');
  const steps = figureNamed(p.$, 'Roadmap timeline').find('ol > li');
  assert.equal(steps.length, roadmap.length, 'one timeline step per phase');
  const h2 = p.article.children('h2');
  for (const [i, phase] of roadmap.entries()) {
    const heading = h2.eq(i + 1);
    assert.equal(squash(heading.text()), `Phase ${phase.number}: ${phase.name}`);
    // Each phase in the timeline links to its section.
    const link = steps
      .eq(i)
      .find('a')
      .filter((_, a) => squash(p.$(a).text()) === phase.name);
    assert.equal(link.length, 1, `the timeline step links "${phase.name}"`);
    assert.equal(link.attr('href'), `#${heading.attr('id')}`, `the timeline step links to its section`);
    const items = texts(p.$, p.article.find(`div[data-phase="${phase.number}"] li`));
    assert.deepEqual(items, [...phase.items], `phase ${phase.number}'s items from src/data/roadmap.ts`);
    const all = texts(p.$, p.article.find('li'));
    for (const item of phase.items) {
      assert.equal(all.filter((t) => t === squash(item)).length, 1, `"${item}" is listed once`);
    }
  }
  const current = steps.filter('[aria-current="step"]');
  assert.equal(current.length, 1, 'one current step');
  has(current.text(), `Phase ${currentPhase}`);
  has(current.text(), 'Current phase');
  // The presale figures and the creation fee have their homes (/tokenomics#presale, /#fees): the phases link, never restate.
  hasNot(p.sectionText('phase-2-testnet-live--presale'), usd(presale.priceUsd));
  assert.equal(count(p.section('phase-2-testnet-live--presale'), 'a[href="/tokenomics#presale"]'), 1);
  hasNot(p.sectionText('phase-3-mainnet-launch'), creationFee);
  has(p.sectionText('phase-4-expansion--innovation'), `leverage up to ${leverage}`);
  // What a reader can do in a phase opens with a label whose tense follows the phase's status (<PhaseUse>).
  const labels = p.article.find('strong').filter((_, el) => /^In this phase\b/.test(squash(p.$(el).text())));
  assert.ok(labels.length > 0, '/roadmap says what a reader can do in a phase');
  for (const el of labels.toArray()) {
    const n = Number(p.$(el).attr('data-phase-use'));
    const phase = roadmap.find((r) => r.number === n);
    assert.ok(
      phase,
      `"${squash(p.$(el).text())}" is typed in the page: write <PhaseUse number={N} /> so its tense follows the phase`,
    );
    assert.equal(
      /\bwill\b/.test(p.$(el).text()),
      phaseStatus(phase.number, currentPhase) === 'planned',
      `phase ${n}'s "In this phase you …" label is in the future tense exactly while the phase is planned`,
    );
  }
});

test('/products describes each product, states each core fee with a link to /#fees, and gives each later product its status', () => {
  const p = page('/products');
  expectOpenFacts(p.sectionText('launchpad'), 'launchpad', launchpadParams);
  expectOpenFacts(p.sectionText('swap'), 'swap', [poolCreation]);
  linksToFeesWithoutExample(p.article, p.text);
  has(textOf(p.$, p.article.find('h3#perpetual-trading + p')), `leverage up to ${leverage}`);
  // The page's ## sections are the core products; the later products are ### sections under one heading.
  const core = specSections['/products']?.h2 ?? [];
  // A product section states its own fee's figure (from data) and links to /#fees; how a fee splits stays at /#fees.
  const feeFigure = (fee: string) => new RegExp(`(^|[^\\d.])${fee.replace(/[.$]/g, '\\$&')}`);
  const ownFees: Record<string, readonly string[]> = {
    swap: [swapFee],
    'staking-and-farming': [poolFee],
    launchpad: [launchFee, creationFee],
  };
  for (const id of core) {
    const text = p.sectionText(id);
    for (const fee of ownFees[id] ?? []) assert.match(text, feeFigure(fee), `#${id} states its fee ${fee}`);
    for (const split of [lpFee, burnFee, whenFull]) {
      assert.doesNotMatch(
        text,
        feeFigure(split),
        `#${id} restates the split figure ${split}: that rule lives at /#fees`,
      );
    }
    assert.ok(count(p.section(id), 'a[href^="/#fees"]') > 0, `#${id} links its fee to /#fees`);
    hasNot(text, 'Upcoming', `#${id} is a core product`);
  }
  // The later products share one status line, under the heading that holds them all: they must share its phase.
  const laterFeatures: Record<string, readonly FeatureId[]> = {
    'telegram-trading-bot': ['telegramBot'],
    validators: ['validators'],
    'prediction-market': ['predictionMarket'],
    'perpetual-trading': ['perpetuals'],
    'limit-orders': ['limitOrders'],
    'nft-marketplace-and-cross-chain-bridge': ['nftMarketplace', 'bridge'],
  };
  for (const id of specSections['/products']?.h3 ?? []) {
    const h3 = p.article.find(`h3#${id}`);
    assert.equal(h3.length, 1, `### #${id}`);
    const status =
      h3.prevAll('h2').first().next('[data-status-line]').find('[data-status]').attr('data-status') ?? null;
    assert.notEqual(status, null, `#${id}: the heading above it opens with its status line`);
    for (const feature of laterFeatures[id] ?? [])
      assert.equal(
        features[feature].phase,
        features[status as FeatureId].phase,
        `#${id}: ${feature} is in another phase than the status line above it (${status}); give it its own ## section and <SectionStatus>`,
      );
  }
});

test('/user-guide links each cost to the fees, and marks upcoming features', () => {
  const p = page('/user-guide');
  // Fees have one home (/#fees): each step links there instead of restating a figure that could drift.
  for (const [id, fee] of [
    ['using-the-swap', swapFee],
    ['staking-and-farming', poolFee],
    ['launchpad', launchFee],
  ] as const) {
    assert.ok(count(p.section(id), 'a[href^="/#"]') > 0, `#${id} links to the fees`);
    hasNot(p.sectionText(id), fee, `#${id} links to the fee instead of restating it`);
  }
  linksToFeesWithoutExample(p.article, p.text);
  const wallet = p.sectionText('connecting-your-wallet');
  // The minimum age has one home (/terms-of-use#eligibility): the guide links there instead of restating it.
  assert.ok(count(p.article, 'a[href="/terms-of-use#eligibility"]') > 0, 'a link to the eligibility rules');
  hasNot(p.text, `${product.minimumAge} years old`, 'the minimum age lives on /terms-of-use#eligibility');
  // The home of approval advice; signatures are never called harmless proof of ownership.
  assert.equal(p.article.find('#token-approvals').length, 1, 'the #token-approvals section');
  assert.doesNotMatch(wallet, /signature[^.]*proves you own/i);
  // The later products are listed once, on /roadmap: this section links there, or to Governance once it is live.
  const other = p.section('other-features');
  assert.equal(count(other, 'li'), 0, 'the later products are not listed again here');
  if (isLive('governance')) assert.equal(count(other, 'a[href="/governance"]'), 1);
  else assert.equal(count(other, 'a[href^="/roadmap#phase-4"]'), 1);
});

test('/governance shows the flow and every rule of a vote from data, "not set yet" where unset', () => {
  const p = page('/governance');
  // One status line, before the first section.
  const children = p.article.children().toArray();
  const firstH2 = children.findIndex((e) => e.tagName === 'h2');
  const intro = children.slice(0, firstH2 === -1 ? children.length : firstH2);
  assert.equal(
    intro.filter((e) => p.$(e).is('[data-status-line]') && p.$(e).find('[data-status="governance"]').length > 0).length,
    1,
    'one status line before the first section',
  );
  // The flow figure (ProposalFlow) lists the steps in order.
  const flowText = p.sectionText('governance-process');
  const positions = governance.flow.map((step) => flowText.indexOf(step));
  assert.ok(
    positions.every((x) => x >= 0),
    'every step of the flow is shown',
  );
  assert.deepEqual(
    [...positions].sort((a, b) => a - b),
    positions,
    'the flow in order',
  );
  // One structure for the steps: every step a subsection of its own, in the flow's order, or none.
  const steps = governance.flow.map((step) => step.charAt(0).toUpperCase() + step.slice(1).toLowerCase());
  const own = texts(p.$, p.section('governance-process').filter('h3')).filter((t) => steps.includes(t));
  assert.ok(
    own.length === 0 || own.join('|') === steps.join('|'),
    `the process gives all its steps a subsection, in order, or none (has: ${own.join(', ')})`,
  );
  has(flowText, 'significant interest');
  const rulesText = p.sectionText('the-rules-of-a-vote');
  has(rulesText, `${amount(governance.proposalThresholdTokens)} ${token.ticker}`);
  has(rulesText, `${governance.votingPeriodDays} days`);
  const rules = texts(
    p.$,
    p.article.find('#the-rules-of-a-vote').nextAll('table').first().find('tbody tr td:last-child'),
  );
  const expected = [
    new RegExp(`^${amount(governance.proposalThresholdTokens)} `),
    orNotSet(governance.voteThreshold),
    new RegExp(`^${governance.votingPeriodDays} days`),
    orNotSet(governance.balanceSnapshot),
    orNotSet(governance.quorumPercent, percent),
    orNotSet(governance.passPercent, percent),
  ];
  assert.equal(rules.length, expected.length, 'the rules of a vote: one row each');
  for (const [i, rule] of expected.entries()) {
    if (typeof rule === 'string') assert.equal(rules[i], squash(rule), `rule ${i + 1}`);
    else assert.match(rules[i]!, rule, `rule ${i + 1}`);
  }
  // An example threshold is never stated as final.
  if (governance.valuesAreExamples) assert.match(rulesText, /example/i);
  const eligibility = p.sectionText('voting-eligibility');
  assert.ok(count(p.section('voting-eligibility'), 'a[href="#the-rules-of-a-vote"]') > 0, 'links the rules');
  for (const rule of ['held in your wallet', 'staking', 'A connected wallet', 'farm', 'proportional']) {
    has(eligibility, rule);
  }
});

test('/tokenomics shows the allocations, their release schedules, presale and vesting from data', () => {
  const p = page('/tokenomics');
  const {$} = p;
  // The allocations are given once, in the figure's legend (no second list or table).
  const legend = figureNamed($, `${token.ticker} token allocation`).find('li');
  assert.equal(legend.length, allocations.length, 'one legend entry per allocation');
  for (const [i, a] of allocations.entries()) {
    for (const part of [a.label, percent(a.percent), `${amount(a.amount)} ${token.ticker}`]) {
      has(legend.eq(i).text(), part, `legend entry ${i + 1}`);
    }
  }
  // Every allocation's release schedule: a row where it is set, else named in the "not set yet" line below: never silence.
  const releases = $('[data-testid="release-table"]');
  assert.equal(releases.length, 1, 'the release table');
  const unsetLine = $('[data-testid="release-unset"]').text();
  for (const a of allocations.filter((x) => x.key !== 'team')) {
    const cells = texts($, releases.find(`tr[data-allocation="${a.key}"] td`));
    if (a.release === null) {
      assert.deepEqual(cells, [], `${a.key}: no row while its release is not set (ReleaseTable)`);
      has(
        unsetLine.toLowerCase(),
        a.label.toLowerCase(),
        `${a.key}: named in the line of releases not set yet (ReleaseTable)`,
      );
    } else {
      assert.deepEqual(cells, [squash(a.release)], `${a.key}: its release`);
    }
  }
  // The team's lock is stated once, in the Team section: its row gives the total and links there.
  const teamRow = releases.find('tr[data-allocation="team"] td');
  has(teamRow.text(), String(teamVesting.totalMonths));
  assert.equal(teamRow.find('a[href="#team"], a[href="/tokenomics#team"]').length, 1, 'the team row links #team');
  // The Team section says how the lock runs: its cliff, its release and the whole, from data.
  const team = p.sectionText('allocation-details');
  for (const months of [teamVesting.cliffMonths, teamVesting.releaseMonths, teamVesting.totalMonths]) {
    has(team, `${months} months`);
  }

  const overview = p.sectionText('token-overview');
  has(overview, amount(token.totalSupply));
  // No contract is published yet: the overview says so, and stops saying it once contracts.ts has one.
  assert.equal(
    /none published yet/i.test(overview),
    contracts.length === 0,
    'contract address row follows src/data/contracts.ts',
  );
  hasNot(overview, usd(presale.priceUsd), 'the presale figures live in Presale, not the overview');

  const details = p.sectionText('allocation-details');
  // The presale states its size with its price and target.
  for (const figure of [`${amount(presale.tokens)} ${token.ticker}`, usd(presale.priceUsd), usd(presale.targetUsd)]) {
    has(details, figure);
  }
  hasNot(details, 'discount');
  has(details, 'emission schedule');
  expectOpenFacts(details, 'allocation-details', presaleTerms);
  has(details, orNotSet(allocation('rewards').release));
  const vesting = $('[data-testid="team-vesting-table"]');
  const unlocked = (m: number) => squash(vesting.find(`tr[data-month="${m}"] td`).first().text());
  for (let m = 0; m <= teamVesting.totalMonths; m += 12) {
    assert.equal(unlocked(m), squash(amount(teamUnlockedAt(m))), `team unlocked at month ${m}`);
  }
  assert.equal(unlocked(teamVesting.cliffMonths), squash(amount(0)), 'nothing unlocked at the cliff');
  assert.equal(unlocked(teamVesting.totalMonths), squash(amount(allocation('team').amount)), 'all unlocked at the end');

  const burn = p.sectionText('deflationary-mechanisms');
  for (const figure of [burnFee, swapFee, poolFee]) {
    hasNot(burn, figure, `the burn sources link to /#fees instead of restating ${figure}`);
  }
  assert.doesNotMatch(burn, /every fee/i, 'no claim that every fee burns $SX');
  assert.equal(count(p.section('deflationary-mechanisms'), 'a[href="/#fees"]'), 1);
  linksToFeesWithoutExample(p.article, p.text);
  // The threshold is stated once, in Governance's rules table: Utility links there.
  assert.equal(count(p.section('utility'), 'a[href="/governance#the-rules-of-a-vote"]'), 1);
});
