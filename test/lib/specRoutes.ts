/**
 * The routes the product spec requires, in the spec's order (spec §2, "Pages").
 * This is the requirement, not the data: src/data/pages.ts may add pages
 * around them, but must keep every one of these, in this order.
 */
export const specRoutes: readonly string[] = [
  '/',
  '/get-started',
  '/audits-links',
  '/roadmap',
  '/products',
  '/user-guide',
  '/governance',
  '/tokenomics',
  '/partnership',
  '/community-links',
  '/bugbounty',
  '/support',
  '/general-info',
  '/terms-of-use',
  '/privacy-policy',
  '/faq',
];
