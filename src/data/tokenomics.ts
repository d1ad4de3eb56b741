import {token} from './token';
import type {OpenFact} from './product';
import {notSetYet} from './format';

export type AllocationKey =
  | 'presale'
  | 'rewards'
  | 'liquidity'
  | 'team'
  | 'listing'
  | 'auditMarketing'
  | 'airdropBounty'
  | 'partners'
  | 'development';

export interface Allocation {
  readonly key: AllocationKey;
  readonly label: string;
  /** Share of the total supply in whole percent. */
  readonly percent: number;
  /** Token amount, derived from the share and the total supply. */
  readonly amount: number;
  /** What it is for, short enough for a table cell on a phone. */
  readonly purpose: string;
  /**
   * When its tokens can move: the unlock (or, for the rewards pool, emission)
   * schedule, or null while the project has not set it (shown as "not set yet").
   */
  readonly release: string | null;
}

export const teamVesting = {
  /** When the lock starts (a date or an event), or null while not set. */
  start: null as string | null,
  /** Months before any team token unlocks. */
  cliffMonths: 12,
  /** Months of linear release after the cliff. */
  releaseMonths: 36,
  get totalMonths(): number {
    return teamVesting.cliffMonths + teamVesting.releaseMonths;
  },
} as const;

/** Listed with the other presale terms below (not exported alone, so the page's notice lists it once). */
const presaleUnlock: OpenFact = {
  label: 'whether presale tokens are fully unlocked at the mainnet launch',
  value: null,
};

const shares: ReadonlyArray<Omit<Allocation, 'amount'>> = [
  {
    key: 'presale',
    label: 'Presale',
    percent: 4,
    purpose: 'Sold before launch.',
    release: `Distributed at the mainnet launch; ${presaleUnlock.value ?? `unlock terms ${notSetYet}`}.`,
  },
  {
    key: 'rewards',
    label: 'Farm and staking rewards',
    percent: 45,
    purpose: 'Paid over time to stakers and farmers.',
    // The emission schedule (how much per day or block, for how long, to which pools).
    release: null,
  },
  {
    key: 'liquidity',
    label: 'Liquidity',
    percent: 12,
    purpose: 'Seeds the exchange pools.',
    release: 'Added to the exchange pools at the mainnet launch.',
  },
  {
    key: 'team',
    label: 'Team',
    percent: 8,
    purpose: 'The team, under a long lock.',
    release: `Locked ${teamVesting.cliffMonths} months, then released over ${teamVesting.releaseMonths} months, ${teamVesting.totalMonths} months in all.`,
  },
  {key: 'listing', label: 'Exchange listing', percent: 5, purpose: 'Listings on other exchanges.', release: null},
  {key: 'auditMarketing', label: 'Audit and marketing', percent: 6, purpose: 'Audits and growth.', release: null},
  {
    key: 'airdropBounty',
    label: 'Airdrop and bounty',
    percent: 5,
    purpose: 'Airdrops and the bug bounty.',
    release: null,
  },
  {key: 'partners', label: 'Partner funding', percent: 6, purpose: 'Grants for partners.', release: null},
  {key: 'development', label: 'Future development', percent: 9, purpose: 'New products.', release: null},
];

export const allocations: readonly Allocation[] = shares.map((s) => ({
  ...s,
  amount: (token.totalSupply * s.percent) / 100,
}));

/** Release facts a page can show as not set yet (./unset). */
export const releaseFacts = {
  /** The farm and staking rewards' emission schedule, or null while not set. */
  emissionSchedule: allocation('rewards').release,
  /** The other allocations whose release schedule is not set yet, by label. */
  unscheduled: allocations.filter((a) => a.key !== 'rewards' && a.release === null).map((a) => a.label),
} as const;

export function allocation(key: AllocationKey): Allocation {
  const found = allocations.find((a) => a.key === key);
  if (!found) {
    throw new Error(`Unknown allocation "${key}".`);
  }
  return found;
}

export const presale = {
  /** Price of one $SX in the presale, in USD. */
  priceUsd: 0.05,
  get tokens(): number {
    return allocation('presale').amount;
  },
  /** Fundraising target in USD = tokens × price. */
  get targetUsd(): number {
    return Math.round(allocation('presale').amount * presale.priceUsd);
  },
} as const;

/** How the presale works beyond its price and size (/tokenomics#presale): each value, or null while not set. Each label names the presale, so it reads alone in the page's notice. */
export const presaleTerms: readonly OpenFact[] = [
  {label: 'presale payment token', value: null},
  {label: 'the presale minimum and maximum per wallet', value: null},
  {label: 'who may take part in the presale (countries, identity checks)', value: null},
  {label: 'what happens to unsold presale tokens', value: null},
  presaleUnlock,
  {label: `the price at which ${token.ticker} trading starts`, value: null},
];

/** Team tokens unlocked after `month` months (0 during the cliff, linear after it). */
export function teamUnlockedAt(month: number): number {
  const total = allocation('team').amount;
  const {cliffMonths, releaseMonths} = teamVesting;
  if (month <= cliffMonths) {
    return 0;
  }
  const released = Math.min(month - cliffMonths, releaseMonths) / releaseMonths;
  return Math.round(total * released);
}
