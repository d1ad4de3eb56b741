/**
 * Every fee, in basis points (1 bp = 0.01 %), so splits add up exactly.
 * Format with `percent()` from ./format.
 */
export const fees = {
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
  },
  launchpad: {
    /** Charged on every buy and every sell on a bonding curve. */
    tradeBps: 50,
    /** Share of a curve's fees sent to buyback and burn when that curve is full, in percent. */
    burnShareWhenFullPercent: 5,
    /** Flat fee to create a token, in USD. */
    creationFeeUsd: 5,
  },
  /**
   * Share of the protocol's own fee revenue that funds buyback and burn, in
   * percent: the fees the protocol itself keeps, such as what its
   * protocol-owned liquidity earns as a liquidity provider and the fees the
   * launchpad collects. It is not a share of the swap fee: every swap still
   * pays `swap.liquidityProvidersBps` to LPs and `swap.buybackBurnBps` to burn.
   */
  protocolRevenueBurnPercent: 80,
} as const;
