/**
 * What crawlers and link previews read, without JavaScript: every page's own
 * title, description, canonical URL, Open Graph and Twitter tags and social
 * card (a 1200×630 PNG), the structured data, robots.txt and the sitemap.
 * Read from the build in Node; that the head stays the same after hydration
 * and after a page change is checked in the browser (e2e/page-change.spec.ts).
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import type {CheerioAPI} from 'cheerio';
import {brand} from '../../src/data/ui';
import {pageMeta} from '../lib/frontMatter';
import {buildDir, builtPage} from './files';

const html = builtPage;
const meta = ($: CheerioAPI, key: string) =>
  $(`head meta[property="${key}"], head meta[name="${key}"]`).attr('content');

/** The JSON-LD objects of a page, of one @type. */
const ofType = ($: CheerioAPI, type: string) =>
  $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => JSON.parse($(el).text()) as Record<string, unknown>)
    .filter((d) => d['@type'] === type);

test('every page has its own title, description, canonical URL and Open Graph/Twitter tags', () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const {page: p, title, description} of pageMeta) {
    const $ = html(p.path);
    const full = `${title} | ${brand.docsTitle}`;
    assert.equal($('head > title').text(), full, p.path);
    assert.equal(meta($, 'description'), description, `${p.path} description`);
    assert.equal(meta($, 'og:title'), full, `${p.path} og:title`);
    assert.equal(meta($, 'og:description'), description, `${p.path} og:description`);
    assert.equal(meta($, 'twitter:card'), 'summary_large_image', `${p.path} twitter:card`);
    assert.equal(meta($, 'twitter:title'), title, `${p.path} twitter:title`);
    const canonical = $('head link[rel="canonical"]').attr('href') ?? '';
    assert.equal(new URL(canonical, 'invalid:/').pathname, p.path, `${p.path} canonical`);
    assert.equal(meta($, 'og:url'), canonical, `${p.path} og:url`);
    titles.add(full);
    descriptions.add(description);
  }
  assert.equal(titles.size, pageMeta.length, 'titles are unique');
  assert.equal(descriptions.size, pageMeta.length, 'descriptions are unique');
});

test('every page has a 1200×630 PNG social card of its own', () => {
  const cards = new Set<string>();
  for (const {page: p} of pageMeta) {
    const $ = html(p.path);
    const image = meta($, 'og:image') ?? '';
    assert.equal(meta($, 'twitter:image'), image, `${p.path} twitter:image`);
    assert.equal(meta($, 'og:image:width'), '1200', `${p.path} og:image:width`);
    assert.equal(meta($, 'og:image:height'), '630', `${p.path} og:image:height`);
    assert.equal(meta($, 'og:image:type'), 'image/png', `${p.path} og:image:type`);
    const file = path.join(buildDir, decodeURIComponent(new URL(image).pathname));
    assert.ok(existsSync(file), `${p.path}: ${image} is not in the build`);
    // A PNG (social networks render no SVG) of the declared size, read from its IHDR chunk.
    const png = readFileSync(file);
    assert.equal(png.subarray(1, 4).toString(), 'PNG', `${p.path}: ${image} is a PNG`);
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], `${p.path}: ${image} size`);
    cards.add(image);
  }
  assert.equal(cards.size, pageMeta.length, 'each page has its own card');
});

test('robots.txt points at the sitemap, which lists every page', () => {
  const robots = readFileSync(path.join(buildDir, 'robots.txt'), 'utf8');
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
  assert.match(sitemapUrl, /\/sitemap\.xml$/);
  const sitemap = readFileSync(path.join(buildDir, new URL(sitemapUrl).pathname), 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  for (const {page: p} of pageMeta) {
    assert.ok(locs.includes(p.path), `${p.path} is not in the sitemap`);
  }
});

test('Organization and WebSite structured data on every page, BreadcrumbList on pages', () => {
  for (const {page: p} of pageMeta) {
    const $ = html(p.path);
    assert.equal(ofType($, 'Organization').length, 1, `${p.path} Organization`);
    assert.equal(ofType($, 'WebSite').length, 1, `${p.path} WebSite`);
    assert.equal(ofType($, 'Organization')[0]?.name, brand.name);
    if (p.path !== '/') {
      const [crumbs] = ofType($, 'BreadcrumbList') as {itemListElement: {name: string; item: string}[]}[];
      const last = crumbs?.itemListElement.at(-1);
      assert.equal(last?.name, p.label, `${p.path} breadcrumb`);
      assert.equal(new URL(last?.item ?? '').pathname, p.path, `${p.path} breadcrumb`);
    }
  }
});

test('/faq has FAQPage structured data with one entry per question, matching the page', () => {
  const faq = pageMeta.find((m) => m.page.key === 'faq');
  assert.ok(faq, 'no FAQ page in src/data/pages.ts');
  const $ = html(faq.page.path);
  const questions = $('.theme-doc-markdown h3')
    .toArray()
    .map((h) =>
      $(h)
        .text()
        .replace(/[\u200b#]/g, '')
        .trim(),
    );
  assert.equal(questions.length, (faq.source.match(/^### /gm) ?? []).length, 'one h3 per ### question of the source');
  const entries = ofType($, 'FAQPage').flatMap((d) => d.mainEntity as {name: string; acceptedAnswer: {text: string}}[]);
  assert.deepEqual(
    entries.map((e) => e.name),
    questions,
  );
  for (const e of entries) {
    assert.ok(e.acceptedAnswer.text.length > 20, `${e.name}: answer too short`);
  }
});
