/**
 * Converts a built page's article (Docusaurus's `.theme-doc-markdown`) to
 * Markdown, for the /<page>.md copies and llms-full.txt. It works on the
 * rendered HTML, so every constant is already resolved and every number reads
 * exactly as on the page. Tables stay GFM tables; links become absolute.
 * Decorative or interactive parts (heading "#" links, SVG drawings, buttons,
 * screen-reader-only hints, aria-hidden elements) are left out.
 */
import {DomUtils, parseDocument} from 'htmlparser2';

type Doc = ReturnType<typeof parseDocument>;
type Node = Doc['children'][number];
type El = Extract<Node, {name: string; attribs: Record<string, string>}>;

export interface ConvertOptions {
  /** Absolute URL of the page, for resolving relative links. */
  readonly pageUrl: string;
}

const isEl = (n: Node): n is El => DomUtils.isTag(n);
const classes = (el: El) => (el.attribs.class ?? '').split(/\s+/);
const hasClass = (el: El, c: string) => classes(el).includes(c);

const SKIP_TAGS = new Set(['svg', 'button', 'script', 'style', 'noscript', 'template', 'input', 'select', 'textarea']);

function skipped(el: El): boolean {
  return (
    SKIP_TAGS.has(el.name) ||
    el.attribs['aria-hidden'] === 'true' ||
    hasClass(el, 'hash-link') ||
    hasClass(el, 'sr-only') ||
    hasClass(el, 'theme-doc-toc-mobile') ||
    'data-md-skip' in el.attribs
  );
}

/** Escapes what Markdown would read as syntax in plain text. */
export function escapeText(text: string): string {
  return text.replace(/([\\`*_[\]])/g, '\\$1').replace(/^(\s*)([#>+-]|\d+\.)(?=\s)/, '$1\\$2');
}

function absolute(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/** Inline content of an element as one line of Markdown. */
function inline(nodes: readonly Node[], opt: ConvertOptions): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') {
      out += escapeText((n as {data: string}).data.replace(/\s+/g, ' '));
      continue;
    }
    if (!isEl(n) || skipped(n)) {
      continue;
    }
    const inner = () => inline(n.children as Node[], opt);
    switch (n.name) {
      case 'strong':
      case 'b': {
        const t = inner().trim();
        out += t ? `**${t}**` : '';
        break;
      }
      case 'em':
      case 'i': {
        const t = inner().trim();
        out += t ? `_${t}_` : '';
        break;
      }
      case 'code': {
        const t = DomUtils.textContent(n);
        const fence = t.includes('`') ? '``' : '`';
        out += `${fence}${t}${fence}`;
        break;
      }
      case 'br':
        out += '<br>';
        break;
      case 'a': {
        const text = inner().trim();
        const href = n.attribs.href;
        out += href && !href.startsWith('#__') ? `[${text}](${absolute(href, opt.pageUrl)})` : text;
        break;
      }
      case 'img': {
        const src = n.attribs.src;
        out += src ? `![${escapeText(n.attribs.alt ?? '')}](${absolute(src, opt.pageUrl)})` : '';
        break;
      }
      default:
        out += inner();
    }
  }
  return out;
}

const clean = (s: string) => s.replace(/[ \t]+/g, ' ').trim();

function table(el: El, opt: ConvertOptions): string {
  const rows = DomUtils.findAll((e) => e.name === 'tr', el.children as Node[]) as El[];
  const cells = rows.map((tr) =>
    (tr.children as Node[])
      .filter(isEl)
      .filter((c) => c.name === 'td' || c.name === 'th')
      .map((c) => clean(inline(c.children as Node[], opt)).replace(/\|/g, '\\|') || ' '),
  );
  const width = Math.max(0, ...cells.map((r) => r.length));
  if (width === 0) {
    return '';
  }
  const pad = (r: string[]) => [...r, ...Array<string>(width - r.length).fill(' ')];
  const [head = [], ...body] = cells;
  const line = (r: string[]) => `| ${pad(r).join(' | ')} |`;
  return [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
}

function list(el: El, opt: ConvertOptions, depth: number): string {
  const ordered = el.name === 'ol';
  let n = Number(el.attribs.start ?? 1);
  const items = (el.children as Node[]).filter(isEl).filter((c) => c.name === 'li');
  return items
    .map((li) => {
      const marker = ordered ? `${n++}.` : '-';
      const body = blocks(li.children as Node[], opt, depth + 1).trim();
      const indent = ' '.repeat(marker.length + 1);
      return `${marker} ${body.replace(/\n/g, `\n${indent}`).replace(new RegExp(`\\n${indent}\\n`, 'g'), '\n\n')}`;
    })
    .join('\n');
}

/** Block-level content as Markdown paragraphs separated by blank lines. */
function blocks(nodes: readonly Node[], opt: ConvertOptions, depth = 0): string {
  const out: string[] = [];
  let run: Node[] = [];
  const flush = () => {
    const text = clean(inline(run, opt));
    if (text) {
      out.push(text);
    }
    run = [];
  };
  for (const n of nodes) {
    if (!isEl(n)) {
      run.push(n);
      continue;
    }
    if (skipped(n)) {
      continue;
    }
    const m = /^h([1-6])$/.exec(n.name);
    if (m?.[1]) {
      flush();
      out.push(`${'#'.repeat(Number(m[1]))} ${clean(inline(n.children as Node[], opt))}`);
      continue;
    }
    switch (n.name) {
      case 'p':
        flush();
        out.push(clean(inline(n.children as Node[], opt)));
        break;
      case 'ul':
      case 'ol':
        flush();
        out.push(list(n, opt, depth));
        break;
      case 'table':
        flush();
        out.push(table(n, opt));
        break;
      case 'pre': {
        flush();
        const code = DomUtils.textContent(n).replace(/\n$/, '');
        const lang = /language-([\w-]+)/.exec(n.attribs.class ?? '')?.[1] ?? '';
        out.push(`\`\`\`${lang}\n${code}\n\`\`\``);
        break;
      }
      case 'blockquote':
        flush();
        out.push(quote(blocks(n.children as Node[], opt, depth)));
        break;
      case 'hr':
        flush();
        out.push('---');
        break;
      case 'figcaption':
      case 'summary':
        flush();
        out.push(`**${clean(inline(n.children as Node[], opt))}**`);
        break;
      case 'div':
      case 'section':
      case 'figure':
      case 'details':
      case 'header':
      case 'nav':
      case 'aside':
      case 'dl':
      case 'dt':
      case 'dd': {
        if (hasClass(n, 'theme-admonition')) {
          flush();
          out.push(quote(blocks(n.children as Node[], opt, depth)));
          break;
        }
        const hasBlocks = DomUtils.findOne(
          (e) => /^(p|div|ul|ol|table|h[1-6]|pre|figure|section|blockquote)$/.test(e.name),
          n.children as Node[],
        );
        if (hasBlocks || n.name === 'figure' || n.name === 'details') {
          flush();
          out.push(blocks(n.children as Node[], opt, depth));
        } else {
          flush();
          run.push(...(n.children as Node[]));
          flush();
        }
        break;
      }
      default:
        run.push(n);
    }
  }
  flush();
  return out.filter((b) => b.trim() !== '').join('\n\n');
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n');
}

