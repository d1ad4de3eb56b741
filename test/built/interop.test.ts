/**
 * What the built site hands to other programs (run after `npm run build`):
 * social cards, crawler data, Markdown twins. Read from the files the build
 * wrote, so released versions' pages are covered too.
 */
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {Root} from 'hast';
import {micromark} from 'micromark';
import {gfm, gfmHtml} from 'micromark-extension-gfm';
import {findElement, hasClass, parseHtml} from '../../src/lib/markdown/toMarkdown';
import {whitepaperPdfFile} from '../../src/lib/markdown/paths';
import {all, buildDir, builtFiles} from './files';
import {pages as pageList} from '../../src/data/pages';

interface Page {
  readonly file: string;
  readonly tree: Root;
}
const pages: Page[] = builtFiles((f) => f.endsWith('.html')).map((file) => ({
  file,
  tree: parseHtml(readFileSync(file, 'utf8')),
}));
const docPages = pages.filter((p) => findElement(p.tree, (e) => hasClass(e, 'theme-doc-markdown')));

const meta = (p: Page, key: string) =>
  String(
    findElement(p.tree, (e) => e.tagName === 'meta' && (e.properties.name === key || e.properties.property === key))
      ?.properties.content ?? '',
  );
const localFile = (url: string) => path.join(buildDir, decodeURIComponent(new URL(url).pathname));
const pngSize = (png: Buffer) => ({width: png.readUInt32BE(16), height: png.readUInt32BE(20)});
const jsonLd = (p: Page) =>
  all(p.tree, (e) => e.tagName === 'script' && e.properties.type === 'application/ld+json').map(
    (e) => JSON.parse(e.children.map((c) => ('value' in c ? c.value : '')).join('')) as Record<string, unknown>,
  );

test('the build has doc pages to check', () => {
  assert.ok(docPages.length > 0, 'no built doc pages: run `npm run build` first');
});

test('every doc page has its own PNG card of the declared type and size, and Twitter title and description', () => {
  const images = new Set<string>();
  for (const p of docPages) {
    const name = path.relative(buildDir, p.file);
    const image = meta(p, 'og:image');
    assert.equal(meta(p, 'twitter:image'), image, name);
    assert.equal(meta(p, 'og:image:type'), 'image/png', name);
    assert.ok(meta(p, 'twitter:title'), `${name}: twitter:title`);
    assert.ok(meta(p, 'twitter:description'), `${name}: twitter:description`);
    const png = readFileSync(localFile(image));
    assert.deepEqual([...png.subarray(1, 4)], [...Buffer.from('PNG')], name);
    const size = pngSize(png);
    assert.deepEqual(
      [String(size.width), String(size.height)],
      [meta(p, 'og:image:width'), meta(p, 'og:image:height')],
      name,
    );
    assert.ok(png.length < 300 * 1024, `${name}: card is ${png.length} bytes`);
    images.add(image);
  }
  assert.equal(images.size, docPages.length, 'one card per page');
});

test('no page claims a large-image card without an image', () => {
  for (const p of pages) {
    if (meta(p, 'twitter:card') === 'summary_large_image') {
      assert.ok(meta(p, 'twitter:image') || meta(p, 'og:image'), path.relative(buildDir, p.file));
    }
  }
});

test('the Organization logo is a raster image of at least 112×112; /favicon.ico is an icon', () => {
  const org = jsonLd(docPages[0] as Page).find((d) => d['@type'] === 'Organization');
  const png = readFileSync(localFile(String(org?.logo)));
  const {width, height} = pngSize(png);
  assert.ok(width >= 112 && height >= 112, `${width}×${height}`);
  const ico = readFileSync(path.join(buildDir, 'favicon.ico'));
  assert.deepEqual([...ico.subarray(0, 4)], [0, 0, 1, 0]);
});

const canonicalOf = (file: string) => {
  const p = pages.find((x) => x.file === file);
  const link = p && findElement(p.tree, (e) => e.tagName === 'link' && String(e.properties.rel) === 'canonical');
  return String(link?.properties.href);
};

test('breadcrumbs lead from home through the section to the page', () => {
  for (const p of docPages) {
    const list = jsonLd(p).find((d) => d['@type'] === 'BreadcrumbList') as
      {itemListElement: {item: string; position: number}[]} | undefined;
    const canonical = canonicalOf(p.file);
    assert.ok(list, path.relative(buildDir, p.file));
    const items = list.itemListElement;
    assert.equal(items.at(-1)?.item, canonical, 'ends at the page');
    assert.deepEqual(
      items.map((i) => i.position),
      items.map((_, i) => i + 1),
    );
    const home = canonicalOf(path.join(buildDir, 'index.html'));
    assert.equal(items[0]?.item, home, 'starts at home');
    if (canonical !== home) {
      assert.ok(items.length >= 2, `${canonical}: ${items.length} item(s)`);
    }
  }
});

