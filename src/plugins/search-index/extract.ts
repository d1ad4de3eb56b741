/**
 * Splits one built page (HTML) into searchable sections: the introduction
 * under the h1, then one section per h2/h3 that has an id, each with the
 * plain text up to the next such heading. Only the page's Markdown content is
 * read (not the header, sidebar, table of contents or pagination). Parsed by
 * rehype-parse (findArticle, shared with the Markdown copies); the text of
 * each section is hast-util-to-text's (the innerText algorithm, so adjacent
 * blocks never glue their words together).
 */
import type {Element, ElementContent, Root} from 'hast';
import {toText} from 'hast-util-to-text';
import {findArticle, hasClass} from '../../lib/markdown/toMarkdown';
import type {SearchSection} from '../../lib/search/engine';

/** Elements whose text is not content: scripts, icons, heading anchors, buttons (but a glossary term's, data-term). */
const skippedTags = new Set(['script', 'style', 'svg', 'button', 'noscript', 'template']);
const levels: Record<string, 1 | 2 | 3> = {h1: 1, h2: 2, h3: 3};

const isElement = (node: ElementContent | Root): node is Element => node.type === 'element';

const isSkipped = (el: Element): boolean =>
  (skippedTags.has(el.tagName) && el.properties.dataTerm === undefined) ||
  hasClass(el, 'hash-link') ||
  el.properties.ariaHidden === 'true' ||
  el.properties.dataSearchSkip !== undefined;

/**
 * Removes the skipped elements below `node`, in place, and ends each figure's
 * title with a colon: a label, read with the summary below it.
 */
function prune(node: Element): void {
  node.children = node.children.filter((c) => !(isElement(c) && isSkipped(c)));
  if (node.properties.dataFigureTitle !== undefined) {
    node.children.push({type: 'text', value: ':'});
  }
  node.children.forEach((c) => isElement(c) && prune(c));
}

/** The elements below `node` that pass `test`, in document order. */
function all(node: Element, test: (el: Element) => boolean): Element[] {
  return node.children.filter(isElement).flatMap((c) => [...(test(c) ? [c] : []), ...all(c, test)]);
}

/**
 * Whitespace collapsed, zero-width characters removed. With `blocks`, the
 * line breaks between blocks (paragraphs, list items, table rows, captions)
 * are kept as one "\n" and the breaks between a row's cells as one "\t", so
 * the engine can tell a list item or a table row from a sentence (a snippet
 * shows either as a space); otherwise one line.
 */
export function cleanText(text: string, blocks = false): string {
  const clean = text.replace(/[\u200b-\u200d\ufeff]/g, '');
  return (
    blocks
      ? clean
          .replace(/[^\S\n\t]+/g, ' ')
          .replace(/ *\n\s*/g, '\n')
          .replace(/ *\t[\t ]*/g, '\t')
      : clean.replace(/\s+/g, ' ')
  ).trim();
}

const textOf = (nodes: ElementContent[], blocks = false) => cleanText(toText({type: 'root', children: nodes}), blocks);

/**
 * The other pages a section links to, as route#anchor (route alone for a
 * page), `base` (the site's base URL) removed; links to the same page, to
 * other sites and to files are not kept.
 */
function linksOf(nodes: ElementContent[], base: string, self: string): string[] {
  const hrefs = nodes
    .filter(isElement)
    .flatMap((n) => [...(n.tagName === 'a' ? [n] : []), ...all(n, (e) => e.tagName === 'a')])
    .map((a) => String(a.properties.href ?? ''))
    .filter((href) => href.startsWith(base) && !/\.[a-z0-9]+(#|$)/i.test(href.split('#')[0]!))
    .map((href) => `/${href.slice(base.length)}`.replace(/\/(?=#|$)/, '') || '/')
    .map((href) => (href.startsWith('#') || href === '' ? '/' + href : href))
    .filter((href) => href.split('#')[0] !== self);
  return [...new Set(hrefs)];
}

/**
 * The sections of a page's HTML; `page` is the page's index in the payload,
 * `path` its route (links to itself are not kept) and `base` the site's base URL.
 */
export function extractSections(
  html: string,
  page: number,
  fallbackTitle: string,
  path = '',
  base = '/',
): SearchSection[] {
  const article = findArticle(html);
  if (!article) {
    return [];
  }
  prune(article);
  const sections: {level: 1 | 2 | 3; heading: string; anchor: string; nodes: ElementContent[]}[] = [
    {level: 1, heading: fallbackTitle, anchor: '', nodes: []},
  ];
  const isSectionHeading = (el: Element) => Boolean(levels[el.tagName]);
  const place = (node: ElementContent): void => {
    if (isElement(node)) {
      const level = levels[node.tagName];
      if (level === 1 && sections.length === 1 && sections[0]) {
        sections[0].heading = textOf([node]) || fallbackTitle;
        return;
      }
      if (level && typeof node.properties.id === 'string') {
        sections.push({level, heading: textOf([node]), anchor: node.properties.id, nodes: []});
        return;
      }
      // A block that holds a heading (a tab panel, a details box) is split at it.
      if (all(node, isSectionHeading).length) {
        node.children.forEach(place);
        return;
      }
    }
    sections.at(-1)?.nodes.push(node);
  };
  article.children.forEach(place);
  return sections.map(({nodes, ...s}) => {
    const codes = nodes
      .filter(isElement)
      .flatMap((n) => [...(n.tagName === 'code' ? [n] : []), ...all(n, (e) => e.tagName === 'code')]);
    // Terms the section defines (a glossary's <dfn>), so "what is X" and a search for X find the definition.
    const defines = nodes
      .filter(isElement)
      .flatMap((n) => [...(n.tagName === 'dfn' ? [n] : []), ...all(n, (e) => e.tagName === 'dfn')]);
    const links = linksOf(nodes, base, path);
    return {
      ...s,
      page,
      text: textOf(nodes, true),
      ...(links.length ? {links} : {}),
      ...(codes.length ? {codes: codes.map((c) => textOf([c]))} : {}),
      ...(defines.length ? {defines: defines.map((d) => textOf([d]))} : {}),
    };
  });
}