/** The `.theme-doc-markdown` element of a built page, or undefined. */
export function findArticle(html: string): El | undefined {
  const doc = parseDocument(html);
  return (
    (DomUtils.findOne((e) => hasClass(e as El, 'theme-doc-markdown'), doc.children) as El | null | undefined) ??
    undefined
  );
}

/** Markdown of a built page's article; throws when the page has none. */
export function articleToMarkdown(html: string, opt: ConvertOptions): string {
  const article = findArticle(html);
  if (!article) {
    throw new Error(`no .theme-doc-markdown article in ${opt.pageUrl}`);
  }
  return `${blocks(article.children as Node[], opt)
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

/** Plain text of nodes (for JSON-LD answers): whitespace collapsed, hidden parts left out. */
export function plainText(nodes: readonly Node[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text') {
      out += (n as {data: string}).data;
    } else if (isEl(n) && !skipped(n)) {
      const block = /^(p|li|h[1-6]|tr|div|br|ul|ol|table)$/.test(n.name);
      out += `${block ? ' ' : ''}${plainText(n.children as Node[])}${block ? ' ' : ''}`;
    }
  }
  return out.replace(/\s+/g, ' ').trim();
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
  const items: {question: string; nodes: Node[]}[] = [];
  let current: {question: string; nodes: Node[]} | undefined;
  for (const n of article.children as Node[]) {
    if (isEl(n) && n.name === 'h3') {
      current = {question: plainText(n.children as Node[]), nodes: []};
      items.push(current);
    } else if (isEl(n) && /^h[12]$/.test(n.name)) {
      current = undefined;
    } else if (current) {
      current.nodes.push(n);
    }
  }
  return items.map((i) => ({question: i.question, answer: plainText(i.nodes)}));
}