/** Files in docs/ that git does not track yet. */
function untrackedDocs(): string[] {
  const out = execFileSync('git', ['ls-files', '--others', '--exclude-standard', 'docs'], {encoding: 'utf8'});
  return out.split('\n').filter(Boolean);
}

test('every sitemap entry has <lastmod>, the date its page shows', () => {
  const xml = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
  assert.ok(entries.length > 0);
  for (const entry of entries) {
    const loc = /<loc>(.*?)<\/loc>/.exec(entry)?.[1] ?? '';
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(entry)?.[1];
    if (!lastmod) {
      // A writer's new page before its first commit has no date yet, on the page or here.
      const page = pageList.find((p) => p.path === new URL(loc).pathname);
      assert.ok(page && untrackedDocs().some((f) => f.startsWith(`docs/${page.id}.`)), `${loc} has no lastmod`);
      continue;
    }
    const p = docPages.find((d) => meta(d, 'og:url') === loc);
    const shown = p && findElement(p.tree, (e) => e.tagName === 'time' && e.properties.itemProp !== undefined);
    if (shown) {
      assert.equal(String(shown.properties.dateTime).slice(0, 10), lastmod, loc);
    }
  }
});

/** Words that join text of two elements: "providers0.17%", "Presale**4%**40,000,000". */
function gluedWords(markdown: string, htmlTexts: ReadonlySet<string>): string[] {
  const html = micromark(markdown, {extensions: [gfm()], htmlExtensions: [gfmHtml()]});
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ');
  const suspects = text.match(/\S*(?:[a-z][0-9$]|%[A-Za-z0-9]|\*\*)\S*/g) ?? [];
  // A word written that way inside one text node of the page (a hex address, "0x92") is not glued.
  return suspects.filter((w) => ![...htmlTexts].some((t) => t.includes(w.replace(/^[(]|[),.;:]+$/g, ''))));
}

test('every Markdown twin and llms-full.txt renders as CommonMark + GFM with no glued words and no literal **', () => {
  const texts = new Set<string>();
  for (const p of docPages) {
    for (const t of all(p.tree, () => true).flatMap((e) => e.children)) {
      if (t.type === 'text') texts.add(t.value);
    }
  }
  const twins = builtFiles((f) => f.endsWith('.md'));
  assert.ok(twins.length >= docPages.length, `${twins.length} twins for ${docPages.length} pages`);
  for (const file of [...twins, path.join(buildDir, 'llms-full.txt')]) {
    assert.deepEqual(gluedWords(readFileSync(file, 'utf8'), texts), [], path.relative(buildDir, file));
  }
  // The checker itself, on made-up glued words (not the site's figures): both are found.
  assert.deepEqual(gluedWords('Liquidity providers0.17%\n\n1. Presale**4%**40,000,000', texts).length, 2);
});

/** Markdown link syntax that reached the reader as text: the twin escapes it ("\[label]\(#anchor)"). */
const literalLinks = (md: string): string[] => md.match(/\\\[[^\]\n]*\\?\]\\?\(/g) ?? [];

test('no Markdown twin shows link syntax as text (a [label](url) written inside a JSX expression in MDX is not a link)', () => {
  for (const file of builtFiles((f) => f.endsWith('.md'))) {
    const found = literalLinks(readFileSync(file, 'utf8'));
    assert.deepEqual(
      found,
      [],
      `${path.relative(buildDir, file)}: use <a href> or move the link out of the {…} expression`,
    );
  }
  assert.equal(literalLinks('users (\\[How to Become a Partner]\\(#how-to-become-a-partner))').length, 1);
});

test('each doc page has its Markdown twin; llms.txt lists the whitepaper PDF', () => {
  for (const p of docPages) {
    const rel = path
      .relative(buildDir, p.file)
      .replace(/\.html$/, '')
      .replace(/(^|\/)index$/, '$1');
    const twin = rel === '' ? 'index.md' : `${rel.replace(/\/$/, '')}.md`;
    assert.ok(existsSync(path.join(buildDir, twin)), twin);
  }
  assert.match(
    readFileSync(path.join(buildDir, 'llms.txt'), 'utf8'),
    new RegExp(`\\(https?://[^)]*/${whitepaperPdfFile}\\)`),
  );
});
