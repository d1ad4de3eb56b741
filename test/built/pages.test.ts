/**
 * What every route's server-rendered HTML holds, read from the build in Node
 * (no browser: the same HTML is what a reader without JavaScript, a crawler
 * and the browser before hydration get; e2e/crawl.spec.ts checks that the
 * hydrated page shows the same text). Per route: one h1, the ## headings of
 * its Markdown source with their ids, the sections the spec names, sidebar
 * links to every page and to its own headings, images that are local, sized
 * and described, figures that state their data in words, and the network
 * card's values and buttons.
 */
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import {pages} from '../../src/data/pages';
import {ui} from '../../src/data/ui';
import {currentPhase, roadmap} from '../../src/data/roadmap';
import {statusLabel} from '../../src/components/RoadmapTimeline/status';
import {readH2Headings} from '../../src/lib/docHeadings';
import {figuresByRoute} from '../lib/figureCases';
import {addNetworkLabel, networkCardRows} from '../lib/networkCard';
import {specSections} from '../lib/specSections';
import {buildDir, builtPage} from './files';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const article = 'article .theme-doc-markdown';
const topLevel = pages.filter((p) => !p.parent);
const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

const html = builtPage;

/** The source file of a doc id (.mdx or .md). */
function sourceOf(id: string): string {
  const file = ['.mdx', '.md'].map((ext) => path.join(docsDir, `${id}${ext}`)).find((f) => existsSync(f));
  assert.ok(file, `docs/${id}.mdx is listed in src/data/pages.ts but does not exist`);
  return file;
}

