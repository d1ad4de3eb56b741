/**
 * Content of the introduction, get-started, audits-links, roadmap, products,
 * user-guide, governance and tokenomics pages: every business constant shown
 * equal to src/data, formatted by format.ts. Their sections (by id) and one h1:
 * test/built/pages.test.ts.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {specSections} from '../test/lib/specSections';
import {chain, chainIdHex} from '../src/data/chain';
import {fees} from '../src/data/fees';
import {token} from '../src/data/token';
import {product} from '../src/data/product';
import {governance} from '../src/data/governance';
import {roadmap, currentPhase} from '../src/data/roadmap';
import {bountyTiers} from '../src/data/bounty';
import {allocation, allocations, presale, teamUnlockedAt, teamVesting} from '../src/data/tokenomics';
import {amount, compact, percent, percentFromBps, usd} from '../src/data/format';

const swapFee = percentFromBps(fees.swap.totalBps);
const lpFee = percentFromBps(fees.swap.liquidityProvidersBps);
const burnFee = percentFromBps(fees.swap.buybackBurnBps);
const poolFee = percentFromBps(fees.pools.totalBps);
const launchFee = percentFromBps(fees.launchpad.tradeBps);
const creationFee = usd(fees.launchpad.creationFeeUsd);
const whenFull = percent(fees.launchpad.burnShareWhenFullPercent);
/** The launchpad burn rule, as the shared Rule component words it. */
const fullRule = `when the curve is full, ${whenFull} of the fees that curve collected go to buyback and burn`;
const leverage = `${product.maxLeverage}x`;

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

test('@desktop / shows every fee, the supply and the leverage from src/data', async ({page}) => {
  await gotoHydrated(page, '/');
  const rows = article(page).locator('#fees ~ table').first().locator('tbody tr');
  await expect(rows.nth(0)).toContainText(`${swapFee} of the amount traded`);
  await expect(rows.nth(0)).toContainText(`${lpFee} to the pool's liquidity providers, ${burnFee} to buyback and burn`);
  await expect(rows.nth(1)).toContainText(`${poolFee} of the amount deposited or withdrawn`);
  await expect(rows.nth(2)).toContainText(`${launchFee} of each buy and each sell`);
  await expect(rows.nth(2)).toContainText(`${whenFull} of the curve's fees go to buyback and burn`);
  await expect(rows.nth(3)).toContainText(`${creationFee} flat`);
  const fees_ = await sectionText(page, 'fees');
  expect(fees_).toContain(fullRule);
  expect(fees_).toContain('Protocol revenue is');
  await expect(article(page)).toContainText(`fixed total supply of ${amount(token.totalSupply)}`);
  await expect(article(page)).toContainText(`(chain ID ${chain.chainId})`);
  await expect(article(page)).toContainText(`leverage up to ${leverage}`);
  await expect(article(page)).toContainText(`at least ${product.minimumAge} years old`);
});

test('@desktop /get-started shows the chain ID in decimal and hex and quotes the wallet errors', async ({page}) => {
  await gotoHydrated(page, '/get-started');
  const text = await sectionText(page, 'sonic-network-settings');
  expect(text).toContain(`chain ID ${chain.chainId} (written ${chainIdHex} in hexadecimal`);
  const troubleshooting = await sectionText(page, 'troubleshooting-tips');
  for (const quote of [
    `Unrecognized chain ID "${chainIdHex}"`,
    'insufficient funds for gas * price + value',
    'execution reverted',
    'Price impact too high',
    'User rejected the request.',
    'slippage tolerance',
  ]) {
    expect(troubleshooting).toContain(quote);
  }
  for (const part of ['You see:', 'Cause:', 'Fix:']) {
    expect(troubleshooting.split(part).length - 1, part).toBeGreaterThanOrEqual(7);
  }
  await expect(section(page, 'step-by-step-guide').locator('a[href="/#fees"]')).toHaveCount(1);
});

