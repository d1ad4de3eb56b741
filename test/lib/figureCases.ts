/**
 * What each figure must state in its text alternative (what assistive
 * technology reads, i.e. without the aria-hidden drawing), computed from
 * src/data: the figure, found by its accessible name on its route.
 * Checked in Node on the built HTML (test/built/pages.test.ts); the browser
 * crawl (e2e/crawl.spec.ts) checks that every figure fits at each width.
 */
import {allocation, allocations, teamUnlockedAt, teamVesting} from '../../src/data/tokenomics';
import {token} from '../../src/data/token';
import {fees} from '../../src/data/fees';
import {roadmap} from '../../src/data/roadmap';
import {governance} from '../../src/data/governance';
import {reportLifecycle} from '../../src/data/bounty';
import {amount, percent, percentFromBps} from '../../src/data/format';

export interface FigureCase {
  readonly name: string;
  /** Strings the text alternative must contain. */
  readonly texts: readonly string[];
}

const swapFlow: FigureCase = {
  name: 'Where the swap fee goes',
  texts: [fees.swap.totalBps, fees.swap.liquidityProvidersBps, fees.swap.buybackBurnBps].map(percentFromBps),
};
const yearly = Array.from({length: Math.floor(teamVesting.totalMonths / 12) + 1}, (_, i) => i * 12);
export const figuresByRoute: Record<string, readonly FigureCase[]> = {
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
        `after ${teamVesting.totalMonths} months`,
        ...yearly.map((m) => amount(teamUnlockedAt(m))),
      ],
    },
  ],
  '/roadmap': [
    {
      name: 'Roadmap timeline',
      texts: [...roadmap.flatMap((p) => [`Phase ${p.number}`, p.name]), 'Current phase'],
    },
  ],
  '/products': [
    {
      name: 'Price along a bonding curve',
      texts: ['not to scale', 'price', 'curve is full', 'liquidity moves to SX Exchange or another exchange'],
    },
  ],
  '/governance': [
    {
      name: 'Governance proposal flow',
      texts: [...governance.flow, 'proposal threshold', 'voting period'],
    },
  ],
  '/bugbounty': [{name: 'Bug report lifecycle', texts: reportLifecycle}],
  '/': [swapFlow],
};
