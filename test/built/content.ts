/**
 * Reading a page's content in its built HTML (cheerio), as a reader sees its
 * text: the article, a section by its ## id, text with whitespace squashed
 * (as Playwright's text assertions compare it), a figure by its accessible
 * name, and the items the page's "not set yet" notice shows. The hydrated
 * page shows the same text as this HTML (e2e/crawl.spec.ts).
 */
import assert from 'node:assert/strict';
import type {Cheerio, CheerioAPI} from 'cheerio';
import type {Element} from 'domhandler';
import {listedMark} from '../../src/components/Placeholder/noticeCss';
import {builtPage} from './files';

/** Text as a reader compares it: zero-width spaces dropped, runs of whitespace one space. */
export const squash = (s: string): string =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A route's built page and its article (the Markdown content). */
export function content(route: string): {$: CheerioAPI; article: Cheerio<Element>} {
  const $ = builtPage(route);
  const article = $('article .theme-doc-markdown');
  assert.equal(article.length, 1, `${route}: one article in the built HTML`);
  return {$, article};
}

/** The squashed text of each element, joined by a space. */
export function textOf($: CheerioAPI, nodes: Cheerio<Element>): string {
  return squash(
    nodes
      .toArray()
      .map((n) => $(n).text())
      .join(' '),
  );
}

/** The elements between the h2 with this id and the next h2 (the heading must exist). */
export function section($: CheerioAPI, article: Cheerio<Element>, id: string): Cheerio<Element> {
  const h2 = article.children('h2').filter((_, h) => $(h).attr('id') === id);
  assert.equal(h2.length, 1, `no ## section #${id} on the page (its id is pinned in the Markdown)`);
  return h2.nextUntil('h2');
}

/** The elements after a heading (h2 or h3, by id) up to the next h2 or h3. */
export function afterHeading($: CheerioAPI, article: Cheerio<Element>, selector: string): Cheerio<Element> {
  const heading = article.find(selector);
  assert.equal(heading.length, 1, `no heading ${selector} on the page`);
  return heading.nextUntil('h2, h3');
}

/** The <figure> whose accessible name (aria-labelledby) is `name`. */
export function figureNamed($: CheerioAPI, name: string): Cheerio<Element> {
  const figure = $('figure[aria-labelledby]').filter(
    (_, f) => squash($(`[id="${$(f).attr('aria-labelledby')}"]`).text()) === name,
  );
  assert.equal(figure.length, 1, `one figure named "${name}"`);
  return figure;
}

/**
 * The items the page's notice shows: those of the fields the page marks
 * outside the notice (the stylesheet shows exactly these: test/built/placeholders.test.ts).
 */
export function noticeItems($: CheerioAPI, article: Cheerio<Element>): string[] {
  const notice = article.find('[data-placeholder-notice]');
  const marked = new Set(
    article
      .find(`[${listedMark}]`)
      .not('[data-placeholder-notice] *')
      .toArray()
      .map((e) => $(e).attr(listedMark)),
  );
  return notice
    .find('li[data-notice-item]')
    .toArray()
    .filter((li) => marked.has($(li).attr('data-notice-item')))
    .map((li) => squash($(li).text()));
}

/** Not hidden by the markup: no `hidden` ancestor, not screen-reader-only. */
export function shownInMarkup($: CheerioAPI, node: Cheerio<Element>): boolean {
  return node.closest('[hidden], .sr-only, [aria-hidden="true"]').length === 0;
}
