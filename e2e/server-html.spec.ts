/**
 * The page shown at load keeps the content the server sent (src/plugins/page-body,
 * src/theme/DocItem/Content): hydration fetches no content chunk and leaves the
 * content's DOM as it is; its links still change the page in the app, and the
 * page renders whole when the reader comes back to it.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, routes} from './fixtures';

const content = '.theme-doc-markdown';

/** Content chunks (body-*.js) requested from now on. */
function bodyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/body-[^/]*\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Document loads of the main frame from now on. */
function documentLoads(page: Page): {count: () => number} {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return {count: () => loads};
}

// The first, a middle and the last page: what holds for one holds for all (one component renders them).
const sample = [...new Set([routes[0]!, routes[Math.floor(routes.length / 2)]!, routes.at(-1)!])];

test('a first load keeps the server content and fetches no content chunk @desktop', async ({page}) => {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & {sxServerContent?: Element | null}).sxServerContent = document.querySelector(selector);
    });
  }, content);
  for (const route of sample) {
    const bodies = bodyRequests(page);
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    expect(bodies, `${route}: hydration fetched the content again`).toEqual([]);
    const kept = await page.evaluate((selector) => {
      const server = (window as Window & {sxServerContent?: Element | null}).sxServerContent;
      return Boolean(server) && server === document.querySelector(selector);
    }, content);
    expect(kept, `${route}: hydration replaced the server's content`).toBe(true);
    page.removeAllListeners('request');
  }
});

test('a link in the server content changes the page in the app; back, the first page renders whole @desktop', async ({
  page,
}) => {
  await gotoHydrated(page, routes[0]!);
  const serverText = await page.locator(content).innerText();
  const loads = documentLoads(page);
  const bodies = bodyRequests(page);
  // The first link in the content to another page of the site.
  const links = page.locator(`${content} a[href^="/"]:not([target]):not([download])`);
  const index = await links.evaluateAll((all) =>
    all.findIndex((a) => new URL((a as HTMLAnchorElement).href).pathname !== window.location.pathname),
  );
  expect(index, 'the first page links no other page: pick a page that does').toBeGreaterThanOrEqual(0);
  const link = links.nth(index);
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(page.locator(`article ${content}`)).toBeVisible();
  expect(bodies.length, 'the next page renders from its content chunk').toBeGreaterThan(0);
  await page.goBack();
  await expect(page.locator(content)).toHaveText(serverText, {useInnerText: true});
  expect(loads.count(), 'a link of the server content reloaded the document').toBe(0);
});
