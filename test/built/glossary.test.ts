/**
 * Jargon is defined where a page first uses it. For every built page and every
 * term in src/data/glossary.ts, the first use of the term in the page's
 * article's prose (headings, literal code and figures aside: a figure's labels
 * are no place for a definition, so a term a figure uses must be defined in
 * the page's prose) must be the <dfn> that <Term>
 * renders, with its definition in the text right after it — so it reaches
 * keyboard, screen-reader and no-JS readers, the PDF and the Markdown twin —
 * and linking to the term's entry in the glossary section on /general-info.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Parser} from 'htmlparser2';
import {glossary, glossaryId, type TermId} from '../../src/data/glossary';
import {buildDir, builtFiles} from './files';

const ids = Object.keys(glossary) as TermId[];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A use of the term: the word itself or its plural, any case. */
const use = (id: TermId) => new RegExp(`\\b${escape(glossary[id].term)}(?:s|es)?\\b`, 'i');

interface Use {
  readonly id: TermId;
  /** Inside a <dfn>. */
  readonly marked: boolean;
  /** href of the link inside the <dfn>, if any. */
  readonly href?: string;
  /** Text that follows the <dfn> in the same block. */
  readonly after: string;
  /** The text the term was found in, for the report. */
  readonly excerpt?: string;
}

const skipped = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'code', 'pre', 'script', 'style', 'nav']);
/** A definition is looked for up to the end of its block (a glossary entry's <dt> runs on into its <dd>). */
const blocks = new Set(['p', 'li', 'td', 'th', 'div', 'figcaption', 'blockquote']);

/** The first use of each term in the article's prose of one page, in document order; terms figures use. */
export function firstUses(html: string): Map<TermId, Use> & {readonly inFigures: Set<TermId>} {
  const first = Object.assign(new Map<TermId, Use>(), {inFigures: new Set<TermId>()});
  const stack: string[] = [];
  let inArticle = 0;
  /** Depth of the element holding a definition (data-definition): its words are no use of a term. */
  let definition = 0;
  let dfn: {text: string; href?: string} | null = null;
  /** A <dfn> waiting for the text that follows it, to check the definition. */
  let pending: {id: TermId; href?: string; after: string} | null = null;
  const flush = () => {
    if (pending && !first.has(pending.id)) {
      first.set(pending.id, {id: pending.id, marked: true, href: pending.href, after: pending.after});
    }
    pending = null;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name);
        if (name === 'article') inArticle++;
        if (!definition && 'data-definition' in attrs) definition = stack.length;
        if (!inArticle) return;
        if (name === 'dfn') dfn = {text: ''};
        if (name === 'a' && dfn) dfn.href = attrs.href;
        if (blocks.has(name)) flush();
      },
      ontext(data) {
        if (!inArticle || stack.some((t) => skipped.has(t))) return;
        if (stack.includes('figure')) {
          for (const id of ids) if (use(id).test(data)) first.inFigures.add(id);
          return;
        }
        if (dfn) {
          dfn.text += data;
          return;
        }
        if (pending) pending.after += data;
        if (definition) return;
        for (const id of ids) {
          if (!first.has(id) && pending?.id !== id && use(id).test(data)) {
            first.set(id, {id, marked: false, after: '', excerpt: data.trim().slice(0, 90)});
          }
        }
      },
      onclosetag(name) {
        if (definition === stack.length) definition = 0;
        stack.pop();
        if (name === 'article') inArticle--;
        if (name === 'dfn' && dfn) {
          const text = dfn.text;
          const href = dfn.href;
          dfn = null;
          flush();
          const id = ids.find((i) => use(i).test(text));
          if (id && !first.has(id)) pending = {id, href, after: ''};
        }
        if (blocks.has(name)) flush();
      },
    },
    {decodeEntities: true},
  );
  parser.write(html);
  parser.end();
  flush();
  return first;
}

