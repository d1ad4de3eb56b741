/**
 * One visit per route and width (desktop and phone), collecting everything a
 * reader's browser must get right on that page, then asserting over it. What does not need a browser (headings and ids,
 * sections, sidebar links, image attributes, what figures state) is checked
 * once in Node on the built HTML: test/built/pages.test.ts.
 *
 * Per visit: no WCAG 2.1 A/AA violation (axe; both colour modes on desktop,
 * the second for the colour rules only; one mode per route on the phone,
 * alternating); headings
 * never skip a level; no console error (fixtures.ts); the hydrated page shows
 * the same text as the server-rendered HTML and does not shift as it
 * hydrates; every image is loaded from this site; every figure fits the
 * width and nothing makes the page scroll sideways (on the phone, no word of
 * the main text is split across lines either; 320 px: words.spec.ts); no cookie, no request to
 * another host, no storage but the colour-mode choice, no CSP violation; on
 * desktop, the "not set yet" notice shown exactly where the page marks
 * something, opened from the keyboard, its drawn count equal to its items.
 * The desktop visit also measures what the route loads before `load` and
 * hydration (bench/firstLoad.ts) against the byte budgets of issue 6
 * (bench/budgets.json): JS and CSS gzip, web fonts. The visit starts from an
 * empty cache (a new browser context per test), so these are first-load bytes.
 */
import {test, expect, gotoHydrated, routes} from './fixtures';
import {colorModeStorageKey} from './built';
import budgets from '../bench/budgets.json';
import {describeFiles, kib, recordFirstLoad} from '../bench/firstLoad';
import {placeholderNotice} from '../src/data/placeholders';
import {
  axeViolations,
  cspViolations,
  headingLevels,
  openNotice,
  recordCspViolations,
  recordForeignRequests,
  skippedLevels,
  splitWords,
  switchColourMode,
} from './pageChecks';

const notFound = '/no-such-page';
const {jsKiB, cssKiB, fontRequests} = budgets.firstLoad;

