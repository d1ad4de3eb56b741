/**
 * Jargon is marked, not interrupted. For every built page and every term in
 * src/data/glossary.ts: the first use of the term in the page's article's
 * prose (headings, literal code and figures aside) is a <Term> — a button
 * that reads as the word, described by the term's definition
 * (aria-describedby) and opening a popover with the definition and a link to
 * the term's glossary entry — and no definition is written out in the text.
 * The Markdown twin links the term to its entry, where the definition is
 * (the twin prints no definition the page does not).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {glossary, glossaryId, glossaryPage, type TermId} from '../../src/data/glossary';
import {buildDir, builtFiles} from './files';

const ids = Object.keys(glossary) as TermId[];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A use of the term: the word itself or its plural, any case. */
const use = (id: TermId) => new RegExp(`\\b${escape(glossary[id].term)}(?:s|es)?\\b`, 'i');
const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();
const hrefOf = (id: TermId) => `${glossaryPage}#${glossaryId(id)}`;
const idOfHref = (href: string | undefined) => ids.find((i) => hrefOf(i) === href);

const pages = builtFiles((rel) => !rel.includes('/') && rel.endsWith('.html') && rel !== '404.html');

/** What is not the article's running text: the terms' popovers, figures, headings, code, the glossary's list. */
const unread = '[data-term-tip], figure, h1, h2, h3, h4, h5, h6, code, pre, script, style, nav, dl';

/** Problems with the <Term>s of one page's HTML. */
export function termProblems(html: string, name: string): string[] {
  const $ = load(html);
  const problems: string[] = [];
  const marked = new Set<TermId>();
  $('article button[data-term]').each((_, el) => {
    const button = $(el);
    const href = button.attr('data-term');
    const id = idOfHref(href);
    const word = norm(button.text());
    if (!id) {
      problems.push(`${name}: the term "${word}" links to ${href}, no glossary entry`);
      return;
    }
    marked.add(id);
    const tip = $(`[id="${button.attr('popovertarget')}"]`);
    const described = $(`[id="${button.attr('aria-describedby')}"]`);
    if (!tip.is('[popover]')) problems.push(`${name}: "${word}" opens no popover`);
    if (!norm(described.text()).includes(norm(glossary[id].definition))) {
      problems.push(`${name}: "${word}" is not described by its definition (aria-describedby)`);
    }
    if (tip.find(`a[href="${href}"]`).length !== 1) {
      problems.push(`${name}: the popover of "${word}" does not link to its glossary entry`);
    }
    if (
      tip.closest('p, li, td, th, dd, blockquote').get(0) !== button.closest('p, li, td, th, dd, blockquote').get(0)
    ) {
      problems.push(`${name}: the popover of "${word}" is not next to it`);
    }
  });
  // The first use of each term in the running text is marked: no unmarked use comes before its first <Term>.
  const $text = load(html);
  const article = $text('article').first();
  article.find(unread).remove();
  article.find('button[data-term]').each((_, el) => {
    $text(el).replaceWith(`\u0001${idOfHref($text(el).attr('data-term')) ?? ''}\u0002`);
  });
  const text = article.text();
  // Marks blanked out (same length, so indices hold) before looking for unmarked uses.
  const unmarked = text.replace(/\u0001\w*\u0002/g, (m) => ' '.repeat(m.length));
  for (const id of ids) {
    const first = text.indexOf(`\u0001${id}\u0002`);
    const m = use(id).exec(unmarked);
    if (m && (first === -1 || m.index < first)) {
      const around = unmarked.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, ' ');
      problems.push(
        `${name}: "${glossary[id].term}" is used before it is marked, in "…${around}…" (use <Term id="${id}" />)`,
      );
    }
  }
  const running = norm(unmarked);
  for (const id of ids) {
    if (running.includes(norm(glossary[id].definition))) {
      problems.push(
        `${name}: the definition of "${glossary[id].term}" is written out in the text (the <Term> shows it)`,
      );
    }
  }
  return problems;
}

test('the checker finds an unmarked first use and a written-out definition, and accepts a <Term>', () => {
  const {term, definition} = glossary.slippage;
  const href = hrefOf('slippage');
  const good = `<button data-term="${href}" popovertarget=t aria-describedby=d>${term}</button><span popover id=t data-term-tip><span id=d>${term}: ${definition}</span> <a href="${href}">Glossary entry</a></span>`;
  assert.deepEqual(
    termProblems(`<article><h2>${term}</h2><p>Set your ${good} tolerance, ${term}.</p></article>`, 'x'),
    [],
  );
  assert.match(termProblems(`<article><p>Set your ${term}.</p><p>${good}</p></article>`, 'x').join(), /used before/);
  assert.match(termProblems(`<article><p>${good} (${definition})</p></article>`, 'x').join(), /written out/);
  assert.match(
    termProblems(`<article><p>${good.replace(/ aria-describedby=d/, '')}</p></article>`, 'x').join(),
    /described/,
  );
  assert.deepEqual(termProblems(`<p>${term} outside the article</p>`, 'x'), []);
});

test('the glossary checks every page', () => {
  assert.ok(pages.length >= 16, `${pages.length} pages`);
});

test('on every page, each glossary term is marked at its first use, described, and linked to its entry; no definition is written out', () => {
  const problems = pages.flatMap((file) => termProblems(readFileSync(file, 'utf8'), path.basename(file)));
  assert.deepEqual(problems, []);
});

test('the glossary section lists every term, each with an anchor', () => {
  const html = readFileSync(path.join(buildDir, `${glossaryPage.slice(1)}.html`), 'utf8');
  for (const id of ids) {
    assert.match(html, new RegExp(`id="?${glossaryId(id)}"?[ >]`), id);
  }
});

test('a page’s Markdown twin links each term it uses to its glossary entry, and prints no definition the page does not', () => {
  for (const file of pages) {
    const name = `${path.basename(file, '.html')}.md`;
    const md = readFileSync(file.replace(/\.html$/, '.md'), 'utf8');
    const $ = load(readFileSync(file, 'utf8'));
    // A term whose entry the page prints itself (the glossary) keeps its definition there.
    const used = new Set(
      (
        $('article button[data-term]')
          .map((_, el) => idOfHref(el.attribs['data-term']))
          .get() as TermId[]
      ).filter((id) => $(`article #${glossaryId(id)} [data-definition]`).length === 0),
    );
    for (const id of used) {
      assert.match(
        md,
        new RegExp(`\\]\\([^)]*${escape(hrefOf(id))}\\)`),
        `${name}: "${glossary[id].term}" linked to its entry`,
      );
      assert.ok(
        !norm(md).includes(norm(glossary[id].definition)),
        `${name}: prints the definition of "${glossary[id].term}", which the page shows only in its popover`,
      );
    }
  }
});
