/**
 * What changed: every fact of ./facts.ts (fees and their splits, allocations
 * and vesting, presale, roadmap phase and product status, audits, official
 * links, bounty tiers, chain, token, contracts) compared between consecutive
 * versions, oldest release → … → newest release → the current docs. Nothing
 * is typed: the facts are walked as data, named from their keys and labels,
 * and printed with src/data/format, as the pages print them.
 */
import {amount, notSetYet, percent, percentFromBps, usd} from '../../data/format';
import type {PageDef} from '../../data/pages';
import type {Facts} from './facts';

/** The groups of facts compared, and the pages (src/data/pages.ts keys) that show each. */
export const factGroups = {
  fees: {title: 'Fees', pages: ['root', 'tokenomics', 'products']},
  allocations: {title: 'Allocation', pages: ['tokenomics']},
  vesting: {title: 'Vesting', pages: ['tokenomics']},
  presale: {title: 'Presale', pages: ['tokenomics']},
  roadmap: {title: 'Roadmap', pages: ['roadmap']},
  products: {title: 'Product status', pages: ['products', 'roadmap']},
  audits: {title: 'Audits', pages: ['audits-links']},
  bounty: {title: 'Bug bounty', pages: ['bugbounty']},
  links: {title: 'Official links', pages: ['community-links']},
  contracts: {title: 'Contracts', pages: ['community-links']},
  chain: {title: 'Chain', pages: ['get-started']},
  token: {title: 'Token', pages: ['tokenomics']},
} as const satisfies Partial<Record<keyof Facts, {title: string; pages: readonly string[]}>>;

export type FactGroup = keyof typeof factGroups;

/** One fact of one version: "fees.launchpad.tradeBps" → "Fees › Launchpad › Trade" = "0.5%". */
export interface FactValue {
  readonly key: string;
  readonly group: FactGroup;
  readonly label: string;
  readonly value: string;
}

export interface PageLink {
  readonly label: string;
  /** Route within the site (baseUrl not included): "/tokenomics", "/1.0/tokenomics". */
  readonly path: string;
}

export interface FactChange {
  /** Stable id: the two versions and the fact's key. */
  readonly id: string;
  readonly key: string;
  readonly group: FactGroup;
  readonly label: string;
  /** "—" when the fact did not exist on that side. */
  readonly old: string;
  readonly new: string;
  /** Release the old value is from. */
  readonly from: string;
  /** Release the new value is from, or "current" (the docs at the unversioned routes). */
  readonly to: string;
  /** When the new value was set (ISO 8601), when git knows. */
  readonly date?: string;
  /** The pages that show the new value, and those that showed the old one. */
  readonly pages: readonly PageLink[];
  readonly was: readonly PageLink[];
}

/** Prose fields: descriptions, not facts. */
const prose = new Set(['purpose', 'examples']);
const units = /(Bps|Percent|Usd|Months)$/;

