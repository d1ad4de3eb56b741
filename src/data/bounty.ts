import type {OpenFact} from './product';

export type Severity = 'critical' | 'high' | 'medium' | 'low';

export interface BountyTier {
  readonly severity: Severity;
  readonly label: string;
  /** Maximum reward in USD. */
  readonly maxRewardUsd: number;
  readonly examples: string;
}

/** Ordered from most to least severe. */
export const bountyTiers: readonly BountyTier[] = [
  {
    severity: 'critical',
    label: 'Critical',
    maxRewardUsd: 5000,
    examples: 'Theft or permanent freezing of funds, unauthorised minting, governance takeover.',
  },
  {
    severity: 'high',
    label: 'High',
    maxRewardUsd: 1000,
    examples: 'Temporary freezing of funds, theft of unclaimed rewards, price manipulation of a pool.',
  },
  {
    severity: 'medium',
    label: 'Medium',
    maxRewardUsd: 200,
    examples: 'A contract that can be made to fail for others, griefing without profit, wrong fee accounting.',
  },
  {
    severity: 'low',
    label: 'Low',
    maxRewardUsd: 100,
    examples: 'A web-app flaw with limited impact, misleading interface text, best-practice gaps.',
  },
];

/** The token rewards are paid in (the maxima are set in US dollars), or null while not set (/bugbounty#reward-structure). */
export const bountyRewardToken: OpenFact = {label: 'token for bug bounty rewards', value: null};

/**
 * The bounty's final terms: its scope, out-of-scope list, rules and how a
 * reward within a tier is set. Null while /bugbounty's are a draft (its status
 * line says so once); once the project approves them, when it did ("approved 2027-01-05"), and the
 * page drops the draft line.
 */
export const bountyTerms: OpenFact = {label: "the bounty's final scope and rules", value: null};

/**
 * Who earns a reward and when: not set until the bounty's terms are published.
 * Named once, in one line under /bugbounty#reward-structure ("Not set yet: …"; each label a lower-case noun phrase).
 */
export const bountyEligibility: readonly OpenFact[] = [
  {label: 'rewards for reports sent before the bounty opens', value: null},
  {label: 'rewards for duplicate reports', value: null},
  {label: 'when rewards are paid', value: null},
  {label: 'who may receive a reward (age, country, sanctions)', value: null},
];

/** The lifecycle of a report, in order. */
export const reportLifecycle = ['Submitted', 'Validated', 'Fixed', 'Reporter notified', 'Closed'] as const;
