/**
 * Splits one built page (HTML) into searchable sections: the introduction
 * under the h1, then one section per h2/h3 that has an id, each with the
 * plain text up to the next such heading. Only the page's Markdown content is
 * read (not the header, sidebar, table of contents or pagination).
 */
import {DomUtils, type parseDocument} from 'htmlparser2';
import {findArticle} from '../../lib/markdown/htmlToMarkdown';
import type {SearchSection} from '../../lib/search/engine';

type DomNode = ReturnType<typeof parseDocument>['children'][number];
type DomElement = Extract<DomNode, {attribs: Record<string, string>}>;

/** Elements whose text is not content: scripts, icons, heading anchors, buttons. */
const skipped = new Set(['script', 'style', 'svg', 'button', 'noscript', 'template']);
/** Elements that separate words (so "<li>a</li><li>b</li>" reads "a b", not "ab"). */
const blocks = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'caption',
  'blockquote',
  'pre',
  'br',
  'hr',
  'figure',
  'figcaption',
  'details',
  'summary',
  'h4',
  'h5',
  'h6',
]);

function classes(el: DomElement): string[] {
  return (el.attribs.class ?? '').split(/\s+/);
}

function isSkipped(el: DomElement): boolean {
  return skipped.has(el.name) || classes(el).includes('hash-link') || el.attribs['aria-hidden'] === 'true';
}

/** Whitespace collapsed, zero-width characters removed. */
export function cleanText(text: string): string {
  return text
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function textOf(node: DomNode): string {
  if (DomUtils.isText(node)) {
    return node.data;
  }
  if (!DomUtils.isTag(node) || isSkipped(node)) {
    return '';
  }
  const inner = node.children.map(textOf).join('');
  return blocks.has(node.name) ? ` ${inner} ` : inner;
}

/** The sections of a page's HTML; `page` is the page's index in the payload. */
export function extractSections(html: string, page: number, fallbackTitle: string): SearchSection[] {
  // The same spec-compliant parse as the Markdown copies (the minified build omits optional end tags).
  const content = findArticle(html);
  if (!content) {
    return [];
  }
  const sections: {level: 1 | 2 | 3; heading: string; anchor: string; parts: string[]; codes: string[]}[] = [
    {level: 1, heading: fallbackTitle, anchor: '', parts: [], codes: []},
  ];
  const walk = (node: DomNode): void => {
    if (DomUtils.isText(node)) {
      sections.at(-1)?.parts.push(node.data);
      return;
    }
    if (!DomUtils.isTag(node) || isSkipped(node)) {
      return;
    }
    const level = {h1: 1, h2: 2, h3: 3}[node.name] as 1 | 2 | 3 | undefined;
    if (level === 1 && sections.length === 1 && sections[0]) {
      sections[0].heading = cleanText(textOf(node)) || fallbackTitle;
      return;
    }
    if (level && node.attribs.id) {
      sections.push({level, heading: cleanText(textOf(node)), anchor: node.attribs.id, parts: [], codes: []});
      return;
    }
    if (node.name === 'code') {
      sections.at(-1)?.codes.push(cleanText(textOf(node)));
    }
    const block = blocks.has(node.name);
    if (block) {
      sections.at(-1)?.parts.push(' ');
    }
    node.children.forEach(walk);
    if (block) {
      sections.at(-1)?.parts.push(' ');
    }
  };
  content.children.forEach(walk);
  return sections.map(({parts, codes, ...s}) => ({
    ...s,
    page,
    text: cleanText(parts.join('')),
    ...(codes.length ? {codes} : {}),
  }));
}
