/**
 * Content of the introduction, get-started, audits-links, roadmap, products,
 * user-guide, governance and tokenomics pages: every business constant shown
 * equal to src/data, formatted by format.ts; each rule stated at its home
 * (fees and the launchpad example at /#fees, the audit state at
 * /audits-links) and only linked from the other pages; the holder facts shown
 * with their value or "not set yet". Their sections (by id) and one h1:
 * test/built/pages.test.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated, routes} from './fixtures';
import {openNotice} from './pageChecks';
import {placeholderNotice} from '../src/data/placeholders';
import {noticeKey} from '../src/components/Placeholder/noticeCss';
import {specSections} from '../test/lib/specSections';
import {chain, chainIdHex} from '../src/data/chain';
import {fees, launchpadExample} from '../src/data/fees';
import {token} from '../src/data/token';
import {launchpadParams, poolCreation, product, type OpenFact} from '../src/data/product';
import {contracts} from '../src/data/contracts';
import {governance} from '../src/data/governance';
import {roadmap, currentPhase} from '../src/data/roadmap';
import {bountyTiers} from '../src/data/bounty';
import {audits} from '../src/data/audits';
import {features, isLive, type FeatureId} from '../src/data/status';
import {allocation, allocations, presale, presaleTerms, teamUnlockedAt, teamVesting} from '../src/data/tokenomics';
import {amount, compact, orNotSet, percent, percentFromBps, usd} from '../src/data/format';

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

/**
 * Every open fact of a section: its value shown there once set; while unset, said once, by the page's
 * notice (test/built/placeholders.test.ts checks the notice lists the section's marks), not listed again here.
 */
async function expectOpenFacts(page: Page, id: string, facts: readonly OpenFact[]): Promise<void> {
  const text = (await sectionText(page, id)).toLowerCase();
  for (const f of facts) {
    if (f.value !== null) expect(text, `"${f.label}" is shown in #${id}`).toContain(f.value.toLowerCase());
    else expect(text, `"${f.label}" is in the notice, not listed again in #${id}`).not.toContain(f.label.toLowerCase());
  }
}

function article(page: Page): Locator {
  return page.locator('article .theme-doc-markdown');
}

/** The elements between the h2 with this id and the next h2. */
function section(page: Page, id: string): Locator {
  return article(page).locator(`xpath=./*[preceding-sibling::h2[1][@id="${id}"] and not(self::h2)]`);
}

async function sectionText(page: Page, id: string): Promise<string> {
  return (await section(page, id).allTextContents()).join(' ');
}

/** Pages other than the home of the fee rules: they link to /#fees, never repeat the worked example. */
async function linksToFeesWithoutExample(page: Page): Promise<void> {
  await expect(article(page).locator('a[href^="/#fees"], a[href="/#launchpad-fee"]').first()).toBeAttached();
  await expect(article(page), `the worked example (${exampleBuy}) lives at /#fees only`).not.toContainText(
    `a buy of ${exampleBuy}`,
  );
}

test('@desktop each page’s "not set yet" notice opens from the keyboard, and its summary counts what it lists', async ({
  page,
}) => {
  test.setTimeout(routes.length * 10_000);
  let seen = 0;
  for (const path of routes) {
    await gotoHydrated(page, path);
    if ((await page.locator('.theme-doc-markdown [data-placeholder-notice]:visible').count()) === 0) continue;
    seen++;
    const {open, shown, name, items} = await openNotice(page);
    expect(open, `${path}: Enter on the summary opens the notice`).toBe(true);
    expect(items.length, `${path}: an open notice lists what the page marks`).toBeGreaterThan(0);
    const noun = items.length === 1 ? placeholderNotice.one : placeholderNotice.other;
    expect(shown, `${path}: the summary counts the items`).toBe(`${placeholderNotice.title}: ${items.length} ${noun}`);
    // Assistive technology gets no drawn count: the summary reads as the title, the open list gives its length.
    expect(name, `${path}: the summary's accessible name`).toBe(placeholderNotice.title);
  }
  expect(seen, 'this build has pages with a notice').toBeGreaterThan(0);
});

