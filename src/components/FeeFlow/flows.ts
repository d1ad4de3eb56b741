/**
 * What each fee flow figure shows, derived from the fees of the version being
 * read (passed in, see useSiteData): where a fee is charged and how it splits.
 * Shares are fractions of the fee (they add up to 1).
 */
import type {SiteData} from '../../data/context';

export type FeeKind = 'swap' | 'pools' | 'launchpad';

export interface FeePart {
  readonly label: string;
  /** The part as written, e.g. "0.17%" of the trade or "5%" of the fees. */
  readonly amount: string;
  /** Fraction of the whole fee, 0–1. */
  readonly share: number;
  /** True when this part buys back and burns the token. */
  readonly burn: boolean;
}

export interface FeeFlowModel {
  readonly title: string;
  /** Where the fee is charged. */
  readonly source: string;
  /** The fee, e.g. "0.2%". */
  readonly fee: string;
  readonly parts: readonly FeePart[];
  /** True when part amounts are percentages of the trade (so each part's share of the fee is worth adding). */
  readonly partsOfTrade: boolean;
  /** A condition that applies to the split, if any. */
  readonly note?: string;
}

/** The facts a fee flow is derived from. */
export type FeeFlowData = Pick<SiteData, 'fees' | 'token' | 'percent' | 'percentFromBps'>;

export function feeFlow(kind: FeeKind, data: FeeFlowData): FeeFlowModel {
  const {fees, token, percent, percentFromBps} = data;
  const burnLabel = `Buyback and burn of ${token.ticker}`;
  switch (kind) {
    case 'swap': {
      const {totalBps, liquidityProvidersBps, buybackBurnBps} = fees.swap;
      return {
        title: 'Where the swap fee goes',
        source: 'Each swap',
        fee: percentFromBps(totalBps),
        partsOfTrade: true,
        parts: [
          {
            label: 'Liquidity providers',
            amount: percentFromBps(liquidityProvidersBps),
            share: liquidityProvidersBps / totalBps,
            burn: false,
          },
          {label: burnLabel, amount: percentFromBps(buybackBurnBps), share: buybackBurnBps / totalBps, burn: true},
        ],
      };
    }
    case 'pools': {
      const {totalBps, buybackBurnBps} = fees.pools;
      return {
        title: 'Where the staking and farming pool fee goes',
        source: 'Each staking or farming pool transaction',
        fee: percentFromBps(totalBps),
        partsOfTrade: true,
        parts: [
          {label: burnLabel, amount: percentFromBps(buybackBurnBps), share: buybackBurnBps / totalBps, burn: true},
        ],
      };
    }
    case 'launchpad': {
      const {tradeBps, burnShareWhenFullPercent} = fees.launchpad;
      return {
        title: 'Where the launchpad trading fee goes',
        source: 'Each buy or sell on a bonding curve',
        fee: percentFromBps(tradeBps),
        partsOfTrade: false,
        parts: [
          {
            label: burnLabel,
            amount: `${percent(burnShareWhenFullPercent)} of the fees`,
            share: burnShareWhenFullPercent / 100,
            burn: true,
          },
          {
            label: 'Kept by the protocol',
            amount: `${percent(100 - burnShareWhenFullPercent)} of the fees`,
            share: 1 - burnShareWhenFullPercent / 100,
            burn: false,
          },
        ],
        note: 'Nothing is burned while the curve fills; this split applies to a curve’s fees once the curve is full.',
      };
    }
  }
}
