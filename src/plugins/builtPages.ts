/** Shared by the postBuild plugins: the built HTML file of a route, and absolute URLs. */
import {existsSync} from 'node:fs';
import {readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Element} from 'hast';
import {pages, type PageDef} from '../data/pages';
import {findElement, hasClass, parseHtml, plainText} from '../lib/markdown/toMarkdown';
import {pageForRoute} from '../lib/seo/breadcrumbs';

export function htmlFileFor(outDir: string, routePath: string): string {
  const clean = routePath.replace(/^\/+|\/+$/g, '');
  const candidates = clean
    ? [path.join(outDir, `${clean}.html`), path.join(outDir, clean, 'index.html')]
    : [path.join(outDir, 'index.html')];
  const found = candidates.find((file) => existsSync(file));
  if (!found) {
    throw new Error(`no built HTML for ${routePath} (looked for ${candidates.join(', ')})`);
  }
  return found;
}

/**
 * Docusaurus runs the postBuild hooks at the same time, and each plugin is
 * loaded as its own module copy: edits of one built file are queued here, on
 * a queue every copy shares, so no plugin's read-modify-write overwrites
 * another's (seo adds the FAQPage JSON-LD to /faq; security-headers adds the
 * CSP <meta> to every page). Each edit reads the file as the previous one
 * left it and replaces it whole (write, then rename), so a plugin that only
 * reads never sees half a file.
 */
export function editBuiltFile(file: string, edit: (text: string) => string): Promise<void> {
  const key = Symbol.for('sx-docs.builtFileEdits');
  const store = globalThis as unknown as Record<symbol, Map<string, Promise<void>> | undefined>;
  const queue = (store[key] ??= new Map());
  const next = (queue.get(file) ?? Promise.resolve()).then(async () => {
    const text = await readFile(file, 'utf8');
    const out = edit(text);
    if (out !== text) {
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, out);
      await rename(temp, file);
    }
  });
  queue.set(
    file,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Built files one postBuild writes and another reads (src/plugins/facts
 * hashes the Markdown twins, the PDF and official-links.json into
 * integrity.json). A writer runs its work through `writingBuiltFiles`, which
 * records it as soon as the hook is called; the reader, registered after the
 * writers in docusaurus.config.ts, awaits `builtFilesWritten()`. Whether the
 * core calls the hooks at once or one after another in the plugins' order,
 * every writer's work is recorded (or done) when the reader asks. Kept on
 * globalThis, as the edit queue above: each plugin is loaded as its own copy.
 */
function builtFileWrites(): Promise<unknown>[] {
  const store = globalThis as unknown as Record<symbol, Promise<unknown>[] | undefined>;
  return (store[Symbol.for('sx-docs.builtFileWrites')] ??= []);
}

export function writingBuiltFiles<T>(work: () => Promise<T>): Promise<T> {
  const run = work();
  builtFileWrites().push(run);
  return run;
}

/** Settles once every write recorded so far has (and fails if one did). */
export async function builtFilesWritten(): Promise<void> {
  await Promise.all(builtFileWrites());
}

/** Absolute URL of a path under the site's baseUrl ("/tokenomics" → "https://host/base/tokenomics"). */
export function absoluteUrl(siteConfig: {url: string; baseUrl: string}, routePath: string): string {
  return new URL(siteConfig.baseUrl + routePath.replace(/^\/+/, ''), siteConfig.url).href;
}

/** A built documentation page (current or a released version), read from its HTML. */
export interface BuiltDocPage {
  /** Route, e.g. "/tokenomics" or "/1.0/tokenomics". */
  readonly route: string;
  /** Version prefix without slashes ("" for the current docs). */
  readonly version: string;
  /** The page in src/data/pages.ts it is a copy of. */
  readonly page: PageDef;
  readonly file: string;
  readonly html: string;
  /** The `.theme-doc-markdown` element. */
  readonly article: Element;
  readonly title: string;
  readonly description: string;
}

/**
 * Every built doc page — the current docs and each released version — in
 * reading order (current first), from the routes the build wrote; a route
 * whose HTML has no doc article (404, search) is not a doc page.
 */
export function builtDocPages(outDir: string, routesPaths: readonly string[]): Promise<BuiltDocPage[]> {
  // Several postBuild plugins read the same pages at the same time: parse them once per build.
  const key = `${outDir}\n${routesPaths.join('\n')}`;
  let found = parsed.get(key);
  if (!found) {
    found = readDocPages(outDir, routesPaths);
    parsed.clear();
    parsed.set(key, found);
  }
  return found;
}

const parsed = new Map<string, Promise<BuiltDocPage[]>>();

async function readDocPages(outDir: string, routesPaths: readonly string[]): Promise<BuiltDocPage[]> {
  const found: BuiltDocPage[] = [];
  for (const route of routesPaths) {
    const match = pageForRoute(route);
    if (!match) {
      continue;
    }
    let file: string;
    try {
      file = htmlFileFor(outDir, route);
    } catch {
      continue;
    }
    const html = await readFile(file, 'utf8');
    const tree = parseHtml(html);
    const article = findElement(tree, (e) => hasClass(e, 'theme-doc-markdown'));
    if (!article) {
      continue;
    }
    const h1 = findElement(article, (e) => e.tagName === 'h1');
    const description = findElement(tree, (e) => e.tagName === 'meta' && e.properties.name === 'description');
    found.push({
      route: route.replace(/\/+$/, '') || '/',
      ...match,
      file,
      html,
      article,
      title: h1 ? plainText(h1) : match.page.label,
      description: String(description?.properties.content ?? ''),
    });
  }
  const order = (p: BuiltDocPage) => pages.indexOf(p.page);
  return found.sort((a, b) => (a.version === b.version ? order(a) - order(b) : a.version < b.version ? -1 : 1));
}
