export interface RoadmapPhase {
  readonly number: 1 | 2 | 3 | 4;
  readonly name: string;
  readonly items: readonly string[];
}

export const roadmap: readonly RoadmapPhase[] = [
  {
    number: 1,
    name: 'Plan & Development',
    items: [
      'Product design and tokenomics',
      'Smart contract development',
      'Security review and audit preparation',
      'Opening the community channels',
    ],
  },
  {
    number: 2,
    name: 'Testnet Live & Presale',
    items: ['Swap, staking and farming on testnet', 'Public bug bounty', '$SX presale', 'Audit of the contracts'],
  },
  {
    number: 3,
    name: 'Mainnet Launch',
    items: [
      'Swap, staking and farming on Sonic mainnet',
      'Token launchpad on a bonding curve',
      'Presale tokens distributed',
      'Liquidity seeded and buyback and burn live',
    ],
  },
  {
    number: 4,
    name: 'Expansion & Innovation',
    items: [
      'Governance',
      'Telegram trading bot',
      'Validators',
      'Prediction market, perpetual trading and limit orders',
      'NFT marketplace and cross-chain bridge',
    ],
  },
];

/** The phase the project is in now. */
export const currentPhase: RoadmapPhase['number'] = 1;