for (const page of pages) {
  test(`${page.path}: one h1, and the ## headings of docs/${page.id} with their ids`, () => {
    const $ = html(page.path);
    assert.equal($('h1').length, 1, `${page.path} must have exactly one h1`);
    const expected = readH2Headings(sourceOf(page.id));
    const h2 = $(`${article} h2`)
      .toArray()
      .map((el) => ({id: $(el).attr('id'), text: normalise($(el).text())}));
    assert.deepEqual(
      h2.map((h) => h.id),
      expected.map((h) => h.id),
      `${page.path}: the built ## headings differ from docs/${page.id}`,
    );
    for (const [i, heading] of expected.entries()) {
      assert.ok(h2[i]?.text.includes(heading.text), `${page.path} #${heading.id} reads "${heading.text}"`);
    }
  });

  test(`${page.path}: the sidebar lists every top-level page as a section, in reading order, and this page's sections`, () => {
    const $ = html(page.path);
    const sidebar = $('.theme-doc-sidebar-container nav[aria-label="Docs sidebar"]');
    const sections = sidebar.find('> ul > li.theme-doc-sidebar-item-category').toArray();
    const label = (li: (typeof sections)[number]) => normalise($(li).find('> div > .menu__link').first().text());
    assert.deepEqual(
      sections.map(label),
      topLevel.map((p) => p.label),
      `${page.path}: the sidebar's sections, in the order of src/data/pages.ts`,
    );
    for (const [i, p] of topLevel.entries()) {
      assert.equal(
        $(sections[i]).find('> div > .menu__link').attr('href'),
        p.path,
        `${page.path}: ${p.label} links to ${p.path}`,
      );
      // A nested page (Terms of Use, Privacy Policy, FAQ) sits in its parent's section (in the HTML while it is open).
      const open = page.key === p.key || page.parent === p.key;
      for (const child of open ? pages.filter((q) => q.parent === p.key) : []) {
        const link = $(sections[i]).find(`a.menu__link[href="${child.path}"]`);
        assert.equal(normalise(link.first().text()), child.label, `${page.path}: ${child.label} sits in ${p.label}`);
      }
    }
    // This page's own section links to its ## headings, in order.
    const own = sidebar
      .find(`a[href^="${page.path}#"]`)
      .toArray()
      .map((a) => $(a).attr('href'));
    assert.deepEqual(
      own,
      readH2Headings(sourceOf(page.id)).map(({id}) => `${page.path}#${id}`),
      `${page.path}: the sidebar's links to its sections`,
    );
  });

  test(`${page.path}: every image is local, exists, has width, height and alt text`, () => {
    const $ = html(page.path);
    for (const img of $('img').toArray()) {
      const src = $(img).attr('src') ?? '';
      const where = `${page.path}: <img src="${src}">`;
      assert.ok(src.startsWith('/') && !src.startsWith('//'), `${where} must be a local file`);
      assert.ok(existsSync(path.join(buildDir, decodeURI(src.split(/[?#]/)[0] ?? ''))), `${where} is not in the build`);
      assert.notEqual($(img).attr('alt'), undefined, `${where} needs alt text (alt="" if decorative)`);
      assert.match($(img).attr('width') ?? '', /^\d+$/, `${where} needs a width`);
      assert.match($(img).attr('height') ?? '', /^\d+$/, `${where} needs a height`);
    }
  });

  // The layout around the article is on every page: a file it links (an icon, a logo image) is a
  // request the browser makes while the first paint waits, which Lighthouse counts into LCP.
  test(`${page.path}: the page frame links no file but the stylesheet before the first paint`, () => {
    const $ = html(page.path);
    const icons = $('link[rel~="icon"]').toArray();
    assert.ok(icons.length > 0, `${page.path}: the page must have a tab icon`);
    for (const icon of icons) {
      // Chrome gets the tab icon again at every page change: a file is a request each time, and an
      // SVG is a document built on the main thread in the middle of the change (src/lib/seo/icons.ts).
      assert.match(
        $(icon).attr('href') ?? '',
        /^data:image\/(png|x-icon|vnd\.microsoft\.icon);/,
        `${page.path}: the tab icon must be inline (a data: URL) and raster (PNG), not a file or an SVG`,
      );
    }
    const framed = $('.navbar img, .theme-doc-sidebar-container img, .theme-doc-toc-desktop img');
    assert.equal(framed.length, 0, `${page.path}: draw header and sidebar images inline (see src/theme/Logo)`);
  });
}

for (const [route, {h2, h3 = []}] of Object.entries(specSections)) {
  test(`${route}: the spec's sections, in its order, each with content`, () => {
    const $ = html(route);
    const ids = $(`${article} h2`)
      .toArray()
      .map((el) => $(el).attr('id'));
    const found = h2.filter((id) => ids.includes(id));
    assert.deepEqual(
      found,
      [...h2],
      `${route} must keep the spec's sections ${h2.join(', ')} (found ${ids.join(', ')})`,
    );
    assert.deepEqual(
      h2.map((id) => ids.indexOf(id)),
      h2.map((id) => ids.indexOf(id)).sort((a, b) => a - b),
      `${route}: the spec's sections are out of order`,
    );
    for (const id of h3) {
      assert.equal($(`${article} h3[id="${id}"]`).length, 1, `${route} must keep the section #${id}`);
    }
    for (const id of h2) {
      const text = normalise($(`${article} h2[id="${id}"]`).nextUntil('h2').text());
      assert.ok(text.length > 150, `${route} #${id} has almost no content (${text.length} characters)`);
    }
  });
}

for (const [route, figures] of Object.entries(figuresByRoute)) {
  test(`${route}: each figure states its data in its text alternative`, () => {
    const $ = html(route);
    for (const fig of figures) {
      const figure = $('figure[aria-labelledby]')
        .toArray()
        .find((el) => normalise($(`[id="${$(el).attr('aria-labelledby')}"]`).text()) === fig.name);
      assert.ok(figure, `${route}: no figure named "${fig.name}"`);
      const copy = $(figure).clone();
      copy.find('[aria-hidden="true"]').remove();
      const text = normalise(copy.text());
      for (const expected of fig.texts) {
        assert.ok(text.includes(expected), `${route}: "${fig.name}" does not state "${expected}"`);
      }
    }
  });
}

test('previous/next on every page follow the reading order of src/data/pages.ts', () => {
  for (const [i, page] of pages.entries()) {
    const $ = html(page.path);
    const link = (dir: 'prev' | 'next') => $(`nav.pagination-nav a.pagination-nav__link--${dir}`).attr('href');
    assert.equal(link('prev'), pages[i - 1]?.path, `${page.path}: "previous" must lead to ${pages[i - 1]?.path}`);
    assert.equal(link('next'), pages[i + 1]?.path, `${page.path}: "next" must lead to ${pages[i + 1]?.path}`);
  }
});

test('the network card is whole in the server HTML: each value beside its copy button, and the add button', () => {
  const withCard = pages.filter((page) => {
    const $ = html(page.path);
    return $('button')
      .toArray()
      .some((b) => normalise($(b).text()) === addNetworkLabel);
  });
  assert.ok(withCard.length > 0, `no page has the network card ("${addNetworkLabel}")`);
  for (const page of withCard) {
    const $ = html(page.path);
    for (const [label, value] of networkCardRows) {
      const copy = $(`button[aria-label="Copy ${label}"]`);
      assert.equal(copy.length, 1, `${page.path}: one "Copy ${label}" button`);
      assert.ok(normalise(copy.closest('dd').text()).includes(value), `${page.path}: ${label} does not show ${value}`);
    }
  }
});

test('404.html: the router fallback with its status, a way home, every page and search', () => {
  const $ = html('/404');
  assert.equal(normalise($('main h1').text()), ui.errorTitle, '404.html: the h1 is the error title');
  assert.equal(normalise($('[data-testid="error-detail"]').text()), ui.notFoundStatus, '404.html: the status line');
  assert.equal(
    $('main a:contains("Go to the introduction")').attr('href'),
    '/',
    '404.html: a link to the introduction',
  );
  const list = $('nav[aria-labelledby="error-pages-heading"] a');
  assert.deepEqual(
    list.toArray().map((a) => $(a).attr('href')),
    pages.map((p) => p.path),
    '404.html: "All pages" links every page of src/data/pages.ts, in order',
  );
  assert.ok(
    $('button')
      .toArray()
      .some((b) => normalise($(b).text()).includes(ui.searchLabel)),
    `404.html: a "${ui.searchLabel}" button`,
  );
});

test('/roadmap: the timeline marks the current phase once, in words and with aria-current', () => {
  const $ = html(pages.find((p) => p.key === 'roadmap')!.path);
  const timeline = $('figure').filter(
    (_, f) => normalise($(`#${$(f).attr('aria-labelledby')}`).text()) === 'Roadmap timeline',
  );
  assert.equal(timeline.length, 1, 'one "Roadmap timeline" figure on /roadmap');
  const current = timeline.find('[aria-current="step"]');
  assert.equal(current.length, 1, 'one phase marked aria-current="step"');
  const phase = roadmap.find((p) => p.number === currentPhase)!;
  assert.ok(normalise(current.text()).includes(phase.name), `the marked phase is Phase ${phase.number}, ${phase.name}`);
  const said = timeline
    .find('*')
    .filter((_, e) => $(e).children().length === 0 && normalise($(e).text()) === statusLabel.current);
  assert.equal(said.length, 1, `"${statusLabel.current}" is said once in the timeline`);
  assert.ok(current.find(said).length === 1, `"${statusLabel.current}" is said in the marked phase`);
});
