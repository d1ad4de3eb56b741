/** The exchange's own token. */
export const token = {
  name: 'SX',
  ticker: '$SX',
  /** Fixed total supply in whole tokens; no mint function after launch. */
  totalSupply: 1_000_000_000,
} as const;
