import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, gotoHydrated} from './fixtures';
import {pageMeta} from './frontMatter';
import {brand} from '../src/data/ui';

/** JSON-LD objects in the page's static HTML. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
  );
}
const ofType = (html: string, type: string) => jsonLd(html).filter((d) => d['@type'] === type);

interface Head {
  title: string;
  canonical: string | null;
  meta: Record<string, string>;
}

/**
 * The head of a page's static HTML, as crawlers and link previews see it
 * (no JavaScript), parsed by the browser's own parser.
 */
async function staticHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const meta: Record<string, string> = {};
    for (const m of Array.from(doc.head.querySelectorAll('meta[name], meta[property]'))) {
      meta[m.getAttribute('property') ?? m.getAttribute('name') ?? ''] = m.getAttribute('content') ?? '';
    }
    return {
      title: doc.title,
      canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      meta,
    };
  }, html);
}

test.describe('SEO', () => {
  test('every page has its own title, description, canonical URL and Open Graph/Twitter tags @desktop', async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const {page: p, title, description} of pageMeta) {
      const head = await staticHead(page, request, p.path);
      expect(head.title, p.path).toBe(`${title} | ${brand.docsTitle}`);
      expect(head.meta.description, p.path).toBe(description);
      expect(head.meta['og:title']).toBe(`${title} | ${brand.docsTitle}`);
      expect(head.meta['og:description']).toBe(description);
      expect(head.meta['twitter:card']).toBe('summary_large_image');
      expect(new URL(head.canonical ?? '').pathname, p.path).toBe(p.path);
      expect(head.meta['og:url']).toBe(head.canonical);
      titles.add(head.title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(pageMeta.length);
    expect(descriptions.size).toBe(pageMeta.length);
  });

  test('the tags are the same after hydration', async ({page}) => {
    await gotoHydrated(page, '/tokenomics');
    const tokenomics = pageMeta.find((m) => m.page.path === '/tokenomics');
    await expect(page).toHaveTitle(`${tokenomics?.title} | ${brand.docsTitle}`);
    await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/img\/social\/tokenomics\./,
    );
  });

  test('every page has a 1200×630 social card made from its title @desktop', async ({page, request}) => {
    for (const {page: p, title} of pageMeta) {
      const {meta} = await staticHead(page, request, p.path);
      const image = meta['og:image'] ?? '';
      expect(meta['twitter:image']).toBe(image);
      expect(meta['og:image:width']).toBe('1200');
      expect(meta['og:image:height']).toBe('630');
      const res = await request.get(new URL(image).pathname);
      expect(res.status(), `${p.path} → ${image}`).toBe(200);
      // A PNG (social networks render no SVG) of the declared size, read from its IHDR chunk.
      const png = await res.body();
      expect(meta['og:image:type']).toBe('image/png');
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(meta['twitter:title'], p.path).toBe(title);
    }
  });

  test('robots.txt points at the sitemap, which lists every page', async ({request}) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const res = await request.get(new URL(sitemapUrl ?? '').pathname);
    expect(res.status()).toBe(200);
    const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    for (const {page: p} of pageMeta) {
      expect(locs, p.path).toContain(p.path);
    }
  });

  test('Organization and WebSite structured data on every page, BreadcrumbList on pages', async ({request}) => {
    for (const {page: p} of pageMeta) {
      const html = await (await request.get(p.path)).text();
      expect(ofType(html, 'Organization'), p.path).toHaveLength(1);
      expect(ofType(html, 'WebSite'), p.path).toHaveLength(1);
      expect(ofType(html, 'Organization')[0]?.name).toBe(brand.name);
      if (p.path !== '/') {
        const [crumbs] = ofType(html, 'BreadcrumbList') as {itemListElement: {name: string; item: string}[]}[];
        const last = crumbs?.itemListElement.at(-1);
        expect(last?.name, p.path).toBe(p.label);
        expect(new URL(last?.item ?? '').pathname).toBe(p.path);
      }
    }
  });

  test('/faq has FAQPage structured data with one entry per question, matching the page', async ({page, request}) => {
    const faq = pageMeta.find((m) => m.page.key === 'faq');
    expect(faq).toBeDefined();
    const sourceQuestions = (faq?.source.match(/^### /gm) ?? []).length;
    await gotoHydrated(page, '/faq');
    const questions = await page
      .locator('.theme-doc-markdown h3')
      .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/[\u200b#]/g, '').trim()));
    expect(questions).toHaveLength(sourceQuestions);
    const html = await (await request.get('/faq')).text();
    const entries = ofType(html, 'FAQPage').flatMap(
      (d) => d.mainEntity as {name: string; acceptedAnswer: {text: string}}[],
    );
    expect(entries.map((e) => e.name)).toEqual(questions);
    for (const e of entries) {
      expect(e.acceptedAnswer.text.length, e.name).toBeGreaterThan(20);
    }
  });
});
