/** Interface constants from the spec. */
export const ui = {
  /** Space left above a scrolled-to section, in px (also the header height). */
  anchorOffsetPx: 70,
  /** Logo size in the header, in px. */
  logo: {width: 243, height: 22},
  searchLabel: 'Ask Or Search',
  searchHint: 'Ctrl + K',
  launchAppLabel: 'Launch App',
  /** Lazy page-part load timeout, in ms (the bundler's default, asserted in tests). */
  chunkTimeoutMs: 120000,
  /** Delay before a hovered link prefetches its page, in ms. */
  prefetchHoverDelayMs: 100,
  errorTitle: 'Unexpected Application Error!',
  /** The button that reloads what failed, on every error screen. */
  tryAgain: 'Try again',
  notFoundStatus: '404 Not Found',
  missingAnchorMessage: (id: string) => `Element with id ${id} not found.`,
} as const;

export const brand = {
  name: 'SX Exchange',
  docsTitle: 'SX Exchange Docs',
  tagline: 'Swap, stake, farm and launch tokens on Sonic',
} as const;
