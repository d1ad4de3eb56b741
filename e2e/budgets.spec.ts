/**
 * Byte budgets (issue 6), deterministic for a given build: what each route
 * loads before `load` and hydration, gzip, against bench/budgets.json. Timings
 * and Lighthouse stay in the benchmark (npm run bench).
 */
import {test, expect, routes} from './fixtures';
import budgets from '../bench/budgets.json';
import {describeFiles, kib, measureFirstLoad} from '../bench/firstLoad';

const {jsKiB, cssKiB, fontRequests} = budgets.firstLoad;

test.describe('first-load byte budgets @desktop', () => {
  for (const route of routes) {
    test(`${route}: JS ≤ ${jsKiB} KiB, CSS ≤ ${cssKiB} KiB gzip, no web fonts`, async ({browser, baseURL}) => {
      const context = await browser.newContext();
      const load = await measureFirstLoad(context, baseURL ?? '', route);
      await context.close();
      const js = kib(load, 'script');
      const css = kib(load, 'stylesheet');
      expect(
        js,
        `${route} loads ${js.toFixed(1)} KiB of JS (gzip): ${describeFiles(load, 'script')}`,
      ).toBeLessThanOrEqual(jsKiB);
      expect(
        css,
        `${route} loads ${css.toFixed(1)} KiB of CSS (gzip): ${describeFiles(load, 'stylesheet')}`,
      ).toBeLessThanOrEqual(cssKiB);
      expect(load.byType.font?.count ?? 0, `${route} fonts: ${describeFiles(load, 'font')}`).toBeLessThanOrEqual(
        fontRequests,
      );
    });
  }
});

// The page template (src/ssr/template.ts) keeps scripts off the critical path:
// nothing competes with the HTML and CSS for the first paint. An order of
// events, not a timing, so it holds on any machine.
test('scripts are not preloaded and are requested only after the first contentful paint @desktop', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/tokenomics')).text();
  expect(html).not.toMatch(/<link[^>]*rel=["']?(?:preload|modulepreload)["']?[^>]*as=["']?script/);
  expect(html).not.toMatch(/<script[^>]*\ssrc=/);
  await page.goto('/tokenomics');
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const {paint, scripts} = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    scripts: performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('.js'))
      .map((e) => ({name: e.name, start: e.startTime})),
  }));
  expect(paint).toBeDefined();
  expect(scripts.length).toBeGreaterThan(1);
  for (const s of scripts) {
    expect(s.start, `${s.name} was requested before the first contentful paint (${paint} ms)`).toBeGreaterThanOrEqual(
      paint!,
    );
  }
});
