/**
 * Loading order (issue 6). The byte budgets (what each route loads before
 * `load` and hydration, gzip, against bench/budgets.json) are measured on the
 * crawl's desktop visit of each route (crawl.spec.ts). Timings and Lighthouse
 * stay in the benchmark (npm run bench).
 */
import {test, expect} from './fixtures';

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
