import {test, expect, gotoHydrated, pages} from './fixtures';
import {ui} from '../src/data/ui';

test.describe('routes', () => {
  for (const page of pages) {
    test(`${page.path} loads directly with one h1`, async ({page: tab}) => {
      const response = await tab.goto(page.path);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('h1')).toHaveCount(1);
      await tab.reload();
      await expect(tab.locator('h1')).toHaveCount(1);
    });
  }

  test('every route has its own pre-rendered HTML', async ({request}) => {
    for (const page of pages) {
      const res = await request.get(page.path);
      expect(res.status(), page.path).toBe(200);
      const html = await res.text();
      expect(html.match(/<h1[\s>]/g)?.length, `${page.path} h1 in static HTML`).toBe(1);
    }
  });

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
