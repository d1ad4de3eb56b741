/**
 * Previous/next as a reader uses them. That every page's links follow the
 * reading order is checked on the built HTML (test/built/pages.test.ts).
 */
import {test, expect, gotoHydrated, pages} from './fixtures';

test('next opens the following page at its top; previous goes back one page', async ({page}) => {
  const [first, second] = pages;
  await gotoHydrated(page, first!.path);
  const nav = page.getByRole('navigation', {name: 'Docs pages'});
  await page.mouse.wheel(0, 400);
  await nav.locator('a.pagination-nav__link--next').click();
  await expect(page).toHaveURL(new RegExp(`${second!.path}$`));
  await expect(page.locator('h1')).toHaveText(second!.label);
  await expect.poll(() => page.evaluate(() => window.scrollY), 'a new page starts at the top').toBe(0);
  await nav.locator('a.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(new RegExp(`${first!.path}$`));
});