test('@desktop / is the home of the fees: each fee and its split, the launchpad rule and example, revenue', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const rows = article(page).locator('#fees ~ table').first().locator('tbody tr');
  const expected = [[swapFee, lpFee, burnFee], [poolFee], [launchFee, whenFull], [creationFee]];
  // Then one row per fee the project may leave unset (adding or removing liquidity, harvesting).
  const optional = [fees.liquidity.addRemoveBps, fees.pools.harvestBps];
  await expect(rows).toHaveCount(expected.length + optional.length);
  for (const [i, parts] of expected.entries()) {
    for (const part of parts) await expect(rows.nth(i)).toContainText(part);
  }
  for (const [i, bps] of optional.entries()) {
    await expect(rows.nth(expected.length + i)).toContainText(orNotSet(bps, percentFromBps));
  }
  // The creation fee's token and destination: in its row once set; while unset, only marked there (the page's notice lists them).
  for (const [field, value] of [
    ['fees.launchpad.creationFeeToken', fees.launchpad.creationFeeToken],
    ['fees.launchpad.creationFeeTo', fees.launchpad.creationFeeTo],
  ] as const) {
    if (value === null) await expect(rows.nth(3).locator(`[data-placeholder="${noticeKey(field)}"]`)).toHaveCount(1);
    else await expect(rows.nth(3)).toContainText(value);
  }
  const feesText = await sectionText(page, 'fees');
  const fee = (launchpadExample.buy * fees.launchpad.tradeBps) / 10_000;
  const burned = (fee * fees.launchpad.burnShareWhenFullPercent) / 100;
  for (const figure of [
    exampleBuy,
    `${amount(fee)} ${chain.nativeSymbol}`,
    `${amount(burned)} ${chain.nativeSymbol}`,
  ]) {
    expect(feesText, `the worked example computes ${figure} from src/data/fees.ts`).toContain(figure);
  }
  // Protocol revenue is what the protocol keeps; fees burned at once are not revenue.
  const revenue = await article(page).locator('#protocol-revenue + p').textContent();
  expect(revenue).toContain('Protocol revenue');
  // Where the creation fee goes is said once: in the table while it is not set, in the revenue line once it is.
  if (fees.launchpad.creationFeeTo === null) expect(revenue).not.toContain('not set yet');
  else expect(revenue).toContain(fees.launchpad.creationFeeTo);
  expect(revenue).toMatch(/not revenue/);
  await expect(article(page)).toContainText(`fixed total supply of ${amount(token.totalSupply)}`);
  await expect(article(page)).toContainText(`(chain ID ${chain.chainId})`);
  await expect(article(page)).toContainText(`leverage up to ${leverage}`);
  await expect(article(page)).toContainText(`at least ${product.minimumAge} years old`);
});

test('@desktop /get-started shows the chain ID in decimal and hex, a few tips, and links to the troubleshooting', async ({
  page,
}) => {
  await gotoHydrated(page, '/get-started');
  const text = await sectionText(page, 'sonic-network-settings');
  expect(text).toContain(`chain ID ${chain.chainId} (written ${chainIdHex} in hexadecimal`);
  const tips = section(page, 'troubleshooting-tips');
  const count = await tips.locator('li').count();
  expect(count, 'two to four short tips; the full troubleshooting lives on /support').toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  await expect(tips.locator('a[href="/support#common-issues-and-troubleshooting"]')).toHaveCount(1);
  await expect(section(page, 'step-by-step-guide').locator('a[href="/#fees"]')).toHaveCount(1);
  await expect(section(page, 'step-by-step-guide').locator('a[href="/user-guide#token-approvals"]')).toHaveCount(1);
});

