/**
 * Every fact module in one namespace. Components read it through
 * `useSiteData()` (./context), so a released version can hand them its own
 * frozen copy of this folder instead of today's facts.
 */
export * from './audits';
export * from './banners';
export * from './bounty';
export * from './chain';
export * from './contracts';
export * from './fees';
export * from './format';
export * from './glossary';
export * from './governance';
export * from './legal';
export * from './placeholders';
export * from './product';
export * from './roadmap';
export * from './rules';
export * from './status';
export * from './token';
export * from './tokenomics';
export * from './ui';
