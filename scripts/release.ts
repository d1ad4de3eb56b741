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
 */
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pages} from '../src/data/pages';

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

function main(): void {
  const version = process.argv[2];
  if (!version || !/^\d+(\.\d+){0,2}$/.test(version)) {
    console.error('Usage: npm run release -- <version>   (e.g. 1.0 or 2.1.0)');
    process.exit(1);
  }
  const versionsFile = path.join(root, 'versions.json');
  const existing: string[] = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  if (existing.includes(version)) {
    console.error(`Version ${version} already exists (versions.json).`);
    process.exit(1);
  }

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
    const next = versionMarkdownLinks(source, version, routes);
    if (next !== source) {
      writeFileSync(full, next);
    }
  }
  console.log(
    `Released ${version}: versioned_docs/version-${version}/, ${path.relative(root, sidebarFile)}, versions.json. ` +
      `Commit them; /${version}/… now serves the frozen docs and the header shows the version menu.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main();
}
