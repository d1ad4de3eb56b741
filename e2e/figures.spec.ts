/**
 * The figures (issue 4). What each figure states is checked on the built HTML
 * (test/built/pages.test.ts); that each fits the width, passes axe in both
 * colour modes and does not shift the page as it hydrates, on every route:
 * crawl.spec.ts; the roadmap's current phase, in words and with aria-current:
 * test/built/pages.test.ts. Here: that figures are in the server-rendered
 * HTML at their final size (no JavaScript needed).
 */
import {test, expect, gotoHydrated} from './fixtures';
import {figuresByRoute} from '../test/lib/figureCases';

/** The route with the most figures stands for all: they share one frame (src/components/Figure). */
const [route] = Object.entries(figuresByRoute).sort((a, b) => b[1].length - a[1].length)[0]!;

test.describe('without JavaScript @responsive', () => {
  test.use({javaScriptEnabled: false});

  test(`${route}: the figures are visible in the server-rendered HTML, at their final size`, async ({
    page,
    browser,
  }) => {
    await page.goto(route);
    expect(await page.evaluate(() => typeof window.docusaurus)).toBe('undefined');
    const sizes = (p: typeof page) =>
      p.locator('main figure').evaluateAll((figs) => figs.map((f) => [f.clientWidth, f.clientHeight]));
    const withJs = await browser.newContext({javaScriptEnabled: true, viewport: page.viewportSize()});
    const hydrated = await withJs.newPage();
    await gotoHydrated(hydrated, route);
    for (const figure of await page.locator('main figure').all()) {
      await expect(figure).toBeVisible();
    }
    const [before, after] = [await sizes(page), await sizes(hydrated)];
    expect(before.length).toBeGreaterThan(0);
    for (const [i, [w, h]] of after.entries()) {
      expect(
        Math.abs((before[i]?.[0] ?? 0) - w!),
        `figure ${i + 1}: same width with and without JavaScript`,
      ).toBeLessThanOrEqual(1);
      expect(Math.abs((before[i]?.[1] ?? 0) - h!), `figure ${i + 1}: same height`).toBeLessThanOrEqual(1);
    }
    await withJs.close();
  });
});
