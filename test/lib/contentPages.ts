/**
 * What the spec asks of the second half of the site's pages, as data the
 * checks share (test/built/content-pages-b.test.ts on the built HTML,
 * e2e/content-pages-b.spec.ts in the browser): the buttons that close a
 * page, and the FAQ's fifteen questions with the page each answer links to.
 */

/** The buttons the spec lists, in order, and where each leads. */
export const pageButtons: Readonly<Record<string, ReadonlyArray<{label: string; to: string}>>> = {
  '/general-info': [
    {label: 'Support', to: '/support'},
    {label: 'Terms Of Use', to: '/terms-of-use'},
  ],
  '/terms-of-use': [
    {label: 'General Info', to: '/general-info'},
    {label: 'Privacy Policy', to: '/privacy-policy'},
  ],
  '/privacy-policy': [
    {label: 'Terms Of Use', to: '/terms-of-use'},
    {label: 'FAQ', to: '/faq'},
  ],
  '/faq': [{label: 'Privacy Policy', to: '/privacy-policy'}],
};

/** The spec's fifteen FAQ questions, in its order, as the anchors that pin them, each with the page its answer links to for the in-depth story. */
export const faqDeepLinks: ReadonlyArray<readonly [anchor: string, page: string]> = [
  ['what-is-sx-exchange', '/'],
  ['how-do-i-connect-my-wallet', '/get-started'],
  ['what-are-the-fees', '/'],
  ['what-is-sx', '/tokenomics'],
  ['how-do-i-earn-rewards', '/products'],
  ['what-is-buyback-and-burn', '/tokenomics'],
  ['how-does-the-launchpad-work', '/products'],
  ['how-do-i-trade', '/user-guide'],
  ['what-is-on-the-roadmap', '/roadmap'],
  ['how-does-the-presale-work', '/tokenomics'],
  ['how-do-staking-and-farming-work', '/products'],
  ['how-does-governance-work', '/governance'],
  ['what-are-validators', '/products'],
  ['will-there-be-nfts', '/roadmap'],
  ['how-do-i-get-support', '/support'],
];

/** The FAQ's anchors, in the spec's order. */
export const faqAnchors = faqDeepLinks.map(([anchor]) => anchor);
