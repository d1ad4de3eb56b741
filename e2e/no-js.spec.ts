/**
 * Without JavaScript every route is still readable: the server-rendered HTML
 * holds the page's h1, its ## headings (the ones the sidebar is built from),
 * its full text and figures, and the navigation links.
 */
import path from 'node:path';
import {test, expect, gotoHydrated, pages} from './fixtures';
import {readH2Headings} from '../src/lib/docHeadings';

const topLevel = pages.filter((p) => !p.parent);
const normalise = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const page of pages) {
    test(`${page.path}: h1, ## headings, text, figures and navigation are in the HTML @responsive`, async ({
      page: tab,
      browser,
      isMobileProject,
    }) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      expect(await tab.evaluate(() => typeof window.docusaurus)).toBe('undefined');

      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('h1')).toBeVisible();
      const expected = readH2Headings(path.join(__dirname, '..', 'docs', `${page.id}.mdx`));
      const h2 = tab.locator('article h2');
      await expect(h2).toHaveCount(expected.length);
      for (const [i, heading] of expected.entries()) {
        await expect(h2.nth(i)).toBeVisible();
        expect(normalise(await h2.nth(i).textContent())).toContain(heading.text);
        await expect(h2.nth(i)).toHaveAttribute('id', heading.id);
      }

      const sidebar = tab.locator('.theme-doc-sidebar-container');
      for (const p of topLevel) {
        const link = sidebar.locator(`a[href="${p.path}"]`);
        await expect(link, `sidebar link to ${p.path}`).toHaveCount(1);
        if (!isMobileProject) {
          await expect(link).toBeVisible();
        }
      }
      for (const heading of expected) {
        await expect(
          sidebar.locator(`a[href="${page.path}#${heading.id}"]`),
          `sidebar link to #${heading.id}`,
        ).toHaveCount(1);
      }

      for (const img of await tab.locator('article img').all()) {
        await expect(img).toHaveAttribute('alt', /.*/);
        expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), 'figure loaded').toBe(
          true,
        );
      }

      // The same text as the page with JavaScript.
      const context = await browser.newContext({javaScriptEnabled: true});
      const withJs = await context.newPage();
      await gotoHydrated(withJs, page.path);
      const article = (p: typeof tab) => p.locator('article .theme-doc-markdown').textContent();
      expect(normalise(await article(tab))).toBe(normalise(await article(withJs)));
      await context.close();
    });
  }
});
