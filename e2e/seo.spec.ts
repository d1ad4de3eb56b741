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

test.describe('SEO', () => {
  test('every page has its own title, description, canonical URL and Open Graph/Twitter tags @desktop', async ({
    page,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const {page: p, title, description} of pageMeta) {
      await page.goto(p.path);
      const meta = (sel: string) => page.locator(`head ${sel}`).first().getAttribute('content');
      await expect(page).toHaveTitle(`${title} | ${brand.docsTitle}`);
      expect(await meta('meta[name="description"]'), p.path).toBe(description);
      expect(await meta('meta[property="og:title"]')).toBe(`${title} | ${brand.docsTitle}`);
      expect(await meta('meta[property="og:description"]')).toBe(description);
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname, p.path).toBe(p.path);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      titles.add(await page.title());
      descriptions.add(description);
    }
    expect(titles.size).toBe(pageMeta.length);
    expect(descriptions.size).toBe(pageMeta.length);
  });

  test('every page has a 1200×630 social card made from its title @desktop', async ({page, request}) => {
    for (const {page: p, title} of pageMeta) {
      await page.goto(p.path);
      const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
      expect(await page.locator('head meta[name="twitter:image"]').getAttribute('content')).toBe(image);
      expect(await page.locator('head meta[property="og:image:width"]').getAttribute('content')).toBe('1200');
      expect(await page.locator('head meta[property="og:image:height"]').getAttribute('content')).toBe('630');
      const res = await request.get(new URL(image ?? '').pathname);
      expect(res.status(), `${p.path} → ${image}`).toBe(200);
      const body = await res.text();
      expect(body).toContain('width="1200" height="630"');
      expect(body).toContain(title.replace(/&/g, '&amp;'));
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
