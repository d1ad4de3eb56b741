/** The exchange's own token. */
export const token = {
  name: 'SX',
  ticker: '$SX',
  /** Fixed total supply in whole tokens. */
  totalSupply: 1_000_000_000,
  /** Whether the contract can mint new tokens after launch. */
  mintAfterLaunch: false,
} as const;