test('@desktop /audits-links shows the bounty range and links to the bug bounty', async ({page}) => {
  await gotoHydrated(page, '/audits-links');
  const text = await sectionText(page, 'report-a-vulnerability');
  // Bounty amounts are maxima (spec §9): every tier reads "up to".
  for (const tier of bountyTiers) {
    expect(text).toContain(`up to ${usd(tier.maxRewardUsd)} for a ${tier.label.toLowerCase()} finding`);
  }
  await expect(section(page, 'report-a-vulnerability').locator('a[href="/bugbounty"]')).toHaveCount(1);
  await expect(article(page).locator('a[href="/community-links#official-links"]').first()).toBeVisible();
});

test('@desktop /roadmap renders the four phases from data and marks the current one', async ({page}) => {
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
  }
  const current = steps.and(page.locator('[aria-current="step"]'));
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(`Phase ${currentPhase}`);
  await expect(current).toContainText('Current phase');
  await steps.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/#phase-3-/);
  await expect(article(page).locator('h2').nth(3)).toBeInViewport();
  const phase2 = await sectionText(page, 'phase-2-testnet-live--presale');
  expect(phase2).toContain(
    `${compact(presale.tokens)} ${token.ticker} at ${usd(presale.priceUsd)} each, a target of ${usd(presale.targetUsd)}`,
  );
  expect(await sectionText(page, 'phase-3-mainnet-launch')).toContain(`for ${creationFee}`);
  expect(await sectionText(page, 'phase-4-expansion--innovation')).toContain(`leverage up to ${leverage}`);
});

test('@desktop /products shows fees, rewards and leverage from data and marks each upcoming product', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  const swap = await sectionText(page, 'swap');
  expect(swap).toContain(`Of the ${swapFee} fee on every swap, ${lpFee} is added to the pool`);
  expect(swap).toContain(`and ${burnFee} goes to buyback and burn`);
  const pools = await sectionText(page, 'staking-and-farming');
  expect(pools).toContain(
    `${percent(allocation('rewards').percent)} of the supply, ${amount(allocation('rewards').amount)} ${token.ticker}`,
  );
  expect(pools).toContain(`pool transaction fee of ${poolFee}`);
  const launchpad = await sectionText(page, 'launchpad');
  expect(launchpad).toContain(`for a flat fee of ${creationFee}`);
  expect(launchpad).toContain(`A ${launchFee} fee on each buy and each sell`);
  expect(launchpad).toContain(fullRule);
  expect(await sectionText(page, 'perpetual-trading')).toContain(`leverage up to ${leverage}`);
  // The page's sections in order (above): the first three products are live, the rest upcoming.
  const live = ['swap', 'staking-and-farming', 'launchpad'];
  const productSections = specSections['/products']?.h2 ?? [];
  expect(productSections.slice(0, live.length)).toEqual(live);
  for (const id of productSections.slice(live.length)) {
    await expect(section(page, id).first(), `#${id} starts with the Upcoming badge`).toContainText(/^Upcoming/);
  }
  for (const id of live) {
    expect(await sectionText(page, id), `#${id} is live`).not.toContain('Upcoming');
  }
});

test('@desktop /user-guide shows the costs from data and marks upcoming features', async ({page}) => {
  await gotoHydrated(page, '/user-guide');
  const swap = await sectionText(page, 'using-the-swap');
  expect(swap).toContain(
    `${swapFee} of the amount you trade, of which ${lpFee} goes to the pool's liquidity providers and ${burnFee} to buyback and burn`,
  );
  expect(await sectionText(page, 'staking-and-farming')).toContain(`pay a fee of ${poolFee}`);
  const launchpad = await sectionText(page, 'launchpad');
  expect(launchpad).toContain(`creation fee of ${creationFee}`);
  expect(launchpad).toContain(`fee of ${launchFee}, charged on every buy and every sell`);
  expect(launchpad).toContain(fullRule);
  expect(await sectionText(page, 'connecting-your-wallet')).toContain(`at least ${product.minimumAge} years old`);
  await expect(section(page, 'telegram-trading-bot').first()).toContainText(/^Upcoming/);
  const other = section(page, 'other-features').locator('li');
  await expect(other).toHaveCount(6);
  for (const item of await other.all()) {
    await expect(item).toContainText('Upcoming');
  }
  await expect(other.filter({hasText: 'Perpetual trading'})).toContainText(`leverage up to ${leverage}`);
});

