/**
 * What each roadmap phase ships. With `currentPhase` (./roadmap) and the
 * `audits` list (./audits) this is the one switch behind every status
 * statement: a feature is described as live only once `currentPhase` has
 * reached the phase that ships it, otherwise as planned for that phase.
 */
import {currentPhase, roadmap, type RoadmapPhase} from './roadmap';

export type PhaseNumber = RoadmapPhase['number'];

export interface Feature {
  /** How prose names it ("the swap"). */
  readonly name: string;
  /** The roadmap phase that ships it. */
  readonly phase: PhaseNumber;
  /** Call-to-action text once it is live (spec: Start Staking, Try a Swap Now, Launch Your Token …). */
  readonly cta?: string;
  /** For a one-off event (the presale): the phase from which it is over, and described as such. */
  readonly until?: PhaseNumber;
  /** Link id (./links) and path the call to action opens once live. */
  readonly app?: {readonly to: 'app' | 'launchpad'; readonly path: string};
}

export const features = {
  testnet: {name: 'the public testnet', phase: 2},
  /** Sold in Phase 2, distributed at the mainnet launch: over once Phase 3 is reached. */
  presale: {name: 'the $SX presale', phase: 2, until: 3},
  bugBounty: {name: 'the public bug bounty', phase: 2},
  /** When the external audit is planned; whether one is published is the `audits` list (./audits), never the phase. */
  audit: {name: 'the external audit', phase: 2},
  swap: {name: 'the swap', phase: 3, cta: 'Try a Swap Now', app: {to: 'app', path: '/swap'}},
  pools: {name: 'staking and farming', phase: 3, cta: 'Start Staking', app: {to: 'app', path: '/pools'}},
  launchpad: {name: 'the launchpad', phase: 3, cta: 'Launch Your Token', app: {to: 'launchpad', path: ''}},
  buybackBurn: {name: 'buyback and burn', phase: 3},
  governance: {name: 'governance', phase: 4, cta: 'Vote on Proposals', app: {to: 'app', path: '/governance'}},
  telegramBot: {name: 'the Telegram trading bot', phase: 4},
  validators: {name: 'validators', phase: 4},
  predictionMarket: {name: 'the prediction market', phase: 4},
  perpetuals: {name: 'perpetual trading', phase: 4},
  limitOrders: {name: 'limit orders', phase: 4},
  nftMarketplace: {name: 'the NFT marketplace', phase: 4},
  bridge: {name: 'the cross-chain bridge', phase: 4},
} as const satisfies Record<string, Feature>;

export type FeatureId = keyof typeof features;

/** True once the phase that ships the feature has been reached. */
export function isLive(id: FeatureId, phase: PhaseNumber = currentPhase): boolean {
  return phase >= features[id].phase;
}

/** The roadmap phase that ships a feature. */
export function phaseOf(id: FeatureId): RoadmapPhase {
  const found = roadmap.find((p) => p.number === features[id].phase);
  if (!found) throw new Error(`No roadmap phase ${features[id].phase} for ${id}`);
  return found;
}
