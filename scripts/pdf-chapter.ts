/**
 * One chapter of the whitepaper (scripts/pdf.ts): a built page's article, as
 * the server rendered it, made ready to sit beside the other pages in one
 * document. Read from the built HTML with rehype-parse, in Node: no browser
 * is needed until the pages are laid out.
 */
import {readFileSync} from 'node:fs';
import type {Element, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import {SKIP, visit} from 'unist-util-visit';
import {findElement, hasClass, parseHtml} from '../src/lib/markdown/toMarkdown';
import {htmlFileFor} from '../src/plugins/builtPages';

export interface Chapter {
  readonly id: string;
  readonly title: string;
  readonly headings: readonly {readonly id: string; readonly text: string}[];
  /** The article's inner HTML. */
  readonly html: string;
  /** The page's style sheets, as root-relative paths. */
  readonly styles: readonly string[];
}

/** The text of a node and its descendants, hidden or not (the DOM's textContent). */
const textContent = (node: Element | Root | {type: string; value?: string; children?: unknown[]}): string =>
  node.type === 'text' && 'value' in node && typeof node.value === 'string'
    ? node.value
    : ((node as {children?: (Element | {type: string; value?: string})[]}).children ?? []).map(textContent).join('');

/** Any origin: page links are resolved against it to tell the site's own from others. */
const here = 'http://site.invalid';

const removed = (el: Element): boolean =>
  el.tagName === 'button' || el.properties.dataMdSkip !== undefined || hasClass(el, 'hash-link');

/**
 * The chapter of the page at `route` in the build at `dir`: ids prefixed with
 * the page's id, links to pages of `routes` (path → id) made links inside the
 * document, links to the site's other files made absolute under `site`,
 * disclosures open (paper has none to open), "→"/"←" as "->"/"<-" (Inter draws
 * those as arrows; its subsets have no arrow characters).
 */
export function chapterOf(
  dir: string,
  route: string,
  id: string,
  routes: ReadonlyMap<string, string>,
  site: string,
): Chapter {
  const doc = parseHtml(readFileSync(htmlFileFor(dir, route), 'utf8'));
  const article = findElement(doc, (e) => hasClass(e, 'theme-doc-markdown'));
  if (!article) {
    throw new Error(`${route}: no .theme-doc-markdown article in ${htmlFileFor(dir, route)}`);
  }
  const pageUrl = new URL(route, here);
  // The built pages link under the site's base path (BASE_URL); the build folder and the routes have none.
  const basePath = new URL(site).pathname;
  const local = (pathname: string): string =>
    pathname.startsWith(basePath) ? `/${pathname.slice(basePath.length)}` : pathname;
  visit(article as unknown as Root, (node, index, parent) => {
    if (node.type === 'text') {
      node.value = node.value.replace(/\u2192/g, '->').replace(/\u2190/g, '<-');
      return undefined;
    }
    if (node.type !== 'element' || node === article) return undefined;
    if (removed(node) && parent && index !== undefined) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const {properties: props} = node;
    if (node.tagName === 'details') props.open = true;
    if (typeof props.id === 'string') props.id = `${id}--${props.id}`;
    if (node.tagName === 'a' && typeof props.href === 'string') {
      const url = new URL(props.href, pageUrl);
      const target = url.origin === here ? routes.get(local(url.pathname).replace(/\/$/, '') || '/') : undefined;
      if (target) {
        props.href = url.hash ? `#${target}--${url.hash.slice(1)}` : `#page-${target}`;
      } else if (url.origin === here) {
        props.href = new URL(local(url.pathname).slice(1) + url.search + url.hash, site).href;
      } else {
        props.href = url.href;
      }
    }
    if (node.tagName === 'img' && typeof props.src === 'string') {
      const url = new URL(props.src, pageUrl);
      props.src = url.origin === here ? local(url.pathname) + url.search + url.hash : url.href;
    }
    return undefined;
  });
  let h1: Element | undefined;
  const headings: {id: string; text: string}[] = [];
  visit(article as unknown as Root, 'element', (el: Element) => {
    if (el.tagName === 'h1' && !h1) h1 = el;
    if (el.tagName === 'h2' && typeof el.properties.id === 'string') {
      headings.push({id: el.properties.id, text: textContent(el).trim()});
    }
  });
  // Links to the page (and its contents entry) lead to its heading, the first thing of its chapter.
  if (h1) h1.properties.id = `page-${id}`;
  const styles: string[] = [];
  visit(doc, 'element', (el: Element) => {
    const rel = el.properties.rel;
    if (el.tagName === 'link' && Array.isArray(rel) && rel.includes('stylesheet')) {
      styles.push(local(new URL(String(el.properties.href), pageUrl).pathname));
    }
  });
  return {
    id,
    title: h1 ? textContent(h1).trim() : '',
    headings,
    html: toHtml(article.children),
    styles,
  };
}
