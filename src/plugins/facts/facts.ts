/**
 * The facts as data for programs (/facts.json): chain, token, fees,
 * allocations, vesting, presale, roadmap, status per product, audits, bounty
 * tiers, official links and contracts, taken whole from the modules the pages
 * render (src/data, or a release's snapshot in versioned_data/), so a field a
 * writer adds there appears here with no other edit. No file system here:
 * ./load.ts reads the snapshots, ./index.ts writes the files.
 */
import type * as current from '../../data/all';
import type {Contract} from '../../data/contracts';
import {isPlaceholder, type LinkDef} from '../../data/links';

/** The fact modules of one version: today's src/data, or a release's snapshot over today's. */
export interface FactSources {
  /** "current" for the docs at the unversioned routes, else the release ("1.0"). */
  readonly version: string;
  readonly data: typeof current;
  /** The version's link definitions, resolved with this build's SX_LINK_* (links are deployment settings). */
  readonly linkDefs: Readonly<Record<string, LinkDef>>;
  readonly links: Readonly<Record<string, string>>;
  readonly contracts: readonly Contract[];
}

/** A product's status on the roadmap's current phase, as the pages word it (<Status of>). */
export type ProductStatus = 'live' | 'planned' | 'over';

/** Built from the data's own objects: the JSON Schema (./schema.ts) names what programs may rely on. */
export function factsOf(s: FactSources, schemaUrl: string) {
  const {data} = s;
  const products = Object.entries(data.features).map(([id, f]) => {
    const feature = f as {name: string; phase: number; until?: number};
    const live = data.currentPhase >= feature.phase;
    const over = feature.until !== undefined && data.currentPhase >= feature.until;
    const status: ProductStatus = over ? 'over' : live ? 'live' : 'planned';
    return {id, name: feature.name, phase: feature.phase, ...(feature.until ? {until: feature.until} : {}), status};
  });
  return {
    $schema: schemaUrl,
    version: s.version,
    name: data.brand.name,
    chain: {...data.chain, chainIdHex: data.chainIdHex},
    token: data.token,
    fees: data.fees,
    allocations: data.allocations,
    vesting: {team: data.teamVesting},
    presale: data.presale,
    roadmap: {currentPhase: data.currentPhase, phases: data.roadmap},
    products,
    audits: data.audits,
    bounty: {tiers: data.bountyTiers},
    links: Object.entries(s.linkDefs).map(([id, def]) => ({
      id,
      label: def.label,
      kind: def.kind,
      url: s.links[id] ?? def.url,
      placeholder: isPlaceholder(s.links[id] ?? def.url),
    })),
    contracts: s.contracts,
  };
}

export type Facts = ReturnType<typeof factsOf>;

/** The JSON text of a facts object (getters such as presale.targetUsd included, as JSON.stringify reads them). */
export const factsJson = (facts: Facts): string => `${JSON.stringify(facts, null, 2)}\n`;
