/**
 * The sections the product spec names on each page, by heading id (spec ids
 * exactly as named), in the spec's order. This is the requirement, not the
 * data: a writer may add sections around them, but must keep these, in this
 * order, each with real content. Checked on the built HTML
 * (test/built/pages.test.ts).
 */
export interface SpecSections {
  readonly h2: readonly string[];
  readonly h3?: readonly string[];
}

export const specSections: Readonly<Record<string, SpecSections>> = {
  '/': {h2: ['what-is-sx-exchange', 'core-features', 'fees', 'who-it-is-for', 'why-sx-exchange']},
  '/get-started': {h2: ['supported-wallets', 'sonic-network-settings', 'step-by-step-guide', 'troubleshooting-tips']},
  '/audits-links': {h2: ['audit-details', 'additional-security', 'platform-links', 'report-a-vulnerability']},
  '/roadmap': {
    h2: [
      'overview',
      'phase-1-plan--development',
      'phase-2-testnet-live--presale',
      'phase-3-mainnet-launch',
      'phase-4-expansion--innovation',
      'future-developments',
    ],
  },
  '/products': {
    // The later products, one phase of the roadmap, under one heading with one status line.
    h2: ['swap', 'staking-and-farming', 'launchpad'],
    h3: [
      'telegram-trading-bot',
      'validators',
      'prediction-market',
      'perpetual-trading',
      'limit-orders',
      'nft-marketplace-and-cross-chain-bridge',
    ],
  },
  '/user-guide': {
    h2: [
      'connecting-your-wallet',
      'using-the-swap',
      'staking-and-farming',
      'launchpad',
      'telegram-trading-bot',
      'other-features',
      'on-mobile',
    ],
  },
  '/governance': {h2: ['overview', 'governance-process', 'voting-eligibility', 'benefits', 'future-plans']},
  '/tokenomics': {
    h2: [
      'token-overview',
      'allocation-breakdown',
      'allocation-details',
      'deflationary-mechanisms',
      'utility',
      'benefits',
    ],
  },

  '/partnership': {
    h2: [
      'partnership-strategy',
      'partner-benefits',
      'partnership-criteria',
      'key-partnership',
      'how-to-become-a-partner',
    ],
  },
  '/community-links': {
    h2: ['building-a-community', 'ways-to-engage', 'key-resource-links', 'official-links', 'benefits'],
    h3: ['how-to-tell-the-real-site-from-a-copy', 'the-team-never-messages-you-first'],
  },
  '/bugbounty': {h2: ['how-it-works', 'rules', 'how-to-participate', 'reward-structure']},
  '/support': {
    h2: [
      'support-channels',
      'types-of-support',
      'common-issues-and-troubleshooting',
      'user-guides-and-documentation',
      'feedback-and-suggestions',
    ],
    h3: [
      'wallet-not-connecting',
      'network-mismatch',
      'insufficient-funds',
      'transactions-failing-or-slow',
      'swap-not-going-through',
    ],
  },
  '/general-info': {h2: ['key-features', 'platform-security', 'sonicblockchain', 'benefits', 'glossary']},
  '/terms-of-use': {
    h2: [
      'introduction',
      'acceptance-of-terms',
      'platform-usage',
      'fees-and-payment',
      'intellectual-property',
      'user-responsibilities',
      'risk-disclosures',
      'disclaimers-and-limitation-of-liability',
      'amendments',
      'governing-law-and-dispute-resolution',
      'contact',
    ],
    h3: ['account-creation-and-access', 'eligibility', 'use-of-services', 'transaction-fees', 'no-refunds'],
  },
  '/privacy-policy': {
    h2: [
      'introduction',
      'information-we-collect',
      'how-we-use-your-information',
      'disclosure-of-information',
      'your-rights',
      'security',
      'children-privacy',
      'changes-to-this-privacy-policy',
      'contact-us',
    ],
    h3: ['on-chain-data', 'non-personal-data', 'cookies', 'public-blockchain', 'third-party-tools', 'legal-compliance'],
  },
};