test('@desktop /governance shows the flow, threshold and voting period from data', async ({page}) => {
  await gotoHydrated(page, '/governance');
  await expect(article(page).locator('p').first()).toContainText(/^Upcoming/);
  // The flow figure (ProposalFlow) lists the steps in order.
  const flowText = await sectionText(page, 'governance-process');
  const positions = governance.flow.map((step) => flowText.indexOf(step));
  expect(positions.every((p) => p >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(section(page, 'governance-process').locator('xpath=self::h3')).toHaveText(
    governance.flow.map((s) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()),
  );
  const process = await sectionText(page, 'governance-process');
  expect(process).toContain(`at least ${amount(governance.proposalThresholdTokens)} ${token.ticker}`);
  expect(process).toContain(`${governance.votingPeriodDays} days`);
  expect(process).toContain('significant interest');
  const eligibility = await sectionText(page, 'voting-eligibility');
  expect(eligibility).toContain(`at least ${amount(governance.proposalThresholdTokens)} ${token.ticker}`);
  for (const rule of [
    'held in your wallet or in the staking contracts',
    'A connected wallet',
    'not locked in other operations',
    'farming',
    'proportional',
  ]) {
    expect(eligibility).toContain(rule);
  }
});

test('@desktop /tokenomics shows the allocation table, presale and vesting from data', async ({page}) => {
  await gotoHydrated(page, '/tokenomics');
  const table = page.getByTestId('allocation-table');
  for (const a of allocations) {
    const cells = table.locator(`tr[data-allocation="${a.key}"]`).locator('th, td');
    await expect(cells).toHaveText([a.label, percent(a.percent), amount(a.amount), a.purpose]);
  }
  const total = table.locator('tr[data-allocation="total"]').locator('th, td');
  await expect(total.nth(1)).toHaveText(percent(100));
  await expect(total.nth(2)).toHaveText(amount(token.totalSupply));

  const overview = await sectionText(page, 'token-overview');
  expect(overview).toContain(`${amount(token.totalSupply)} ${token.ticker}, fixed`);
  expect(overview).toContain(`${usd(presale.priceUsd)} per ${token.ticker}`);
  expect(overview).toContain(
    `locked for ${teamVesting.cliffMonths} months, then released over ${teamVesting.releaseMonths} months`,
  );

  const details = await sectionText(page, 'allocation-details');
  expect(details).toContain(
    `for a target of ${usd(presale.targetUsd)} (${compact(presale.tokens)} × ${usd(presale.priceUsd)})`,
  );
  for (const a of allocations) {
    expect(details).toContain(`${percent(a.percent)} — ${amount(a.amount)} ${token.ticker}.`);
  }
  const vesting = page.getByTestId('team-vesting-table');
  for (let m = 0; m <= teamVesting.totalMonths; m += 12) {
    await expect(vesting.locator(`tr[data-month="${m}"] td`).first()).toHaveText(amount(teamUnlockedAt(m)));
  }
  await expect(vesting.locator(`tr[data-month="${teamVesting.cliffMonths}"] td`).first()).toHaveText(amount(0));
  await expect(vesting.locator(`tr[data-month="${teamVesting.totalMonths}"] td`).first()).toHaveText(
    amount(allocation('team').amount),
  );

  const burn = await sectionText(page, 'deflationary-mechanisms');
  expect(burn).toContain(
    `${burnFee} of the amount traded (part of the ${swapFee} swap fee; the other ${lpFee} pays liquidity providers)`,
  );
  expect(burn).toContain(`the whole ${poolFee} pool transaction fee`);
  expect(burn).toContain(fullRule);
  expect(await sectionText(page, 'utility')).toContain(
    `at least ${amount(governance.proposalThresholdTokens)} ${token.ticker}`,
  );
});
