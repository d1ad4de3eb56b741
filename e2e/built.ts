/**
 * Reads the production build (./build, or BUILD_DIR) for the tests that check what was
 * built rather than what a browser shows: every HTML page, the colour-mode
 * storage key and the site's public address, as Docusaurus wrote them.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFileFor as builtHtmlFileFor} from '../src/plugins/builtPages';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', 'build'));

function walk(dir: string, rel = ''): string[] {
  return readdirSync(path.join(dir, rel), {withFileTypes: true}).flatMap((e) => {
    const child = rel ? `${rel}/${e.name}` : e.name;
    return e.isDirectory() ? walk(dir, child) : [child];
  });
}

/** Every built HTML file, relative to build/ (e.g. "tokenomics.html", "404.html"). */
export function builtHtmlFiles(): string[] {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No build found: run `npm run build` first.');
  }
  return walk(buildDir)
    .filter((f) => f.endsWith('.html'))
    .sort();
}

export function readBuilt(rel: string): string {
  return readFileSync(path.join(buildDir, rel), 'utf8');
}

/** The built HTML file that serves a route ("/" → index.html, "/faq" → faq.html). */
export function htmlFileFor(route: string): string {
  return path.relative(buildDir, builtHtmlFileFor(buildDir, route));
}

/**
 * The localStorage key of the colour-mode choice, read from the theme's inline
 * script (Docusaurus namespaces it with a hash of the site URL, e.g. "theme-245").
 */
export function colorModeStorageKey(): string {
  const key = /localStorage\.getItem\("([^"]+)"\)/.exec(readBuilt('index.html'))?.[1];
  if (!key) {
    throw new Error('colour-mode script not found in build/index.html');
  }
  return key;
}

/** The site's public root URL (ending with "/"): the home page's canonical link. */
export function siteUrl(): string {
  const href = /<link[^>]*rel=["']?canonical["']?[^>]*href=["']?([^"'\s>]+)/.exec(readBuilt('index.html'))?.[1];
  if (!href) {
    throw new Error('canonical link not found in build/index.html');
  }
  return href.endsWith('/') ? href : `${href}/`;
}
