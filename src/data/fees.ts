/**
 * Every fee, in basis points (1 bp = 0.01 %), so splits add up exactly.
 * Format with `percent()` from ./format.
 */
export const fees = {
  /**
   * True once the team confirms the burn shares (the swap split's buyback part,
   * the pool fee's and the launchpad's share when full). While false, one line
   * under the fee table (/#fees) says they are as designed and not final.
   *
   * Reading chosen where the spec contradicts itself: §9 says both "80% of
   * swap fees and of launchpad fees go to buyback and burn" and "when the
   * bonding curve is full, 5% of fees go to buyback and burn" (and gives the
   * swap split as 0.17% / 0.03%, i.e. 15% of the swap fee burned). These docs
   * follow the per-product figures and do not use the general 80% line
   * anywhere. Change them here if the team decides otherwise; every page, the
   * fee-flow figures and the worked example follow.
   */
  burnSharesFinal: false as boolean,
  swap: {
    /** Charged on every swap. */
    totalBps: 20,
    /** Part of each swap's fee paid to the pool's liquidity providers. */
    liquidityProvidersBps: 17,
    /** Part of each swap's fee used to buy back and burn $SX. */
    buybackBurnBps: 3,
  },
  pools: {
    /** Transaction fee on staking and farming pool deposits and withdrawals. */
    totalBps: 20,
    /** All of it buys back and burns $SX. */
    buybackBurnBps: 20,
    /** Fee on harvesting staking or farming rewards, or null while the project has not set it. */
    harvestBps: null as number | null,
  },
  liquidity: {
    /**
     * Exchange fee on adding liquidity to a swap pool or removing it, or null
     * while the project has not set it (0 means no fee).
     */
    addRemoveBps: null as number | null,
  },
  launchpad: {
    /** Charged on every buy and every sell on a bonding curve. */
    tradeBps: 50,
    /**
     * Share of a curve's fees sent to buyback and burn when that curve is full,
     * in percent; the rest stays with the protocol (protocol revenue). Nothing
     * is burned while the curve is still filling.
     */
    burnShareWhenFullPercent: 5,
    /** Flat fee to create a token, in USD. */
    creationFeeUsd: 5,
    /** Token the creation fee is paid in, or null while the project has not set it. */
    creationFeeToken: null as string | null,
    /**
     * Where the creation fee goes (e.g. "Kept by the protocol"), or null while
     * the project has not set it. Protocol revenue counts it only once set.
     */
    creationFeeTo: null as string | null,
  },
} as const;

/**
 * The fees that may stay unset for a while, each with the words a sentence
 * names it by and its field in ./unset.ts: the FAQ's fee answer gives the set
 * ones and says which are not set yet.
 */
export const laterFees = [
  {field: 'fees.liquidity.addRemoveBps', name: 'adding or removing liquidity', bps: fees.liquidity.addRemoveBps},
  {field: 'fees.pools.harvestBps', name: 'harvesting rewards', bps: fees.pools.harvestBps},
] as const;

/** The launchpad trade the docs work through, in the chain's native token (S). */
export const launchpadExample = {buy: 1000} as const;
