import {chain} from './chain';
import {token} from './token';

/**
 * Page banners: a headline and a subtitle, set as HTML text over one piece of
 * artwork (src/components/Banner/waves.svg, no text in it).
 */

export const banners = {
  intro: {
    headline: `Swap, stake, farm and launch on ${chain.name}`,
    subtitle: `Decentralised exchange · chain ID ${chain.chainId}`,
  },
  products: {
    headline: 'Products',
    subtitle: 'Swap · Staking & farming · Launchpad',
  },
  tokenomics: {
    headline: `${token.ticker} Tokenomics`,
    subtitle: 'Fixed supply · Buyback and burn',
  },
} as const;

export type BannerName = keyof typeof banners;
