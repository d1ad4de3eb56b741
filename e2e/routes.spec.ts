/** The not-found screen, on a direct load and after client-side navigation. Every route's own HTML and direct load: test/built/pages.test.ts and crawl.spec.ts. */
import {test, expect, gotoHydrated, pages} from './fixtures';
import {ui} from '../src/data/ui';

test.describe('routes', () => {
  test('an unknown path gets HTTP 404 and the router fallback', async ({page, expectConsole}) => {
    expectConsole(/Failed to load resource: .*404/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(ui.errorTitle);
    await expect(page.getByTestId('error-detail')).toHaveText(ui.notFoundStatus);
    await expect(page.getByRole('link', {name: 'Go to the introduction'})).toHaveAttribute('href', '/');
    const list = page.getByRole('navigation', {name: 'All pages'});
    await expect(list.getByRole('link')).toHaveCount(pages.length);
    await expect(page.getByRole('button', {name: new RegExp(ui.searchLabel)}).first()).toBeVisible();
  });

  test('client-side navigation to an unknown path shows the same screen', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/missing/route');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {level: 1})).toHaveText(ui.errorTitle);
    await expect(page.getByTestId('error-detail')).toHaveText(ui.notFoundStatus);
    await page.getByRole('navigation', {name: 'All pages'}).getByRole('link', {name: 'Tokenomics'}).click();
    await expect(page).toHaveURL(/\/tokenomics$/);
    await expect(page.locator('h1')).toHaveText('Tokenomics');
  });
});
