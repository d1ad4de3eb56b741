import type {OpenFact} from './product';

/**
 * How governance decides. The spec gives the proposal threshold and the voting
 * period as examples only; the other rules of a vote are not set yet (null),
 * and pages print "not set yet" for them (`orNotSet` in ./format) until the
 * project decides them.
 */
export const governance = {
  /** Example minimum holding to create a proposal, in $SX. */
  proposalThresholdTokens: 1000,
  /** Example voting period, in days. */
  votingPeriodDays: 7,
  /** True while the two values above are the spec's examples, not final values. */
  valuesAreExamples: true,
  /** What "significant interest" in the discussion means, the bar a proposal clears to go to a vote. */
  voteThreshold: null as string | null,
  /** Share of eligible voting power that must take part for a vote to count, in percent. */
  quorumPercent: null as number | null,
  /** Share of the votes cast a proposal needs to pass, in percent. */
  passPercent: null as number | null,
  /** When voting balances are counted (at the start of the vote, or at another moment). */
  balanceSnapshot: null as string | null,
  /**
   * Whether the $SX inside LP tokens held outside a farm counts in a vote (LP
   * tokens deposited in a farm do not), or null while not set.
   */
  lpTokensOutsideFarms: null as string | null,
  /** Who carries out an approved proposal. */
  implementedBy: 'the team',
  /** The flow a proposal follows, in order. */
  flow: ['Proposal creation', 'Community discussion', 'Voting phase', 'Implementation'] as const,
} as const;

/** Which decisions go to a vote (/governance#future-plans), or null while not set. */
export const governanceScope: OpenFact = {label: 'which decisions go to a vote', value: null};