test('@desktop /audits-links states the audit state once, truly, and links to the bug bounty', async ({page}) => {
  await gotoHydrated(page, '/audits-links');
  const details = section(page, 'audit-details');
  await expect(details.locator('table')).toHaveCount(audits.length === 0 ? 0 : 1);
  if (audits.length === 0) {
    await expect(article(page).locator('[data-audits="none"]')).toBeVisible();
    // No sentence may point at a table that is not rendered.
    expect(await sectionText(page, 'audit-details')).not.toMatch(/\btable\b/i);
  }
  const report = section(page, 'report-a-vulnerability');
  await expect(report.locator('a[href^="/bugbounty"]').first()).toBeAttached();
  // The rewards are linked only once the bounty is open; before that, no reporting channel is claimed.
  await expect(report.locator('a[href="/bugbounty#reward-structure"]')).toHaveCount(isLive('bugBounty') ? 1 : 0);
  // The reward tiers live on /bugbounty: none is repeated here.
  for (const tier of bountyTiers) await expect(article(page)).not.toContainText(usd(tier.maxRewardUsd));
  await expect(article(page).locator('a[href="/community-links#official-links"]').first()).toBeVisible();
});

test('@desktop /roadmap renders the four phases from data, each item once, and marks the current one', async ({
  page,
}) => {
  await gotoHydrated(page, '/roadmap');
  const steps = page.getByRole('figure', {name: 'Roadmap timeline'}).locator(':scope ol > li');
  await expect(steps).toHaveCount(roadmap.length);
  for (const [i, phase] of roadmap.entries()) {
    const heading = article(page)
      .locator('h2')
      .nth(i + 1);
    await expect(heading).toHaveText(`Phase ${phase.number}: ${phase.name}`);
    // Each phase in the timeline links to its section.
    const link = steps.nth(i).getByRole('link', {name: phase.name, exact: true});
    await expect(link).toHaveAttribute('href', `#${await heading.getAttribute('id')}`);
    const items = article(page).locator(`div[data-phase="${phase.number}"] li`);
    await expect(items).toHaveText([...phase.items]);
    for (const item of phase.items) {
      const exactly = new RegExp(`^${item.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&')}$`);
      await expect(article(page).locator('li').filter({hasText: exactly}), `"${item}" is listed once`).toHaveCount(1);
    }
  }
  const current = steps.and(page.locator('[aria-current="step"]'));
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(`Phase ${currentPhase}`);
  await expect(current).toContainText('Current phase');
  await steps.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/#phase-3-/);
  await expect(article(page).locator('h2').nth(3)).toBeInViewport();
  // The presale figures and the creation fee have their homes (/tokenomics#presale, /#fees): the phases link, never restate.
  const phase2 = section(page, 'phase-2-testnet-live--presale');
  expect(await sectionText(page, 'phase-2-testnet-live--presale')).not.toContain(usd(presale.priceUsd));
  await expect(phase2.locator('a[href="/tokenomics#presale"]')).toHaveCount(1);
  expect(await sectionText(page, 'phase-3-mainnet-launch')).not.toContain(creationFee);
  expect(await sectionText(page, 'phase-4-expansion--innovation')).toContain(`leverage up to ${leverage}`);
});

test('@desktop /products describes each product, states each core fee with a link to /#fees, and gives each later product its status', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  await expectOpenFacts(page, 'launchpad', launchpadParams);
  await expectOpenFacts(page, 'swap', [poolCreation]);
  await linksToFeesWithoutExample(page);
  await expect(article(page).locator('h3#perpetual-trading + p')).toContainText(`leverage up to ${leverage}`);
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
    const text = await sectionText(page, id);
    for (const fee of ownFees[id] ?? []) expect(text, `#${id} states its fee ${fee}`).toMatch(feeFigure(fee));
    for (const split of [lpFee, burnFee, whenFull]) {
      expect(text, `#${id} restates the split figure ${split}: that rule lives at /#fees`).not.toMatch(
        feeFigure(split),
      );
    }
    await expect(
      section(page, id).locator('a[href^="/#fees"]').first(),
      `#${id} links its fee to /#fees`,
    ).toBeAttached();
    expect(text, `#${id} is a core product`).not.toContain('Upcoming');
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
    const status = await article(page)
      .locator(`h3#${id}`)
      .evaluate((h) => {
        let n = h.previousElementSibling;
        while (n && n.tagName !== 'H2') n = n.previousElementSibling;
        return n?.nextElementSibling?.getAttribute('data-status') ?? null;
      });
    expect(status, `#${id}: the heading above it opens with its status line`).not.toBeNull();
    for (const feature of laterFeatures[id] ?? [])
      expect(
        features[feature].phase,
        `#${id}: ${feature} is in another phase than the status line above it (${status}); give it its own ## section and <SectionStatus>`,
      ).toBe(features[status as FeatureId].phase);
  }
});

