/**
 * Markdown and plain text of a built page's article, through unified:
 * rehype-parse (the HTML standard's parser, so the minified build's omitted
 * end tags close correctly) → a small clean-up of the tree → rehype-remark →
 * remark-gfm → remark-stringify. GFM tables stay tables; a figure becomes its
 * text alternative (its title as a label, its summary, then its words), or
 * nothing when its section already states all its numbers; interface parts
 * (buttons, anchors, hidden text, `data-md-skip`) are left out. A glossary term (src/components/Glossary)
 * becomes a link to its glossary entry, where the definition is.
 */
import type {Element, ElementContent, Root as HastRoot} from 'hast';
import {toText} from 'hast-util-to-text';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {placeholderNotice} from '../../data/placeholders';

const skipTags = new Set([
  'wbr',
  'svg',
  'button',
  'script',
  'style',
  'noscript',
  'template',
  'input',
  'select',
  'textarea',
]);
const skipClasses = ['hash-link', 'sr-only', 'theme-doc-toc-mobile'];

const classList = (el: Element): string[] => {
  const c = el.properties.className;
  return Array.isArray(c) ? c.map(String) : [];
};

export const hasClass = (el: Element, name: string): boolean => classList(el).includes(name);

/** A whole HTML document as a hast tree. */
export function parseHtml(html: string): HastRoot {
  return unified().use(rehypeParse).parse(html);
}

/**
 * Parts a reader of the Markdown does not need: interface, drawings, hidden
 * text. Inside a figure, screen-reader-only separators (", ", ": ") are kept:
 * they are what keeps its words apart in the text alternative.
 */
function skipped(el: Element, inFigure: boolean): boolean {
  if (inFigure && el.tagName === 'span' && classList(el).includes('sr-only')) {
    return false;
  }
  return (
    skipTags.has(el.tagName) ||
    el.properties.ariaHidden === 'true' ||
    el.properties.hidden === true ||
    el.properties.dataMdSkip !== undefined ||
    classList(el).some((c) => skipClasses.includes(c))
  );
}

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && (node as {type?: string}).type === 'element';
}

export function findElement(node: HastRoot | Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (isElement(child)) {
      if (test(child)) {
        return child;
      }
      const found = findElement(child, test);
      if (found) {
        return found;
      }
    }
  }
  return undefined;
}

/** Collapsed plain text of a node (hidden parts left out), e.g. for JSON-LD answers. */
export function plainText(node: Element | HastRoot): string {
  return toText(node, {whitespace: 'normal'}).replace(/\s+/g, ' ').trim();
}

/** A figure's title (`data-figure-title`, else its whole caption or its label) and its summary (`data-figure-summary`). */
function figureCaption(figure: Element): {title: string; summary?: Element} {
  const caption = findElement(figure, (e) => e.tagName === 'figcaption');
  // A caption hidden on the page (the heading above says it) is left out of the twin too.
  if (caption?.properties.dataMdSkip !== undefined) return {title: ''};
  const label = figure.properties.ariaLabel;
  const title = caption && findElement(caption, (e) => e.properties.dataFigureTitle !== undefined);
  const summary = caption && findElement(caption, (e) => e.properties.dataFigureSummary !== undefined);
  if (title) return {title: plainText(title), summary};
  return {title: caption ? plainText(caption) : typeof label === 'string' ? label : ''};
}

/** The numbers a text states, as written: "$5,000", "0.17%", "12". */
const numbersIn = (s: string): string[] => s.match(/\$?\d+(?:[.,]\d+)*%?/g) ?? [];

const isHeading = (node: unknown): boolean => isElement(node) && /^h[1-6]$/.test(node.tagName);

/** The siblings of `siblings[index]` in its section (from the heading before it to the next heading), it left out. */
function sectionSiblings(siblings: readonly ElementContent[], index: number): ElementContent[] {
  let start = index;
  while (start > 0 && !isHeading(siblings[start - 1])) start--;
  let end = index + 1;
  while (end < siblings.length && !isHeading(siblings[end])) end++;
  return [...siblings.slice(start, index), ...siblings.slice(index + 1, end)];
}

