/**
 * The fact sources of every version: today's src/data and each release's
 * snapshot in versioned_data/version-<v>/ (written by `npm run release`),
 * read as the pages of that version read them: the snapshot over today's
 * facts (src/lib/remark/pageFacts), links resolved with this build's
 * SX_LINK_* variables. Plus the dates git gives each version.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import * as today from '../../data/all';
import * as todayLinks from '../../data/links';
import {contracts as todayContracts} from '../../data/contracts';
import type {ChangesData, VersionFacts} from './changes';
import {factsOf, type FactSources} from './facts';

/** The released versions, newest first (as versions.json lists them). */
export function releasedVersions(siteDir: string): string[] {
  const file = path.join(siteDir, 'versions.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}

export const snapshotDir = (siteDir: string, version: string): string =>
  path.join(siteDir, 'versioned_data', `version-${version}`);

/** The change list a release froze on release day (written by `npm run release`). */
export const frozenChangesFile = (siteDir: string, version: string): string =>
  path.join(snapshotDir(siteDir, version), 'changes.json');

/** A release's frozen change list, or undefined for a release that froze none. */
export function frozenChanges(siteDir: string, version: string): ChangesData | undefined {
  const file = frozenChangesFile(siteDir, version);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChangesData) : undefined;
}

type LinksModule = typeof todayLinks;

export function currentSources(env: NodeJS.ProcessEnv = process.env): FactSources {
  return {
    version: 'current',
    data: today,
    linkDefs: todayLinks.linkDefs,
    links: todayLinks.resolveLinks(env),
    contracts: todayContracts,
  };
}

/** A release's facts: its snapshot over today's, as its pages show them. */
export async function versionSources(
  siteDir: string,
  version: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FactSources> {
  const dir = snapshotDir(siteDir, version);
  if (!existsSync(path.join(dir, 'all.ts'))) {
    throw new Error(
      `versions.json lists ${version}, but ${path.relative(siteDir, dir)}/all.ts is missing: ` +
        'restore it from git or remove the version (CONTRIBUTING › Cut a release).',
    );
  }
  const frozen = (await import(path.join(dir, 'all.ts'))) as Partial<typeof today>;
  const links = existsSync(path.join(dir, 'links.ts'))
    ? ((await import(path.join(dir, 'links.ts'))) as LinksModule)
    : todayLinks;
  const contracts = existsSync(path.join(dir, 'contracts.ts'))
    ? ((await import(path.join(dir, 'contracts.ts'))) as {contracts: FactSources['contracts']}).contracts
    : [];
  return {
    version,
    data: {...today, ...frozen},
    linkDefs: links.linkDefs,
    links: links.resolveLinks(env),
    contracts,
  };
}

/** Every version's sources, oldest first, the current docs last. */
export async function allSources(siteDir: string): Promise<FactSources[]> {
  const released = releasedVersions(siteDir).reverse();
  const versions = await Promise.all(released.map((v) => versionSources(siteDir, v)));
  return [...versions, currentSources()];
}

/** Each version's facts, oldest first, with the date git gives it. */
export function versionFacts(siteDir: string, sources: readonly FactSources[], schemaUrl: string): VersionFacts[] {
  return sources.map((s) => {
    const date = versionDate(siteDir, s.version);
    return {version: s.version, facts: factsOf(s, schemaUrl), ...(date ? {date} : {})};
  });
}

function git(siteDir: string, args: string[]): string {
  try {
    return execFileSync('git', args, {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return '';
  }
}

/**
 * When a version's facts were last set: a release, the commit that added its
 * snapshot; the current docs, the last commit that touched src/data. Undefined
 * outside git or before the first commit of it.
 */
export function versionDate(siteDir: string, version: string): string | undefined {
  const where =
    version === 'current'
      ? 'src/data'
      : path.relative(siteDir, snapshotDir(siteDir, version)).split(path.sep).join('/');
  const log = git(siteDir, [
    'log',
    '--format=%cI',
    ...(version === 'current' ? ['-1'] : ['--diff-filter=A']),
    '--',
    where,
  ]);
  const dates = log.split('\n').filter(Boolean);
  return dates[dates.length - 1];
}

/** The commit the build is made from, or undefined outside git. */
export const commitOf = (siteDir: string): string | undefined => git(siteDir, ['rev-parse', 'HEAD']) || undefined;