test('@desktop /user-guide links each cost to the fees, and marks upcoming features', async ({page}) => {
  await gotoHydrated(page, '/user-guide');
  // Fees have one home (/#fees): each step links there instead of restating a figure that could drift.
  for (const [id, fee] of [
    ['using-the-swap', swapFee],
    ['staking-and-farming', poolFee],
    ['launchpad', launchFee],
  ] as const) {
    await expect(section(page, id).locator('a[href^="/#"]').first(), `#${id} links to the fees`).toBeAttached();
    expect(await sectionText(page, id), `#${id} links to the fee instead of restating it`).not.toContain(fee);
  }
  await linksToFeesWithoutExample(page);
  const wallet = await sectionText(page, 'connecting-your-wallet');
  expect(wallet).toContain(`at least ${product.minimumAge} years old`);
  // The home of approval advice; signatures are never called harmless proof of ownership.
  await expect(article(page).locator('#token-approvals')).toBeAttached();
  expect(wallet).not.toMatch(/signature[^.]*proves you own/i);
  // The later products are listed once, on /roadmap: this section links there, or to Governance once it is live.
  const other = section(page, 'other-features');
  await expect(other.locator('li'), 'the later products are not listed again here').toHaveCount(0);
  if (isLive('governance')) await expect(other.locator('a[href="/governance"]')).toHaveCount(1);
  else await expect(other.locator('a[href^="/roadmap#phase-4"]')).toHaveCount(1);
});

test('@desktop /governance shows the flow and every rule of a vote from data, "not set yet" where unset', async ({
  page,
}) => {
  await gotoHydrated(page, '/governance');
  // One status line, before the first section.
  const intro = article(page).locator('xpath=./*[not(preceding-sibling::h2)]');
  await expect(intro.and(page.locator('[data-status="governance"]'))).toHaveCount(1);
  // The flow figure (ProposalFlow) lists the steps in order.
  const flowText = await sectionText(page, 'governance-process');
  const positions = governance.flow.map((step) => flowText.indexOf(step));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  // The steps with a subsection of their own (a step the flow says all about has none) keep the flow's order.
  const h3 = await section(page, 'governance-process').locator('xpath=self::h3').allTextContents();
  const steps = governance.flow.map((step) => step.charAt(0).toUpperCase() + step.slice(1).toLowerCase());
  const own = h3.filter((t) => steps.includes(t));
  expect(own.length, 'the process explains its steps in subsections').toBeGreaterThan(0);
  expect(own).toEqual(steps.filter((s) => own.includes(s)));
  const process = await sectionText(page, 'governance-process');
  expect(process).toContain(`${amount(governance.proposalThresholdTokens)} ${token.ticker}`);
  expect(process).toContain(`${governance.votingPeriodDays} days`);
  expect(process).toContain('significant interest');
  const rules = article(page).locator('#the-rules-of-a-vote ~ table').first().locator('tbody tr td:last-child');
  await expect(rules).toHaveText([
    new RegExp(`^${amount(governance.proposalThresholdTokens)} `),
    orNotSet(governance.voteThreshold),
    new RegExp(`^${governance.votingPeriodDays} days`),
    orNotSet(governance.balanceSnapshot),
    orNotSet(governance.quorumPercent, percent),
    orNotSet(governance.passPercent, percent),
  ]);
  // An example threshold is never stated as final.
  if (governance.valuesAreExamples) expect(process).toMatch(/example/i);
  const eligibility = await sectionText(page, 'voting-eligibility');
  await expect(section(page, 'voting-eligibility').locator('a[href="#the-rules-of-a-vote"]')).not.toHaveCount(0);
  for (const rule of ['held in your wallet', 'staking', 'A connected wallet', 'farm', 'proportional']) {
    expect(eligibility).toContain(rule);
  }
});