/** The words of the section around `siblings[index]`, that element left out, as the Markdown reads them. */
function sectionText(siblings: readonly ElementContent[], index: number): string {
  const rest = el('div', structuredClone(sectionSiblings(siblings, index)));
  clean(rest);
  return plainText(rest);
}

const stopWords = new Set(
  'about after also among another before being both each every from have here into its more most much once only other over same some such than that their them then there these they this those through under until upon very what when where which while will with within without your'.split(
    ' ',
  ),
);

/** A text's key terms: words of four letters or more, stop words left out, lower case. */
const keyTerms = (s: string): string[] =>
  (s.toLowerCase().match(/[a-z][a-z'’-]{3,}/g) ?? []).filter((w) => !stopWords.has(w));

/** A term counts as stated when the text has a word with its first five letters (lock/locked, phase/phases). */
const stem = (w: string) => w.slice(0, 5);

/**
 * Whether `words` add nothing to `context`: every number they state is in it,
 * and at least two thirds of their key terms are (the rest being rewording).
 */
export function addsNothing(words: string, context: string): boolean {
  const numbers = new Set(numbersIn(context));
  if (!numbersIn(words).every((n) => numbers.has(n))) return false;
  const terms = keyTerms(words);
  if (terms.length === 0) return true;
  const stated = new Set(keyTerms(context).map(stem));
  return terms.filter((t) => stated.has(stem(t))).length * 3 >= terms.length * 2;
}

const blockTags = new Set(['p', 'ul', 'ol', 'table', 'dl', 'blockquote', 'pre']);

/** The first block (paragraph, list, table …) of `node`, looking into wrappers. */
function firstBlock(node: Element): Element | undefined {
  for (const child of node.children.filter(isElement)) {
    if (blockTags.has(child.tagName)) return child;
    const inner = firstBlock(child);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * A figure as the Markdown reads it: "**Title.** Summary." (the summary's
 * picture-only note left out), then its words (legends, lists, tables). A
 * figure with no summary puts its label before its first paragraph. The twin
 * has no picture to show, so a figure whose words add nothing to its section
 * is left out: its words state only numbers the section states (the table or
 * text the figure pictures), or each item of its list states a number of the
 * section (a row of its table) and its summary states no number of its own,
 * or it has only a summary and that adds nothing. A summary that adds nothing
 * to its section and its own words is left out, the title kept as their label.
 */
function figureMarkdown(figure: Element, section: () => string): ElementContent[] {
  const body = el(
    'div',
    figure.children.filter((c) => !(isElement(c) && c.tagName === 'figcaption')),
  );
  clean(body, true);
  const bodyText = plainText(body);
  const numbers = numbersIn(bodyText);
  const {title, summary} = figureCaption(figure);
  if (summary) clean(summary);
  const summaryText = summary ? plainText(summary) : '';
  const stated = section();
  const statedNumbers = new Set(numbersIn(stated));
  if (numbers.length > 0 && numbers.every((n) => statedNumbers.has(n))) return [];
  const items: Element[] = [];
  const listItems = (node: Element): void => {
    for (const c of node.children.filter(isElement)) {
      if (c.tagName === 'li') items.push(c);
      else listItems(c);
    }
  };
  listItems(body);
  const rowsStated =
    items.length > 0 &&
    items.every((li) => numbersIn(plainText(li)).some((n) => statedNumbers.has(n))) &&
    bodyText.replace(/\s+/g, ' ').length <= items.reduce((sum, li) => sum + plainText(li).length + 2, 0) + 40;
  const summaryIsRepeat = summaryText !== '' && addsNothing(summaryText, `${stated} ${bodyText}`);
  const context = new Set(numbersIn(`${stated} ${bodyText}`));
  if (rowsStated && numbersIn(summaryText).every((n) => context.has(n))) return [];
  if (!bodyText && summaryText && addsNothing(`${title} ${summaryText}`, stated)) return [];
  const label = (end: string) => el('strong', [text(/[.:!?]$/.test(title) ? title : `${title}${end}`)]);
  const first = firstBlock(body);
  if (!title) {
    // No caption: only its words.
  } else if (summary && summaryText && !summaryIsRepeat) {
    return [el('p', [label('.'), text(' '), ...summary.children]), ...body.children];
  } else if (first?.tagName === 'p') {
    first.children.unshift(label('.'), text(' '));
  } else {
    return [el('p', [label(first ? ':' : '')]), ...body.children];
  }
  return body.children;
}

/** An admonition as a block quote that starts with its title in bold. */
function admonition(el: Element): Element {
  const [heading, ...body] = el.children.filter(isElement);
  const quote: Element = {type: 'element', tagName: 'blockquote', properties: {}, children: []};
  const title = heading ? plainText(heading) : '';
  if (title) {
    const strong: Element = {
      type: 'element',
      tagName: 'strong',
      properties: {},
      children: [{type: 'text', value: title}],
    };
    quote.children.push({type: 'element', tagName: 'p', properties: {}, children: [strong]});
  }
  for (const part of body) {
    clean(part);
    quote.children.push(...part.children);
  }
  return quote;
}

/** Characters that only mark where a line may break; an address copied from a twin must not carry them. */
const breakHints = /[\u00ad\u200b\u2060]/g;

/** Drops trailing white space from the last text of `out`, before a separator takes its place. */
function trimEnd(out: unknown[]): void {
  const last = out.at(-1) as {type?: string; value?: string} | undefined;
  if (last?.type === 'text' && typeof last.value === 'string') {
    last.value = last.value.trimEnd();
    if (!last.value) out.pop();
  }
}

const text = (value: string): ElementContent => ({type: 'text', value});
const el = (tagName: string, children: ElementContent[], properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/**
 * Drops interface parts and turns figures into their text alternative (caption, then words), in place.
 * Markup meant for the Markdown (set by the components):
 * - `data-address`: a URL or e-mail address with break hints; plain text in a link, code otherwise (copied as is, no escapes);
 * - `data-md-before="…"`: a part the page sets apart by layout (a badge, a note); the separator replaces the space before it;
 * - `data-md-list`: a row of links (buttons), written as a list.
 */
function clean(node: Element | HastRoot, inFigure = false, inLink = false): void {
  const out: (typeof node.children)[number][] = [];
  // A figure's section, as it was before cleaning (see figureMarkdown).
  const pristine = node.children.some(
    (c) => isElement(c) && (c.tagName === 'figure' || findElement(c, (e) => e.properties.dataMdCta !== undefined)),
  )
    ? (structuredClone(node.children) as ElementContent[])
    : [];
  for (const [index, child] of node.children.entries()) {
    if (child.type === 'comment') {
      continue;
    } else if (!isElement(child)) {
      out.push(child);
    } else if (ctaWithStatus(child, () => sectionSiblings(pristine, index))) {
      continue;
    } else if (child.tagName === 'button' && typeof child.properties.dataTerm === 'string') {
      // A glossary term: the word, linked to its entry (its definition is listed at the end).
      const link: Element = {
        type: 'element',
        tagName: 'a',
        properties: {href: child.properties.dataTerm},
        children: [],
      };
      link.children = child.children;
      clean(link, inFigure);
      out.push(link);
    } else if (child.properties.dataUpcoming !== undefined) {
      // A badge is a label, not a word of the sentence: "**Upcoming:** …" before it, "(upcoming)" after words.
      const label = plainText(child);
      if (out.some((c) => c.type !== 'text' || c.value.trim())) {
        out.push(text(`(${label.toLowerCase()})`));
      } else {
        out.push(el('strong', [text(`${label}:`)]));
      }
    } else if (child.properties.dataMdOnly !== undefined) {
      // Words for the Markdown only (hidden on the page, which shows them another way, e.g. as a button).
      clean(child, inFigure, inLink);
      out.push(el('span', child.children));
    } else if (skipped(child, inFigure)) {
      continue;
    } else if (child.properties.dataAddress !== undefined) {
      const address = plainText(child).replace(breakHints, '');
      out.push(inLink ? text(address) : el('code', [text(address)]));
    } else if (child.properties.dataMdList !== undefined) {
      // Each link under its `data-md-text` (the page's title) when it has one, after the list's label.
      const items = child.children.filter(isElement).map((link) => {
        const name = link.properties.dataMdText;
        if (typeof name === 'string') link.children = [text(name)];
        clean(link, inFigure, true);
        return el('li', [link]);
      });
      const label = child.properties.dataMdList;
      if (typeof label === 'string' && label) out.push(el('p', [text(label)]));
      out.push(el('ul', items));
    } else if (typeof child.properties.dataMdTable === 'string' && child.tagName === 'dl') {
      out.push(definitionTable(child, child.properties.dataMdTable.split('|')));
    } else if (child.tagName === 'figure') {
      // What assistive technology reads, drawings (aria-hidden) aside: see figureMarkdown.
      out.push(...figureMarkdown(child, () => sectionText(pristine, index)));
    } else if (hasClass(child, 'theme-admonition')) {
      out.push(admonition(child));
    } else {
      if (typeof child.properties.dataMdBefore === 'string') {
        trimEnd(out);
        out.push(text(child.properties.dataMdBefore));
      }
      clean(child, inFigure, inLink || child.tagName === 'a');
      out.push(child);
    }
  }
  node.children = out as ElementContent[];
}

/**
 * An inactive call to action (`data-md-cta`, src/components/Status) in a
 * section that already states the same product's status (`data-status`):
 * the twin leaves it out, as the sentence would say the status again.
 */
function ctaWithStatus(child: Element, section: () => ElementContent[]): boolean {
  const cta = findElement(child, (e) => typeof e.properties.dataMdCta === 'string');
  if (!cta) return false;
  const of = cta.properties.dataMdCta;
  return section().some(
    (c) => isElement(c) && (c.properties.dataStatus === of || !!findElement(c, (e) => e.properties.dataStatus === of)),
  );
}

/** A list of names and values (`<dl data-md-table="Name|Value">`) as a two-column table with those headers. */
function definitionTable(dl: Element, headers: readonly string[]): Element {
  const rows: Element[] = [];
  const visit = (node: Element): void => {
    for (const part of node.children.filter(isElement)) {
      if (part.tagName === 'dt') {
        rows.push(el('tr', []));
      }
      if (part.tagName === 'dt' || part.tagName === 'dd') {
        clean(part);
        rows.at(-1)?.children.push(el(part.tagName === 'dt' ? 'th' : 'td', part.children));
      } else {
        visit(part);
      }
    }
  };
  visit(dl);
  return el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((h) => el('th', [text(h)])),
      ),
    ]),
    el('tbody', rows),
  ]);
}

/** The `.theme-doc-markdown` element of a built page, or undefined. */
export function findArticle(html: string): Element | undefined {
  return findElement(parseHtml(html), (e) => hasClass(e, 'theme-doc-markdown'));
}

const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', strong: '*', rule: '-', fences: true, listItemIndent: 'one'});

/**
 * The page's "not set yet" notice, taken out of its place in the page and
 * returned as a short titled list for the end of the twin: its title (the
 * data's `twinTitle`), then one bullet per item its content marks
 * (`data-placeholder`), as the site's stylesheet shows them
 * (src/components/Placeholder/noticeCss.ts), each once:
 * "**Not set yet on this page:**" then "- Operator", "- Governing law";
 * two or more unpublished addresses (`data-notice-address`) make one bullet,
 * last: "- Addresses: Exchange app, Discord". Without any item, nothing.
 */
function takeNotice(article: Element): Element[] {
  const used = new Set<string>();
  const collect = (node: Element): void => {
    for (const child of node.children.filter(isElement)) {
      if (child.properties.dataPlaceholderNotice !== undefined) continue;
      const mark = child.properties.dataPlaceholder;
      if (typeof mark === 'string') used.add(mark);
      collect(child);
    }
  };
  collect(article);
  const items = new Set<string>();
  /** Each unpublished address's item, by its short name. */
  const addresses = new Map<string, string>();
  const take = (node: Element): void => {
    node.children = node.children.filter((child) => {
      if (!isElement(child)) return true;
      if (child.properties.dataPlaceholderNotice === undefined) {
        take(child);
        return true;
      }
      const list = (n: Element): void => {
        for (const c of n.children.filter(isElement)) {
          const key = c.properties.dataNoticeItem;
          if (c.tagName === 'li' && typeof key === 'string' && used.has(key)) {
            const address = c.properties.dataNoticeAddress;
            if (typeof address === 'string') addresses.set(address, plainText(c));
            else items.add(plainText(c));
          } else list(c);
        }
      };
      list(child);
      return false;
    });
  };
  take(article);
  if (items.size + addresses.size === 0) return [];
  const lines = [
    ...items,
    ...(addresses.size < 2
      ? addresses.values()
      : [`${placeholderNotice.addresses}: ${[...addresses.keys()].join(', ')}`]),
  ];
  return [
    el('p', [el('strong', [text(`${placeholderNotice.twinTitle}:`)])]),
    el(
      'ul',
      lines.map((line) => el('li', [text(line)])),
    ),
  ];
}

export interface MarkdownOptions {
  /**
   * Write the site's own links root-relative (/tokenomics#x) rather than
   * absolute: for while the site's address is a placeholder, which no link may point at.
   */
  readonly rootRelative?: boolean;
}

/** Markdown of an article element (already found), links made absolute against `pageUrl` (or root-relative, see options). */
export async function elementToMarkdown(
  article: Element,
  pageUrl: string,
  options: MarkdownOptions = {},
): Promise<string> {
  const copy = structuredClone(article);
  const notice = takeNotice(copy);
  clean(copy);
  copy.children.push(...notice);
  absolutise(copy, pageUrl, options.rootRelative === true);
  const root: HastRoot = {type: 'root', children: copy.children};
  const mdast = await toMarkdown.run(root);
  return `${toMarkdown
    .stringify(mdast as Parameters<typeof toMarkdown.stringify>[0])
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

function absolutise(node: Element, base: string, rootRelative: boolean): void {
  const origin = new URL(base).origin;
  for (const child of node.children) {
    if (isElement(child)) {
      for (const attr of ['href', 'src'] as const) {
        const value = child.properties[attr];
        if (typeof value === 'string') {
          try {
            const url = new URL(value, base);
            child.properties[attr] =
              rootRelative && url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
          } catch {
            // leave as is
          }
        }
      }
      absolutise(child, base, rootRelative);
    }
  }
}

/** Markdown of a built page's article; throws when the page has none. */
export async function articleToMarkdown(html: string, pageUrl: string, options: MarkdownOptions = {}): Promise<string> {
  const article = findArticle(html);
  if (!article) {
    throw new Error(`no .theme-doc-markdown article in ${pageUrl}`);
  }
  return elementToMarkdown(article, pageUrl, options);
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

/** The FAQ's questions (`h3` in the article) and their answers (everything up to the next h2/h3). */
export function extractFaq(html: string): FaqItem[] {
  const article = findArticle(html);
  if (!article) {
    return [];
  }
  clean(article);
  const items: {question: string; nodes: ElementContent[]}[] = [];
  let current: {question: string; nodes: ElementContent[]} | undefined;
  for (const n of article.children) {
    if (isElement(n) && n.tagName === 'h3') {
      current = {question: plainText(n), nodes: []};
      items.push(current);
    } else if (isElement(n) && /^h[12]$/.test(n.tagName)) {
      current = undefined;
    } else if (current) {
      current.nodes.push(n);
    }
  }
  return items.map((i) => ({question: i.question, answer: plainText({type: 'root', children: i.nodes})}));
}
