export const governance = {
  /** Example minimum holding to create a proposal, in $SX. */
  proposalThresholdTokens: 1000,
  /** Example voting period, in days. */
  votingPeriodDays: 7,
  /** The flow a proposal follows, in order. */
  flow: ['Proposal creation', 'Community discussion', 'Voting phase', 'Implementation'] as const,
} as const;