test('@desktop /tokenomics shows the allocations, their release schedules, presale and vesting from data', async ({
  page,
}) => {
  await gotoHydrated(page, '/tokenomics');
  // The allocations are given once, in the figure's legend (no second list or table).
  const legend = page.getByRole('figure', {name: `${token.ticker} token allocation`}).locator('li');
  await expect(legend).toHaveCount(allocations.length);
  for (const [i, a] of allocations.entries()) {
    for (const part of [a.label, percent(a.percent), `${amount(a.amount)} ${token.ticker}`]) {
      await expect(legend.nth(i)).toContainText(part);
    }
  }
  // Every allocation's release schedule, or "not set yet": never silence.
  const releases = page.getByTestId('release-table');
  for (const a of allocations.filter((x) => x.key !== 'team'))
    await expect(releases.locator(`tr[data-allocation="${a.key}"] td`)).toHaveText(orNotSet(a.release));
  // The team's lock is stated once, in the Team section: its row gives the total and links there.
  const teamRow = releases.locator('tr[data-allocation="team"] td');
  await expect(teamRow).toContainText(String(teamVesting.totalMonths));
  await expect(teamRow.locator('a[href="#team"], a[href="/tokenomics#team"]')).toHaveCount(1);
  await expect(article(page)).toContainText(allocation('team').release!);

  const overview = await sectionText(page, 'token-overview');
  expect(overview).toContain(amount(token.totalSupply));
  // No contract is published yet: the overview says so, and stops saying it once contracts.ts has one.
  expect(/none published yet/i.test(overview), 'contract address row follows src/data/contracts.ts').toBe(
    contracts.length === 0,
  );
  expect(overview, 'the presale figures live in Presale, not the overview').not.toContain(usd(presale.priceUsd));

  const details = await sectionText(page, 'allocation-details');
  expect(details).toContain(
    `for a target of ${usd(presale.targetUsd)} (${compact(presale.tokens)} × ${usd(presale.priceUsd)})`,
  );
  expect(details).not.toContain('discount');
  const detailProse = (await section(page, 'allocation-details').locator('xpath=self::p').allTextContents()).join(' ');
  for (const a of allocations) {
    expect(detailProse, `${a.label}: its amount is in the legend, not repeated in the details' text`).not.toContain(
      `${amount(a.amount)} ${token.ticker}`,
    );
  }
  expect(details).toContain(`emission schedule`);
  await expectOpenFacts(page, 'allocation-details', presaleTerms);
  expect(details).toContain(orNotSet(allocation('rewards').release));
  const vesting = page.getByTestId('team-vesting-table');
  for (let m = 0; m <= teamVesting.totalMonths; m += 12) {
    await expect(vesting.locator(`tr[data-month="${m}"] td`).first()).toHaveText(amount(teamUnlockedAt(m)));
  }
  await expect(vesting.locator(`tr[data-month="${teamVesting.cliffMonths}"] td`).first()).toHaveText(amount(0));
  await expect(vesting.locator(`tr[data-month="${teamVesting.totalMonths}"] td`).first()).toHaveText(
    amount(allocation('team').amount),
  );

  const burn = await sectionText(page, 'deflationary-mechanisms');
  for (const figure of [burnFee, swapFee, poolFee]) {
    expect(burn, `the burn sources link to /#fees instead of restating ${figure}`).not.toContain(figure);
  }
  expect(burn, 'no claim that every fee burns $SX').not.toMatch(/every fee/i);
  await expect(section(page, 'deflationary-mechanisms').locator('a[href="/#fees"]')).toHaveCount(1);
  await linksToFeesWithoutExample(page);
  // The threshold is stated once, in Governance's rules table: Utility links there.
  await expect(section(page, 'utility').locator('a[href="/governance#the-rules-of-a-vote"]')).toHaveCount(1);
});
