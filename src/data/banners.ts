/** Banner images shipped with the site (static/img/banners), with their intrinsic size. */
export const banners = {
  intro: {
    src: '/img/banners/intro.svg',
    width: 1200,
    height: 300,
    alt: 'SX Exchange: swap, stake, farm and launch tokens on the Sonic chain',
  },
  products: {
    src: '/img/banners/products.svg',
    width: 1200,
    height: 300,
    alt: 'SX Exchange products: swap, staking and farming, launchpad',
  },
  tokenomics: {
    src: '/img/banners/tokenomics.svg',
    width: 1200,
    height: 300,
    alt: '$SX tokenomics: fixed supply with buyback and burn',
  },
} as const;

export type BannerName = keyof typeof banners;