test.describe('every route, once per width @responsive', () => {
  for (const [index, route] of [...routes, notFound].entries()) {
    test(`${route}: accessible in both colour modes, same text as the HTML, fits, private, first-load bytes in budget`, async ({
      page,
      context,
      baseURL,
      expectConsole,
      isMobileProject,
    }) => {
      if (route === notFound) {
        expectConsole(/Failed to load resource: .*404/);
      }
      const ownHost = new URL(baseURL ?? '').host;
      const foreign = recordForeignRequests(page, baseURL);
      await recordCspViolations(page);
      // Byte budgets do not depend on the width: measured on the desktop visit, of a build with its
      // patches (a build without them, SX_STOCK=1, has no budget: src/plugins/patches.ts).
      const firstLoad =
        isMobileProject || route === notFound || process.env.SX_STOCK === '1'
          ? undefined
          : await recordFirstLoad(page, baseURL ?? '', route);
      await page.addInitScript(() => {
        const w = window as unknown as {__layoutShift: number};
        w.__layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
            w.__layoutShift += e.hadRecentInput ? 0 : e.value;
          }
        }).observe({type: 'layout-shift', buffered: true});
      });

      // Colours do not depend on the width, so the desktop visit checks both
      // modes on every route (switching live, as a reader's system setting
      // does), and the phone visit one mode per route, alternating, so both
      // modes still meet every phone-only element.
      const schemes = isMobileProject ? [index % 2 ? 'light' : 'dark'] : ['dark', 'light'];
      for (const [i, scheme] of (schemes as ('dark' | 'light')[]).entries()) {
        if (i === 0) {
          await page.emulateMedia({colorScheme: scheme});
          await gotoHydrated(page, route);
        }
        await switchColourMode(page, scheme);
        // The second mode changes colours only: its run checks the colour rules.
        expect(await axeViolations(page, {colourOnly: i > 0}), `axe, ${scheme} mode`).toEqual([]);
      }

      const headings = await headingLevels(page);
      expect(headings[0]?.level, 'the first heading is the h1').toBe(1);
      expect(
        headings.filter((h) => h.level === 1),
        'one h1',
      ).toHaveLength(1);
      expect(skippedLevels(headings), 'headings that skip a level').toEqual([]);

      // What the server sent and what React shows after hydration read the same.
      const selector = route === notFound ? 'main' : 'article .theme-doc-markdown';
      const texts = await page.evaluate(async (sel) => {
        const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
        const served = new DOMParser().parseFromString(await (await fetch(location.href)).text(), 'text/html');
        return {
          served: squash(served.querySelector(sel)?.textContent),
          shown: squash(document.querySelector(sel)?.textContent),
        };
      }, selector);
      expect(texts.shown.length, `${selector} has text`).toBeGreaterThan(0);
      expect(texts.shown, 'the hydrated text equals the server-rendered text').toBe(texts.served);
      const shift = await page.evaluate(() => (window as unknown as {__layoutShift: number}).__layoutShift);
      expect(shift, 'cumulative layout shift while loading and hydrating').toBeLessThan(0.01);

      const layout = await page.evaluate(() => ({
        viewport: window.innerWidth,
        pageWidth: document.documentElement.scrollWidth,
        images: Array.from(document.images, (img) => ({
          src: img.currentSrc || img.src,
          loaded: img.complete && img.naturalWidth > 0,
          shown: img.getClientRects().length > 0,
        })),
        figures: Array.from(document.querySelectorAll('main figure'), (fig) => {
          const box = fig.getBoundingClientRect();
          return {
            name: (fig.querySelector('figcaption')?.textContent ?? '').trim().slice(0, 40),
            left: box.left,
            right: box.right,
            overflow: fig.scrollWidth - fig.clientWidth,
          };
        }),
      }));
      expect(layout.pageWidth, 'no horizontal scrolling').toBeLessThanOrEqual(layout.viewport);
      if (isMobileProject && route !== notFound) {
        expect(await page.evaluate(splitWords), 'words split across lines on a phone').toEqual([]);
      }
      for (const img of layout.images) {
        expect(new URL(img.src).host, `${img.src} comes from this site`).toBe(ownHost);
        expect(img.loaded || !img.shown, `${img.src} loaded`).toBe(true);
      }
      for (const fig of layout.figures) {
        expect(fig.left, `figure "${fig.name}": left edge`).toBeGreaterThanOrEqual(0);
        expect(fig.right, `figure "${fig.name}": right edge`).toBeLessThanOrEqual(layout.viewport);
        expect(fig.overflow, `figure "${fig.name}": no overflow inside`).toBeLessThanOrEqual(0);
      }

      expect(await cspViolations(page), 'CSP violations').toEqual([]);
      expect(foreign, 'requests to other hosts').toEqual([]);
      expect(await context.cookies(), 'cookies').toEqual([]);
      const storage = await page.evaluate(() => ({
        local: Object.keys(window.localStorage),
        session: Object.keys(window.sessionStorage),
      }));
      expect(
        storage.local.filter((k) => k !== colorModeStorageKey()),
        'localStorage keys',
      ).toEqual([]);
      expect(storage.session, 'sessionStorage keys').toEqual([]);

      if (firstLoad) {
        const load = await firstLoad();
        const js = kib(load, 'script');
        const css = kib(load, 'stylesheet');
        expect(
          js,
          `${route} loads ${js.toFixed(1)} KiB of JS (gzip), over ${jsKiB} KiB (bench/budgets.json; every page puts its route and sidebar entries into main.js): ${describeFiles(load, 'script')}`,
        ).toBeLessThanOrEqual(jsKiB);
        expect(
          css,
          `${route} loads ${css.toFixed(1)} KiB of CSS (gzip): ${describeFiles(load, 'stylesheet')}`,
        ).toBeLessThanOrEqual(cssKiB);
        expect(load.byType.font?.count ?? 0, `${route} fonts: ${describeFiles(load, 'font')}`).toBeLessThanOrEqual(
          fontRequests,
        );
      }

      // The page's "not set yet" notice, shown exactly where the page marks something unset (desktop: it does not depend on the width).
      if (!isMobileProject && route !== notFound) {
        const marks = await page
          .locator('.theme-doc-markdown [data-placeholder]:not([data-placeholder-notice] *)')
          .count();
        await expect(page.locator('.theme-doc-markdown [data-placeholder-notice]')).toBeVisible({visible: marks > 0});
        if (marks > 0) {
          const {open, shown, name, items} = await openNotice(page);
          expect(open, 'Enter on the notice’s summary opens it').toBe(true);
          expect(items.length, 'an open notice lists what the page marks').toBeGreaterThan(0);
          const noun = items.length === 1 ? placeholderNotice.one : placeholderNotice.other;
          expect(shown, 'the summary counts the items').toBe(`${placeholderNotice.title}: ${items.length} ${noun}`);
          // Assistive technology gets no drawn count: the summary reads as the title, the open list gives its length.
          expect(name, "the summary's accessible name").toBe(placeholderNotice.title);
        }
      }
    });
  }
});
