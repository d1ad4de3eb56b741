/**
 * Facts of src/data a page can show as "not set yet" (null while the project
 * has not decided them), each with its words in the page's "not set yet"
 * notice (src/components/Placeholder). A page shows one with <NotSet> or
 * <OpenFacts>, which mark it (`data-not-set`), so the notice lists it. Add a
 * field here when a page shows a new null fact; its words stay when it is set
 * (a released version may still show it unset).
 */
import {fees} from './fees';
import {launchpadParams, partnerGrants, poolCreation, securityFacts, testnetAccess, type OpenFact} from './product';

export interface UnsetFact {
  /** Where the value lives, e.g. "fees.pools.harvestBps"; for an open fact, "open." and its label. */
  readonly field: string;
  /** What is not set, as the notice lists it (lower case). */
  readonly text: string;
  readonly value: unknown;
}

/** The field an open fact (./product) is marked with. */
export const openFactField = (fact: OpenFact): string => `open.${fact.label}`;

export const unsetFacts: readonly UnsetFact[] = [
  {
    field: 'fees.launchpad.creationFeeToken',
    text: 'the token the creation fee is paid in',
    value: fees.launchpad.creationFeeToken,
  },
  {field: 'fees.launchpad.creationFeeTo', text: 'where the creation fee goes', value: fees.launchpad.creationFeeTo},
  {
    field: 'fees.liquidity.addRemoveBps',
    text: 'the fee for adding or removing liquidity',
    value: fees.liquidity.addRemoveBps,
  },
  {field: 'fees.pools.harvestBps', text: 'the fee on harvesting rewards', value: fees.pools.harvestBps},
  {
    field: 'securityFacts.adminControls',
    text: 'whether the contracts can be upgraded or paused, and who holds those keys',
    value: securityFacts.adminControls,
  },
  {field: 'securityFacts.auditor', text: 'the audit firm', value: securityFacts.auditor},
  ...[...launchpadParams, poolCreation, ...testnetAccess, ...partnerGrants].map((f) => ({
    field: openFactField(f),
    text: f.label,
    value: f.value,
  })),
];

/** The words of an unset fact in the notice, or throws: a page marks only a registered fact. */
export function unsetText(field: string): string {
  const fact = unsetFacts.find((f) => f.field === field);
  if (!fact) throw new Error(`"${field}" is not in src/data/unset.ts: add it there with the notice's words`);
  return fact.text;
}
