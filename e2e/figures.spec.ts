/**
 * The figures (issue 4): each is found by its accessible name on its page, in
 * dark and light mode, at desktop and mobile width; it fits the viewport, its
 * text alternative (what assistive technology gets, i.e. without the
 * aria-hidden drawing) states the data from src/data, and a screenshot is
 * attached for review. Without JavaScript the same figures are in the HTML,
 * at the same size (no layout shift when the page hydrates).
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {allocation, allocations, teamUnlockedAt, teamVesting} from '../src/data/tokenomics';
import {token} from '../src/data/token';
import {fees} from '../src/data/fees';
import {currentPhase, roadmap} from '../src/data/roadmap';
import {governance} from '../src/data/governance';
import {bountyTiers, reportLifecycle} from '../src/data/bounty';
import {amount, percent, percentFromBps, usd} from '../src/data/format';

interface FigureCase {
  readonly name: string;
  /** Strings the text alternative must contain. */
  readonly texts: readonly string[];
}

const swapFlow: FigureCase = {
  name: 'Where the swap fee goes',
  texts: [fees.swap.totalBps, fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps].map(percentFromBps),
};
const poolsFlow: FigureCase = {
  name: 'Where the staking and farming pool fee goes',
  texts: [percentFromBps(fees.pools.totalBps), percentFromBps(fees.pools.buybackBurnBps), 'Buyback and burn'],
};
const launchpadFlow: FigureCase = {
  name: 'Where the launchpad trading fee goes',
  texts: [percentFromBps(fees.launchpad.tradeBps), percent(fees.launchpad.burnShareWhenFullPercent), 'curve is full'],
};
const yearly = Array.from({length: Math.floor(teamVesting.totalMonths / 12) + 1}, (_, i) => i * 12);

const figuresByRoute: Record<string, readonly FigureCase[]> = {
  '/tokenomics': [
    {
      name: `${token.ticker} token allocation`,
      texts: [
        amount(token.totalSupply),
        ...allocations.flatMap((a) => [a.label, percent(a.percent), amount(a.amount)]),
      ],
    },
    {
      name: 'Team token vesting',
      texts: [
        amount(allocation('team').amount),
        `first ${teamVesting.cliffMonths} months`,
        `over ${teamVesting.releaseMonths} months`,
        `month ${teamVesting.totalMonths}`,
        ...yearly.map((m) => amount(teamUnlockedAt(m))),
      ],
    },
    swapFlow,
    poolsFlow,
    launchpadFlow,
  ],
  '/roadmap': [
    {
      name: 'Roadmap timeline',
      texts: [...roadmap.flatMap((p) => [`Phase ${p.number}`, p.name, ...p.items]), 'Current phase'],
    },
  ],
  '/products': [
    swapFlow,
    poolsFlow,
    {
      name: 'How a launchpad bonding curve works',
      texts: ['not to scale', 'price', 'curve is full', 'liquidity moves to the exchange'],
    },
    launchpadFlow,
  ],
  '/governance': [
    {
      name: 'Governance proposal flow',
      texts: [...governance.flow, amount(governance.proposalThresholdTokens), `${governance.votingPeriodDays} days`],
    },
  ],
  '/bugbounty': [
    {name: 'Bug report lifecycle', texts: reportLifecycle},
    {name: 'Bug bounty rewards by severity', texts: bountyTiers.flatMap((t) => [t.label, usd(t.maxRewardUsd)])},
  ],
  '/': [swapFlow],
};

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The figure's text without the parts hidden from assistive technology. */
function textAlternative(figure: Locator): Promise<string> {
  return figure.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ');
  });
}

function figureByName(page: Page, name: string): Locator {
  return page.getByRole('figure', {name, exact: true});
}

for (const [route, figures] of Object.entries(figuresByRoute)) {
  test(`${route}: figures are named, fit the viewport and state their data, in dark and light mode @responsive`, async ({
    page,
  }, testInfo) => {
    for (const scheme of ['dark', 'light'] as const) {
      await page.emulateMedia({colorScheme: scheme});
      await gotoHydrated(page, route);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      const viewportWidth = page.viewportSize()!.width;
      for (const fig of figures) {
        // The same figure may appear more than once on a page (e.g. a fee flow).
        const all = figureByName(page, fig.name);
        expect(await all.count(), `"${fig.name}" on ${route}`).toBeGreaterThan(0);
        const figure = all.first();
        await figure.scrollIntoViewIfNeeded();
        await expect(figure).toBeVisible();
        const box = (await figure.boundingBox())!;
        expect(box.x, `${fig.name}: left edge`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${fig.name}: right edge`).toBeLessThanOrEqual(viewportWidth);
        const overflow = await figure.evaluate((el) => el.scrollWidth - el.clientWidth);
        expect(overflow, `${fig.name}: no horizontal overflow inside`).toBeLessThanOrEqual(0);
        const text = await textAlternative(figure);
        for (const expected of fig.texts) {
          expect(text, `${fig.name} (${scheme}) states "${expected}"`).toContain(expected);
        }
        const shot = testInfo.outputPath(`${slug(route) || 'home'}-${slug(fig.name)}-${scheme}.png`);
        await figure.screenshot({path: shot});
        await testInfo.attach(`${fig.name} (${scheme})`, {path: shot, contentType: 'image/png'});
      }
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(pageOverflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    }
  });
}

test('/roadmap: the current phase is marked in words and with aria-current, once', async ({page}) => {
  await gotoHydrated(page, '/roadmap');
  const timeline = figureByName(page, 'Roadmap timeline');
  const current = timeline.locator('[aria-current="step"]');
  await expect(current).toHaveCount(1);
  const phase = roadmap.find((p) => p.number === currentPhase)!;
  await expect(current).toContainText(phase.name);
  await expect(current).toContainText('Current phase');
  await expect(timeline.getByText('Current phase', {exact: true})).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [route, figures] of Object.entries(figuresByRoute)) {
    test(`${route}: the figures are in the server-rendered HTML, at their final size`, async ({page, browser}) => {
      await page.goto(route);
      expect(await page.evaluate(() => typeof window.docusaurus)).toBe('undefined');
      const withJs = await browser.newContext({javaScriptEnabled: true, viewport: page.viewportSize()});
      const hydrated = await withJs.newPage();
      await gotoHydrated(hydrated, route);
      for (const fig of figures) {
        const figure = figureByName(page, fig.name).first();
        await expect(figure).toBeVisible();
        const text = await textAlternative(figure);
        for (const expected of fig.texts) {
          expect(text, `${fig.name} states "${expected}"`).toContain(expected);
        }
        const staticBox = (await figure.boundingBox())!;
        const liveBox = (await figureByName(hydrated, fig.name).first().boundingBox())!;
        expect(
          Math.abs(staticBox.height - liveBox.height),
          `${fig.name}: same height with and without JavaScript`,
        ).toBeLessThanOrEqual(1);
        expect(Math.abs(staticBox.width - liveBox.width), `${fig.name}: same width`).toBeLessThanOrEqual(1);
      }
      await withJs.close();
    });
  }
});
