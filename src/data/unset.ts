/**
 * Facts of src/data a page can show as "not set yet" (null while the project
 * has not decided them), each with its label in the page's "not set yet"
 * notice (src/components/Placeholder). A page mentions one with <NotSet> or
 * <OpenFacts>, which mark it (`data-placeholder`), so the notice lists it. Every
 * open fact of src/data ({label, value}, alone or in a list) is found here by
 * itself; add any other field here when a page shows it with <NotSet>. Read
 * from the facts given (the page's own, or today's ./all in Node), so no page
 * bundles facts it does not show.
 */
import type {SiteData} from './context';
import type {OpenFact} from './product';

export interface UnsetFact {
  /** Where the value lives, e.g. "fees.pools.harvestBps"; for an open fact, "open." and its label. */
  readonly field: string;
  /** What is not set, as the page's notice lists it: a short noun phrase ("Auditor"). */
  readonly label: string;
  readonly value: unknown;
}

/** The field an open fact (./product) is marked with. */
export const openFactField = (fact: OpenFact): string => `open.${fact.label}`;

const isOpenFact = (value: unknown): value is OpenFact =>
  typeof value === 'object' &&
  value !== null &&
  ['label,value', 'label,short,value'].includes(Object.keys(value).sort().join()) &&
  typeof (value as OpenFact).label === 'string';

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const unsetFactsOf = (data: SiteData): readonly UnsetFact[] => [
  {
    field: 'fees.launchpad.creationFeeToken',
    label: 'Creation fee payment token',
    value: data.fees.launchpad.creationFeeToken,
  },
  {
    field: 'fees.launchpad.creationFeeTo',
    label: 'Where the creation fee goes',
    value: data.fees.launchpad.creationFeeTo,
  },
  {
    field: 'fees.liquidity.addRemoveBps',
    label: 'Fee for adding or removing liquidity',
    value: data.fees.liquidity.addRemoveBps,
  },
  {field: 'fees.pools.harvestBps', label: 'Harvest fee', value: data.fees.pools.harvestBps},
  {
    field: 'securityFacts.adminControls',
    label: 'Admin controls and who holds the keys',
    value: data.securityFacts.adminControls,
  },
  {field: 'securityFacts.auditor', label: 'Auditor', value: data.securityFacts.auditor},
  {field: 'teamVesting.start', label: 'Team lock start', value: data.teamVesting.start},
  {
    field: 'releaseFacts.emissionSchedule',
    label: 'Reward emission schedule',
    value: data.releaseFacts.emissionSchedule,
  },
  {
    field: 'releaseFacts.unscheduled',
    label: `Release schedules of ${data.releaseFacts.unscheduled.length} allocations`,
    value: data.releaseFacts.unscheduled,
  },
  {
    field: 'governance.voteThreshold',
    label: 'What counts as significant interest',
    value: data.governance.voteThreshold,
  },
  {
    field: 'governance.balanceSnapshot',
    label: 'When voting balances are counted',
    value: data.governance.balanceSnapshot,
  },
  {field: 'governance.quorumPercent', label: 'Quorum', value: data.governance.quorumPercent},
  {field: 'governance.passPercent', label: 'Share of votes needed to pass', value: data.governance.passPercent},
  {
    field: 'governance.lpTokensOutsideFarms',
    label: 'Whether liquidity outside a farm counts in a vote',
    value: data.governance.lpTokensOutsideFarms,
  },
  // By export name, as a module namespace lists them, never the object's own key order: the browser
  // bundle's namespace object orders its keys unlike the server's, and the notice must render the
  // same list in both (a page that hydrates from its whole module would mismatch).
  ...Object.keys(data)
    .sort()
    .flatMap((key) => {
      const value: unknown = data[key as keyof SiteData];
      return Array.isArray(value) ? value : [value];
    })
    .filter(isOpenFact)
    .map((f) => ({field: openFactField(f), label: capital(f.label), value: f.value})),
];
