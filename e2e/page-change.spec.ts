/**
 * Page changes (issue 18): a hovered sidebar link runs its page's chunks only
 * after the spec's hover delay (ui.prefetchHoverDelayMs), never when the
 * pointer just passes over it; a press on a link loads it at once, and a
 * click still changes the page at once.
 * Timers run on Playwright's clock, so the delay is exact on any machine;
 * a page's chunks load through a <script> element, which is what is watched.
 */
import type {Page} from '@playwright/test';
import {test, expect, gotoHydrated, pages} from './fixtures';
import {ui} from '../src/data/ui';

const sidebarLink = (page: Page, path: string) =>
  page.locator(`nav[aria-label="Docs sidebar"] a.menu__link[href="${path}"]`).first();

/** Scripts added to the page after it loaded (webpack's chunk loading), by URL; recorded from the start. */
const chunkScripts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as Window & {sxScripts?: string[]}).sxScripts ?? []);

async function recordScripts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as Window & {sxScripts?: string[]};
    w.sxScripts = [];
    new MutationObserver((records) => {
      for (const r of records) {
        for (const n of Array.from(r.addedNodes)) {
          if (n instanceof HTMLScriptElement && n.src && document.readyState === 'complete') {
            w.sxScripts!.push(n.src);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

/** The introduction, loaded and idle, with timers stopped; returns the chunk scripts loaded so far. */
async function idleHomeOnPausedClock(page: Page): Promise<string[]> {
  await recordScripts(page);
  await page.clock.install();
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 60_000);
  return chunkScripts(page);
}

// Two top-level pages other than the introduction (their links show in its sidebar).
const [passedBy, restedOn] = pages.filter((p) => !p.parent && p.path !== '/').map((p) => p.path);

test('a hovered link loads its page only after the hover delay @desktop', async ({page}) => {
  const before = await idleHomeOnPausedClock(page);

  // Passing over a link: nothing runs, however long one waits afterwards.
  const passed = await sidebarLink(page, passedBy!).boundingBox();
  await page.mouse.move(passed!.x + 10, passed!.y + passed!.height / 2);
  await page.clock.runFor(ui.prefetchHoverDelayMs / 2);
  await page.mouse.move(640, 5);
  await page.clock.runFor(ui.prefetchHoverDelayMs * 5);
  await page.waitForTimeout(300);
  expect(await chunkScripts(page)).toEqual(before);

  // Resting on a link: its page loads once the delay is over, not before.
  const rested = await sidebarLink(page, restedOn!).boundingBox();
  await page.mouse.move(rested!.x + 10, rested!.y + rested!.height / 2);
  await page.clock.runFor(ui.prefetchHoverDelayMs - 10);
  await page.waitForTimeout(300);
  expect(await chunkScripts(page)).toEqual(before);
  await page.clock.runFor(20);
  await expect.poll(async () => (await chunkScripts(page)).length).toBeGreaterThan(before.length);

  // A click on the link that was passed over changes the page at once.
  await page.clock.resume();
  const h1 = await page.locator('article h1').textContent();
  await sidebarLink(page, passedBy!).click();
  await expect(page).toHaveURL(new RegExp(`${passedBy}$`));
  await expect(page.locator('article h1')).not.toHaveText(h1!);
});

test('pressing a link loads its page at once, before the button is released @desktop', async ({page}) => {
  const before = await idleHomeOnPausedClock(page);

  // No timer runs (the clock is paused): only the press can start the load.
  const link = await sidebarLink(page, restedOn!).boundingBox();
  await page.mouse.move(link!.x + 10, link!.y + link!.height / 2);
  await page.mouse.down();
  await expect
    .poll(async () => (await chunkScripts(page)).length, {message: 'a press on a link did not load its page'})
    .toBeGreaterThan(before.length);
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.up();
  await page.clock.resume();
  await expect(page).toHaveURL(new RegExp(`${restedOn}$`));
});

/** Presses the sidebar link to `path` (scrolled into the sidebar's view first): it must fetch nothing not hinted before. */
async function pressFetchesNothingNew(page: Page, path: string, hinted: readonly string[]): Promise<void> {
  const target = sidebarLink(page, path);
  await target.scrollIntoViewIfNeeded();
  const before = await chunkScripts(page);
  const link = await target.boundingBox();
  await page.mouse.move(link!.x + 10, link!.y + link!.height / 2);
  await page.mouse.down();
  await expect.poll(async () => (await chunkScripts(page)).length).toBeGreaterThan(before.length);
  // The press's preload adds every script of the page at once (one Promise.all of its chunks).
  const loaded = (await chunkScripts(page)).slice(before.length);
  expect(
    loaded.filter((src) => !hinted.includes(src)),
    `the page change to ${path} fetched these over the network: a chunk its page needs is not prefetched while the page is idle (src/lib/client/hoverPreload.ts, src/lib/client/routeChunks.ts, src/plugins/route-chunks)`,
  ).toEqual([]);
  await page.mouse.up();
}

/** The sidebar's hints once the home page has been idle (on the paused clock, every idle callback runs). */
async function idleHints(page: Page): Promise<string[]> {
  await idleHomeOnPausedClock(page);
  await page.clock.runFor(30_000);
  const hinted = await page
    .locator('link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(hinted.length, 'no prefetch hint once the page is idle').toBeGreaterThan(0);
  return hinted;
}

// The sidebar's links hint their pages' files (<link rel=prefetch>) in idle time, without a hover, so a
// click finds them in the cache: the chunks each route names, and the split chunks those need (shared
// ones such as the core's `common` and the facts chunk).
test('links in view prefetch their pages once the page is idle, so a press fetches nothing new @desktop', async ({
  page,
}) => {
  await pressFetchesNothingNew(page, restedOn!, await idleHints(page));
});

test('sidebar links out of its view prefetch their pages too @desktop', async ({page}) => {
  // The last page in the sidebar, pressed as soon as it is scrolled into view (the paused clock runs no
  // idle callback in between): its files were hinted before it was in view.
  const last = pages.filter((p) => !p.parent).at(-1)!.path;
  await pressFetchesNothingNew(page, last, await idleHints(page));
});

/**
 * A document's head as the page's tags make it (src/lib/client/head.ts in the
 * browser, the library in the build): the title, the html element's language,
 * direction and classes, and every managed tag, sorted. Of the page on screen,
 * or of an HTML source (parsed by the browser).
 */
function headOf(source: string | null): string[] {
  const doc = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
  const html = doc.documentElement;
  // The title counts by its text (above): whether it keeps the head manager's marker after
  // hydration differs between the patched and the stock build (SX_STOCK=1).
  const tags = Array.from(doc.head.querySelectorAll('[data-rh]:not(title)'), (el) => {
    const attrs = Array.from(el.attributes, (a) => `${a.name}=${a.value}`).sort();
    // Structured data compares as data: the build's minifier reorders its keys.
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.entries(v)
                .sort(([a], [b]) => (a < b ? -1 : 1))
                .map(([k, x]) => [k, sorted(x)]),
            )
          : v;
    const text =
      el.getAttribute('type') === 'application/ld+json'
        ? JSON.stringify(sorted(JSON.parse(el.textContent ?? 'null')))
        : el.textContent;
    return `<${el.localName} ${attrs.join(' ')}>${text ?? ''}`;
  });
  return [
    `title ${doc.title}`,
    ...['lang', 'dir', 'class'].map((a) => `html ${a}=${html.getAttribute(a)}`),
    ...tags.sort(),
  ];
}

test('a page change shows the whole page: the same sections, in order, as its HTML, its table of contents, footer and pager, and its head @desktop', async ({
  page,
}) => {
  // Every top-level page in turn, in one test.
  test.slow();
  // Blocks below a page's first screen render a step after it (src/components/BelowTheFold); none may be lost.
  await gotoHydrated(page, '/');
  const sectionIds = () => page.locator('article h2[id]').evaluateAll((hs) => hs.map((h) => h.id));
  const builtHead = async (path: string): Promise<string[]> =>
    page.evaluate(headOf, await (await page.request.get(path)).text());
  const liveHead = (): Promise<string[]> => page.evaluate(headOf, null);
  await expect
    .poll(liveHead, {message: '/: the head after hydration is not the built one'})
    .toEqual(await builtHead('/'));
  // Every page the sidebar shows without opening a section.
  for (const {path} of pages.filter((p) => p.path !== '/' && !p.parent)) {
    const html = await (await page.request.get(path)).text();
    const {title, expected} = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const ids = Array.from(doc.querySelectorAll('article h2[id]'), (h) => h.id);
      return {title: doc.querySelector('article h1')?.textContent ?? '', expected: ids};
    }, html);
    await sidebarLink(page, path).click();
    await expect(page.locator('article h1')).toHaveText(title);
    await expect.poll(sectionIds, {message: `${path}: sections after a page change`}).toEqual(expected);
    // So do the parts around it that follow the first screen (src/theme/DocItem/*).
    for (const part of ['.theme-doc-toc-desktop', '.theme-doc-footer', 'nav.pagination-nav']) {
      await expect(page.locator(part), `${path}: ${part} after a page change`).toHaveCount(1);
    }
    // And the head: title, description, canonical URL, social tags, structured data, html classes.
    await expect
      .poll(liveHead, {message: `${path}: the head after a page change is not the built one`})
      .toEqual(await builtHead(path));
  }
});

test('a page change that waits for its files shows the progress bar until the page is there @desktop', async ({
  page,
}) => {
  // After the first load, scripts arrive only when released, as on a slow connection; prefetches
  // wait from the start (a prefetched file would come from the cache).
  let slow = false;
  let release = (): void => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
    if (route.request().resourceType() === 'script' && !slow) return route.continue();
    await arrived;
    return route.continue();
  });
  await gotoHydrated(page, '/');
  slow = true;
  // The theme's nprogress bar in a build without patches, the CSS bar of src/plugins/slim-bundle/progress-bar.ts with them.
  const bar = page.locator('html[data-page-loading], #nprogress .bar');
  await sidebarLink(page, restedOn!).click();
  await expect(bar, 'no progress bar while the next page loads').toHaveCount(1);
  release();
  await expect(page).toHaveURL((url) => url.pathname === restedOn);
  await expect(bar, 'the progress bar stays after the page is shown').toHaveCount(0);
});