/** "liquidityProvidersBps" → "Liquidity providers". */
function humanize(key: string): string {
  const words = key
    .replace(units, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value printed as the pages print it (src/data/format). */
function print(key: string, value: unknown): string {
  if (value === null) return notSetYet;
  if (typeof value === 'number') {
    if (key.endsWith('Bps')) return percentFromBps(value);
    if (key === 'percent' || key.endsWith('Percent')) return percent(value);
    if (key.endsWith('Usd')) return usd(value);
    if (key.endsWith('Months')) return `${value} months`;
    if (['amount', 'tokens', 'totalSupply'].includes(key)) return amount(value);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(String).join('; ');
  return String(value);
}

type Item = Record<string, unknown>;

/** An array item's stable key and its name for readers. */
function itemName(item: Item, index: number): {key: string; label: string} {
  if (typeof item.number === 'number') {
    return {key: `phase-${item.number}`, label: `Phase ${item.number}`};
  }
  if (typeof item.auditor === 'string') {
    return {key: `${item.auditor}-${String(item.version)}`, label: `${item.auditor} (${String(item.version)})`};
  }
  const key = String(item.key ?? item.id ?? item.severity ?? index);
  const name = item.label ?? item.name;
  const label = typeof name === 'string' ? name.charAt(0).toUpperCase() + name.slice(1) : humanize(key);
  return {key, label};
}

function walk(value: unknown, key: string[], label: string[], group: FactGroup, out: FactValue[]): void {
  const last = key[key.length - 1] ?? '';
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    value.forEach((item: Item, i) => {
      const name = itemName(item, i);
      walk(item, [...key, name.key], [...label, name.label], group, out);
    });
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (!prose.has(k)) {
        walk(v, [...key, k], [...label, humanize(k)], group, out);
      }
    }
  } else if (value !== undefined) {
    out.push({key: key.join('.'), group, label: label.join(' › '), value: print(last, value)});
  }
}

/** Every fact of one version, flat. */
export function factValues(facts: Facts): FactValue[] {
  const out: FactValue[] = [];
  for (const [group, {title}] of Object.entries(factGroups) as [FactGroup, {title: string}][]) {
    walk(facts[group], [group], [title], group, out);
  }
  return out;
}

/** A route of `version` ("current": the unversioned one). */
export const versionedPath = (version: string, path: string): string =>
  version === 'current' ? path : `/${version}${path === '/' ? '' : path}`;

function pagesOf(group: FactGroup, version: string, pages: readonly PageDef[]): PageLink[] {
  return factGroups[group].pages.flatMap((key) => {
    const page = pages.find((p) => p.key === key);
    return page ? [{label: page.label, path: versionedPath(version, page.path)}] : [];
  });
}

export interface VersionFacts {
  readonly version: string;
  readonly facts: Facts;
  readonly date?: string;
}

/** What a version's What Changed page reads: the versions, oldest first, and the changes, newest first. */
export interface ChangesData {
  readonly versions: readonly string[];
  readonly changes: readonly FactChange[];
}

/** The changes between consecutive versions (oldest first in `versions`), newest change first. */
export function factChanges(versions: readonly VersionFacts[], pages: readonly PageDef[]): FactChange[] {
  const changes: FactChange[] = [];
  for (let i = 1; i < versions.length; i += 1) {
    const before = versions[i - 1];
    const after = versions[i];
    if (!before || !after) continue;
    const old = new Map(factValues(before.facts).map((f) => [f.key, f]));
    const now = new Map(factValues(after.facts).map((f) => [f.key, f]));
    const keys = [...new Set([...now.keys(), ...old.keys()])];
    const step: FactChange[] = [];
    for (const key of keys) {
      const a = old.get(key);
      const b = now.get(key);
      const fact = b ?? a;
      if (!fact || a?.value === b?.value) continue;
      step.push({
        id: `${before.version}-${after.version}-${key}`.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase(),
        key,
        group: fact.group,
        label: fact.label,
        old: a?.value ?? '—',
        new: b?.value ?? '—',
        from: before.version,
        to: after.version,
        ...(after.date ? {date: after.date} : {}),
        pages: pagesOf(fact.group, after.version, pages),
        was: pagesOf(fact.group, before.version, pages),
      });
    }
    changes.unshift(...step);
  }
  return changes;
}

export const changesData = (versions: readonly VersionFacts[], pages: readonly PageDef[]): ChangesData => ({
  versions: versions.map((v) => v.version),
  changes: factChanges(versions, pages),
});

/**
 * The list a release freezes (`npm run release`, kept as
 * versioned_data/version-<v>/changes.json): What Changed as it reads on release
 * day, with the current docs (last in `versions`) named `release`, so its
 * links lead to the frozen pages.
 */
export function releaseDayChanges(
  versions: readonly VersionFacts[],
  release: string,
  pages: readonly PageDef[],
): ChangesData {
  return changesData(
    versions.map((v) => (v.version === 'current' ? {...v, version: release} : v)),
    pages,
  );
}

/**
 * What each version's What Changed page lists: the current docs, every change
 * up to now; a release, the list it froze on release day (`frozen`), or, for a
 * release that froze none, the changes up to it computed from the snapshots.
 */
export function changesByVersion(
  versions: readonly VersionFacts[],
  pages: readonly PageDef[],
  frozen: (version: string) => ChangesData | undefined,
): Record<string, ChangesData> {
  return Object.fromEntries(
    versions.map((v, i) => [
      v.version,
      (v.version === 'current' ? undefined : frozen(v.version)) ?? changesData(versions.slice(0, i + 1), pages),
    ]),
  );
}
