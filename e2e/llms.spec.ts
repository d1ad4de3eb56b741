import {test, expect, gotoHydrated, pages} from './fixtures';
import {pageMeta} from './frontMatter';
import {brand} from '../src/data/ui';
import {fees} from '../src/data/fees';
import {percentFromBps} from '../src/data/format';
import {markdownFileFor} from '../src/lib/markdown/paths';
import {isPlaceholder, resolveLinks} from '../src/data/links';
import {termsUsedHeading} from '../src/data/glossary';

/** The site's own address, as docusaurus.config.ts sets it. */
const siteUrl = process.env.SITE_URL ?? resolveLinks(process.env).docs;

test.describe('llms.txt and Markdown copies', () => {
  test('llms.txt lists every page in reading order with its Markdown copy and description', async ({request}) => {
    const res = await request.get('/llms.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text.startsWith(`# ${brand.docsTitle}\n`)).toBe(true);
    // The pages' section only (the facts files have a section of their own).
    const section = /^## Pages\n([\s\S]*?)(?=^## )/m.exec(text)?.[1] ?? '';
    const listed = [...section.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): (.*)$/gm)];
    expect(listed.map((m) => m[1])).toEqual(pageMeta.map((m) => m.title));
    expect(listed.map((m) => m[3])).toEqual(pageMeta.map((m) => m.description));
    for (const [i, m] of listed.entries()) {
      const p = pages[i];
      expect(new URL(m[2] ?? '').pathname).toBe(`/${markdownFileFor(p?.path ?? '')}`);
    }
  });

  test('each page has a Markdown copy with its title, source URL and headings; llms-full.txt has them all', async ({
    request,
  }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    for (const {page: p, title} of pageMeta) {
      const res = await request.get(`/${markdownFileFor(p.path)}`);
      expect(res.status(), p.path).toBe(200);
      expect(res.headers()['content-type']).toContain('text/markdown');
      const md = await res.text();
      expect(md.startsWith(`# ${title}\n`), p.path).toBe(true);
      // Where the page lives, once the site's own address is set (a placeholder is no source).
      const source = /^Source: <([^>]+)>/m.exec(md)?.[1];
      if (isPlaceholder(siteUrl)) expect(source, p.path).toBeUndefined();
      else expect(new URL(source ?? '').pathname).toBe(p.path);
      const html = await (await request.get(p.path)).text();
      const article = html.slice(html.indexOf('theme-doc-markdown'), html.indexOf('</article>'));
      // The page's headings, and the list of the terms it uses (the twin's own).
      const terms = md.includes(`\n## ${termsUsedHeading}\n`) ? 1 : 0;
      expect((md.match(/^## /gm) ?? []).length - terms, `${p.path} ## headings`).toBe(
        (article.match(/<h2[\s>]/g) ?? []).length,
      );
      expect(full).toContain(md.trim());
      // The site's own links: absolute once its address is set; root-relative while it is a placeholder (no dead links).
      if (isPlaceholder(siteUrl)) expect(md, p.path).not.toContain(`](${new URL(siteUrl).origin}`);
      else expect(md, p.path).not.toMatch(/\]\(\//);
    }
  });

  test('numbers read exactly as on the page', async ({page, request}) => {
    await gotoHydrated(page, '/');
    const swap = percentFromBps(fees.swap.totalBps);
    const all = await (await request.get('/llms-full.txt')).text();
    const rendered = await Promise.all(
      pages.map(async (p) => (await (await request.get(p.path)).text()).includes(swap)),
    );
    // Wherever a page prints the swap fee, its Markdown copy does too.
    for (const [i, has] of rendered.entries()) {
      const p = pages[i];
      if (has && p) {
        expect(await (await request.get(`/${markdownFileFor(p.path)}`)).text(), p.path).toContain(swap);
      }
    }
    expect(all.length).toBeGreaterThan(1000);
  });

  test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard', async ({page, context, request}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/tokenomics');
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/tokenomics.md')).text());
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/tokenomics.md');
  });
});
