/**
 * Cuts a release: freezes docs/ as a version (Docusaurus `docs:version`), then
 * makes the frozen copy point at itself. Run from the project root:
 *
 *   npm run release -- 1.0
 *
 * `docs:version` writes the resolved sidebar (built by sidebars.ts from
 * src/data/pages.ts and each page's `##` headings) to
 * versioned_sidebars/version-<v>-sidebars.json. The heading links in it and
 * the Markdown links between pages in versioned_docs/ are absolute routes
 * ("/tokenomics#utility"), which would lead from /1.0/… to the current docs;
 * this script prefixes them with the version, so a reader of 1.0 stays in 1.0.
 *
 * It also freezes the facts: src/data is copied to versioned_data/version-<v>/
 * and the frozen pages import that copy instead of src/data, and export it as
 * `siteData` for the components on the page (src/lib/remark/pageFacts makes
 * the page provide it to useSiteData). Nothing is written when the version is refused, and a failed
 * release is undone.
 *
 * And it freezes What Changed: the list the page shows today, with the current
 * docs named <v>, is kept as versioned_data/version-<v>/changes.json, which
 * /<v>/changes shows from then on (src/plugins/facts).
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pages} from '../src/data/pages';
import {releaseDayChanges} from '../src/plugins/facts/changes';
import {allSources, frozenChangesFile, versionFacts} from '../src/plugins/facts/load';

const root = process.cwd();

/** "/tokenomics#utility" → "/1.0/tokenomics#utility"; "/#why" → "/1.0#why"; others unchanged. */
export function versionRoute(href: string, version: string, routes: ReadonlySet<string>): string {
  const m = /^(\/[^#?\s]*)([?#].*)?$/.exec(href);
  if (!m?.[1]) {
    return href;
  }
  const route = m[1].replace(/\/+$/, '') || '/';
  if (!routes.has(route)) {
    return href;
  }
  return `/${version}${route === '/' ? '' : route}${m[2] ?? ''}`;
}

interface SidebarNode {
  type?: string;
  href?: string;
  items?: SidebarNode[];
}

function versionSidebar(node: unknown, version: string, routes: ReadonlySet<string>): void {
  if (Array.isArray(node)) {
    node.forEach((n) => versionSidebar(n, version, routes));
  } else if (node && typeof node === 'object') {
    const item = node as SidebarNode;
    if (item.type === 'link' && typeof item.href === 'string') {
      item.href = versionRoute(item.href, version, routes);
    }
    for (const value of Object.values(item)) {
      if (typeof value === 'object') {
        versionSidebar(value, version, routes);
      }
    }
  }
}

/** Rewrites Markdown links `](/route#id)` to the version's routes. */
export function versionMarkdownLinks(source: string, version: string, routes: ReadonlySet<string>): string {
  return source.replace(/\]\((\/[^)\s]*)\)/g, (_all, href: string) => `](${versionRoute(href, version, routes)})`);
}

/** Where a version's frozen facts live: a copy of src/data, committed with the version. */
export const dataDir = (version: string): string => `versioned_data/version-${version}`;

/** What `docs:version` and this script write for a version (relative to the project root). */
export function releaseOutputs(version: string): string[] {
  return [`versioned_docs/version-${version}`, `versioned_sidebars/version-${version}-sidebars.json`, dataDir(version)];
}

/**
 * Points a frozen page at its version's data snapshot: imports of
 * `@site/src/data/<module>` become `@site/versioned_data/version-<v>/<module>`,
 * and the page exports the whole snapshot as `siteData`, which the page hands
 * to its components (useSiteData, src/lib/remark/pageFacts).
 */