const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');
const norm = (s: string) =>
  s
    .replace(/<!-- -->/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();

test('the checker finds an unmarked first use and accepts a marked one', () => {
  const term = glossary.slippage;
  const dfn = `<dfn><a href=/general-info#${glossaryId('slippage')}>${term.term}</a></dfn> (${term.definition})`;
  const bad = firstUses(`<article><p>Set your ${term.term} tolerance.</p><p>${dfn}</p></article>`).get('slippage');
  assert.equal(bad?.marked, false);
  const good = firstUses(`<article><h2>${term.term}</h2><p>Set your ${dfn} tolerance.</p></article>`).get('slippage');
  assert.equal(good?.marked, true);
  assert.ok(good.after.includes(term.definition));
  assert.equal(firstUses('<p>slippage outside the article</p>').size, 0);
  const figure = firstUses(`<article><figure><p>${term.term}</p></figure></article>`);
  assert.ok(figure.inFigures.has('slippage') && !figure.has('slippage'), 'a figure is not where a term is defined');
});

test('the glossary checks every page', () => {
  assert.ok(pages.length >= 16, `${pages.length} pages`);
});

test('on every page, the first use of each glossary term is its definition', () => {
  const problems: string[] = [];
  for (const file of pages) {
    const name = path.basename(file);
    const uses = firstUses(readFileSync(file, 'utf8'));
    for (const id of uses.inFigures) {
      if (!uses.has(id)) problems.push(`${name}: a figure uses "${glossary[id].term}", which the page never defines`);
    }
    for (const u of uses.values()) {
      const {term, definition} = glossary[u.id];
      if (!u.marked) {
        problems.push(`${name}: "${term}" is used before it is defined, in "${u.excerpt}" (use <Term id="${u.id}" />)`);
      } else if (!norm(u.after).includes(norm(definition))) {
        problems.push(`${name}: the <dfn> of "${term}" is not followed by its definition`);
      } else if (name !== 'general-info.html' && u.href !== `/general-info#${glossaryId(u.id)}`) {
        problems.push(`${name}: the <dfn> of "${term}" does not link to its glossary entry`);
      }
    }
  }
  assert.deepEqual(problems, []);
});

/** How many times each term is defined (a <dfn> followed by its definition) in a page's article. */
export function definitions(html: string): Map<TermId, number> {
  const count = new Map<TermId, number>();
  const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
  for (const m of article.matchAll(/<dfn>([\s\S]*?)<\/dfn>\s*<span[^>]*data-definition[^>]*>/g)) {
    const id = ids.find((i) => use(i).test(m[1]!.replace(/<[^>]+>/g, '')));
    if (id) count.set(id, (count.get(id) ?? 0) + 1);
  }
  return count;
}

test('no page defines a term twice, whatever partial or shared rule repeats it', () => {
  const dfn = `<dfn><a href=/general-info#${glossaryId('nonce')}>nonce</a></dfn> <span data-definition="">(…)</span>`;
  assert.equal(definitions(`<article><p>${dfn}</p><p>${dfn}</p></article>`).get('nonce'), 2, 'the counter counts');
  const twice: string[] = [];
  for (const file of pages) {
    for (const [id, n] of definitions(readFileSync(file, 'utf8'))) {
      if (n > 1) twice.push(`${path.basename(file)}: "${glossary[id].term}" is defined ${n} times`);
    }
  }
  assert.deepEqual(twice, []);
});

test('no definition is put inside parentheses (it brings its own: "fees (gas (the fee …))")', () => {
  const nested: string[] = [];
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const article = html.slice(html.indexOf('<article'), html.lastIndexOf('</article>'));
    for (const m of article.matchAll(/.{0,40}\((?:<!-- -->|\s)*<dfn>/g)) nested.push(`${path.basename(file)}: ${m[0]}`);
  }
  assert.deepEqual(nested, []);
});

test('the glossary section lists every term, each with an anchor', () => {
  const html = readFileSync(path.join(buildDir, 'general-info.html'), 'utf8');
  for (const id of ids) {
    assert.match(html, new RegExp(`id="?${glossaryId(id)}"?[ >]`), id);
  }
});

test('the Markdown twin of a page carries the definitions its HTML shows', () => {
  for (const file of pages) {
    const md = norm(readFileSync(file.replace(/\.html$/, '.md'), 'utf8'));
    for (const u of firstUses(readFileSync(file, 'utf8')).values()) {
      if (u.marked)
        assert.ok(md.includes(norm(glossary[u.id].definition)), `${path.basename(file, '.html')}.md: ${u.id}`);
    }
  }
});
