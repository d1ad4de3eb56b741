/**
 * The page shown at load keeps the content the server sent
 * (src/lib/client/serverHtml, src/theme/DocItem/Content): hydration fetches
 * none of the page's content scripts and leaves the content's DOM as it is;
 * its links still change the page in the app, its controls work from the
 * first press or key, and the page renders whole when the reader comes back.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, routes} from './fixtures';
import {htmlFileFor, readBuilt} from './built';
import {factsChunkName} from '../src/plugins/facts-chunk/name';
import {afterLoadChunkName} from '../src/lib/client/afterLoadName';

const content = '.theme-doc-markdown';
const isFactsChunk = (url: string): boolean => url.split('/').pop()!.startsWith(`${factsChunkName}.`);
/** The frame's parts that load after the first load (src/lib/client/afterLoad.tsx): not the content's. */
const isAfterLoadChunk = (url: string): boolean => url.split('/').pop()!.startsWith(`${afterLoadChunkName}.`);

/** Script URLs requested from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
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

test('a first load keeps the server content and fetches none of its scripts @desktop @patched', async ({page}) => {
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & {sxServerContent?: Element | null}).sxServerContent = document.querySelector(selector);
    });
  }, content);
  for (const route of sample) {
    // The scripts a page change to the route runs (from its neighbour, by the pager): its content's.
    const k = routes.indexOf(route);
    await gotoHydrated(page, k === 0 ? routes[1]! : routes[k - 1]!);
    const changeScripts = scriptRequests(page);
    await page.locator(`.pagination-nav__link--${k === 0 ? 'prev' : 'next'}`).click();
    await expect(page.locator(`article ${content}`)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === route);
    page.removeAllListeners('request');
    expect(changeScripts.length, `${route}: a page change to it ran no script of its own`).toBeGreaterThan(0);

    const loadScripts = scriptRequests(page);
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    // The shared facts chunk is the exception: links in view prefetch it with their pages
    // (src/plugins/facts-chunk); it renders nothing on this one. So is the frame's after-load chunk, which
    // every first load fetches once idle, and which a page change soon after the previous load may fetch too.
    const refetched = loadScripts.filter(
      (url) => changeScripts.includes(url) && !isFactsChunk(url) && !isAfterLoadChunk(url),
    );
    expect(refetched, `${route}: the first load fetched the content's scripts to render it again`).toEqual([]);
    const kept = await page.evaluate((selector) => {
      const server = (window as Window & {sxServerContent?: Element | null}).sxServerContent;
      return Boolean(server) && server === document.querySelector(selector);
    }, content);
    expect(kept, `${route}: hydration replaced the server's content`).toBe(true);
  }
});

test('a link in the server content changes the page in the app; back, the first page renders whole @desktop', async ({
  page,
}) => {
  await gotoHydrated(page, routes[0]!);
  const serverText = await page.locator(content).innerText();
  const loads = documentLoads(page);
  // The first link in the content to another page of the site (a closed popover's link is not on screen).
  const links = page.locator(`${content} a[href^="/"]:not([target]):not([download]):not([popover] *)`);
  const index = await links.evaluateAll((all) =>
    all.findIndex((a) => new URL((a as HTMLAnchorElement).href).pathname !== window.location.pathname),
  );
  expect(index, 'the first page links no other page: pick a page that does').toBeGreaterThanOrEqual(0);
  const link = links.nth(index);
  const target = new URL((await link.getAttribute('href'))!, page.url()).pathname;
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(page.locator(`article ${content}`)).toBeVisible();
  // Off the content: a glossary term that comes back under the pointer would show its definition in the text.
  await page.mouse.move(0, 0);
  await page.goBack();
  await expect(page.locator(content)).toHaveText(serverText, {useInnerText: true});
  await page.goForward();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await page.goBack();
  await expect(page.locator(content)).toHaveText(serverText, {useInnerText: true});
  expect(loads.count(), 'a link of the server content reloaded the document').toBe(0);
});

/** The first page whose built content has a control (a button that opens no popover), if any. */
const withControl = routes.find((route) => {
  const html = readBuilt(htmlFileFor(route));
  const start = html.indexOf('theme-doc-markdown');
  return start >= 0 && /<button(?![^>]*popovertarget)[\s>]/.test(html.slice(start, html.indexOf('</article>', start)));
});

test('a glossary term opens its definition without the content’s scripts @desktop', async ({page}) => {
  const requests = scriptRequests(page);
  await gotoHydrated(page, routes[0]!);
  await page.waitForLoadState('networkidle');
  const before = requests.filter((url) => !isFactsChunk(url)).length;
  const term = page.locator(`${content} button[popovertarget]`).first();
  await term.hover();
  await term.click();
  await expect(page.locator(':popover-open')).toContainText(/\w/);
  await term.focus();
  await page.waitForTimeout(300);
  expect(requests.filter((url) => !isFactsChunk(url)).length, 'no script fetched for a term').toBe(before);
});

test('a control in the server content keeps the keyboard focus when the content takes over @desktop @patched', async ({
  page,
}) => {
  test.skip(!withControl, 'no page has a button in its content');
  await page.addInitScript((selector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & {sxServerContent?: Element | null}).sxServerContent = document.querySelector(selector);
    });
  }, content);
  await gotoHydrated(page, withControl!);
  await page.waitForLoadState('networkidle');
  const control = page.locator(`${content} button:not([popovertarget])`).first();
  const name = (await control.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent ?? '')).trim();
  await control.focus();
  // Focus is a reader reaching for the control: the page's components load and the content renders whole…
  await expect
    .poll(() => page.evaluate(() => (window as Window & {sxServerContent?: Element}).sxServerContent?.isConnected), {
      message: 'the content did not render whole after a control took the focus',
    })
    .toBe(false);
  // …with the focus on the same control, not lost to the page.
  await expect(page.locator(`${content} button:not([popovertarget]):focus`)).toHaveAccessibleName(name);
});

test('a page rendered from its whole module at load (a released version’s page) hydrates its server HTML without a mismatch @desktop', async ({
  page,
}) => {
  // Its head names another page: the browser renders the page from its whole module, as on a released
  // version's page, and hydrates the server's HTML with it. Any text that renders differently in the
  // browser (a fact, a date, an order) is a hydration error on the console, which fails the test.
  for (const route of sample) {
    await page.route(
      (url) => url.pathname === route,
      async (request) => {
        const response = await request.fetch();
        const body = await response.text();
        const changed = body.replace(`"permalink":"${route}"`, '"permalink":"/elsewhere"');
        expect(changed, `${route}: the built page has no head naming its page (src/theme/DocItem)`).not.toBe(body);
        await request.fulfill({response, body: changed});
      },
    );
    await gotoHydrated(page, route);
    await page.waitForLoadState('networkidle');
    await expect(page.locator(`article ${content}`)).toBeVisible();
    await page.unrouteAll();
  }
});