export function freezeDataImports(source: string, version: string): string {
  const rewritten = source.replace(/(['"])@site\/src\/data\/([\w-]+)\1/g, `$1@site/${dataDir(version)}/$2$1`);
  const exportLine = `export * as siteData from '@site/${dataDir(version)}/all';`;
  // After the front matter, so it stays the file's first block.
  const fm = /^---\n[\s\S]*?\n---\n/.exec(rewritten);
  const at = fm ? fm[0].length : 0;
  return `${rewritten.slice(0, at)}\n${exportLine}\n${rewritten.slice(at)}`;
}

/**
 * Why `version` cannot be released from this tree, or undefined. Checked before
 * anything is written, so a refusal leaves no files behind.
 */
export function refusal(version: string | undefined, root: string): string | undefined {
  if (!version || !/^\d+(\.\d+){0,2}$/.test(version)) {
    return `"${version ?? ''}" is not a version: use numbers separated by dots, e.g. 1.0 or 2.1.0.`;
  }
  const versionsFile = path.join(root, 'versions.json');
  const existing: string[] = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  if (existing.includes(version)) {
    return `Version ${version} already exists (versions.json). Pick a new version number.`;
  }
  const leftovers = releaseOutputs(version).filter((p) => existsSync(path.join(root, p)));
  if (leftovers.length > 0) {
    return `Files of an unfinished release of ${version} are in the way: ${leftovers.join(', ')}. Remove them (git status shows them) and run again.`;
  }
  // A page that reaches src/data other than through `@site/src/data/<module>`
  // would keep reading today's facts; a data module that imports from outside
  // src/data would make the snapshot depend on files that keep changing.
  const unfreezable: string[] = [];
  for (const file of readdirSync(path.join(root, 'docs')).filter((f) => /\.mdx?$/.test(f))) {
    const text = readFileSync(path.join(root, 'docs', file), 'utf8');
    for (const m of text.matchAll(/from\s+['"]([^'"]*)['"]/g)) {
      if (/src\/data\b/.test(m[1]!) && !/^@site\/src\/data\/[\w-]+$/.test(m[1]!)) {
        unfreezable.push(`docs/${file} imports '${m[1]}' (write '@site/src/data/<module>')`);
      }
    }
  }
  for (const file of readdirSync(path.join(root, 'src/data')).filter((f) => /\.ts$/.test(f))) {
    const text = readFileSync(path.join(root, 'src/data', file), 'utf8');
    for (const m of text.matchAll(/from\s+['"]([^'"]*)['"]/g)) {
      if (!m[1]!.startsWith('./')) {
        unfreezable.push(`src/data/${file} imports '${m[1]}' (a data module may import only other data modules)`);
      }
    }
  }
  if (unfreezable.length > 0) {
    return `Cannot freeze ${version}:\n  ${unfreezable.join('\n  ')}`;
  }
  return undefined;
}

async function release(version: string): Promise<void> {
  // What Changed as it reads now, before versions.json lists the new version.
  const changes = releaseDayChanges(versionFacts(root, await allSources(root), ''), version, pages);
  // The snapshot: every data module except the React context (components keep today's).
  const target = path.join(root, dataDir(version));
  mkdirSync(target, {recursive: true});
  for (const file of readdirSync(path.join(root, 'src/data')).filter((f) => /\.ts$/.test(f))) {
    copyFileSync(path.join(root, 'src/data', file), path.join(target, file));
  }
  writeFileSync(
    path.join(target, 'README.md'),
    `# Facts of version ${version}\n\nA copy of \`src/data\` made by \`npm run release -- ${version}\`. The pages of ` +
      `\`versioned_docs/version-${version}\` read it (imports and their \`siteData\` export), so /${version}/… keeps ` +
      'showing what it showed on release day; `changes.json` is the What Changed list of that day. Do not edit: ' +
      'change facts in `src/data`.\n',
  );
  writeFileSync(frozenChangesFile(root, version), `${JSON.stringify(changes, null, 2)}\n`);

  const bin = path.join(root, 'node_modules', '.bin', 'docusaurus');
  execFileSync(bin, ['docs:version', version], {cwd: root, stdio: 'inherit'});

  const routes = new Set(pages.map((p) => p.path));
  const sidebarFile = path.join(root, 'versioned_sidebars', `version-${version}-sidebars.json`);
  const sidebar: unknown = JSON.parse(readFileSync(sidebarFile, 'utf8'));
  versionSidebar(sidebar, version, routes);
  writeFileSync(sidebarFile, `${JSON.stringify(sidebar, null, 2)}\n`);

  const docsDir = path.join(root, 'versioned_docs', `version-${version}`);
  for (const file of readdirSync(docsDir).filter((f) => /\.mdx?$/.test(f))) {
    const full = path.join(docsDir, file);
    const source = readFileSync(full, 'utf8');
    writeFileSync(full, freezeDataImports(versionMarkdownLinks(source, version, routes), version));
  }
}

async function main(): Promise<void> {
  const version = process.argv[2];
  const reason = refusal(version, root);
  if (reason || !version) {
    console.error(`npm run release -- <version> refused: ${reason}`);
    process.exit(1);
  }
  const versionsFile = path.join(root, 'versions.json');
  const versionsBefore = existsSync(versionsFile) ? readFileSync(versionsFile, 'utf8') : undefined;
  try {
    await release(version);
  } catch (error) {
    // No partial release: remove what was written and restore versions.json.
    for (const p of releaseOutputs(version)) {
      rmSync(path.join(root, p), {recursive: true, force: true});
    }
    if (versionsBefore === undefined) {
      rmSync(versionsFile, {force: true});
    } else {
      writeFileSync(versionsFile, versionsBefore);
    }
    console.error(`Release of ${version} failed and was undone: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(
    `Released ${version}: versioned_docs/version-${version}/, versioned_sidebars/version-${version}-sidebars.json, ` +
      `${dataDir(version)}/ and versions.json. Commit them; /${version}/… now shows these pages with these facts.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  void main();
}
