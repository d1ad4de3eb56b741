import {test, expect, gotoHydrated, pages} from './fixtures';

test('previous/next follow the reading order across all pages', async ({page}) => {
  // One navigation per page, in one test.
  test.setTimeout(120_000);
  await gotoHydrated(page, '/');
  for (let i = 0; i < pages.length; i++) {
    const current = pages[i]!;
    await expect(page).toHaveURL(new RegExp(`${current.path === '/' ? '/' : current.path}$`));
    const nav = page.getByRole('navigation', {name: 'Docs pages'});
    const prev = nav.locator('a.pagination-nav__link--prev');
    const next = nav.locator('a.pagination-nav__link--next');
    if (i === 0) {
      await expect(prev).toHaveCount(0);
    } else {
      await expect(prev).toHaveAttribute('href', pages[i - 1]!.path);
    }
    if (i === pages.length - 1) {
      await expect(next).toHaveCount(0);
    } else {
      await expect(next).toHaveAttribute('href', pages[i + 1]!.path);
      await page.mouse.wheel(0, 400);
      const title = await page.locator('h1').innerText();
      await next.click();
      // A new page starts at the top.
      await expect(page.locator('h1')).not.toHaveText(title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    }
  }
});

test('previous goes back one page', async ({page}) => {
  await gotoHydrated(page, '/faq');
  await page.getByRole('navigation', {name: 'Docs pages'}).locator('a.pagination-nav__link--prev').click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});
